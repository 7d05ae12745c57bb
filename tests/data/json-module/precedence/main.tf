output "new" { value = var.new }
output "old" { value = var.old }
