terraform {
  required_providers {
  }
}
