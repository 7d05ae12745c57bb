# validate reads the whole tree: errors in a child outside this folder
# (../bad-lib) are reported with its file names; a child that fails to
# load stops validate before it reads references (local.nope is not
# reported).
module "lib" {
  source = "../bad-lib"
}

module "inner" {
  source = "./inner"
}

output "o" {
  value = local.nope
}
