module "m" {
  source = "./m"
  _ {
  }
}
