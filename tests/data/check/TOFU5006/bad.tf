# Fewer arguments than the function's parameters: hcl's "Not enough function arguments" at
# the closing parenthesis; a call inside one that fails so is not evaluated.
locals {
  a = substr("abc", 1)        # expect: TOFU5006
  b = cidrhost("10.0.0.0/8")  # expect: TOFU5006
  c = upper(substr("a"))      # expect: TOFU5006
}

output "o" {
  value = file() # expect: TOFU5006
}
