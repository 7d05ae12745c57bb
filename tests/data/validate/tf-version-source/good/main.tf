module "stage" {
  source = "./stage"
}
