removed {
  from = aws_instance.a
  lifecycle {
    destroy = true
  }
  provisioner "local-exec" { # expect: TOFU3143
    command = "echo"
  }
  provisioner "local-exec" { # expect: TOFU3143
    when    = create
    command = "echo"
  }
}
