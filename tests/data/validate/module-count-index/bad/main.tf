# validate evaluates a module call's arguments with an unknown count.index even when the call has
# no count: the one in "name" is said nothing of; the resource's is.
module "child" {
  source = "./child"
  name   = "child-${count.index}"
}

resource "terraform_data" "a" {
  input = count.index
}
