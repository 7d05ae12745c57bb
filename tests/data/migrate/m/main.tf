variable "name" {
  type    = string
  default = "A"
}

resource "aws_thing" "a" {
  name       = lower(var.name)
  depends_on = [aws_thing.b]

  lifecycle {
    create_before_destroy = true
    prevent_destroy       = true # kept for safety
  }
}

resource "aws_thing" "b" {
  name = "${lower("B")}-x"
}

moved {
  from = aws_thing.c
  to   = aws_thing.b
}
