terraform {
  cloud {
  }
  cloud {
  }
}
