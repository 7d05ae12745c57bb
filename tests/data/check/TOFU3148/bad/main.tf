resource "null_resource" "a" {}

output "o" {
  value = 1
}

module "m" {
  source = "./m"
}
