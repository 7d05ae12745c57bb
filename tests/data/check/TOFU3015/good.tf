provider "aws" {
  _ {
    source = "passed to the provider"
  }
}
