variable "name" {
  type = string
}

terraform {
  provider_meta "my-provider" {
    hello = upper(var.name)  # expect: TOFU3113
    size  = 1 + length([])  # expect: TOFU3113
  }
}
