# Required in another file of the module, or in an override file.
locals {
  a = provider::aws::arn_parse("x")
  b = provider::aws::east::arn_parse("x")
  c = provider::google::f(1)
}
