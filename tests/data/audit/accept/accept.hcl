# The changes of tofu-1.10 -> tofu-1.11 this project has acknowledged.
audit_accept = {
  "root:ephemeral" = "our modules use resource.ephemeral since 1.10"
}
