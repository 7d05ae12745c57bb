# Neither a keyword nor a call.
variable "a" {
  type = list(1) # expect: TOFU5107
}

variable "b" {
  type = map("string") # expect: TOFU5107
}
