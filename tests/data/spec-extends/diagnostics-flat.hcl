# diagnostics.hcl (it extends base.hcl) written whole: the base with its changes applied.
language "t" {
  display           = "T"
  c_prefix          = "t"
  version           = "1.1"
  module_extensions = [".tf"]
  test_extensions   = [".tftest.hcl"]
  experiments_in    = "terraform"
  type_keywords     = ["string", "number"]
}

root "var" {
  form       = name
  subject    = "InputVariable"
  since      = "0.1"
}
root "local" {
  form    = name
  subject = "LocalValue"
}
root "count" {
  form       = bare
  subject    = "CountAttr"
  attributes = ["index"]
}
root "data" {
  form      = type_name
  mode      = "data"
  what      = "a data resource"
  two_names = "data source type and name"
}
root "future" {
  form = reserved
}
root "run" {
  form    = name
  subject = "Run"
  scope   = testing
}
root "mock" {
  form    = name
  subject = "Mock"
  scope   = testing
}
root "output" {
  form    = name
  subject = "OutputValue"
  scope   = testing
}

fallback {
  mode = "managed"
  what = "a resource type"
}

block "terraform" {
  meta_blocks = ["required_providers"]
  block "required_providers" {}
}
block "variable" {
  labels         = ["name"]
  meta_arguments = ["type", "default"]
  since          = "0.1"
}
block "provider" {
  labels         = ["name"]
  meta_arguments = ["alias"]
}
block "run" {
  test_file      = true
  labels         = ["name"]
  meta_arguments = ["command"]
  block "assert" {
    meta_arguments = ["condition"]
  }
}
block "provider" {
  test_file      = true
  labels         = ["name"]
  meta_arguments = ["alias", "source"]
}
block "variables" {
  test_file = true
}
block "resource" {
  labels             = ["type", "name"]
  meta_arguments     = ["count", "provider", "depends_on"]
  meta_blocks        = ["lifecycle", "provisioner"]
  reserved_arguments = ["connection", "locals"]
  reserved_blocks    = ["dynamic", "forget"]
  block "lifecycle" {
    meta_arguments = ["create_before_destroy", "ignore_changes"]
  }
  block "provisioner" {
    labels = ["type"]
    block "connection" {}
  }
}

feature "f_exp" {
  state = experiment
  since = "0.9"
}
feature "f_done" {
  state   = concluded
  since   = "0.8"
  message = "f_done is on in every module now."
}
feature "f_old" {
  state   = removed
  since   = "0.5"
  until   = "0.8"
  message = "f_old is gone."
}

edition "2018" {
  features = []
}
edition "2020" {
  default  = true
  features = ["f_done"]
}
edition "2022" {
  features = ["f_done", "f_exp"]
  since    = "1.0"
}

diagnostic "ref_no_attr" {
  code     = "T1"
  role     = "ref_no_attr"
  summary  = "Invalid reference"
  detail   = "The \"{root}\" object cannot be accessed directly."
  params   = ["root"]
}
diagnostic "ref_no_operation" {
  code    = "T2"
  role    = "ref_no_operation"
  summary = "Invalid reference operation"
}
diagnostic "ref_two_names" {
  code    = "T3"
  role    = "ref_two_names"
  summary = "Invalid reference"
  params  = ["root"]
  detail  = "A reference to {root} must be followed by two names."
}
diagnostic "ref_index_first" {
  code    = "T4"
  role    = "ref_index_first"
  summary = "Invalid reference"
}
diagnostic "ref_resource_name" {
  code    = "T5"
  role    = "ref_resource_name"
  summary = "Invalid reference"
}
diagnostic "ref_resource_key" {
  code    = "T6"
  role    = "ref_resource_key"
  summary = "Invalid index"
}
diagnostic "ref_module_key" {
  code    = "T7"
  role    = "ref_module_key"
  summary = "Invalid index"
}
diagnostic "ref_module_operation" {
  code    = "T8"
  role    = "ref_module_operation"
  summary = "Invalid reference"
}
diagnostic "ref_reserved" {
  code     = "T9"
  role     = "ref_reserved"
  summary  = "Reserved name"
  detail   = "The symbol name \"{root}\" is reserved for use in a future version."
  params   = ["root"]
  severity = error
}
diagnostic "function_unknown" {
  code    = "T11"
  role    = "function_unknown"
  summary = "Call to unknown function"
  detail  = "There is no function named \"{name}\".{suggestion}"
  params  = ["name", "suggestion"]
}
diagnostic "new_note" {
  code     = "T12"
  severity = warning
  summary  = "A new note"
}

function "abs"    { since = "0.1" }
function "upper"  { since = "0.1" }
function "lookup" { since = "0.2" }
function "list" {
  since   = "0.1"
  until   = "0.9"
  message = "list was removed; use tolist."
}

namespace "provider" {
  form        = provider
  declared_in = "terraform/required_providers"
  since       = "0.9"
}
namespace "core" {
  form  = builtin
  since = "0.9"
}
namespace "ext" {
  form        = library
  declared_in = "library"
  since       = "0.9"
}

type "string" { form = primitive }
type "any"    { form = dynamic }
type "list" {
  form      = collection
  shorthand = true
}
type "object" { form = object }
type "optional" {
  form    = optional
  feature = "f_exp"
}
