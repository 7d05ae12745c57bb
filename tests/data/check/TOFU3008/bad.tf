check "c" {
  data "http" "h" {
    url = "https://example.com"
    lifecycle { # expect: TOFU3008
    }
  }

  assert {
    condition     = data.http.h.status_code == 200
    error_message = "down"
  }
}
