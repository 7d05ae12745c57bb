resource "aws_instance" "web" {
  ami = "ami-123"
}

data "aws_ami" "base" {
  owners = ["self"]
}
