variable "name" {
  type = string
}

locals {
  prefix = "app-${var.name}"
}

data "aws_ami" "base" {
  owners = ["self"]
}

resource "aws_instance" "web" {
  ami  = data.aws_ami.base.id
  tags = { Name = local.prefix }
}

resource "aws_eip" "ip" {
  instance = aws_instance.web.id
}

output "ip" {
  value = aws_eip.ip.public_ip
}

output "missing" {
  value = var.nope
}
