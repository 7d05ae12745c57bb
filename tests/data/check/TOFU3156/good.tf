import {
  to = aws_instance.web
  id = "i-0123456789"
}

import {
  to       = aws_instance.db
  identity = { id = "db-1" }
}

# Neither is the other rule (TOFU3155), not this one.
import {
  to = aws_instance.cache
}
