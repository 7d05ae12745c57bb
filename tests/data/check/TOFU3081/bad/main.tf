output "a" { # expect: TOFU3081
  description = "no value"
}

moved { # expect: TOFU3081
  from = null_resource.a
}
