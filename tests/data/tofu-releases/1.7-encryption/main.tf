# OpenTofu 1.7: state encryption is configured in the terraform block.
terraform {
  encryption {
  }
}
