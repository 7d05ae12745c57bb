data "http" "bad name" { # expect: TOFU3043
}
