variable "name" {
  type = string
}

variable "size" {
}

# a default of null makes a variable optional
variable "zone" {
  type    = string
  default = null
}
