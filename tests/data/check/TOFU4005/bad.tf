# validate evaluates each.value where there is no for_each: it has no value there.
resource "terraform_data" "a" {
  input = each.value # expect: TOFU4005
}

output "v" {
  value = each.value # expect: TOFU4005
}
