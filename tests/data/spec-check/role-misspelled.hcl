# expect: Unknown diagnostic role
# A role that no rule reports (duplicate_varaible for duplicate_variable) would turn the rule
# off unseen: two variable "a" blocks would pass.  The loader refuses it, with the role meant.
language "t" {
  extends = "good.hcl"
  version = "2"
}
block "variable" {
  labels   = ["name"]
  declares = variable
}
diagnostic "duplicate_variable" {
  code     = "T20"
  summary  = "Duplicate variable declaration"
  detail   = "A variable named \"{name}\" was already declared at {range}."
  params   = ["name", "range"]
  role     = "duplicate_varaible"
}
