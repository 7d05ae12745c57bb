resource "aws_instance" "a" {
  provisioner "local-exec" {
    on_failure = ignore # expect: TOFU3030
  }
}
