resource "terraform_data" "a" {
  provisioner "file" { # expect: TOFU5361 (no range)
    destination = "/tmp/a"
  }
}
