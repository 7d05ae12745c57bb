# Places no rewrite keeps: left as they are.
resource "null_resource" "inline" { enabled = true }

module "child" {
  source  = "./child"
  enabled = true
}

variable "enabled" {
  type = bool
}

resource "symbols" "lib" {
}

output "id" {
  value = symbols.lib.id
}
