# tofu-1.12 without the function "lower": a release that removes a function (tests/audit_impact.t).
language "opentofu" {
  extends = "../../../../spec/history/tofu-1.12.hcl"
  version = "1.13.0"
}
function "lower" {
  since = "1.6"
  until = "1.13"
}
