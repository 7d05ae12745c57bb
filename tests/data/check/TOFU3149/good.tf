provider "aws" {
  alias = "b"
}

module "m" {
  source = "./m"
  providers = {
    aws   = aws
    aws.x = aws.b
  }
}
