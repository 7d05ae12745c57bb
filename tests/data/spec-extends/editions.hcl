# Editions: 2022 changed (the default now, without f_exp), 2020 replaced, 2018 removed, 2024
# added.
# editions-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  editions = ["2018", "2020"]
}
edition "2022" {
  default = true
  remove {
    features = ["f_exp"]
  }
}
edition "2020" {
  features = ["f_exp"]
}
edition "2024" {
  features = ["f_done", "f_exp"]
  since    = "1.1"
}
