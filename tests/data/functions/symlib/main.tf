# The symbol libraries experiment branch: symbols::LIB::FUNC.
language {
  experiments = [symbol_libraries]
}

symbols "lib" {
  source = "./lib"
}

locals {
  a = symbols::lib::f(1)
  b = symbols::other::f(1)
  c = symbols::lib(1)
}
