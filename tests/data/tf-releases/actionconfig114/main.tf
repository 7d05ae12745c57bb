action "local_command" "hello" {
  command = "echo"
}
