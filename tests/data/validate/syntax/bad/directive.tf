# a directive without its end, and an end without its directive
locals {
  d = "%{ if var.x != "" }set"
  e = <<EOT
%{ for s in [1] }${s}
%{ endif }
EOT
}
