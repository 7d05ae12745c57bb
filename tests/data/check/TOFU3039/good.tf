provider "aws" {
}
