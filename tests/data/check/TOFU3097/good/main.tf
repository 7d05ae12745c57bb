variable "v" {
  default = "x"
}

ephemeral "random_password" "a" {
  length = 8
}
