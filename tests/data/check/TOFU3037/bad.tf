variable "k" {}

resource "aws_instance" "a" {
  provider = aws[var.k] # expect: TOFU3037
}
