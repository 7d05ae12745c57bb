# evaluate_valid.go staticValidateSingleResourceReference: a for_each resource's attributes
# need an instance key.
resource "terraform_data" "a" {
  for_each = toset(["x"])
}

output "id" {
  value = terraform_data.a.id # expect: TOFU5301
}
