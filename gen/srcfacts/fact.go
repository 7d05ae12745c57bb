// fact.go - the facts srcfacts prints, one per line.
//
// A fact is KIND, WHERE, NAME, VALUE and the FILE:LINE of the source that
// states it, written as six tab-separated fields; a backslash, tab or
// newline inside a field is written \\, \t or \n.  reserve-gen drift reads
// them (gen/gen_drift*.c) and compares them with the same facts derived
// from a spec; doc/drift.md lists the kinds.
package main

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
)

type Fact struct {
	Kind, Where, Name, Value string
	File                     string
	Line                     int
}

// kindOrder is the order kinds are printed in.
var kindOrder = []string{
	"language", "version", "commit",
	"root", "root_attribute",
	"block", "schema", "argument", "constant", "reserved", "reserved_label",
	"experiment", "function", "signature", "namespace",
	"diagnostic",
}

func kindRank(k string) int {
	for i, s := range kindOrder {
		if s == k {
			return i
		}
	}
	return len(kindOrder)
}

var fieldEscaper = strings.NewReplacer("\\", "\\\\", "\t", "\\t", "\n", "\\n")

// writeFacts sorts facts (kind, where, name, value, file, line), drops exact
// duplicates of the first four fields (keeping the first place) and writes them.
func writeFacts(w io.Writer, facts []Fact) error {
	sort.SliceStable(facts, func(i, j int) bool {
		a, b := facts[i], facts[j]
		if ra, rb := kindRank(a.Kind), kindRank(b.Kind); ra != rb {
			return ra < rb
		}
		if a.Where != b.Where {
			return a.Where < b.Where
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		if a.Value != b.Value {
			return a.Value < b.Value
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	bw := bufio.NewWriter(w)
	var last *Fact
	for i := range facts {
		f := &facts[i]
		if last != nil && last.Kind == f.Kind && last.Where == f.Where && last.Name == f.Name && last.Value == f.Value {
			continue
		}
		last = f
		fmt.Fprintf(bw, "%s\t%s\t%s\t%s\t%s\t%d\n", fieldEscaper.Replace(f.Kind), fieldEscaper.Replace(f.Where),
			fieldEscaper.Replace(f.Name), fieldEscaper.Replace(f.Value), fieldEscaper.Replace(f.File), f.Line)
	}
	return bw.Flush()
}
