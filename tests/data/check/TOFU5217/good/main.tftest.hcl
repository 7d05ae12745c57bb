run "first_run" {
}

run "second-run" {
}
