# Three symbols blocks with one name.
symbols "lib" {
  source = "./a"
}

symbols "lib" {
  source = "./b"
}

symbols "lib" {
  source = "./c"
}
