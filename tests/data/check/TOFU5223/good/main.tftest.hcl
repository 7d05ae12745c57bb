run "plan" {
  command = plan

  plan_options {
    mode = refresh-only
  }
}

run "normal" {
  plan_options {
    mode = normal
  }
}
