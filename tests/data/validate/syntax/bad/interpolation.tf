# an interpolation not closed before the end of its string
locals {
  c = "id-${var.x"
}
