module "c" {
  source = "./child"
  count  = 2
  name   = "x"
  size   = count.index
}
