ephemeral "random_password" "a" {
  lifecycle { # expect: TOFU3024
    prevent_destroy = true
  }
}

# v1.12's lifecycle destroy (resource.go: a managed resource's, refused in ephemeral ones).
ephemeral "random_password" "b" {
  lifecycle { # expect: TOFU3024
    destroy = false
  }
}
