module "lib" {
  source = "../good-lib"
}

module "inner" {
  source = "./inner"
}

output "o" {
  value = [module.lib.id, module.inner.v]
}
