# Terraform language spec: Terraform v1.1.
#
# Release described: hashicorp/terraform tag v1.1.9 at 8a78182f4c (version/version.go
# "1.1.9", the last v1.1 release). It is Terraform v1.0 (terraform-1.0.hcl, which this file
# extends) plus what v1.1 changed in the language: the moved block (its experiment,
# config_driven_move, concluded within v1.1's own development), the cloud block in terraform
# blocks (one per module, and not with a backend), nullable variables, and module source
# addresses parsed when a module block is decoded (addrs.ParseModuleSource in
# module_call.go). Drafted by `reserve-gen draft` from the v1.0.11 and v1.1.9 sources, each
# new item taken from terraform-1.2.hcl, which has it; proved against v1.1.9 by
# `reserve-gen drift` (tests/drift_shipped.t).

language "terraform" {
  extends  = "terraform-1.0.hcl"
  c_prefix = "tf11"
  version  = "1.1.9"
  commit   = "8a78182f4c"
}

# moved.go decodeMovedBlock: from and to are static addresses, both required. Not in override
# files (module.go mergeFile).
block "moved" {
  static_arguments   = ["from", "to"]
  meta_arguments     = ["from", "to"]
  argument_forms     = ["from=address move", "to=address move"]
  required_arguments = ["from", "to"]
  strict             = true
  declares           = none
  since              = "1.1"
}

# At most one backend and one cloud block in a module's primary files, and not both
# (module.go appendFile); each override file may hold one of each.
block "terraform" {
  add {
    meta_blocks = ["cloud"]
  }
  block "backend" {
    module_excludes = ["cloud"]
  }
  block "cloud" {
    since         = "1.1"
    module_unique = true
  }
}

# named_values.go: nullable, a constant bool.
block "variable" {
  add {
    meta_arguments = ["nullable"]
    argument_forms = ["nullable=nullable", "nullable=constant", "nullable=decode bool"]
  }
}

# registerConcludedExperiment(ConfigDrivenMove, ...).
feature "config_driven_move" {
  state   = concluded
  since   = "1.1"
  message = "Declarations of moved resource instances using \"moved\" blocks can now be used by default, without enabling an experiment."
}

diagnostic "override_refused_moved" {
  code     = "TF3076"
  severity = error
  summary  = "Cannot override 'moved' blocks"
  detail   = "Records of moved objects can appear only in normal files, not in override files."
  role     = "override_refused_moved"
}

diagnostic "module_duplicate_cloud" {
  code     = "TF5259"
  severity = error
  summary  = "Duplicate Terraform Cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring Terraform Cloud. Terraform Cloud was previously configured at {range}."
  params   = ["range"]
  role     = "module_duplicate_cloud"
}

diagnostic "override_duplicate_cloud" {
  code     = "TF5260"
  severity = error
  summary  = "Duplicate Terraform Cloud configurations"
  detail   = "A module may have only one 'cloud' block configuring Terraform Cloud. Terraform Cloud was previously configured at {range}."
  params   = ["range"]
  role     = "override_duplicate_cloud"
}

diagnostic "module_exclusive_backend_cloud" {
  code     = "TF5261"
  severity = error
  summary  = "Both a backend and Terraform Cloud configuration are present"
  detail   = "A module may declare either one 'cloud' block configuring Terraform Cloud OR one 'backend' block configuring a state backend. Terraform Cloud is configured at {other_range}; a backend is configured at {range}. Remove the backend block to configure Terraform Cloud."
  params   = ["range", "other_range"]
  role     = "module_exclusive_backend_cloud"
}

# named_values.go decodeVariableBlock: nullable = false with a null default.
diagnostic "default_null_not_nullable" {
  code     = "TF5226"
  severity = error
  summary  = "Invalid default value for variable"
  detail   = "A null default value is not valid when nullable=false."
  role     = "default_null_not_nullable"
}

# module_call.go decodeModuleBlock: a remote-looking package without "./".
diagnostic "module_source_relative" {
  code     = "TF5236"
  severity = error
  summary  = "Invalid module source address"
  detail   = "Terraform failed to determine your intended installation method for remote module package \"{source}\".\n\nIf you intended this as a path relative to the current module, use \"./{source}\" instead. The \"./\" prefix indicates that the address is a relative filesystem path."
  params   = ["source"]
  role     = "module_source_relative"
}

# internal/terraform/evaluate.go: v1.1 mends v1.0's "was rename to".
diagnostic "terraform_env" {
  detail = "The terraform.env attribute was deprecated in v0.10 and removed in v0.12. The \"state environment\" concept was renamed to \"workspace\" in v0.12, and so the workspace name can now be accessed using the terraform.workspace attribute."
}

# ---------------------------------------------------------------------------------------
# Deliberate differences from the source (reserve-gen drift; doc/drift.md), beside those
# inherited from terraform-1.0.hcl.
# ---------------------------------------------------------------------------------------

drift "diagnostic" {
  name   = "Invalid module source address"
  change = "missing"
  reason = "module_call.go: a source no module source parser takes; the module_source form refuses only a remote-looking relative path"
}

# ---- Rule: moved addresses (decodeMovedBlock) -------------------------------------------------
# moved.go decodeMovedBlock, since 1.1: from and to are static addresses (hcl.AbsTraversalForExpr:
# "Invalid expression" at a quoted one, static_reference_required), read by ParseMoveEndpoint
# (block "moved" above: address move); when the block decoded without error, a module and a
# resource cannot be unified (MightUnifyWith), at the block's header.
diagnostic "moved_kinds_differ" {
  code = "TF5303"
  severity = error
  summary = "Invalid \"moved\" addresses"
  detail = "The \"from\" and \"to\" addresses must either both refer to resources or both refer to modules."
  role = "moved_kinds_differ"
}
