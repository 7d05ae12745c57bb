data "http" "x" {
  url = "https://example.com"
}

output "a" {
  value = data.http.x[0]
}
