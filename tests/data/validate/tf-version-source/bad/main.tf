module "stage" {
  source = "stage"
}
