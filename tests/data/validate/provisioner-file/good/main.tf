resource "terraform_data" "source" {
  provisioner "file" {
    destination = "/tmp/a"
    source      = "a.txt"
  }

  provisioner "file" {
    destination = "/tmp/b"
    content     = "b"
  }
}

resource "terraform_data" "null_source" {
  provisioner "file" {
    destination = "/tmp/d"
    source      = null
    content     = "d"
  }
}
