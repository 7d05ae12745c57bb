# A module source evaluated statically refers to a variable the module does not declare.
module "a" {
  source = var.modulename # expect: TOFU5203
}
