output "b" {  # expect: TOFU3093
  value = 1
}
