language "x" {
  extends = "base.hcl"
  version = "2"
}
root "local" {
  form = name
  subject = "LocalValue"
}
