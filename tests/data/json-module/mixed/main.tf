# A native file of a module whose other file is JSON: var.ami and local.name are declared there.
resource "aws_instance" "web" {
  ami  = var.ami
  tags = { Name = local.name }
}
