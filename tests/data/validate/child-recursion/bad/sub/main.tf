module "up" {
  source = "../"
}
