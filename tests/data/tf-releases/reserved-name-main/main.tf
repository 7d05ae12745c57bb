variable "ignore_nested_deprecations" {
  type    = bool
  default = false
}
