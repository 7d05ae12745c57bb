resource "terraform_data" "a" {
  input = 1
  lifecycle {
    ignore_changes = all
  }
}

resource "terraform_data" "b" {
  input = 1
  lifecycle {
    ignore_changes = [input, triggers_replace]
  }
}
