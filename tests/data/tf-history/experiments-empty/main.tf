# Valid under Terraform 1.2: an experiments argument that names no experiment.  Terraform 1.3
# release builds refuse it at its name (sniffActiveExperiments: no experiments allowed, and no
# exempt feature named), so the audit 1.2 -> 1.3 lists this module as regressed.
terraform {
  experiments = []
}

variable "size" {
  type    = number
  default = 1
}

output "size" {
  value = var.size
}
