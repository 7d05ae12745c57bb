variable "x" {
  descriptoin = "typo" # expect: TOFU3002
}
