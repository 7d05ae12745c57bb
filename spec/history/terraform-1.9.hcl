# Terraform language spec: Terraform v1.9.
#
# Release described: hashicorp/terraform tag v1.9.8 at e044e569c5 (version/version.go
# "1.9.8", the last v1.9 release). It is Terraform v1.8 (terraform-1.8.hcl, which this file
# extends) plus what v1.9 changed in the language: a variable's validation rules may refer to
# other objects of the module (the variable_validation_crossref experiment concluded), a
# removed block may hold destroy-time provisioners and a connection block, the templatestring
# function (template_string_func concluded), and unknown_instances concluded. Drafted by
# `reserve-gen draft` from the v1.8.5 and v1.9.8 sources, each new item taken from
# ../terraform.hcl (main); proved against v1.9.8 by `reserve-gen drift`
# (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.8.hcl"
  version = "1.9.8"
  c_prefix = "tf19"
  commit = "e044e569c5"
}

# unknown_instances concluded (defined anew below); the validation rules may refer to other
# objects (variable_validation_crossref concluded), so the only-self rules go.
remove {
  features = ["unknown_instances"]
  diagnostics = ["validation_condition_only_self", "validation_error_message_only_self"]
}

# removed.go: a removed block may hold destroy-time provisioners and a connection block.
block "removed" {
  block "connection" {
  }
  block "provisioner" {
      labels = ["type"]
      meta_arguments = ["when", "on_failure"]
      meta_blocks = ["connection"]
      reserved_blocks = ["lifecycle"]
      escaping_block = true
      static_arguments = ["when", "on_failure"]
      self_context = true
      argument_forms = ["when=keyword create destroy", "when=self_only destroy", "on_failure=keyword continue fail"]
      removed_labels = ["chef", "habitat", "puppet", "salt-masterless"]
    block "connection" {
        self_context = true
    }
  }
  add {
    meta_blocks = ["connection", "provisioner"]
  }
}

# A validation rule must still refer to its variable, but to other objects too.
block "variable" {
  block "validation" {
    argument_forms = ["condition=condition", "condition=refers_to_self"]
  }
}

feature "template_string_func" {
  state = concluded
  since = "1.9"
  message = "The templatestring function can now be used without enabling an experiment."
}

feature "unknown_instances" {
  state   = concluded
  since   = "1.9"
  message = "Unknown instances are being rolled into a larger feature for deferring unready resources and modules."
}

feature "variable_validation_crossref" {
  state = concluded
  since = "1.9"
  message = "Input variable validation rules may now refer to other objects in the same module without enabling any experiment."
}
function "templatestring" {
  since     = "1.9"
  signature = "(template expression, vars any)"
}

diagnostic "duplicate_connection_removed" {
  code = "TF3052"
  severity = error
  summary = "Duplicate connection block"
  detail = "This \"removed\" block already has a connection block at {range}."
  params = ["range"]
  role = "duplicate_connection_removed"
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.8.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name = "module_output_undeclared"
  change = "extra"
  reason = "hcl's GetAttr (traversal.go) on the object of a module call's outputs, outside the folders drift reads (until v1.9 configs' synth_body.go had a text of that summary: terraform-1.0's note)"
}
drift "diagnostic" {
  name   = "Invalid connection block"
  change = "missing"
  reason = "removed.go: needs the kind of object the removed block's from address names; no rule reads it"
}
drift "diagnostic" {
  name   = "Invalid provisioner block"
  change = "missing"
  reason = "removed.go: needs the kind of object the removed block's from address names, and the provisioner's when; no rule reads them together"
}
drift "diagnostic" {
  name   = "Version constraints are not allowed in test files"
  change = "missing"
  reason = "provider.go: a test file's provider version; the role reserved_provider_argument is the module provider's, with another text"
}

# The texts of "Unsupported attribute" are hcl's GetAttr (ops.go) and configschema's
# StaticValidateTraversal (for ignore_changes, node_resource_validate.go), outside the folders
# drift reads; from v1.9 the loader has no site with that summary (synth_body.go is gone).
drift "diagnostic" {
  name   = "Unsupported attribute"
  change = "extra"
  reason = "hcl's GetAttr (ops.go) for the attribute_* diagnostics and module_output_undeclared; configschema's StaticValidateTraversal for ignore_changes"
}
