# A name that is no function: hcl's "Call to unknown function", with a suggestion when a
# function is fewer than three edits away.
locals {
  a = lenght([1, 2])        # expect: TOFU5001
  b = upper(lowr("X"))      # expect: TOFU5001
  c = "${totally_unknown()}" # expect: TOFU5001
}

output "o" {
  value = jsondecodee("{}") # expect: TOFU5001
}
