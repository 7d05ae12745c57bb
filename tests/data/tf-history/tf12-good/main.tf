# The same rules as tf12-rules, kept: nothing to report under Terraform v1.2, v1.3 or main.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 4.0"
    }
  }
}

variable "zones" {
  type     = list(string)
  default  = ["eu-west-1a"]
  nullable = false
  validation {
    condition     = length(var.zones) > 0
    error_message = "Zones are required, got ${length(var.zones)}."
  }
}

module "net" {
  source = "./net"
}

resource "aws_instance" "web" {
  count = length(var.zones)
  lifecycle {
    ignore_changes       = [tags]
    replace_triggered_by = [aws_instance.db[count.index].id]
    precondition {
      condition     = var.zones[0] != ""
      error_message = "x"
    }
    postcondition {
      condition     = self.id != ""
      error_message = "y"
    }
  }
  provisioner "local-exec" {
    when    = destroy
    command = "echo ${self.id}"
  }
}

resource "aws_instance" "db" {
  count = length(var.zones)
}

moved {
  from = aws_instance.old
  to   = aws_instance.web
}
