# Terraform language spec: Terraform v1.4.
#
# Release described: hashicorp/terraform tag v1.4.7 at 36f426c674 (version/version.go
# "1.4.7", the last v1.4 release). It is Terraform v1.3 (terraform-1.3.hcl, which this file
# extends) with nothing changed in what a module may say: `reserve-gen draft` from the v1.3.10
# and v1.4.7 sources finds no new root, block type, argument, experiment, function or
# message. What did change is below the language: functions gained descriptions
# (internal/lang/funcs/descriptions.go), a module source's subdirectory keeps its query
# string, and an override file's module call is the one checked for depends_on
# (module_merge.go; the message is a drift note, "Unsupported override"). Proved against
# v1.4.7 by `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.3.hcl"
  version = "1.4.7"
  c_prefix = "tf14"
  commit = "36f426c674"
}
