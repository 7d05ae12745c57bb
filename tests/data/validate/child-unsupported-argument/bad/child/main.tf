variable "name" {
  type    = string
  default = "a"
}

variable "size" {
  type    = number
  default = 1
}

output "id" {
  value = "${var.name}-${var.size}"
}
