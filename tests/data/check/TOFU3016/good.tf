# enabled lives under lifecycle, so it is not reserved
variable "enabled" {
}
