provider "null" {
  alias = "a"
}

provider "null" {  # expect: TOFU3102
  alias = "a"
}
