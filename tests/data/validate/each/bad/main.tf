resource "terraform_data" "a" {
  input = each.value
}

locals {
  k = each.key
}

output "v" {
  value = [each.value, local.k]
}
