variable "v" {
  default = "x"
}

check "a" {
  data "http" "page" {}
  assert {
    condition     = var.v != ""
    error_message = "empty"
  }
}

# Only the data blocks of one type share names.
data "dns_a_record_set" "page" {
  host = "example.com"
}
