removed {
  from = aws_instance.a
  lifecycle {
    destroy = true
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo ${self.id}"
  }
}
