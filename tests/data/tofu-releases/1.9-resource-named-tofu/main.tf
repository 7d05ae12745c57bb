# Valid before OpenTofu 1.9, where tofu.NAME is a managed resource of type "tofu"; from v1.9
# tofu is a root of its own (escape: resource.tofu.cluster).
resource "tofu" "cluster" {
}

output "id" {
  value = tofu.cluster.id
}
