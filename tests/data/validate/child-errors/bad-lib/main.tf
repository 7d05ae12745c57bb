resource "terraform_data" {
}
