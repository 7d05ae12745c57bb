language "x" {
  extends = "spec.hcl"
}
