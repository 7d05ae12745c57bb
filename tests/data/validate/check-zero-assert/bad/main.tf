check "empty" {
}

variable "v" {
  type = string
}

check "only_data" {
  data "terraform_remote_state" "s" {
    backend = "local"
  }
}
