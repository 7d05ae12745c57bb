data "null_data_source" "b" {}  # expect: TOFU3096
