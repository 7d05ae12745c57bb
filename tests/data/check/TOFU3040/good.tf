resource "good" "a" {
}
