locals {
  a = 1
}

moved {
  from = a.b
  to   = a.c
}

resource "a" "c" {
  lifecycle {
  }
}
