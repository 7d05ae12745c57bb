# hcl's label count: a block with fewer labels than its schema names is dropped.
resource "terraform_data" { # expect: TOFU5229
}

variable { # expect: TOFU5229
}

check { # expect: TOFU5229
  assert {
    condition     = true
    error_message = "x"
  }
}

resource "terraform_data" "ok" {
  provisioner { # expect: TOFU5229
  }
}

# dropped, so never read: no "Reference to undeclared resource" for it
output "id" {
  value = terraform_data.x.id
}
