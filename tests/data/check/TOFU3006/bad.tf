module "m" {
  source   = "./m"
  count    = 1 # expect: TOFU3006
  for_each = {}
}
