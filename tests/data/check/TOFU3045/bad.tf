ephemeral "random_password" "a.b" { # expect: TOFU3045
}
