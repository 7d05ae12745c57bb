resource "template" "x" {
}

output "a" {
  value = resource.template.x
}
