locals {
  user = "admin"
}

resource "null_resource" "a" {
  connection {
    host = self.hostname
    user = local.user # expect: TOFU4019
  }

  provisioner "remote-exec" {
    when    = destroy
    command = "echo ${local.user}" # expect: TOFU4019
    index   = count.index
  }
}
