run "first" {
  state_key = "shared"
}
