resource "terraform_data" "a" {
  provisioner "file" {
    destination = "/tmp/a"
    source      = "a.txt"
  }
}
