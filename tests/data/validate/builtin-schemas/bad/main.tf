# The built-in provider's resource and data source and the built-in provisioners: validate
# decodes them with their fixed schemas, no provider installed.
resource "terraform_data" "a" {
  input  = "x"
  inputs = "y"
  triggers_replace {}

  dynamic "input" {
    for_each = ["z"]
    content {}
  }

  provisioner "local-exec" {
    commands = "echo"
  }

  provisioner "file" {
    destination = "/tmp/x"
    contents    = "x"
  }

  provisioner "remote-exec" {
    inline = ["true"]
    script {}
  }
}

data "terraform_remote_state" "s" {
  config = {}
}
