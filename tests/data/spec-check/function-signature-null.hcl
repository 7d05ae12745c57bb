# expect: ok
language "t" {
  display = "T"
  c_prefix = "t"
  version = "1"
}
fallback {
  mode = "managed"
  what = "a resource type"
}
diagnostic "d1" {
  code = "T1"
  role = "ref_no_attr"
  summary = "x"
}
diagnostic "d2" {
  code = "T2"
  role = "ref_no_operation"
  summary = "x"
}
diagnostic "d3" {
  code = "T3"
  role = "ref_two_names"
  summary = "x"
}
diagnostic "d4" {
  code = "T4"
  role = "ref_index_first"
  summary = "x"
}
diagnostic "d5" {
  code = "T5"
  role = "ref_resource_name"
  summary = "x"
}
diagnostic "d6" {
  code = "T6"
  role = "ref_resource_key"
  summary = "x"
}
diagnostic "d7" {
  code = "T7"
  role = "ref_module_key"
  summary = "x"
}
diagnostic "d8" {
  code = "T8"
  role = "ref_module_operation"
  summary = "x"
}
diagnostic "d9" {
  code = "T9"
  role = "ref_reserved"
  summary = "x"
}
function "f" {
  since     = "1"
  signature = "(str string?, n number, vals any?...)"
}
