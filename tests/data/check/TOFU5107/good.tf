# hcl's ExprCall does not look at a final "...".
variable "a" {
  type = list(string...)
}
