# "name" and "size" have no default: the call must set them.
module "c" {
  source = "./child"
  count  = 2
}
