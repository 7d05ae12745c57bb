output "a" {
  value = path.modul # expect: TOFU4006
}
