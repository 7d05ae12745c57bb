run "setup" {
  module {
    source  = "hashicorp/consul/aws"
    version = "0.0.5"
  }
}

run "local" {
  module {
    source = "./setup"
  }
}
