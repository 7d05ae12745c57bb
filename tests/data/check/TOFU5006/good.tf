# Enough arguments; calls hcl does not evaluate at validate (an arm of a conditional on an
# unknown value, a for expression's body, try's arguments) are not judged.
variable "on" {
  type = bool
}

locals {
  a = substr("abc", 1, 1)
  b = cidrhost("10.0.0.0/8", 1)
  c = var.on ? substr("a") : "b"
  d = [for s in ["a"] : substr(s)]
  e = try(substr("a"), "b")
  f = lookup({}, "k", null)
}
