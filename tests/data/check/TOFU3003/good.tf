resource "aws_instance" "a" {
  count = 1

  _ {
    ami   = "two"
    count = "not the meta-argument"
  }
}
