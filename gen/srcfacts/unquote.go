// unquote.go - Go string literals to their values.
package main

import "strconv"

func unquote(lit string) (string, error) {
	return strconv.Unquote(lit)
}
