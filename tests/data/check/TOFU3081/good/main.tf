output "a" {
  value = 1
}

moved {
  from = null_resource.a
  to   = null_resource.b
}
