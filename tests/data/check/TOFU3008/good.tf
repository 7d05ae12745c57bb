data "http" "h" {
  url = "https://example.com"
  lifecycle {
  }
}
