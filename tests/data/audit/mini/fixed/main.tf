# An error under release 1 of the "mini" test language (later is reserved), valid under 2.
output "l" {
  value = later.x
}
