x = var.nested["k"]
