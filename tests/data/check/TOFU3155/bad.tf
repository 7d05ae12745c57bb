# decodeImportBlock (OpenTofu v1.12): neither id nor identity, at the block's header.
import { # expect: TOFU3155
  to = aws_instance.web
}

import { # expect: TOFU3155
  to       = aws_instance.db
  provider = aws
}
