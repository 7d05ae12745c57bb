# A release for the migration tests: the current language with one change of each kind a
# spec can migrate (doc/spec.md, "Changes: notes and migrations"), each with its change block:
# a function renamed (lower -> lowercase), a block type renamed (moved -> move), a resource
# lifecycle argument renamed (create_before_destroy -> replace_first), one deleted
# (prevent_destroy, taken to have no effect any more), and a resource meta-argument moved into
# a nested block (depends_on -> lifecycle { depends_on }).  Notes ride along on two of them.

language "opentofu" {
  extends = "../../../spec/tofu.hcl"
  version = "1.99.0-migrate"
}

remove {
  functions   = ["lower"]
  blocks      = ["moved"]
  diagnostics = ["override_refused_moved", "moved_from_not_movable", "moved_to_not_movable", "moved_kinds_differ"]
}

function "lowercase" { since = "1.99" }

block "move" {
  static_arguments   = ["from", "to"]
  meta_arguments     = ["from", "to"]
  required_arguments = ["from", "to"]
  strict             = true
  since              = "1.99"
}

block "resource" {
  remove {
    meta_arguments = ["depends_on"]
  }
  block "lifecycle" {
    add {
      meta_arguments = ["replace_first", "depends_on"]
      argument_forms = ["depends_on=references"]
    }
    remove {
      meta_arguments = ["create_before_destroy", "prevent_destroy"]
    }
  }
}

change "function:lower" {
  migrate = rename
  to      = "lowercase"
  note    = "lower is called lowercase from 1.99 on."
}

change "block:moved" {
  migrate = rename
  to      = "move"
}

change "meta_argument:create_before_destroy:resource/lifecycle" {
  migrate = rename
  to      = "replace_first"
}

change "meta_argument:prevent_destroy:resource/lifecycle" {
  migrate = delete
  note    = "prevent_destroy has had no effect since 1.99: state protection moved to the backend."
}

change "meta_argument:depends_on:resource" {
  migrate = move
  to      = "lifecycle"
}
