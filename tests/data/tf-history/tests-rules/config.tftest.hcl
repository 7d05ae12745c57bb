# decodeFileConfigBlock: skip_cleanup refused in a release build, and a closed schema.
test {
  parallel     = true
  skip_cleanup = true
  retries      = 2
}
