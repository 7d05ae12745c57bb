# A module that calls itself: tofu init would install it without end.
module "again" {
  source = "./" # expect: TOFU5351
}
