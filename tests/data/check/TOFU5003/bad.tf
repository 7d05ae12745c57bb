# Only provider:: and core:: are namespaces.
locals {
  a = foo::bar(1)            # expect: TOFU5003
  b = module::x::f(1)        # expect: TOFU5003
}
