# Added after main.tf's check "a": the data block is the duplicate.
data "http" "page" {} # expect: TOFU3088

check "d" {
  data "http" "last" {} # expect: TOFU3141
  assert {
    condition     = data.http.page.status_code == 200
    error_message = "down"
  }
}

data "http" "last" {}
