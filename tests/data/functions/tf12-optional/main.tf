# optional attributes without the experiment: Terraform 1.2 refuses the variable (at its
# header) and reads optional() with one argument only; Terraform 1.3 reads both.
variable "plain" {
  type = object({
    name = optional(string)
  })
}

variable "with_default" {
  type = object({
    name = optional(string, "x")
  })
}
