run "setup" {
  command = plan
  variables {
    name = "x"
  }
}

run "setup" {
  command = apply
}
