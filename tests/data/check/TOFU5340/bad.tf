resource "terraform_data" "a" {
  count = null # expect: TOFU5340
}
