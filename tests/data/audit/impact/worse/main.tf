# An error under tofu-1.12 already (an undeclared variable); lower's call adds one.
output "bad" {
  value = var.missing
}

output "lower" {
  value = lower("A")
}
