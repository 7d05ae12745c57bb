import {
  to = aws_instance.web
  id = "i-0123456789"
}

import {
  to       = aws_instance.db
  identity = { id = "db-1" }
}

# Both is the other rule (TOFU3156), not this one.
import {
  to       = aws_instance.cache
  id       = "c-1"
  identity = { id = "c-1" }
}
