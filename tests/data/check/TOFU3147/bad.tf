import {
  to = (aws_instance.a) # expect: TOFU3147
  id = "i-1"
}

import {
  to = "aws_instance.b" # expect: TOFU3147
  id = "i-2"
}

import {
  for_each = {}
  to       = module.m[each.key].aws_instance.c[try(each.value, 0)]
  id       = "i-3"
}
