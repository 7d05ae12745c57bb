output "a" {
  value = data.http # expect: TOFU1003
}
