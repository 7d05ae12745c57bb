variable "x" {}

resource "null_resource" "a" {
}
