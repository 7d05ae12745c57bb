resource "terraform_data" "a" {
}

import {
  to = terraform_data.a
  identity = {
    id = "a"
  }
}
