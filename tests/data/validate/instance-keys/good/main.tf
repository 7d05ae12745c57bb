resource "terraform_data" "counted" {
  count = 2
}

resource "terraform_data" "each" {
  for_each = toset(["a", "b"])
}

resource "terraform_data" "single" {
}

data "terraform_remote_state" "counted" {
  count   = 1
  backend = "local"
}

locals {
  a = terraform_data.counted[0].id
  b = terraform_data.each["a"].output
  c = terraform_data.single.id
  d = data.terraform_remote_state.counted[0].outputs
  # a whole resource, a splat and a computed key are not statically checked
  e = terraform_data.counted
  f = terraform_data.counted[*].id
  g = [for k, v in terraform_data.each : terraform_data.each[k].id]
}

output "o" {
  value = [local.a, local.b, local.c, local.d, local.e, local.f, local.g]
}
