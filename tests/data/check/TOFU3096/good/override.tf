data "null_data_source" "a" {}
