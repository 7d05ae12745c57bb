module "m" {
  source  = "../local" # expect: TOFU3064
  version = "1.0.0"
}
