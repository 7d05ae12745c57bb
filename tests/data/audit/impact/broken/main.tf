# Does not parse: its calls are no places (OLD read no valid module there).
output "lower" {
  value = lower("A")
}

output "cut" {
  value =
}
