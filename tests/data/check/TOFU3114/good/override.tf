terraform {
  cloud {
    organization = "o"
  }
}
