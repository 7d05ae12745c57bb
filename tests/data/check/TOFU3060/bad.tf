variable "a" {
  type = "map" # expect: TOFU3060
}
