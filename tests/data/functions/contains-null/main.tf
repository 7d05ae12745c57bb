locals {
  found = contains(["a"], null)
}
