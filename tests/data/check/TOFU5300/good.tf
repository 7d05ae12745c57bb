resource "terraform_data" "a" {
  count = 2
}

output "id" {
  value = [terraform_data.a[0].id, terraform_data.a[*].id, terraform_data.a]
}
