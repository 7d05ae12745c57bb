locals {
  a = core::abs(1)
  b = foo_bar(1) == 1 ? 1 : 2 # an unknown function, but no namespace
}
