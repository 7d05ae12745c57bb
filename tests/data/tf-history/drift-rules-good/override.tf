terraform {
  cloud {
  }
}
