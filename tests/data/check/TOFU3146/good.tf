removed {
  from = aws_instance.a
  lifecycle {
    destroy = true
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo"
  }
}

removed {
  from = aws_instance.b
  lifecycle {
    destroy = false
  }
}
