# A clean module: every reference is declared and in its context.
variable "names" {
  type    = list(string)
  default = ["a", "b"]
}

locals {
  prefix = "web"
}

resource "aws_instance" "web" {
  count         = length(var.names)
  ami           = "ami-12345678"
  instance_type = "t3.micro"
  tags = {
    Name = "${local.prefix}-${var.names[count.index]}"
  }
}

output "ids" {
  value = aws_instance.web[*].id
}
