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

# validate stops at the first provisioner with an error (or after the first, when the resource
# has one): each of these is the first of its resource
resource "terraform_data" "b" {
  provisioner "file" {
    destination = "/tmp/x"
    content     = "x"
    contents    = "x"
  }
}

resource "terraform_data" "c" {
  provisioner "remote-exec" {
    inline = ["true"]
    script {}
  }

  provisioner "local-exec" {
    commands = "echo"
  }
}
