terraform {
  backend "s3" {
  }
  cloud {
  }
}

terraform {
  backend "local" {
  }
  cloud {
  }
}

resource "aws_instance" "web" {
  lifecycle {
    action_trigger {
      events     = [before_create]
      actions    = [action.aws_lambda_invoke.notify]
      on_failure = explode
      when       = "never"
    }
    action_trigger {
      condition = true
    }
  }
}

action "aws_lambda_invoke" "notify" {
  provider = aws
  config {
  }
  config {
  }
  timeout = 5
}

check "health" {
  data "http" "a" {
  }
  data "http" "b" {
  }
  assert {
    condition     = data.http.a.status_code == 200
    error_message = "no"
  }
  retries = 2
}

removed {
  from = aws_instance.old
  lifecycle {
    destroy = false
    forget  = true
  }
}

variable "size" {
  type = number
  validation {
    condition     = length(local.sizes) > 0
    error_message = "Bad size."
  }
}

locals {
  sizes = [1]
}
