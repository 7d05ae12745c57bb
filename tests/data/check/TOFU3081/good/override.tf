output "a" {
  description = "its value is in main.tf"
}
