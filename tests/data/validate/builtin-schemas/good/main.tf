resource "terraform_data" "a" {
  input            = "x"
  triggers_replace = ["y"]

  provisioner "local-exec" {
    command     = "echo"
    working_dir = "/tmp"
  }

  provisioner "file" {
    destination = "/tmp/x"
    content     = "x"
  }

  provisioner "remote-exec" {
    inline = ["true"]
  }
}

data "terraform_remote_state" "s" {
  backend = "local"
  config  = {}
}
