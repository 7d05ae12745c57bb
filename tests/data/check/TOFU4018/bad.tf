resource "null_resource" "a" {
}

resource "null_resource" "c" {
}

resource "null_resource" "b" {
  lifecycle {
    replace_triggered_by = [null_resource.a.id == null_resource.c.id] # expect: TOFU4018
  }
}
