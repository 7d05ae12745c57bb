# decodeTestRunBlock: a run block's name must be an identifier, at the label.
run "first run" { # expect: TOFU5217
}

run "1st" { # expect: TOFU5217
}
