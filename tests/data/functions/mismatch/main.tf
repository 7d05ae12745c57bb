locals {
  text  = upper(["a"])
  count = abs(true)
}
