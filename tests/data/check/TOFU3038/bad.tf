provider "my_cloud" { # expect: TOFU3038
}
