provider "my-cloud" {
}
