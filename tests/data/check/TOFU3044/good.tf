ephemeral "random_password" "a" {
}
