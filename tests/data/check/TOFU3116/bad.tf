output "a" {
  value      = 1
  deprecated = ""  # expect: TOFU3116
}

output "b" {
  value      = 2
  deprecated = " \t "  # expect: TOFU3116
}
