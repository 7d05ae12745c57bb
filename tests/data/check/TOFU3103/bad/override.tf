provider "null" {
  alias = "a"
}

provider "null" {  # expect: TOFU3103
  alias = "b"
}

provider "random" {}
