variable "name" {
  type    = string
  default = "a"
}
