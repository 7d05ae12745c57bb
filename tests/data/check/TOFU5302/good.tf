resource "terraform_data" "a" {
}

output "id" {
  value = terraform_data.a.id
}
