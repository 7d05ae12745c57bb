variable "x" {
  description = "fine"
}
