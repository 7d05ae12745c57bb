# required_version counts only in .tofu files
terraform {
  required_version = "< 1.0.0"
}
