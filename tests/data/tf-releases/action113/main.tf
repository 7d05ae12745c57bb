action "local_command" "hello" {
}
