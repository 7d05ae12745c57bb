provider "null" {
  alias = "a"
}

provider "null" {
  alias = "b"
}
