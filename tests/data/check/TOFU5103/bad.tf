# any called as a constructor.
variable "a" {
  type = any(string) # expect: TOFU5103
}
