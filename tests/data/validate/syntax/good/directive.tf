# directives with their ends
locals {
  d = "%{ if var.x != "" }set%{ endif }"
  e = <<EOT
%{ for s in [1] }${s}
%{ endfor }
EOT
}
