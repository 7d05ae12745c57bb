# the same, with values of the kinds they need
resource "terraform_data" "list" {
  for_each = toset([
    "a",

    "b",
  ])
}

resource "terraform_data" "count" {
  count = length({
    n = 1
  })
}
