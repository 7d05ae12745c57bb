removed { # expect: TOFU3146
  from = aws_instance.a
  lifecycle {
    destroy = "false"
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo"
  }
}
