import {
  to = aws_instance.a
  id = "i-1"
}

import {
  for_each = {}
  to       = module.m[each.key].aws_instance.c[each.value]
  id       = "i-3"
}
