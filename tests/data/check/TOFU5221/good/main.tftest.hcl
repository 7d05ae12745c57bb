variables {
  a = 1
  b = 2
}

run "apply" {
  variables {
    a = 3
  }
}
