variable "my var" { # expect: TOFU3047
}
