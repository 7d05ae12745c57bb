# Features: f_exp changed (concluded), f_done replaced, f_old removed, f_new added.
# features-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  features = ["f_done", "f_old"]
}
feature "f_exp" {
  state   = concluded
  message = "f_exp is on in every module now."
}
feature "f_done" {
  state   = concluded
  since   = "1.0"
  message = "f_done is concluded."
}
feature "f_new" {
  state = experiment
  since = "1.1"
}
