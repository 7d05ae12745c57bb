provider "null" {  # expect: TOFU3101
}
