data "null_data_source" "a" {}  # expect: TOFU3088
