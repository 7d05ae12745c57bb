// functions.go - the built-in functions and function namespaces of a tree.
//
// The function table is what Scope.Functions in internal/lang builds (with
// the functions of that package it calls, transitively: makeBaseFunctionTable,
// baseFunctions...); without that method, what every function of the
// package that returns a map[string]X.Function builds.  A name is a function when, in one of those functions,
//   - it is a constant key of a map literal whose values are X.Function;
//   - it is a constant key K of an assignment M[K] = ...;
//   - or the key is the variable of a range loop over a package-level table
//     of the package (a map literal's keys, a slice literal's elements).
//
// A name added only inside the body of `if ...ConsoleMode...` (or the else
// branch of `if !...ConsoleMode...`) is console-only and left out.  A key
// whose constant part holds "::" ("core::"+name) copies functions into a
// namespace: it names no function.
//
// A namespace N is known when a constant string of internal/lang or
// internal/addrs starts with "N::" ("core::", "provider::%s::%s"), or when
// internal/addrs declares a constant FunctionNamespace... = "N".
package main

import (
	"go/ast"
	"go/token"
	"regexp"
	"sort"
	"strings"
)

func init() {
	register([]string{"function", "namespace"}, functionFacts)
}

type funcScan struct {
	t      *Tree
	c      *consts
	pkg    *Pkg
	seen   map[string]bool     // builder functions visited
	normal map[string]Fact     // function name -> first place it is added outside console mode
	values map[string]ast.Expr // function name -> the value that place gives it (nil: not known)
	facts  []Fact
}

func functionFacts(t *Tree) ([]Fact, error) {
	s := &funcScan{t: t, c: newConsts(t), seen: map[string]bool{}, normal: map[string]Fact{},
		values: map[string]ast.Expr{}}
	s.pkg = t.Pkg("internal/lang")
	if s.pkg != nil {
		if _, ok := s.pkg.Funcs["Scope.Functions"]; ok {
			s.visit("Scope.Functions")
		} else {
			// No Scope.Functions: every function that returns a table is a builder.
			names := make([]string, 0, len(s.pkg.Funcs))
			for k := range s.pkg.Funcs {
				names = append(names, k)
			}
			sort.Strings(names)
			for _, k := range names {
				if returnsFunctionMap(s.pkg.Funcs[k]) {
					s.visit(k)
				}
			}
		}
		for name, f := range s.normal {
			s.facts = append(s.facts, f)
			if sig, at := signature(t, s.pkg, s.values[name]); at != nil {
				file, line := t.Where(at)
				s.facts = append(s.facts, Fact{Kind: "signature", Where: "builtin", Name: name, Value: sig,
					File: file, Line: line})
			}
		}
	}
	s.namespaces()
	return s.facts, nil
}

// visit scans one builder function and the package functions it calls.
func (s *funcScan) visit(name string) {
	if s.seen[name] {
		return
	}
	s.seen[name] = true
	fd := s.pkg.Funcs[name]
	if fd == nil || fd.Body == nil {
		return
	}
	s.walk(fd.Body, false, nil)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok {
				if _, ok := s.pkg.Funcs[id.Name]; ok {
					s.visit(id.Name)
				}
			}
		}
		return true
	})
}

// loopVar maps a range loop's variable to the table it ranges over.
type loopVar struct {
	name  string
	table ast.Expr
	key   bool // the variable is the key (else the value)
	outer *loopVar
}

// walk scans n for function names; console says n runs only in console mode.
func (s *funcScan) walk(n ast.Node, console bool, loops *loopVar) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			if n.Init != nil {
				s.walk(n.Init, console, loops)
			}
			pos := consoleCond(n.Cond)
			s.walk(n.Body, console || pos == 1, loops)
			if n.Else != nil {
				s.walk(n.Else, console || pos == -1, loops)
			}
			return false
		case *ast.RangeStmt:
			inner := loops
			if id, ok := n.Key.(*ast.Ident); ok && id.Name != "_" {
				inner = &loopVar{name: id.Name, table: n.X, key: true, outer: inner}
			}
			if id, ok := n.Value.(*ast.Ident); ok && id.Name != "_" {
				inner = &loopVar{name: id.Name, table: n.X, outer: inner}
			}
			s.walk(n.Body, console, inner)
			return false
		case *ast.CompositeLit:
			if isFunctionMap(n.Type) {
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if name, ok := s.c.str(s.pkg, kv.Key); ok {
							s.add(name, kv, kv.Value, console)
						}
					}
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if ix, ok := lhs.(*ast.IndexExpr); ok {
					var val ast.Expr
					if len(n.Rhs) == len(n.Lhs) {
						val = n.Rhs[i]
					}
					s.key(ix, val, console, loops)
				}
			}
		}
		return true
	})
}

// key records the function names an assignment M[K] = val adds.
func (s *funcScan) key(ix *ast.IndexExpr, val ast.Expr, console bool, loops *loopVar) {
	if name, ok := s.c.str(s.pkg, ix.Index); ok {
		s.add(name, ix, val, console)
		return
	}
	if t, _ := s.c.text(s.pkg, ix.Index); strings.Contains(t, "::") {
		return // a namespace's copy of the table
	}
	id, ok := ix.Index.(*ast.Ident)
	if !ok {
		return
	}
	for l := loops; l != nil; l = l.outer {
		if l.name != id.Name {
			continue
		}
		tid, ok := l.table.(*ast.Ident)
		if !ok {
			return
		}
		lit, ok := s.pkg.Vals[tid.Name].(*ast.CompositeLit)
		if !ok {
			return // a local table: the function table itself, or a copy of it
		}
		for _, el := range lit.Elts {
			e := el
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if l.key {
					e = kv.Key
				} else {
					continue
				}
			} else if l.key {
				continue // a slice's key is an index
			}
			if name, ok := s.c.str(s.pkg, e); ok {
				s.add(name, el, nil, console)
			}
		}
		return
	}
}

// add records function name, added at node at with the value val (nil:
// not known), unless console-only or already added.
func (s *funcScan) add(name string, at ast.Node, val ast.Expr, console bool) {
	if strings.Contains(name, "::") || console {
		return
	}
	if _, ok := s.normal[name]; ok {
		if s.values[name] == nil {
			s.values[name] = val // a loop over names met first: the value is given elsewhere
		}
		return
	}
	file, line := s.t.Where(at)
	s.normal[name] = Fact{Kind: "function", Where: "builtin", Name: name, File: file, Line: line}
	s.values[name] = val
}

// consoleCond says whether cond tests console mode: 1 for X.ConsoleMode
// (or an && of it), -1 for !X.ConsoleMode, 0 otherwise.
func consoleCond(cond ast.Expr) int {
	switch c := cond.(type) {
	case *ast.ParenExpr:
		return consoleCond(c.X)
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return -consoleCond(c.X)
		}
	case *ast.BinaryExpr:
		if c.Op == token.LAND && (consoleCond(c.X) == 1 || consoleCond(c.Y) == 1) {
			return 1
		}
	case *ast.SelectorExpr:
		if strings.Contains(c.Sel.Name, "Console") {
			return 1
		}
	case *ast.Ident:
		if strings.Contains(c.Name, "Console") {
			return 1
		}
	}
	return 0
}

// returnsFunctionMap says whether fd returns a map[string]X.Function.
func returnsFunctionMap(fd *ast.FuncDecl) bool {
	if fd.Type.Results == nil {
		return false
	}
	for _, r := range fd.Type.Results.List {
		if isFunctionMap(r.Type) {
			return true
		}
	}
	return false
}

// isFunctionMap says whether t is map[string]X.Function.
func isFunctionMap(t ast.Expr) bool {
	m, ok := t.(*ast.MapType)
	if !ok {
		return false
	}
	if k, ok := m.Key.(*ast.Ident); !ok || k.Name != "string" {
		return false
	}
	v, ok := m.Value.(*ast.SelectorExpr)
	return ok && v.Sel.Name == "Function"
}

var namespacePrefix = regexp.MustCompile(`^([a-z][a-z0-9_]*)::`)

// namespaces finds the function namespaces internal/lang and internal/addrs know.
func (s *funcScan) namespaces() {
	found := map[string]bool{}
	addNS := func(name string, pkg *Pkg, at ast.Node) {
		if found[name] {
			return
		}
		found[name] = true
		file, line := s.t.Where(at)
		s.facts = append(s.facts, Fact{Kind: "namespace", Where: "-", Name: name, File: file, Line: line})
	}
	for _, dir := range []string{"internal/lang", "internal/addrs"} {
		pkg := s.t.Pkg(dir)
		if pkg == nil {
			continue
		}
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit:
					if v, ok := s.c.str(pkg, n); ok {
						if m := namespacePrefix.FindStringSubmatch(v); m != nil {
							addNS(m[1], pkg, n)
						}
					}
				case *ast.ValueSpec:
					for i, id := range n.Names {
						if i >= len(n.Values) {
							break
						}
						v, ok := s.c.str(pkg, n.Values[i])
						if !ok {
							continue
						}
						if m := namespacePrefix.FindStringSubmatch(v); m != nil {
							addNS(m[1], pkg, n)
						} else if dir == "internal/addrs" && strings.HasPrefix(id.Name, "FunctionNamespace") && namespaceName.MatchString(v) {
							addNS(v, pkg, n)
						}
					}
				}
				return true
			})
		}
	}
}

var namespaceName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
