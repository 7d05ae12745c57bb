data "http" "a" {
  lifecycle {
    create_before_destroy = true # expect: TOFU3023
    enabled               = true
  }
}

# v1.12's lifecycle destroy is a managed resource's only.
data "http" "b" {
  lifecycle {
    destroy = false # expect: TOFU3023
  }
}
