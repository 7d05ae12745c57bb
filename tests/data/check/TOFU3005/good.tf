resource "aws_instance" "a" {
  count = 1
}

# a top-level enabled is not a meta-argument of data blocks
data "http" "b" {
  count   = 1
  enabled = true
}
