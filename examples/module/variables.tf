variable "env" {
  type = string
}

variable "ports" {
  type    = list(number)
  default = [80, 8080]
}

variable "tags" {
  type    = map(string)
  default = {}
}

variable "debug" {
  type    = bool
  default = false
}

data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]
}
