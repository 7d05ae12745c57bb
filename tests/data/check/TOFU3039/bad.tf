provider "AWS" { # expect: TOFU3039
}
