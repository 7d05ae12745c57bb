provider "aws" {
  alias    = "each"
  for_each = toset(["a"])
}

module "m" {
  source = "./m"
  providers = {
    aws.x = aws.each["a"]
  }
}
