locals {
  a = tolist(["a", "b"])
  b = core::tomap({})
}
