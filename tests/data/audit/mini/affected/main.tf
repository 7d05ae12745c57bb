# Valid under release 1 of the "mini" test language (tests/data/audit/specs): every place
# marked "audit:" reads differently under release 2.
provider "p" {
  alias   = "x"
  enabled = true # audit: meta-argument now; rewrite: move into _
}

module "m" {
  source  = "./m"
  enabled = 1 # audit: meta-argument now, and module has no _
}

variable "providers" { # audit: a reserved name now
  default = 1
}

resource "fresh" "a" {
  count = 1
  lifecycle { # audit: meta-block now; rewrite: move into _
    keep = true
  }
}

output "o" {
  value = fresh.a[0].id # audit: a fresh resource now; rewrite: resource.fresh.a[0].id
}

output "g" {
  value = gone.x # audit: the root is gone (an undeclared managed resource now)
}

output "v" {
  value = var.providers
}

legacy { # audit: an unknown block type now
}
