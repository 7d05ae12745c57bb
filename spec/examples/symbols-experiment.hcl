# Example extension spec: OpenTofu with the symbol libraries experiment, as its branch does it.
#
# Release described: none. This is opentofu/opentofu branch symbol_libraries_experiment_2 at
# 8baa3d6835 (PR #4474 "Experiment with symbol libraries", the first implementation of the
# RFC of PR #4052), written on top of the current OpenTofu language (../tofu.hcl). Compare
# symbols.hcl beside it: the same root under the opt-in design of the RFC "Backward-compatible
# Addition of new Reference Symbols" (PR #2262).
#
# On that branch the reference parser (internal/addrs/parse_ref.go, parseRef) reads
# symbols.NAME for every module, whatever the module enables: so here the root has no
# feature. A module turns the experiment on with language { experiments = [symbol_libraries] }
# (internal/experiments/experiment.go registers "symbol_libraries"), and its symbols blocks
# need it (internal/configs/module.go reports one without it; this spec has no rule for a
# block that needs an experiment). The branch's symbols::LIB::FUNC functions are a function
# namespace of their own (internal/addrs/functions.go, FunctionNamespaceSymbols), below.

language "opentofu-symbol-libraries" {
  extends  = "../tofu.hcl"
  version  = "1.13.0-symlib"
  c_prefix = "tofusymlib"
  display  = "OpenTofu"
}

feature "symbol_libraries" {
  state = experiment
  since = "1.13"
}

# Unconditional: in a module with resource "symbols" "x", symbols.x is no longer that
# resource; resource.symbols.x still is.
root "symbols" {
  form    = name
  subject = "SymbolsAttr"
  refers  = "a symbol library declared by a \"symbols\" block (the symbol_libraries experiment)"
  since   = "1.13"
}

# internal/configs/symlib/symbols.go: DecodeSymbolsBlock and symbolBlockSchema.
block "symbols" {
  labels             = ["name"]
  meta_arguments     = ["source", "version"]
  required_arguments = ["source"]
  strict             = true
  since              = "1.13"
  declares           = symbol_library
  # appendFile replaces the module's entry: a third names the second. Override files'
  # symbols blocks are not merged (mergeFile has no case for them): no override rule.
  duplicate_previous = true
}

# symbols::LIB::FUNC: a function of the library that a symbols "LIB" block declares. Without
# the experiment a call is refused (internal/lang/eval.go, evalContext); a library not declared
# is "Missing symbol library" (internal/configs/symlib/library.go, Table.library); a name
# with other than three parts is what ParseRef refuses (internal/addrs/parse_ref.go). Whether
# the library has the function is known only once its source is read.
namespace "symbols" {
  form        = library
  declared_in = "symbols"
  feature     = "symbol_libraries"
  undeclared  = "symbols_library_undeclared"
  invalid     = "symbols_function_invalid"
  feature_off = "symbols_experiment_off"
  since       = "1.13"
}

diagnostic "symbols_library_undeclared" {
  code     = "TOFU1203"
  severity = error
  summary  = "Missing symbol library"
  detail   = "Symbol library {library} not declared"
  params   = ["library"]
}

diagnostic "symbols_function_invalid" {
  code     = "TOFU1204"
  severity = error
  summary  = "Unable to parse symbols function"
  detail   = "invalid symbols function \"{name}\": expected symbols::<name>::<function>"
  params   = ["name"]
}

diagnostic "symbols_experiment_off" {
  code     = "TOFU1205"
  severity = error
  summary  = "Language Experiment not enabled"
  detail   = "This module depends on features that are not yet stable and are only available with the \"{experiment}\" experiment enabled."
  params   = ["experiment"]
}

# Two symbols blocks with one name: at the second, {range} the other (the experiment branch's
# internal/configs/module.go, appendFile; its text).
diagnostic "duplicate_symbol_library" {
  code     = "TOFU1206"
  severity = error
  summary  = "Duplicate symbols"
  detail   = "A symbols named \"{name}\" was already defined at {range}. Symbol calls must have unique names within a module."
  params   = ["name", "range"]
  role     = "duplicate_symbol_library"
}
