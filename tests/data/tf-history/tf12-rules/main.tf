# Rules Terraform v1.2 applies when it decodes a module, with the codes of
# spec/history/terraform-1.2.hcl; tests/tf_history.t runs it.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/terraform-provider-aws"
      version = "~> not a version"
    }
  }
}

variable "region" {
  type    = "string"
  default = null
  nullable = false
}

variable "zones" {
  type    = list(string)
  default = "eu-west-1"
  validation {
    condition     = length(var.zones) > 0 && var.region != ""
    error_message = "Zones in ${local.where} are required."
  }
}

variable "size" {
  type    = number
  default = upper("x")
  validation {
    condition     = local.size_ok
    error_message = "Bad size."
  }
}

locals {
  where   = "here"
  size_ok = true
}

module "net" {
  source = "net"
}

resource "aws_instance" "web" {
  lifecycle {
    ignore_changes       = ["*"]
    replace_triggered_by = [count.index]
    destroy              = true
    precondition {
      condition     = aws_instance.web.id != ""
      error_message = "x"
    }
    postcondition {
      condition     = true
      error_message = "y"
    }
  }
  provisioner "local-exec" {
    when    = "destroy"
    command = "echo ${local.where}"
  }
}

moved {
  from = aws_instance.old
}
