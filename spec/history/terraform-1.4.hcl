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

# v1.4 added the built-in provider's terraform_data resource
# (internal/builtin/providers/terraform/resource_data.go) and local-exec's quiet argument: validate
# decodes them with these schemas without any provider installed (rsv_schema.c).
block "resource" {
  add {
    label_schemas = ["terraform_data=optional input triggers_replace", "terraform_data=computed id output"]
  }
  block "provisioner" {
    add {
      label_schemas = ["local-exec=optional quiet"]
    }
  }
}

# validateResource checks each ignore_changes path with the schema's StaticValidateTraversal
# (internal/configs/configschema/validate_traversal.go; the warning since v1.2): a first name
# that is no attribute or block type of it, at that name, {suggestion} the closest of them all
# in name order; a computed attribute the provider alone decides, a warning at the resource's
# type label. Only the resources whose schema the spec has: terraform_data, new in v1.4.
diagnostic "schema_attribute_unsupported" {
  code = "TF5344"
  severity = error
  summary = "Unsupported attribute"
  detail = "This object has no argument, nested block, or exported attribute named \"{name}\".{suggestion}"
  params = ["name", "suggestion"]
  role = "schema_attribute_unsupported"
}
diagnostic "schema_ignore_computed" {
  code = "TF5345"
  severity = warning
  summary = "Redundant ignore_changes element"
  detail = "Adding an attribute name to ignore_changes tells Terraform to ignore future changes to the argument in configuration after the object has been created, retaining the value originally configured.\n\nThe attribute {name} is decided by the provider alone and therefore there can be no configured value to compare with. Including this attribute in ignore_changes has no effect. Remove the attribute from ignore_changes to quiet this warning."
  params = ["name"]
  role = "schema_ignore_computed"
}
drift "diagnostic" {
  name   = "Redundant ignore_changes element"
  change = "extra"
  reason = "node_resource_validate.go (the graph's validation of a resource), outside the folders drift reads"
}
