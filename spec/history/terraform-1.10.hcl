# Terraform language spec: Terraform v1.10.
#
# Release described: hashicorp/terraform tag v1.10.5 at 898e397eba (version/version.go
# "1.10.5", the last v1.10 release). It is Terraform v1.9 (terraform-1.9.hcl, which this file
# extends) plus what v1.10 changed in the language: ephemeral values (the ephemeral_values
# experiment concluded): the ephemeral block and root (ephemeral resources, with their own
# lifecycle of conditions), ephemeral input variables and outputs, terraform.applying, and the
# ephemeralasnull function. Drafted by `reserve-gen draft` from the v1.9.8 and v1.10.5
# sources, each new item taken from ../terraform.hcl (main); proved against v1.10.5 by
# `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends = "terraform-1.9.hcl"
  version = "1.10.5"
  c_prefix = "tf110"
  commit = "898e397eba"
}

root "ephemeral" {
  form = type_name
  subject = "Resource"
  instance_subject = "ResourceInstance"
  mode = "ephemeral"
  what = "an ephemeral resource type"
  two_names = "the ephemeral resource type and the resource name"
  refers = "an ephemeral resource declared by an \"ephemeral\" block"
  since = "1.10"
  declared_by = ephemeral_resource
  undeclared = "undeclared_ephemeral"
}

# evaluate_data.go: terraform.applying, true only during apply.
root "terraform" {
  add {
    attributes = ["applying"]
  }
}

diagnostic "terraform_attr_invalid" {
  detail = "The \"terraform\" object does not have an attribute named \"{name}\". The only supported attributes are terraform.workspace, the name of the currently-selected workspace, and terraform.applying, a boolean which is true only during apply."
}
# resource.go decodeEphemeralBlock.
block "ephemeral" {
    labels = ["type", "name"]
    meta_arguments = ["count", "for_each", "provider", "depends_on"]
    meta_blocks = ["lifecycle"]
    reserved_blocks = ["locals"]
    escaping_block = true
    declares = ephemeral_resource
    since = "1.10"
    static_arguments = ["provider"]
    objects = "ephemeral resources"
    argument_forms = ["provider=provider", "depends_on=references", "count=instance_count", "for_each=kinds map object set"]
  block "lifecycle" {
      meta_blocks = ["precondition", "postcondition"]
      unique = true
      strict = true
    block "precondition" {
        meta_arguments = ["condition", "error_message"]
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
    block "postcondition" {
        meta_arguments = ["condition", "error_message"]
        self_context = true
        strict = true
        argument_forms = ["condition=condition", "condition=no_self_reference", "error_message=no_self_reference"]
        required_arguments = ["condition", "error_message"]
    }
  }
}

block "output" {
  add {
    meta_arguments = ["ephemeral"]
    argument_forms = ["ephemeral=constant", "ephemeral=decode bool", "value=marked sensitive ephemeral"]
  }
  remove {
    argument_forms = ["value=marked sensitive"]
  }
}

block "variable" {
  add {
    meta_arguments = ["ephemeral"]
    argument_forms = ["ephemeral=constant", "ephemeral=decode bool"]
  }
}

feature "ephemeral_values" {
  state = concluded
  since = "1.10"
  message = "Ephemeral values can now be used by default, without enabling an experiment."
}
function "ephemeralasnull" {
  since     = "1.10"
  signature = "(value any?)"
}

diagnostic "duplicate_ephemeral_resource" {
  code = "TF3065"
  severity = error
  summary = "Duplicate ephemeral \"{type}\" configuration"
  detail = "A {type} ephemeral resource named \"{name}\" was already declared at {range}. Resource names must be unique per type in each module."
  params = ["type", "name", "range"]
  role = "duplicate_ephemeral_resource"
}

diagnostic "ephemeral_lifecycle_argument" {
  code = "TF3024"
  severity = error
  summary = "Invalid ephemeral resource lifecycle argument"
  detail = "The lifecycle argument \"{name}\" is defined only for managed resources (\"resource\" blocks), and is not valid for ephemeral resources."
  params = ["name"]
  role = "ephemeral_lifecycle_argument"
}

diagnostic "invalid_ephemeral_name" {
  code = "TF3045"
  severity = error
  summary = "Invalid ephemeral resource name"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_ephemeral_name"
}

diagnostic "invalid_ephemeral_type_name" {
  code = "TF3044"
  severity = error
  summary = "Invalid ephemeral resource type"
  detail = "A name must start with a letter or underscore and may contain only letters, digits, underscores, and dashes."
  role = "invalid_ephemeral_type_name"
}

diagnostic "ref_left_operand" {
  code = "TF1014"
  severity = error
  summary = "Invalid reference"
  detail = "The left operand does not support this operation."
}

diagnostic "undeclared_ephemeral" {
  code     = "TF1106"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "An ephemeral resource \"{type}\" \"{name}\" has not been declared in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "duplicate_escaping_block_ephemeral" {
  code     = "TF3019"
  severity = error
  summary  = "Duplicate escaping block"
  detail   = "The special block type \"_\" can be used to force particular arguments to be interpreted as resource-type-specific rather than as meta-arguments, but each data block can have only one such block. The first escaping block was at {range}."
  params   = ["range"]
  role     = "duplicate_escaping_block_ephemeral"
}

# ---- Rule: marks of output values (node_output.go) --------------------------------------------
# internal/terraform/node_output.go NodeApplyableOutput.Execute, as validate runs it on the root
# module (block "output" above: value=marked sensitive ephemeral), whose variables are unknown
# values marked sensitive or ephemeral as they are declared (evaluate.go GetInputVariable):
# ephemeral = true on a root module output, at its header, and nothing else (since 1.10); a
# value that contains a sensitive variable, without sensitive = true, at the header (since
# before 1.0); then one that contains an ephemeral variable, without ephemeral = true, at the
# value (since 1.10).
diagnostic "output_ephemeral_root" {
  code = "TF5304"
  severity = error
  summary = "Ephemeral output not allowed"
  detail = "Ephemeral outputs are not allowed in context of a root module"
  role = "output_ephemeral_root"
}
diagnostic "output_value_marked_ephemeral" {
  code = "TF5306"
  severity = error
  summary = "Ephemeral value not allowed"
  detail = "This output value is not declared as returning an ephemeral value, so it cannot be set to a result derived from an ephemeral value."
  role = "output_value_marked_ephemeral"
}
diagnostic "ephemeral_for_each_kind" {
  code = "TF5309"
  severity = error
  summary = "Invalid for_each argument"
  detail = "The given \"for_each\" argument value is unsuitable: the \"for_each\" argument must be a map, or set of strings, and you have provided a value of type {type}."
  params = ["type"]
  role = "ephemeral_for_each_kind"
}
drift "diagnostic" {
  name = "Ephemeral output not allowed"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
drift "diagnostic" {
  name = "Ephemeral value not allowed"
  change = "extra"
  reason = "node_output.go (the graph's output node), outside the folders drift reads"
}
