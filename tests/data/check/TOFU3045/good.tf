ephemeral "random_password" "a_b" {
}
