varyable "x" { # expect: TOFU3001
}
