# hcl's label count: a block with more labels than its schema names is dropped, at the first extra.
resource "a" "b" "c" { # expect: TOFU5230
}

output "x" "y" { # expect: TOFU5230
  value = 1
}

terraform {
  backend "s3" "extra" { # expect: TOFU5230
  }
}
