# decodeImportBlock (OpenTofu v1.12): both id and identity, from the first of the two to the
# end of the second.
import {
  to       = aws_instance.web
  id       = "i-0123456789" # expect: TOFU3156
  identity = { id = "i-0123456789" }
}

import {
  identity = { id = "db-1" } # expect: TOFU3156
  to       = aws_instance.db
  id       = "db-1"
}
