run "plan" {
  plan_options {
    mode = normal
  }
}

run "refresh" {
  plan_options {
    mode = refresh-only
  }
}
