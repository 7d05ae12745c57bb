locals {
  name =
}
