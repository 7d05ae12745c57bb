data "http" "a" {
  _ {
  }
}
