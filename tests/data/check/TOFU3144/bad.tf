removed { # expect: TOFU3144
  from = module.a.module.b
  lifecycle {
    destroy = true
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo"
  }
}
