locals {
  a = core::length([])
  b = core::tolist([])
}
