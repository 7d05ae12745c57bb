provider "aws" {
  _ {
  }
}
