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
# block that needs an experiment). The branch's symbols::LIB::FUNC functions, a second
# function namespace, are not described: a spec has one function namespace.

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
}
