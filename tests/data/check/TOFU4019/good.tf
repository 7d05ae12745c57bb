locals {
  user = "admin"
}

# no destroy-time provisioner: the connection may refer to anything
resource "null_resource" "a" {
  connection {
    host = self.hostname
    user = local.user
  }

  provisioner "remote-exec" {
    command = "echo ${local.user}"
  }
}

resource "null_resource" "b" {
  for_each = toset(["x"])

  provisioner "remote-exec" {
    when      = destroy
    dir       = path.module
    key       = each.key
    workspace = terraform.workspace
    connection {
      host = self.hostname
    }
  }
}
