# Meta-blocks: added to and removed from block types, and a whole list replaced.
# meta-blocks-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
block "terraform" {
  meta_blocks = ["backend", "required_providers"]
}
block "resource" {
  add {
    meta_blocks = ["connection"]
  }
  remove {
    meta_blocks = ["provisioner"]
  }
}
