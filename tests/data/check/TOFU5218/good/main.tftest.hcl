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

# The first plan_options block did not decode (its mode is refused), so decodeTestRunBlock kept
# none: the second is no duplicate.
run "second" {
  plan_options {
    mode = sideways
  }

  plan_options {
    mode = normal
  }
}
