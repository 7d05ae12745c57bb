data "terraform_remote_state" "a" {
  backend  = "local"
  for_each = toset(["x", "y"])
}
