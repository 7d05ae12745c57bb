# A load error (an unsupported argument of a strict block) and a reference error: tofu
# validate stops after loading and reports the first only.
variable "v" {
  typo = 1
}

output "o" {
  value = var.nothing
}
