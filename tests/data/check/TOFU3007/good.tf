check "c" {
  data "http" "h" {
    url = "https://example.com"
  }

  assert {
    condition     = data.http.h.status_code == 200
    error_message = "down"
  }
}
