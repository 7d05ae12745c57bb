run "plan" {
  command = plan
}

run "apply" {
  command = apply
}
