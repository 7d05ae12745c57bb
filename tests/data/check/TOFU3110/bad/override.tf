terraform {
  encryption {
  }
}

terraform {
  encryption {  # expect: TOFU3110
  }
}
