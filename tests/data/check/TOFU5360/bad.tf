resource "terraform_data" "a" {
  provisioner "file" { # expect: TOFU5360 (no range)
    destination = "/tmp/a"
    source      = "a.txt"
    content     = "a"
  }
}
