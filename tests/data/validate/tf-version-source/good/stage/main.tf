# an empty child module
