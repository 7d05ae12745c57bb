data "1bad" "a" { # expect: TOFU3042
}
