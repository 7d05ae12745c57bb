# A source that is no local path, no registry address, and that no go-getter detector
# takes: OpenTofu asks whether a relative path was meant.
module "stage" {
  source = "stage" # expect: TOFU5201
}

module "sub" {
  source = "modules/network//vpc" # expect: TOFU5201
}
