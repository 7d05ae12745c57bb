y = var.hidden
