output "out0" {
  value = 1
}
