resource "null_resource" "a" {}

locals {
  x = 1
}
