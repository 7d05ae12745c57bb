terraform {
  backend "s3" {
  }
}

resource "aws_instance" "web" {
  lifecycle {
    action_trigger {
      events     = [before_create, after_update]
      actions    = [action.aws_lambda_invoke.notify]
      condition  = true
      on_failure = continue
    }
  }
}

action "aws_lambda_invoke" "notify" {
  provider = aws.east
  count    = 1
  config {
    function_name = "x"
  }
}

check "health" {
  data "http" "a" {
  }
  assert {
    condition     = data.http.a.status_code == 200
    error_message = "no"
  }
}

removed {
  from = aws_instance.old
  lifecycle {
    destroy = false
  }
}

variable "size" {
  type = number
  validation {
    condition     = var.size > 0 && length(local.sizes) > 0
    error_message = "Bad size."
  }
}

locals {
  sizes = [1]
}
