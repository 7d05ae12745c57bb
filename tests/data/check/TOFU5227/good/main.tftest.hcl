# Values that convert to a bool, and one that is not a literal (left to what evaluates it).
run "bool" {
  plan_options {
    refresh = false
  }
}

run "string" {
  plan_options {
    refresh = "true"
  }
}

run "digit" {
  plan_options {
    refresh = "0"
  }
}

run "expression" {
  plan_options {
    refresh = !false
  }
}
