resource "terraform_data" "a" {
  for_each = toset(["x"])
}

output "id" {
  value = [terraform_data.a["x"].id, terraform_data.a]
}
