run "refresh_only" {
  plan_options {
    mode    = refresh-only
    refresh = true
  }
}

run "normal" {
  plan_options {
    mode    = normal
    refresh = false
  }
}

run "default_mode" {
  plan_options {
    refresh = false
  }
}
