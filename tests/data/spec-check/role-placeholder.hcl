# expect: Placeholder not supplied
# duplicate_TYPE supplies only {range}: a text that uses {name} would show "{name}" as written.
language "t" {
  extends = "good.hcl"
  version = "2"
}
block "lifecycle" {
  unique = true
}
diagnostic "duplicate_lifecycle" {
  code    = "T20"
  summary = "Duplicate lifecycle block"
  detail  = "The block {name} was already given at {range}."
  params  = ["name", "range"]
  role    = "duplicate_lifecycle"
}
