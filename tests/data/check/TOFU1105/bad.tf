output "a" {
  value = data.http.nope.body # expect: TOFU1105
}
