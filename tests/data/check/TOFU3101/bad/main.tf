provider "null" {}

provider "null" {
  alias = "second"
}
