# A name declared three times: OpenTofu's appendFile replaces the module's entry for
# variables, locals, outputs and module calls (the third names the second), and keeps the
# first for resources (the third names the first).
variable "v" {}
variable "v" {}
variable "v" {}

locals {
  l = 1
}
locals {
  l = 2
}
locals {
  l = 3
}

output "o" {
  value = 1
}
output "o" {
  value = 2
}
output "o" {
  value = 3
}

module "m" {
  source = "./m"
}
module "m" {
  source = "./m"
}
module "m" {
  source = "./m"
}

resource "null_resource" "r" {}
resource "null_resource" "r" {}
resource "null_resource" "r" {}
