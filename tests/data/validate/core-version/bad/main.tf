# a release the constraint excludes: its error alone (the graph walk that would find the
# undeclared local does not run)
terraform {
  required_version = "< 1.0"
}

output "o" {
  value = local.missing
}
