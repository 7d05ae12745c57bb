locals {
  yes = 1
}

output "a" {
  value = local.yes
}
