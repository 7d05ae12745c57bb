// signatures.go - the signature of each built-in function whose definition
// is in the tree.
//
// A function of the table is the value an entry gives it (functions.go).
// That value is followed to the function.New(&function.Spec{...}) that
// makes it: a package variable's value, the body of a package function it
// calls (the first function.New there), or, for any other call (a wrapper:
// function.Unpredictable(f), s.experimentalFunction(e, f)), the last of its
// arguments that leads to one.  A function's body is read by what it
// returns, else by its first function.New.  Functions of packages outside the tree
// (go-cty's function/stdlib, hcl's ext/tryfunc) have no signature fact.
//
// The signature is written as a spec writes it (doc/spec.md, "Functions"):
// "(NAME TYPE, NAME TYPE...)", the Params in order, then the VarParam with
// "..." after its type (and after the "?" of a parameter that takes null,
// AllowNull: true); a TYPE is string, number, bool, any
// (cty.DynamicPseudoType), list(T), set(T), map(T), or expression (hcl's
// customdecode.ExpressionClosureType or ExpressionType: the argument is
// given as an expression, unevaluated).  A parameter whose
// name or type is not a constant of those forms leaves the function without
// a fact.
package main

import (
	"go/ast"
	"path"
	"strings"
)

// sigWalk follows one table entry's value.
type sigWalk struct {
	t      *Tree
	seen   map[ast.Node]bool
	locals map[string]ast.Expr // the locals of the function bodies read, given a value once
}

// signature returns the signature of the function value e of package pkg,
// and the node of its function.Spec (nil when it is not known).
func signature(t *Tree, pkg *Pkg, e ast.Expr) (string, ast.Node) {
	w := &sigWalk{t: t, seen: map[ast.Node]bool{}, locals: map[string]ast.Expr{}}
	pkg, spec := w.spec(pkg, e, 0)
	if spec == nil {
		return "", nil
	}
	sig, ok := w.write(pkg, spec)
	if !ok {
		return "", nil
	}
	return sig, spec
}

// treePkg is the package of the tree an import name stands for, or nil.
func (w *sigWalk) treePkg(name string) *Pkg {
	var best *Pkg
	for dir, p := range w.t.Pkgs {
		if path.Base(dir) == name && (best == nil || len(dir) < len(best.Dir)) {
			best = p
		}
	}
	return best
}

// spec finds the function.Spec literal that makes e.
func (w *sigWalk) spec(pkg *Pkg, e ast.Expr, depth int) (*Pkg, *ast.CompositeLit) {
	if e == nil || depth > 8 || w.seen[e] {
		return nil, nil
	}
	w.seen[e] = true
	switch x := e.(type) {
	case *ast.ParenExpr:
		return w.spec(pkg, x.X, depth+1)
	case *ast.Ident:
		if v, ok := pkg.Vals[x.Name]; ok {
			return w.spec(pkg, v, depth+1)
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			if p := w.treePkg(id.Name); p != nil {
				if v, ok := p.Vals[x.Sel.Name]; ok {
					return w.spec(p, v, depth+1)
				}
			}
		}
	case *ast.CallExpr:
		if isFunctionNew(x) {
			if len(x.Args) == 1 {
				if u, ok := x.Args[0].(*ast.UnaryExpr); ok {
					if lit, ok := u.X.(*ast.CompositeLit); ok {
						return pkg, lit
					}
				}
			}
			return nil, nil
		}
		if p, fd := w.callee(pkg, x.Fun); fd != nil {
			return w.inBody(p, fd, depth)
		}
		for i := len(x.Args) - 1; i >= 0; i-- {
			if p, lit := w.spec(pkg, x.Args[i], depth+1); lit != nil {
				return p, lit
			}
		}
	}
	return nil, nil
}

// callee is the package function a call's Fun names, with its package.
func (w *sigWalk) callee(pkg *Pkg, fun ast.Expr) (*Pkg, *ast.FuncDecl) {
	switch f := fun.(type) {
	case *ast.Ident:
		if fd, ok := pkg.Funcs[f.Name]; ok {
			return pkg, fd
		}
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok {
			if p := w.treePkg(id.Name); p != nil {
				if fd, ok := p.Funcs[f.Sel.Name]; ok {
					return p, fd
				}
			}
		}
	}
	return nil, nil
}

// inBody finds what a function's body returns: the value of a return
// statement of its own (not a closure's) that leads to a function.Spec,
// else the first function.New of the body.
func (w *sigWalk) inBody(pkg *Pkg, fd *ast.FuncDecl, depth int) (*Pkg, *ast.CompositeLit) {
	if fd.Body == nil {
		return nil, nil
	}
	for _, st := range fd.Body.List { // name := value, var name = value
		switch d := st.(type) {
		case *ast.AssignStmt:
			if len(d.Lhs) == 1 && len(d.Rhs) == 1 {
				if id, ok := d.Lhs[0].(*ast.Ident); ok {
					w.locals[id.Name] = d.Rhs[0]
				}
			}
		case *ast.DeclStmt:
			if g, ok := d.Decl.(*ast.GenDecl); ok {
				for _, sp := range g.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok && len(vs.Names) == 1 && len(vs.Values) == 1 {
						w.locals[vs.Names[0].Name] = vs.Values[0]
					}
				}
			}
		}
	}
	for _, st := range fd.Body.List {
		if r, ok := st.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
			if p, lit := w.spec(pkg, r.Results[0], depth+1); lit != nil {
				return p, lit
			}
		}
	}
	var found *ast.CallExpr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && found == nil && isFunctionNew(c) {
			found = c
		}
		return found == nil
	})
	if found == nil {
		return nil, nil
	}
	return w.spec(pkg, found, depth+1)
}

func isFunctionNew(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "New" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "function"
}

// write renders a function.Spec's parameters.
func (w *sigWalk) write(pkg *Pkg, spec *ast.CompositeLit) (string, bool) {
	var parts []string
	fields := keyedFields(spec)
	params, varParam := fields["Params"], fields["VarParam"]
	if id, ok := params.(*ast.Ident); ok {
		if params, ok = w.locals[id.Name]; !ok {
			if params, ok = pkg.Vals[id.Name]; !ok {
				return "", false
			}
		}
	}
	if params != nil {
		lit, ok := params.(*ast.CompositeLit)
		if !ok {
			return "", false
		}
		for _, el := range lit.Elts {
			p, ok := w.param(pkg, el)
			if !ok {
				return "", false
			}
			parts = append(parts, p)
		}
	}
	if varParam != nil {
		if u, ok := varParam.(*ast.UnaryExpr); ok {
			varParam = u.X
		}
		p, ok := w.param(pkg, varParam)
		if !ok {
			return "", false
		}
		parts = append(parts, p+"...")
	}
	return "(" + strings.Join(parts, ", ") + ")", true
}

// param renders one function.Parameter literal as "NAME TYPE", or "NAME
// TYPE?" when its AllowNull is true (an AllowNull that is no constant
// leaves the function without a fact).
func (w *sigWalk) param(pkg *Pkg, e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return "", false
	}
	var name, typ, null string
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, _ := kv.Key.(*ast.Ident)
		if k == nil {
			continue
		}
		switch k.Name {
		case "Name":
			name, ok = w.t.Str(pkg, kv.Value)
		case "Type":
			typ, ok = ctyType(kv.Value)
		case "AllowNull":
			id, isId := kv.Value.(*ast.Ident)
			ok = isId && (id.Name == "true" || id.Name == "false")
			if ok && id.Name == "true" {
				null = "?"
			}
		}
		if !ok {
			return "", false
		}
	}
	if name == "" || typ == "" {
		return "", false
	}
	return name + " " + typ + null, true
}

// ctyType renders a cty type expression, or says it is not one of the
// forms a signature writes.
func ctyType(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok && id.Name == "customdecode" &&
			(x.Sel.Name == "ExpressionClosureType" || x.Sel.Name == "ExpressionType") {
			return "expression", true // the argument's expression itself, not its value
		}
		if id, ok := x.X.(*ast.Ident); !ok || id.Name != "cty" {
			return "", false
		}
		switch x.Sel.Name {
		case "String":
			return "string", true
		case "Number":
			return "number", true
		case "Bool":
			return "bool", true
		case "DynamicPseudoType":
			return "any", true
		}
	case *ast.CallExpr:
		sel, ok := x.Fun.(*ast.SelectorExpr)
		if !ok || len(x.Args) != 1 {
			return "", false
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "cty" {
			return "", false
		}
		inner, ok := ctyType(x.Args[0])
		if !ok {
			return "", false
		}
		switch sel.Sel.Name {
		case "List", "Set", "Map":
			return strings.ToLower(sel.Sel.Name) + "(" + inner + ")", true
		}
	}
	return "", false
}
