provider "null" {}
