// refs.go - the reference facts: root and root_attribute (doc/drift.md).
//
// Roots are the cases of the `switch` on the root name in the reference
// parser (the function that ParseRef calls, or ParseRef itself) and in
// ParseRefFromTestingScope; each case's form is read from what it does:
// it reports "Reserved symbol name" (reserved), builds a module call
// instance (module_call), parses a resource reference (type_name), parses a
// single attribute (name), or returns a reference to the root alone
// (bare).  The addrs types a case builds (PathAttr, TerraformAttr, ...)
// lead to the evaluator's methods that take them, whose `switch` on the
// attribute name gives the root's attributes: a case that only reports an
// error is a removed attribute.
package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"
)

func init() {
	register([]string{"root", "root_attribute"}, refFacts)
}

// rootCase is one root name of the reference parser.
type rootCase struct {
	name, form string
	types      []string // addrs types the case builds
	node       ast.Node
}

func refFacts(t *Tree) ([]Fact, error) {
	pkg := t.Pkg("internal/addrs")
	if pkg == nil {
		return nil, fmt.Errorf("no internal/addrs package")
	}
	var facts []Fact
	normal := refParser(pkg)
	if normal == nil {
		return nil, fmt.Errorf("%s: no ParseRef", pkg.Dir)
	}
	cases := rootCases(t, pkg, normal)
	if len(cases) == 0 {
		f, l := t.Where(normal)
		return nil, fmt.Errorf("%s:%d: no switch on the root name", f, l)
	}
	byType := map[string][]string{}
	for _, c := range cases {
		f, l := t.Where(c.node)
		facts = append(facts, Fact{Kind: "root", Where: "normal", Name: c.name, Value: c.form, File: f, Line: l})
		for _, ty := range c.types {
			byType[ty] = append(byType[ty], c.name)
		}
	}
	if fd := pkg.Funcs["ParseRefFromTestingScope"]; fd != nil {
		for _, c := range rootCases(t, pkg, fd) {
			f, l := t.Where(c.node)
			facts = append(facts, Fact{Kind: "root", Where: "testing", Name: c.name, Value: c.form, File: f, Line: l})
		}
	}
	facts = append(facts, evaluatorAttrs(t, byType)...)
	return facts, nil
}

// refParser finds the function holding ParseRef's switch: ParseRef itself,
// or the package function it calls that has a switch on the root name.
func refParser(pkg *Pkg) *ast.FuncDecl {
	fd := pkg.Funcs["ParseRef"]
	if fd == nil || fd.Body == nil {
		return nil
	}
	if rootSwitch(fd) != nil {
		return fd
	}
	var found *ast.FuncDecl
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && found == nil {
			if id, ok := c.Fun.(*ast.Ident); ok {
				if g := pkg.Funcs[id.Name]; g != nil && g != fd && g.Body != nil && rootSwitch(g) != nil {
					found = g
				}
			}
		}
		return true
	})
	return found
}

// rootSwitch finds `switch root` (a variable given traversal.RootName()) in fd.
func rootSwitch(fd *ast.FuncDecl) *ast.SwitchStmt {
	roots := map[string]bool{}
	var sw *ast.SwitchStmt
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && len(n.Lhs) == 1 {
				if c, ok := n.Rhs[0].(*ast.CallExpr); ok {
					if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "RootName" {
						if id, ok := n.Lhs[0].(*ast.Ident); ok {
							roots[id.Name] = true
						}
					}
				}
			}
		case *ast.SwitchStmt:
			if sw != nil {
				return false
			}
			switch tag := n.Tag.(type) {
			case *ast.Ident:
				if roots[tag.Name] {
					sw = n
				}
			case *ast.CallExpr:
				if sel, ok := tag.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "RootName" {
					sw = n
				}
			}
		}
		return true
	})
	return sw
}

// rootCases reads the cases of fd's switch on the root name.  A case whose
// form cannot be told (one that falls through to the default) gives none.
func rootCases(t *Tree, pkg *Pkg, fd *ast.FuncDecl) []rootCase {
	sw := rootSwitch(fd)
	if sw == nil {
		return nil
	}
	var out []rootCase
	for _, cl := range sw.Body.List {
		cc := cl.(*ast.CaseClause)
		form, types := caseForm(t, pkg, cc)
		if form == "" {
			continue
		}
		for _, x := range cc.List {
			name, ok := t.Str(pkg, x)
			if !ok {
				continue
			}
			out = append(out, rootCase{name: name, form: form, types: types, node: x})
		}
	}
	return out
}

// caseForm tells what a root's case does with the rest of the reference.
func caseForm(t *Tree, pkg *Pkg, cc *ast.CaseClause) (string, []string) {
	if len(cc.Body) > 0 {
		if br, ok := cc.Body[len(cc.Body)-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
			return "", nil
		}
	}
	var calls []string
	types := map[string]bool{}
	reserved, bare := false, false
	for _, st := range cc.Body {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok {
					calls = append(calls, id.Name)
					if strings.HasPrefix(id.Name, "New") {
						types[strings.TrimPrefix(id.Name, "New")] = true
					}
				}
			case *ast.CompositeLit:
				if id, ok := n.Type.(*ast.Ident); ok {
					types[id.Name] = true
				}
				if isHCLType(n.Type, "Diagnostic") {
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Summary" {
								if s, ok := t.Str(pkg, kv.Value); ok && s == "Reserved symbol name" {
									reserved = true
								}
							}
						}
					}
				}
			case *ast.UnaryExpr:
				// &Reference{Subject: Self, ...}: the root alone.
				if lit, ok := n.X.(*ast.CompositeLit); ok {
					if id, ok := lit.Type.(*ast.Ident); ok && id.Name == "Reference" {
						for _, el := range lit.Elts {
							if kv, ok := el.(*ast.KeyValueExpr); ok {
								if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Subject" {
									if _, ok := kv.Value.(*ast.Ident); ok {
										bare = true
									}
								}
							}
						}
					}
				}
			}
			return true
		})
	}
	var tl []string
	for ty := range types {
		tl = append(tl, ty)
	}
	sort.Strings(tl)
	has := func(name string) bool {
		for _, c := range calls {
			if c == name {
				return true
			}
		}
		return false
	}
	switch {
	case reserved:
		return "reserved", nil
	case has("parseModuleCallRef") || types["ModuleCallInstance"]:
		return "module_call", tl
	case has("parseResourceRef") || has("parseActionRef"):
		return "type_name", tl
	case has("parseSingleAttrRef"):
		return "name", tl
	case bare:
		return "bare", tl
	}
	return "", nil
}

// evaluatorAttrs reads the attribute names of the evaluator's methods that
// take an addrs type a root builds (GetPathAttr takes addrs.PathAttr).
func evaluatorAttrs(t *Tree, byType map[string][]string) []Fact {
	type verdict struct {
		removed bool
		node    ast.Node
	}
	attrs := map[string]map[string]*verdict{} // type -> attribute -> verdict
	var dirs []string
	for dir := range t.Pkgs {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		pkg := t.Pkgs[dir]
		if !strings.HasSuffix(dir, "internal/tofu") && !strings.HasSuffix(dir, "internal/terraform") {
			continue
		}
		var names []string
		for name := range pkg.Funcs {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			fd := pkg.Funcs[name]
			if fd.Body == nil || fd.Type.Params == nil {
				continue
			}
			for _, p := range fd.Type.Params.List {
				sel, ok := p.Type.(*ast.SelectorExpr)
				if !ok || len(p.Names) != 1 {
					continue
				}
				if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "addrs" {
					continue
				}
				if _, ok := byType[sel.Sel.Name]; !ok {
					continue
				}
				param := p.Names[0].Name
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					sw, ok := n.(*ast.SwitchStmt)
					if !ok {
						return true
					}
					tag, ok := sw.Tag.(*ast.SelectorExpr)
					if !ok || tag.Sel.Name != "Name" {
						return true
					}
					if id, ok := tag.X.(*ast.Ident); !ok || id.Name != param {
						return true
					}
					for _, cl := range sw.Body.List {
						cc := cl.(*ast.CaseClause)
						removed := onlyError(cc)
						for _, x := range cc.List {
							s, ok := t.Str(pkg, x)
							if !ok {
								continue
							}
							m := attrs[sel.Sel.Name]
							if m == nil {
								m = map[string]*verdict{}
								attrs[sel.Sel.Name] = m
							}
							if v := m[s]; v != nil {
								v.removed = v.removed && removed
							} else {
								m[s] = &verdict{removed, x}
							}
						}
					}
					return false
				})
			}
		}
	}
	var out []Fact
	for ty, m := range attrs {
		for attr, v := range m {
			value := "valid"
			if v.removed {
				value = "removed"
			}
			f, l := t.Where(v.node)
			for _, root := range byType[ty] {
				out = append(out, Fact{Kind: "root_attribute", Where: root, Name: attr, Value: value, File: f, Line: l})
			}
		}
	}
	return out
}

// onlyError says whether a case's body, at its own level, reports an
// error diagnostic: the attribute is refused whatever the context.
func onlyError(cc *ast.CaseClause) bool {
	for _, st := range cc.Body {
		found := false
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BlockStmt, *ast.IfStmt, *ast.FuncLit, *ast.SwitchStmt, *ast.ForStmt, *ast.RangeStmt:
				return false
			case *ast.CompositeLit:
				if isHCLType(n.Type, "Diagnostic") {
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Severity" {
								if s, ok := kv.Value.(*ast.SelectorExpr); ok && s.Sel.Name == "DiagError" {
									found = true
								}
							}
						}
					}
				}
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}
