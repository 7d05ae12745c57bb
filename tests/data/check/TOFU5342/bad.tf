resource "terraform_data" "a" {
  count = 0.5 # expect: TOFU5342
}
