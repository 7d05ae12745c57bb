resource "aws_instance" "a" {
  ami = "one"
  count = 1

  _ {
    ami   = "two" # expect: TOFU3003
    count = "not the meta-argument"
  }
}
