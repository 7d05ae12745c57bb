output "a" {
  value = provider::a::b::c::d("x") # expect: TOFU1010
}
