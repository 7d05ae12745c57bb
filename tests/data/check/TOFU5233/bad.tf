# checks.go decodeCheckBlock: a check block needs at least one assert block.
check "empty" { # expect: TOFU5233
}

variable "v" {
  type = string
}

check "only_data" { # expect: TOFU5233
  data "terraform_remote_state" "s" {
    backend = "local"
  }
}
