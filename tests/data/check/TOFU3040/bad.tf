resource "1bad" "a" { # expect: TOFU3040
}
