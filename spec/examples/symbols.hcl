# Example extension spec: OpenTofu with a "symbols" root selected by block presence.
#
# Release described: none. This is the hypothetical feature of the RFC "Backward-compatible
# Addition of new Reference Symbols" (opentofu/opentofu branch rfc-new-ref-symbols-pattern,
# 717f276267, PR #2262, still open), written on top of the
# current OpenTofu language (../tofu.hcl). It is not OpenTofu behaviour: main has no
# ParseRefContext, no features package and no selectable features, and the unmerged symbol-libraries branches use an experiment and an
# unconditional root instead.
#
# The two message texts are the RFC's example error, copied exactly; the RFC wraps the hint
# after "If so," and here that line break is a single space.

language "opentofu-symbols" {
  extends  = "../tofu.hcl"
  version  = "1.13.0-symbols"
  c_prefix = "tofusym"
  display  = "OpenTofu"
}

# Selectable: on in a module that has at least one symbols block. A module without one keeps
# symbols.X as a managed resource reference if it has a resource "symbols" block, and
# otherwise reads it as a symbols reference anyway, for a better error.
feature "symbols" {
  state     = selectable
  since     = "1.13"
  opt_in    = "symbols"
  undefined = "symbols_undefined"
  hint      = "symbols_resource_hint"
}

root "symbols" {
  form    = name
  subject = "SymbolsAttr"
  feature = "symbols"
  refers  = "a symbol library declared by a \"symbols\" block"
  since   = "1.13"
}

# The opt-in block; its label is the name symbols.NAME refers to.
block "symbols" {
  labels         = ["name"]
  meta_arguments = ["source"]
  since          = "1.13"
  declares       = symbol_library
}

# symbols.NAME with no symbols "NAME" block in the module.
diagnostic "symbols_undefined" {
  code     = "TOFU1201"
  severity = error
  summary  = "Reference to undefined symbol library"
  detail   = "There is no symbols block named \"{name}\" defined in this module."
  params   = ["name"]
}

# Added to symbols_undefined's detail (after a blank line) when the module also has a
# resource "symbols" "NAME" block; {rewritten} is the reference with the "resource." prefix,
# e.g. resource.symbols.NAME.some_value. Only its detail is shown.
diagnostic "symbols_resource_hint" {
  code     = "TOFU1202"
  severity = error
  summary  = "Reference to undefined symbol library"
  detail   = "Did you intend to refer to resource \"{type}\" \"{name}\"? If so, use the \"resource.\" prefix:\n    {rewritten}"
  params   = ["type", "name", "rewritten"]
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
