resource "aws_instance" "a" {
  provider = "aws.${var.region}" # expect: TOFU3034
}
