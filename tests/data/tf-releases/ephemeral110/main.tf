ephemeral "random_password" "db" {
  length = 16
}

variable "token" {
  type      = string
  ephemeral = true
}
