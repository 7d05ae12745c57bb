# A provider alias the loader cannot read as a name: from a variable ("Variables not allowed" at
# the root, "Unsuitable value type" at the expression), or not an identifier; "Invalid provider
# configuration alias" has no source range in either language (decodeProviderBlock).
variable "region" {}

provider "aws" {
  alias = var.region
}

provider "aws" {
  alias = "1bad"
}
