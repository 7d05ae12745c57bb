output "a" {
  value = terraform.env # expect: TOFU4008
}
