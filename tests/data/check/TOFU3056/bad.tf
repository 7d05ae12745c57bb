resource "null_resource" "a" {
  lifecycle {
    postcondition {
      condition     = null_resource.a.id != "" # expect: TOFU3056
      error_message = "No id."
    }
  }
}
