# a closed interpolation
locals {
  c = "id-${var.x}"
}
