terraform {
  encryption {
  }
}
