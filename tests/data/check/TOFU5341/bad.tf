resource "terraform_data" "a" {
  count = "two" # expect: TOFU5341
}
