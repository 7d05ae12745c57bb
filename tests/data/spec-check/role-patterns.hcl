# expect: ok
# Roles with parts, each part one of the spec's own names: a block type and what it declares
# (duplicate_TYPE, duplicate_DECLARES), a nested block type in its parent
# (duplicate_TYPE_PARENT), a required argument (PARENT_TYPE_ARG_missing), a root's attribute
# (static_ATTR), a form's word (ARG_excludes_WORD), a type form (type_FORM_arguments).
language "t" {
  extends           = "good.hcl"
  version           = "2"
  module_extensions = [".tf"]
}
root "terraform" {
  form              = name
  subject           = "TerraformAttr"
  attributes        = ["workspace", "applying"]
  static_attributes = ["workspace"]
}
block "variable" {
  labels         = ["name"]
  declares       = variable
  meta_arguments = ["const", "sensitive"]
  argument_forms = ["const=excludes sensitive"]
}
block "run" {
  labels      = ["name"]
  test_file   = true
  meta_blocks = ["module"]
  block "module" {
    required_arguments = ["source"]
    meta_arguments     = ["source"]
  }
}
diagnostic "duplicate_variable" {
  code    = "T20"
  summary = "Duplicate variable declaration"
  detail  = "A variable named \"{name}\" was already declared at {range}."
  params  = ["name", "range"]
  role    = "duplicate_variable"
}
diagnostic "duplicate_module_run" {
  code    = "T21"
  summary = "Duplicate module block"
  detail  = "The first one was at {range}."
  params  = ["range"]
  role    = "duplicate_module_run"
}
diagnostic "run_module_source_missing" {
  code    = "T22"
  summary = "Missing \"{name}\" attribute"
  params  = ["name"]
  role    = "run_module_source_missing"
}
diagnostic "static_applying" {
  code    = "T23"
  summary = "Invalid reference to terraform.{name}"
  params  = ["name"]
  role    = "static_applying"
}
diagnostic "const_excludes_sensitive" {
  code    = "T24"
  summary = "A constant variable cannot be sensitive"
  role    = "const_excludes_sensitive"
}
diagnostic "type_collection_arguments" {
  code    = "T25"
  summary = "Invalid type specification"
  detail  = "The {name} type constructor requires one argument."
  params  = ["name"]
  role    = "type_collection_arguments"
}
