output "greeting" {
  value = templatestring("Hello, $${name}!", { name = "world" })
}
