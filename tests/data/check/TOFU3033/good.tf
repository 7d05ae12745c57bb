provider "aws" {
  alias = "first"
}
