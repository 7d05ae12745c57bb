ephemeral "1bad" "a" { # expect: TOFU3044
}
