ephemeral "random_password" "b" {  # expect: TOFU3097
  length = 8
}
