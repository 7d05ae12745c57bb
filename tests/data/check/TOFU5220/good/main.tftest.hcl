run "setup" {
  module {
    source = "./setup"
  }
}

run "other" {
  module {
    source = "./other"
  }
}
