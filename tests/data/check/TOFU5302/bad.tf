# evaluate_valid.go staticValidateMultiResourceReference: an instance key for a resource
# without count or for_each.
resource "terraform_data" "a" {
}

output "id" {
  value = terraform_data.a[0].id # expect: TOFU5302
}
