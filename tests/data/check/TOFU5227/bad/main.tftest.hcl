# decodeTestRunOptionsBlock: refresh is decoded into a bool (gohcl.DecodeExpression).
run "a_number" {
  plan_options {
    refresh = 1 # expect: TOFU5227
  }
}

run "a_word" {
  plan_options {
    refresh = "yes" # expect: TOFU5227
  }
}

run "capitals" {
  plan_options {
    refresh = "True" # expect: TOFU5227
  }
}

run "null" {
  plan_options {
    refresh = null # expect: TOFU5227
  }
}

run "a_list" {
  plan_options {
    refresh = [true] # expect: TOFU5227
  }
}
