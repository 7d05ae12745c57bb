output "a" {
  value = aws_instance.nope.id # expect: TOFU1104
}

# A dynamic block's iterator is not in scope in its own for_each (hcl's dynblock): there
# setting.list is a reference to a resource.
resource "aws_instance" "b" {
  dynamic "setting" {
    for_each = setting.list # expect: TOFU1104
    content {
      name = setting.value
    }
  }
}
