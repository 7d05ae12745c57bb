resource "aws_instance" "a" {
  provisioner "local-exec" {
    when = create
    _ {
      when = "hell freezes over"
    }
  }
}
