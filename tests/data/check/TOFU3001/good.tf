variable "x" {
}
