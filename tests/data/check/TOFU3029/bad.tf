resource "aws_instance" "a" {
  provisioner "local-exec" {
    when = later # expect: TOFU3029
  }
}
