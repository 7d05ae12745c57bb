# data blocks pass unknown blocks to the provider
data "http" "a" {
  connection {
  }
}
