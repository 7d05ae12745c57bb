resource "null_resource" "a" {
  count    = 2
  triggers = {
    n = count.number # expect: TOFU4001
  }
}
