# expect: Dangling spec name
# detail: There is no feature named "f_exp" in this spec; define it or fix the name.
# at: base.hcl
language "t" {
  extends = "base.hcl"
}
remove {
  features = ["f_exp"]
}
