# old.hcl - release 1 of the test language "mini" (tests/audit.t): new.hcl changes one thing
# of each kind, so that the audit of old -> new shows every kind of change in every class.

language "mini" {
  extends = "base.hcl"
  version = "1.0.0"
}

root "resource" {
  form        = type_name
  subject     = "Resource"
  mode        = "managed"
  what        = "a resource type"
  two_names   = "the resource type and the resource name"
  escape      = true
  declared_by = managed_resource
  undeclared  = "undeclared_resource"
}

root "var" {
  form        = name
  subject     = "InputVariable"
  declared_by = variable
  undeclared  = "undeclared_variable"
}

# Removed by release 2: breaking.
root "gone" {
  form    = name
  subject = "GoneAttr"
}

# Reserved here, a real root in release 2: safe.
root "later" {
  form = reserved
}

root "path" {
  form       = name
  subject    = "PathAttr"
  attributes = ["module"]
}

block "settings" {
  meta_arguments = ["experiments"]
  strict         = true
}

block "provider" {
  labels             = ["name"]
  meta_arguments     = ["alias"]
  reserved_arguments = ["count"]
  escaping_block     = true
  declares           = provider
}

block "module" {
  labels         = ["name"]
  meta_arguments = ["source"]
  declares       = module_call
}

block "variable" {
  labels         = ["name"]
  meta_arguments = ["default"]
  strict         = true
  reserved_names = true
  declares       = variable
}

block "resource" {
  labels         = ["type", "name"]
  meta_arguments = ["count"]
  escaping_block = true
  declares       = managed_resource
}

block "data" {
  labels         = ["type", "name"]
  escaping_block = true
}

block "output" {
  labels         = ["name"]
  meta_arguments = ["value"]
  strict         = true
}

# argument_forms: each changes in release 2 (tests/audit.t).
block "picker" {
  argument_forms = ["version=compatibility", "mode=keyword a b", "when=keyword x", "level=keyword a"]
}

# Removed by release 2: breaking.
block "legacy" {
}

feature "exp_done" {
  state = experiment
}

feature "pick" {
  state  = selectable
  opt_in    = "picker"
  undefined = "pick_undefined"
}

feature "always" {
  state   = concluded
  message = "Always on."
}

edition "e1" {
  default  = true
  features = []
}

edition "e_old" {
  features = []
}

# Release 2 gives its code to another diagnostic: flagged.
diagnostic "old_only" {
  code     = "MINI0100"
  severity = error
  summary  = "Old only"
  detail   = ""
  params   = []
}

diagnostic "worded" {
  code     = "MINI0101"
  severity = error
  summary  = "Old words"
  detail   = ""
  params   = []
}

diagnostic "warn" {
  code     = "MINI0102"
  severity = warning
  summary  = "A warning"
  detail   = ""
  params   = []
}
