provider "aws" {
  alias = "b"
}

module "m" {
  source = "./m"
  providers = {
    aws   = aws
    aws   = aws.b # expect: TOFU3149
    aws.x = aws
    aws.x = aws.b # expect: TOFU3149
  }
}
