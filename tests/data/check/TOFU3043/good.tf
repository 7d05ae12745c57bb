data "http" "good_name" {
}
