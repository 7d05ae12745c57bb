# moved.go decodeMovedBlock (SubjectAllowed): an ephemeral resource cannot be moved.
moved { # expect: TOFU5304
  from = terraform_data.a
  to   = ephemeral.random_password.b
}
