# core:: names only the built-in functions (internal/lang/eval.go, enhanceFunctionDiag).
locals {
  a = core::lenght([])     # expect: TOFU5002
  b = core::provider::x()  # expect: TOFU5002
}
