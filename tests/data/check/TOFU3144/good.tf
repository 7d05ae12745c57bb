removed {
  from = module.a.aws_instance.b
  lifecycle {
    destroy = true
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo"
  }
}

removed {
  from = module.c
  lifecycle {
    destroy = true
  }
}
