variable "name" {
  type    = string
  default = "A"
}

resource "aws_thing" "a" {
  name       = lowercase(var.name)

  lifecycle {
    replace_first = true
    depends_on = [aws_thing.b]
  }
}

resource "aws_thing" "b" {
  name = "${lowercase("B")}-x"
}

move {
  from = aws_thing.c
  to   = aws_thing.b
}
