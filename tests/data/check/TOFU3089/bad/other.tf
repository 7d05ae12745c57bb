ephemeral "random_password" "a" {  # expect: TOFU3089
  length = 8
}
