# OpenTofu language spec: OpenTofu v1.10.
#
# Release described: opentofu/opentofu tag v1.10.10 at 51257d7593 (version/VERSION "1.10.10").
# It is OpenTofu v1.9 (tofu-1.9.hcl, which this file extends) plus what v1.10 changed: the
# removed block's lifecycle (destroy) and destroy-time provisioners, with their rules; the
# "deprecated" argument of variables and outputs; and a provider instance key to a
# configuration the module does not declare has a message of its own. It was written from the
# whole v1.10 spec, as it was before the older releases were added, by `reserve-gen delta
# --base tofu-1.9.hcl`, and is proved against the v1.10.10 sources by `reserve-gen drift`
# (tests/drift_shipped.t). Messages are OpenTofu's exact strings; Go verbs became
# {placeholders}. The comments are ours.

language "opentofu" {
  extends  = "tofu-1.9.hcl"
  c_prefix = "tofu110"
  version  = "1.10.10"
  commit   = "51257d7593"
  # v1.10 vendors go-cty v1.16.3 (v1.9.4: v1.14.4), whose convert.MismatchMessage names the
  # type given where it is not likely to confuse: "number required, but have bool" (go-cty
  # commit 89f0621, "convert: More forthcoming about cause in MismatchMessage")
  mismatch_names_given = true
}

block "variable" {
  meta_arguments = ["description", "default", "type", "sensitive", "deprecated", "nullable"]
  argument_forms = ["type=type", "default=default", "default=constant", "nullable=nullable",
                    "deprecated=deprecation label",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "deprecated=constant", "deprecated=decode string",
                    "nullable=constant", "nullable=decode bool"]
}

block "output" {
  meta_arguments = ["description", "value", "depends_on", "sensitive", "deprecated"]
  argument_forms = ["depends_on=references", "deprecated=deprecation",
                    "description=constant", "description=decode string", "sensitive=constant",
                    "sensitive=decode bool", "deprecated=constant", "deprecated=decode string",
                    "value=marked sensitive"]
}

block "removed" {
  meta_blocks = ["lifecycle", "provisioner"]

  block "lifecycle" {
    meta_arguments = ["destroy"]
    argument_forms = ["destroy=constant", "destroy=decode bool"]
    strict         = true
    unique         = true
  }

  # decodeProvisionerBlock, as in resource blocks (so "_" works here too).
  block "provisioner" {
    static_arguments = ["when", "on_failure"]
    self_context = true
    labels          = ["type"]
    meta_arguments  = ["when", "on_failure"]
    meta_blocks     = ["connection"]
    reserved_blocks = ["lifecycle"]
    argument_forms  = ["when=keyword create destroy", "when=self_only destroy", "on_failure=keyword continue fail"]
    removed_labels  = ["chef", "habitat", "puppet", "salt-masterless"]
    escaping_block  = true

    block "connection" {
      self_context = true
      unique       = true
    }
  }
}

diagnostic "duplicate_lifecycle_removed" {
  code     = "TOFU3011"
  severity = error
  summary  = "Duplicate lifecycle block"
  detail   = "The removed block already has a lifecycle block at {range}."
  params   = ["range"]
  role     = "duplicate_lifecycle_removed"
}

# decodeRemovedBlock keeps only destroy-time provisioners, and only when its "from" names a
# resource: each other one is refused (at the provisioner's header, or the removed block's).
diagnostic "removed_provisioner_not_destroy" {
  code     = "TOFU3143"
  severity = error
  summary  = "Invalid \"removed.provisioner\" block"
  detail   = "\"removed\" blocks can only contain destroy provisioners. \"removed.provisioner.when = destroy\" expected"
  params   = []
  role     = "removed_provisioner_not_destroy"
}

diagnostic "removed_provisioner_module" {
  code     = "TOFU3144"
  severity = error
  summary  = "Invalid \"removed\" block"
  detail   = "\"removed\" blocks containing \"provisioner\"s can only target resources. Found one block that is targeting a module"
  params   = []
  role     = "removed_provisioner_module"
}

# When the removed block decoded without error: no lifecycle destroy at all, or destroy = false
# with provisioners kept.
diagnostic "removed_lifecycle_destroy_unset" {
  code     = "TOFU3145"
  severity = warning
  summary  = "Missing lifecycle from the removed block"
  detail   = "It is recommended for each 'removed' block configured to have also the 'lifecycle' block defined. By not specifying if the resource should be destroyed or not, could lead to unwanted behavior."
  params   = []
  role     = "removed_lifecycle_destroy_unset"
}

diagnostic "removed_lifecycle_destroy_false" {
  code     = "TOFU3146"
  severity = warning
  summary  = "Removed block provisioners will not be executed"
  detail   = "The 'removed' block has marked the resource to be forgotten and not destroyed. Therefore, the provisioners configured for it will not be executed."
  params   = []
  role     = "removed_lifecycle_destroy_false"
}

diagnostic "provider_instance_undeclared" {
  code     = "TOFU3152"
  severity = error
  summary  = "Invalid {type} provider configuration"
  detail   = "This module doesn't declare a provider \"{name}\" block with alias = \"{alias}\", which is required for use with for_each."
  params   = ["type", "name", "alias"]
  role     = "provider_instance_undeclared"
}

# named_values.go: an empty or blank deprecation message. The variable's points at its name,
# the output's at the value, and their wordings differ.
diagnostic "variable_deprecated_empty" {
  code     = "TOFU3115"
  severity = error
  summary  = "Invalid `deprecated` value"
  detail   = "The \"deprecated\" argument must not be empty, and should provide instructions on how to migrate away from usage of this deprecated variable."
  role     = "variable_deprecated_empty"
}

diagnostic "output_deprecated_empty" {
  code     = "TOFU3116"
  severity = error
  summary  = "Invalid `deprecated` attribute"
  detail   = "The \"deprecated\" argument must not be empty, and should provide instructions on how to migrate away from usage of this deprecated output value."
  role     = "output_deprecated_empty"
}
