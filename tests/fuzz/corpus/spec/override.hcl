# expect: ok
# A spec that extends good.hcl and gives its diagnostic d1 new text: the new one replaces the
# old where it stands (were it added instead, d1 and code T1 would be defined twice).
language "t" {
  extends = "base.hcl"
  version = "2"
}
diagnostic "d1" {
  code = "T1"
  role = "ref_no_attr"
  summary = "y"
}
