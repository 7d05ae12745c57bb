provider "null" {
  alias = "a"
}

provider "random" {}
