variable "region" {
  type = string
}

resource "aws_instance" "web" {
  ami           = var.image_id
  instance_type = "t3.micro"
  tags = {
    Region = var.region
  }
}

output "first" {
  value = count.index
}
