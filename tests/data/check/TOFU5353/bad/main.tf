# At the "all" level: a local source whose folder has no module files.
module "gone" {
  source = "./gone" # expect: TOFU5353
}
