module "child" {
  source = "./child"
  count  = 2
  name   = "child-${count.index}"
}

resource "terraform_data" "a" {
  count = 2
  input = count.index
}
