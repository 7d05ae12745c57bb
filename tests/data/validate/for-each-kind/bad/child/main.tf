variable "unused" { default = null }
