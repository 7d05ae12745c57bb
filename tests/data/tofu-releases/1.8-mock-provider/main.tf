resource "null_resource" "a" {
}
