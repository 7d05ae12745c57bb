# ignore_changes against terraform_data's schema: "all" is a keyword, not a list element; a
# misspelt name; and, in a resource with no error, an attribute the provider alone decides.
resource "terraform_data" "a" {
  input = 1
  lifecycle {
    ignore_changes = [all, inptu]
  }
}

resource "terraform_data" "b" {
  input = 1
  lifecycle {
    ignore_changes = [output]
  }
}
