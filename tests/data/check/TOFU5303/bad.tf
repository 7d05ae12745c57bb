# moved.go decodeMovedBlock (SubjectAllowed): from must name something that can move; a quoted
# address is read as none.
moved { # expect: TOFU5303
  from = ephemeral.random_password.a
  to   = terraform_data.b
}

moved { # expect: TOFU5303
  from = "terraform_data.a"
  to   = terraform_data.b
}
