resource "null_resource" "a" {
  lifecycle {
    postcondition {
      condition     = self.id != ""
      error_message = "No id."
    }
  }
}
