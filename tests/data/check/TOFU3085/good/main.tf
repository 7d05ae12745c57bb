variable "v" {
  default = "x"
}

output "a" {
  value = 1
}
