output "o" {
  value = 2
}

module "m" {
  source = "./n"
}
