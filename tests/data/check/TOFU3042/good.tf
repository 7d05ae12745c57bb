data "http" "a" {
}
