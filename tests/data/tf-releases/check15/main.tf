variable "url" {
  type = string
}

check "reachable" {
  assert {
    condition     = length(var.url) > 0
    error_message = "The URL is empty."
  }
}
