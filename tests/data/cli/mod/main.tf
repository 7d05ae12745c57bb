# main.tf: a small module
variable "subnet-ids" {
  type = list(string)
}

locals {
  name  = "app-${var.env}"
  ports = [for p in var.ports : p + 1 if p > var.min]
}

resource "aws_instance" "web" {
  count     = length(var.subnet-ids)
  subnet_id = var.subnet-ids[count.index]
  tags = {
    Name        = "${local.name}-é-${count.index}"
    (local.key) = data.aws_ami.ubuntu.id
  }
}
