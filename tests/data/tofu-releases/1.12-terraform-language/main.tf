# OpenTofu 1.12: the edition moved to the language block, and the terraform block's "language"
# argument, still accepted, is ignored; before, an edition other than TF2021 was an error.
terraform {
  language = TF2023
}
