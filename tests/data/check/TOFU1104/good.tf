resource "aws_instance" "yes" {
}

output "a" {
  value = aws_instance.yes.id
}

# The iterator is in scope in the content, and in the for_each of a dynamic block inside it.
resource "aws_instance" "b" {
  dynamic "setting" {
    for_each = aws_instance.yes.tags
    content {
      name = setting.value
      dynamic "inner" {
        for_each = setting.value
        iterator = it
        content {
          v = it.value
        }
      }
    }
  }
}
