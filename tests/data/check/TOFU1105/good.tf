data "http" "yes" {
  url = "https://example.com"
}

output "a" {
  value = data.http.yes.body
}
