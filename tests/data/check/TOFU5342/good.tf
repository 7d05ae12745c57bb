resource "terraform_data" "a" {
  count = 5e0
}
