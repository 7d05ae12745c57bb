# decodeFileConfigBlock: a second test block, at its header.
test {
  parallel = true
}

test {
}
