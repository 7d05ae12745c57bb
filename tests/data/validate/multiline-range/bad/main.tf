# a subject over several lines: the snippet shows each line it overlaps,
# but an empty one
resource "terraform_data" "list" {
  for_each = [
    "a",

    "b",
  ]
}

resource "terraform_data" "count" {
  count = {
    n = 1
  }
}
