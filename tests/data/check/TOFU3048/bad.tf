output "0out" { # expect: TOFU3048
  value = 1
}
