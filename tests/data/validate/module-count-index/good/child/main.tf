variable "name" { default = null }
