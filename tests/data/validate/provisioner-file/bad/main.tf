# The file provisioner's own check (ValidateProvisionerConfig): exactly one of source and content,
# a literal null not counting; its errors have no source range. validate checks a resource's
# provisioners in order and stops after the first one with errors.
resource "terraform_data" "neither" {
  provisioner "file" {
    destination = "/tmp/a"
  }

  provisioner "file" {
    destination = "/tmp/b"
  }
}

resource "terraform_data" "both" {
  provisioner "file" {
    destination = "/tmp/c"
    source      = "c.txt"
    content     = "c"
  }
}

resource "terraform_data" "null_source" {
  provisioner "file" {
    destination = "/tmp/d"
    source      = null
  }
}
