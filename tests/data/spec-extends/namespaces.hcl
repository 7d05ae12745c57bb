# Function namespaces: core changed, ext replaced, provider removed, lib added.
# namespaces-flat.hcl is this spec written whole.
language "t" {
  extends = "base.hcl"
  version = "1.1"
}
remove {
  namespaces = ["provider", "ext"]
}
namespace "core" {
  since = "1.1"
}
namespace "ext" {
  form        = provider
  declared_in = "terraform/required_providers"
  aliases     = true
}
namespace "lib" {
  form        = library
  declared_in = "library"
}
