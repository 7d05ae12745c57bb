moved { # expect: TOFU3081
}
