output "a" {  # expect: TOFU3085
  value = 1
}
