# moved.go decodeMovedBlock (MightUnifyWith): from and to both resources or both modules.
moved { # expect: TOFU5305
  from = terraform_data.a
  to   = module.b
}
