# A small module that shows the corners of HCL reserve reads exactly as
# OpenTofu does: dashes in names, splats, legacy indexes, for expressions,
# templates with directives, and heredocs.

variable "subnet-ids" {
  type    = list(string)
  default = []
}

locals {
  name   = "web-${var.env}"
  ports  = [for p in var.ports : p if p > 1024]
  tagged = { for k, v in var.tags : lower(k) => v... }
}

resource "aws_instance" "web" {
  count         = length(var.subnet-ids)
  subnet_id     = var.subnet-ids[count.index]
  ami           = data.aws_ami.ubuntu.id
  user_data     = <<-EOT
    #!/bin/sh
    echo "${local.name} %{ if var.debug }(debug)%{ endif }"
  EOT
  tags          = merge(local.tagged, { Name = "${local.name}-${count.index}" })
}

output "private_ips" {
  value = aws_instance.web[*].private_ip
}

output "first_ip" {
  value = aws_instance.web.0.private_ip
}
