ephemeral "random_password" "a" {
  provisioner "local-exec" { # expect: TOFU3025
  }
  connection { # expect: TOFU3025
  }
}
