# OpenTofu main (1.13 in development): assumenotnull is one of the functions it adds.
output "name" {
  value = assumenotnull("a")
}
