data "http" "other" {}
