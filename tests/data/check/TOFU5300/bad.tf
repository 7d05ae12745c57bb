# evaluate_valid.go staticValidateSingleResourceReference: a counted resource's attributes
# need an instance key.
resource "terraform_data" "a" {
  count = 2
}

output "id" {
  value = terraform_data.a.id # expect: TOFU5300
}
