resource "terraform_data" "a" {
  count = -3 # expect: TOFU5343
}
