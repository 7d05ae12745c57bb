resource "a" "b" {
  x = var.ok
  y = )
}
