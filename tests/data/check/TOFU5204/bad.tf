# A module source evaluated statically refers to a local value the module does not declare.
module "a" {
  source = "./${local.dir}" # expect: TOFU5204
}
