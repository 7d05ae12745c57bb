# The module calls itself through ./sub: tofu init would install it
# without end; reserve reads each folder once and says so.
module "sub" {
  source = "./sub"
}
