required_providers { # expect: TOFU3004
}
