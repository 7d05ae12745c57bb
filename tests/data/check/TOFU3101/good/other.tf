provider "null" {
  alias = "second"
}
