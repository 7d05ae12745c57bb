language {
  experiments = []
}
