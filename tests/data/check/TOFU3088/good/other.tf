data "null_data_source" "b" {}
