run "scope" {
  assert {
    condition     = null_resource.a.id != "" && local.x == 1
    error_message = "declared: no error"
  }
  assert {
    condition     = null_resource.b.id != ""
    error_message = "local ${local.y}, module ${module.m.out}"
  }
  assert {
    condition     = var.from_the_environment == data.null_data_source.d.id
    error_message = "a variable may come from tfvars or the environment: not checked"
  }
}
