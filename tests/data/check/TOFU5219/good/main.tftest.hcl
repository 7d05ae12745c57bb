variables {
  a = 1
}

run "apply" {
  variables {
    b = 2
  }
}

run "again" {
  variables {
    b = 3
  }
}
