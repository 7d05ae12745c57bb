# new.hcl - release 2 of the test language "mini" (tests/audit.t): old.hcl with one change of
# each kind; the comments say the class the audit must give.

language "mini" {
  extends       = "base.hcl"
  version       = "2.0.0"
  # safe: "string" alone was an error
  type_keywords = ["string"]
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

# safe: it was reserved
root "later" {
  form    = name
  subject = "LaterAttr"
}

# attribute root added: safe
root "path" {
  form       = name
  subject    = "PathAttr"
  attributes = ["module", "root"]
}

# escapable: unconditional, masks resources of type "fresh"
root "fresh" {
  form      = type_name
  subject   = "Resource"
  mode      = "fresh"
  what      = "a fresh resource"
  two_names = "the fresh resource type and name"
}

# safe: opt-in by a block type that is new
root "opted" {
  form    = name
  subject = "OptedAttr"
  feature = "optin"
}

block "settings" {
  meta_arguments = ["experiments"]
  strict         = true
}

# enabled: escapable (move into _); count un-reserved: safe; locals reserved: escapable
block "provider" {
  labels          = ["name"]
  meta_arguments  = ["alias", "enabled"]
  reserved_blocks = ["locals"]
  escaping_block  = true
  declares        = provider
}

# enabled: breaking (no _); providers reserved: breaking; both reserve variable names
block "module" {
  labels             = ["name"]
  meta_arguments     = ["source", "enabled"]
  reserved_arguments = ["providers"]
  declares           = module_call
}

# sensitive: safe (strict)
block "variable" {
  labels         = ["name"]
  meta_arguments = ["default", "sensitive"]
  strict         = true
  reserved_names = true
  declares       = variable
}

# lifecycle: escapable (move into _)
block "resource" {
  labels         = ["type", "name"]
  meta_arguments = ["count"]
  meta_blocks    = ["lifecycle"]
  escaping_block = true
  declares       = managed_resource

  block "lifecycle" {
    meta_arguments = ["create_before_destroy"]
    strict         = true
  }
}

# escaping block removed: breaking
block "data" {
  labels = ["type", "name"]
}

block "output" {
  labels         = ["name"]
  meta_arguments = ["value"]
  strict         = true
}

# argument_forms: version read in fewer files (safe), mode loses a keyword (breaking), when
# read unquoted only (breaking), level gains a keyword (safe).
block "picker" {
  argument_forms = ["version=compatibility .mini", "mode=keyword a", "when=bare_keyword x", "level=keyword a b"]
}

# safe: a new block type
block "opter" {
  labels = ["name"]
}

# safe: experiment -> concluded
feature "exp_done" {
  state   = concluded
  message = "Concluded."
}

# breaking: a concluded feature removed
feature "always" {
  state   = removed
  message = "Gone."
}

# safe: a new selectable feature
feature "optin" {
  state  = selectable
  opt_in    = "opter"
  undefined = "opted_undefined"
}

# safe: a new experiment
feature "exp_new" {
  state = experiment
}

edition "e1" {
  default  = true
  features = []
}

# safe: naming it was an error
edition "e_new" {
  features = []
}

# flagged: MINI0100 named old_only
diagnostic "new_only" {
  code     = "MINI0100"
  severity = error
  summary  = "New only"
  detail   = ""
  params   = []
}

# reworded: safe
diagnostic "worded" {
  code     = "MINI0101"
  severity = error
  summary  = "New words"
  detail   = ""
  params   = []
}

# warning -> error: breaking
diagnostic "warn" {
  code     = "MINI0102"
  severity = error
  summary  = "A warning"
  detail   = ""
  params   = []
}
