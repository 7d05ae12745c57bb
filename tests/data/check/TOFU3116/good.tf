output "a" {
  value      = 1
  deprecated = "Use output b."
}

variable "v" {
  deprecated = ""
}
