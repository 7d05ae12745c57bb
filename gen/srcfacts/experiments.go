// experiments.go - the language experiments a tree registers.
//
// Every call registerCurrentExperiment(X) or registerConcludedExperiment(X,
// MESSAGE) in internal/experiments is an experiment: X resolved to its
// string (Experiment("name")), where "current" or "concluded", the value
// the concluded message (a template, text.go) or empty.  A call whose X is
// not a constant is left out with a warning.
package main

import "go/ast"

func init() {
	register([]string{"experiment"}, experimentFacts)
}

var experimentRegistrars = map[string]string{
	"registerCurrentExperiment":   "current",
	"registerConcludedExperiment": "concluded",
}

func experimentFacts(t *Tree) ([]Fact, error) {
	pkg := t.Pkg("internal/experiments")
	if pkg == nil {
		return nil, nil
	}
	c := newConsts(t)
	var facts []Fact
	for _, f := range pkg.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			id, ok := call.Fun.(*ast.Ident)
			if !ok {
				return true
			}
			where, ok := experimentRegistrars[id.Name]
			if !ok || len(call.Args) == 0 {
				return true
			}
			file, line := t.Where(call)
			name, ok := c.str(pkg, call.Args[0])
			if !ok {
				warnf("%s:%d: %s of an experiment whose name is not a constant: left out", file, line, id.Name)
				return true
			}
			msg := ""
			if where == "concluded" && len(call.Args) > 1 {
				msg, _ = c.text(pkg, call.Args[1])
			}
			facts = append(facts, Fact{Kind: "experiment", Where: where, Name: name, Value: msg, File: file, Line: line})
			return true
		})
	}
	return facts, nil
}
