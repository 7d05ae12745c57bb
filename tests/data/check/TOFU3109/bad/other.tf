terraform {
  encryption {  # expect: TOFU3109
  }
}
