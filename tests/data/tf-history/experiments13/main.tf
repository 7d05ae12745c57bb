# Terraform 1.3 release builds: any experiments argument is an error at its name, unless it
# names module_variable_optional_attrs and no other experiment.
terraform {
  experiments = [config_driven_move]
}

terraform {
  experiments = [module_variable_optional_attrs]
}

terraform {
  experiments = [module_variable_optional_attrs, module_variable_optional_attrs, "x"]
}

terraform {
  experiments = [module_variable_optional_attrs, unknown_one]
}

terraform {
  experiments = "not a list"
}

terraform {
  experiments = []
}
