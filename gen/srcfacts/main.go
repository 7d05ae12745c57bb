// srcfacts - the facts an OpenTofu or Terraform source tree states about its
// language, read with Go's own parser, for reserve-gen drift and draft.
//
//	reserve-srcfacts [--kinds K,K...] SOURCE
//
// SOURCE is a checkout of either repository or a copy of its
// language-defining folders.  Prints one fact a line (fact.go) on standard
// output.  Exit status: 0 done, 2 usage or a tree it cannot read (the
// message names the file and why).
package main

import (
	"fmt"
	"os"
	"strings"
)

// An extractor finds the facts of some kinds in a tree.
type extractor struct {
	kinds []string
	run   func(t *Tree) ([]Fact, error)
}

// extractors are registered by the files that define them (init functions).
var extractors []extractor

func register(kinds []string, run func(t *Tree) ([]Fact, error)) {
	extractors = append(extractors, extractor{kinds, run})
}

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	var want map[string]bool
	var src string
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "--kinds" && i+1 < len(args):
			want = map[string]bool{}
			for _, k := range strings.Split(args[i+1], ",") {
				want[k] = true
			}
			i++
		case args[i] == "--help":
			fmt.Println("Usage: reserve-srcfacts [--kinds K,K...] SOURCE")
			return 0
		case strings.HasPrefix(args[i], "-") || src != "":
			fmt.Fprintln(os.Stderr, "Usage: reserve-srcfacts [--kinds K,K...] SOURCE")
			return 2
		default:
			src = args[i]
		}
	}
	if src == "" {
		fmt.Fprintln(os.Stderr, "Usage: reserve-srcfacts [--kinds K,K...] SOURCE")
		return 2
	}
	t, err := loadTree(src)
	if err != nil {
		fmt.Fprintf(os.Stderr, "reserve-srcfacts: %v\n", err)
		return 2
	}
	var facts []Fact
	for _, x := range extractors {
		use := want == nil
		for _, k := range x.kinds {
			use = use || want[k]
		}
		if !use {
			continue
		}
		fs, err := x.run(t)
		if err != nil {
			fmt.Fprintf(os.Stderr, "reserve-srcfacts: %s: %v\n", src, err)
			return 2
		}
		for _, f := range fs {
			if want == nil || want[f.Kind] {
				facts = append(facts, f)
			}
		}
	}
	if err := writeFacts(os.Stdout, facts); err != nil {
		fmt.Fprintf(os.Stderr, "reserve-srcfacts: %v\n", err)
		return 2
	}
	return 0
}
