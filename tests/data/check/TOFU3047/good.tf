variable "my_var" {
}
