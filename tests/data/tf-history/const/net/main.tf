# An empty child module.
