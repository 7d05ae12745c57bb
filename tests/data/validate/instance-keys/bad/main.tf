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
  a = terraform_data.counted.id
  b = terraform_data.each.output
  c = terraform_data.single[0].id
  d = data.terraform_remote_state.counted.outputs
}

output "o" {
  value = [local.a, local.b, local.c, local.d, terraform_data.single["x"]]
}
