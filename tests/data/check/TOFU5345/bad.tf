# an attribute terraform_data computes alone: ignoring it has no effect (a warning).
resource "terraform_data" "a" { # expect: TOFU5345
  lifecycle {
    ignore_changes = [output]
  }
}
