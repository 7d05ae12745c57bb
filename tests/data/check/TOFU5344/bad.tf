# validate checks ignore_changes against the built-in terraform_data schema.
resource "terraform_data" "a" {
  lifecycle {
    ignore_changes = [all] # expect: TOFU5344
  }
}
