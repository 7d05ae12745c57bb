resource "a" "b" {
}

output "x" {
  value = 1
}

terraform {
  backend "s3" {
  }
}
