provider "aws" {
  alias    = "each"
  for_each = toset(["a"])
}

module "m" {
  source = "./m"
  providers = {
    aws.x["a"] = aws.each["a"] # expect: TOFU3150
  }
}
