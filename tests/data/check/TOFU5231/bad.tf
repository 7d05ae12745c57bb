# hcl's label count: a block whose schema names no label, given one.
locals "x" { # expect: TOFU5231
  a = 1
}

moved "m" { # expect: TOFU5231
  from = a.b
  to   = a.c
}

resource "a" "b" {
  lifecycle "x" { # expect: TOFU5231
  }
}
