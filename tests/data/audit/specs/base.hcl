# base.hcl - what both test releases of the "mini" language share (tests/audit.t): the
# settings, the fallback and the diagnostics the runtime needs.  old.hcl and new.hcl extend it
# with the roots, block types, features, editions and diagnostics that differ.

language "mini" {
  display             = "Mini"
  c_prefix            = "mini"
  version             = "0.0.0"
  module_extensions   = [".tf"]
  experiments_in      = "settings"
  suggestion          = " Did you mean \"{name}\"?"
  type_keywords       = []
  type_keyword_result = none
  escaping_block_type = "_"
}

fallback {
  mode             = "managed"
  what             = "a resource type"
  subject          = "Resource"
  instance_subject = "ResourceInstance"
  declared_by      = managed_resource
  undeclared       = "undeclared_resource"
}

diagnostic "ref_no_attr" {
  code     = "MINI0001"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object cannot be accessed directly. Instead, access one of its attributes."
  params   = ["root"]
  role     = "ref_no_attr"
}

diagnostic "ref_no_operation" {
  code     = "MINI0002"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object does not support this operation."
  params   = ["root"]
  role     = "ref_no_operation"
}

diagnostic "ref_two_names" {
  code     = "MINI0003"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object must be followed by two attribute names: {two_names}."
  params   = ["root", "two_names"]
  role     = "ref_two_names"
}

diagnostic "ref_index_first" {
  code     = "MINI0004"
  severity = error
  summary  = "Invalid reference"
  detail   = "The \"{object}\" object does not support this operation."
  params   = ["object"]
  role     = "ref_index_first"
}

diagnostic "ref_resource_name" {
  code     = "MINI0005"
  severity = error
  summary  = "Invalid reference"
  detail   = "A reference to {what} must be followed by at least one attribute access, specifying the resource name."
  params   = ["what"]
  role     = "ref_resource_name"
}

diagnostic "ref_resource_key" {
  code     = "MINI0006"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for resource instance: {error}."
  params   = ["error"]
  role     = "ref_resource_key"
}

diagnostic "ref_module_key" {
  code     = "MINI0007"
  severity = error
  summary  = "Invalid index key"
  detail   = "Invalid index for module instance: {error}."
  params   = ["error"]
  role     = "ref_module_key"
}

diagnostic "ref_module_operation" {
  code     = "MINI0008"
  severity = error
  summary  = "Invalid reference"
  detail   = "Module instance objects do not support this operation."
  params   = []
  role     = "ref_module_operation"
}

diagnostic "ref_reserved" {
  code     = "MINI0009"
  severity = error
  summary  = "Reserved symbol name"
  detail   = "The symbol name \"{root}\" is reserved for use in a future OpenTofu version. If you are using a provider that already uses this as a resource type name, add the prefix \"resource.\" to force interpretation as a resource type name."
  params   = ["root"]
  role     = "ref_reserved"
}

diagnostic "ref_function" {
  code     = "MINI0010"
  severity = error
  summary  = "Unable to parse provider function"
  detail   = "invalid provider function \"{name}\": expected provider::<name>::<function> or provider::<name>::<alias>::<function>"
  params   = ["name"]
  role     = "ref_function"
}

diagnostic "undeclared_variable" {
  code     = "MINI0011"
  severity = error
  summary  = "Reference to undeclared input variable"
  detail   = "An input variable with the name \"{name}\" has not been declared.{suggestion}"
  params   = ["name", "suggestion"]
}

diagnostic "undeclared_resource" {
  code     = "MINI0012"
  severity = error
  summary  = "Reference to undeclared resource"
  detail   = "There is no managed resource \"{type}\" \"{name}\" definition in {module}.{suggestion}"
  params   = ["type", "name", "module", "suggestion"]
}

diagnostic "experiment_invalid_keyword" {
  code     = "MINI0013"
  severity = error
  summary  = "Invalid experiment keyword"
  detail   = "Elements of \"experiments\" must all be keywords representing active experiments."
  params   = []
  role     = "experiment_invalid_keyword"
}

diagnostic "experiment_unknown" {
  code     = "MINI0014"
  severity = error
  summary  = "Unknown experiment keyword"
  detail   = "There is no current experiment with the keyword \"{name}\"."
  params   = ["name"]
  role     = "experiment_unknown"
}

diagnostic "unsupported_block_type" {
  code     = "MINI0015"
  severity = error
  summary  = "Unsupported block type"
  detail   = "Blocks of type \"{type}\" are not expected here.{suggestion}"
  params   = ["type", "suggestion"]
  role     = "unsupported_block_type"
}

diagnostic "unsupported_argument" {
  code     = "MINI0016"
  severity = error
  summary  = "Unsupported argument"
  detail   = "An argument named \"{name}\" is not expected here.{suggestion}"
  params   = ["name", "suggestion"]
  role     = "unsupported_argument"
}

diagnostic "reserved_block_type" {
  code     = "MINI0017"
  severity = error
  summary  = "Reserved block type name in {where} block"
  detail   = "The block type name \"{type}\" is reserved for use by OpenTofu in a future version."
  params   = ["where", "type"]
  role     = "reserved_block_type"
}

diagnostic "reserved_provider_argument" {
  code     = "MINI0018"
  severity = error
  summary  = "Reserved argument name in provider block"
  detail   = "The provider argument name \"{name}\" is reserved for use by OpenTofu in a future version."
  params   = ["name"]
  role     = "reserved_provider_argument"
}

diagnostic "reserved_variable_name" {
  code     = "MINI0019"
  severity = error
  summary  = "Invalid variable name"
  detail   = "The variable name \"{name}\" is reserved due to its special meaning inside module blocks."
  params   = ["name"]
  role     = "reserved_variable_name"
}

diagnostic "experiment_concluded" {
  code     = "MINI0020"
  severity = error
  summary  = "Experiment has concluded"
  detail   = "Experiment \"{name}\" is no longer available. {message}"
  params   = ["name", "message"]
  role     = "experiment_concluded"
}

diagnostic "experiment_active" {
  code     = "MINI0021"
  severity = warning
  summary  = "Experimental feature \"{name}\" is active"
  detail   = "Experimental features are available only in alpha releases of OpenTofu and are subject to breaking changes or total removal in later versions, based on feedback. We recommend against using experimental features in production.\n\nIf you have feedback on the design of this feature, please open a GitHub issue to discuss it."
  params   = ["name"]
  role     = "experiment_active"
}

# The "undefined" diagnostics of the selectable features of both releases.
diagnostic "pick_undefined" {
  code     = "MINI0030"
  severity = error
  summary  = "Reference to undefined pick"
  detail   = "There is no picker block named \"{name}\"."
  params   = ["name"]
}

diagnostic "opted_undefined" {
  code     = "MINI0031"
  severity = error
  summary  = "Reference to undefined opter"
  detail   = "There is no opter block named \"{name}\"."
  params   = ["name"]
}
