variable "a" {
  type     = number
  nullable = true
  default  = null
}

variable "b" {
  nullable = false
  default  = 1
}

variable "c" {
  default = null
}
