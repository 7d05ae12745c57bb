locals {
  b = 1
}
