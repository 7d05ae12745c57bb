data "http" "a" {
  lifecycle {
    create_before_destroy = true # expect: TOFU3023
    enabled               = true
  }
}
