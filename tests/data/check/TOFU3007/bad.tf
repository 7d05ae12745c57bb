check "c" {
  data "http" "h" {
    count = 1 # expect: TOFU3007
    url   = "https://example.com"
  }

  assert {
    condition     = data.http.h.status_code == 200
    error_message = "down"
  }
}
