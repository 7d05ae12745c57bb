output "id" { value = "x" }
