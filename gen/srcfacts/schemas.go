// schemas.go - reading hcl.BodySchema values out of Go source, for the
// block facts (blocks.go).
//
// A schema is found where the code states it: an &hcl.BodySchema{...}
// literal, a package-level variable holding one, a local variable assigned
// one, a helper function that returns one, and attribute or block lists
// built with append() from other lists.  A function that takes a schema and
// returns another (schemaForOverrides, which relaxes Required for override
// files) is not followed: a schema read through one is not resolved.
package main

import (
	"go/ast"
	"go/token"
)

// attrSchema is one hcl.AttributeSchema entry.
type attrSchema struct {
	name     string
	required bool
	node     ast.Node
}

// blockSchema is one hcl.BlockHeaderSchema entry.
type blockSchema struct {
	typ    string
	labels []string
	node   ast.Node
}

// bodySchema is a resolved hcl.BodySchema.
type bodySchema struct {
	attrs  []attrSchema
	blocks []blockSchema
	node   ast.Node
}

// blockTypes returns the block type names of s, in order.
func (s *bodySchema) blockTypes() []string {
	var r []string
	for _, b := range s.blocks {
		r = append(r, b.typ)
	}
	return r
}

// hasBlock says whether s declares block type typ.
func (s *bodySchema) hasBlock(typ string) bool {
	for _, b := range s.blocks {
		if b.typ == typ {
			return true
		}
	}
	return false
}

// schemaReader resolves schema expressions of one package.
type schemaReader struct {
	t    *Tree
	pkg  *Pkg
	bind func(name string) (string, bool) // the walk's constant string variables, or nil
}

// str is Tree.Str with the walk's constant string variables.
func (r *schemaReader) str(e ast.Expr) (string, bool) {
	if s, ok := r.t.Str(r.pkg, e); ok {
		return s, true
	}
	if id, ok := e.(*ast.Ident); ok && r.bind != nil {
		return r.bind(id.Name)
	}
	return "", false
}

// isHCLType says whether e names hcl.NAME (or *hcl.NAME).
func isHCLType(e ast.Expr, name string) bool {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "hcl"
}

// localValue finds the value a local variable name is first given in fn
// (name := X, var name = X, name = X), skipping values that are calls to a
// schema transformer.  nil when there is none.
func (r *schemaReader) localValue(fn ast.Node, name string) ast.Expr {
	if fn == nil {
		return nil
	}
	var found ast.Expr
	ast.Inspect(fn, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && id.Name == name && !r.isTransformer(n.Rhs[i]) {
					found = n.Rhs[i]
					return false
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if id.Name == name && i < len(n.Values) && !r.isTransformer(n.Values[i]) {
					found = n.Values[i]
					return false
				}
			}
		}
		return true
	})
	return found
}

// isTransformer says whether e calls a package function that takes a
// *hcl.BodySchema (a schema derived from another, such as the one for
// override files).
func (r *schemaReader) isTransformer(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	if !ok {
		return false
	}
	fd := r.pkg.Funcs[id.Name]
	if fd == nil || fd.Type.Params == nil {
		return false
	}
	for _, p := range fd.Type.Params.List {
		if isHCLType(p.Type, "BodySchema") {
			return true
		}
	}
	return false
}

// body resolves a schema expression used in function fn.
func (r *schemaReader) body(fn ast.Node, e ast.Expr, depth int) (*bodySchema, bool) {
	if depth > 12 || e == nil {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return r.body(fn, x.X, depth+1)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.body(fn, x.X, depth+1)
		}
	case *ast.CompositeLit:
		if x.Type != nil && !isHCLType(x.Type, "BodySchema") {
			return nil, false
		}
		s := &bodySchema{node: x}
		for _, el := range x.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			key, _ := kv.Key.(*ast.Ident)
			if key == nil {
				return nil, false
			}
			switch key.Name {
			case "Attributes":
				as, ok := r.attrList(fn, kv.Value, depth+1)
				if !ok {
					return nil, false
				}
				s.attrs = as
			case "Blocks":
				bs, ok := r.blockList(fn, kv.Value, depth+1)
				if !ok {
					return nil, false
				}
				s.blocks = bs
			default:
				return nil, false
			}
		}
		return s, true
	case *ast.Ident:
		if v := r.localValue(fn, x.Name); v != nil {
			return r.body(fn, v, depth+1)
		}
		if v, ok := r.pkg.Vals[x.Name]; ok {
			return r.body(nil, v, depth+1)
		}
	case *ast.CallExpr:
		if r.isTransformer(x) {
			return nil, false
		}
		if id, ok := x.Fun.(*ast.Ident); ok {
			if fd := r.pkg.Funcs[id.Name]; fd != nil && fd.Body != nil {
				if ret := singleReturn(fd); ret != nil {
					return r.body(fd, ret, depth+1)
				}
			}
		}
	}
	return nil, false
}

// singleReturn returns the expression of a function's only return
// statement with one result, or nil.
func singleReturn(fd *ast.FuncDecl) ast.Expr {
	var rets []*ast.ReturnStmt
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		if rs, ok := n.(*ast.ReturnStmt); ok {
			rets = append(rets, rs)
		}
		return true
	})
	if len(rets) != 1 || len(rets[0].Results) != 1 {
		return nil
	}
	return rets[0].Results[0]
}

// attrList resolves a []hcl.AttributeSchema expression.
func (r *schemaReader) attrList(fn ast.Node, e ast.Expr, depth int) ([]attrSchema, bool) {
	if depth > 12 {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		var out []attrSchema
		for _, el := range x.Elts {
			a, ok := r.attr(el)
			if !ok {
				return nil, false
			}
			out = append(out, a)
		}
		return out, true
	case *ast.Ident:
		if v := r.localValue(fn, x.Name); v != nil {
			return r.attrList(fn, v, depth+1)
		}
		if v, ok := r.pkg.Vals[x.Name]; ok {
			return r.attrList(nil, v, depth+1)
		}
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "append" && len(x.Args) >= 1 {
			out, ok := r.attrList(fn, x.Args[0], depth+1)
			if !ok {
				return nil, false
			}
			rest := x.Args[1:]
			if x.Ellipsis.IsValid() {
				if len(rest) != 1 {
					return nil, false
				}
				more, ok := r.attrList(fn, rest[0], depth+1)
				if !ok {
					return nil, false
				}
				return append(out, more...), true
			}
			for _, el := range rest {
				a, ok := r.attr(el)
				if !ok {
					return nil, false
				}
				out = append(out, a)
			}
			return out, true
		}
	}
	return nil, false
}

// attr reads one {Name: ..., Required: ...} entry.
func (r *schemaReader) attr(e ast.Expr) (attrSchema, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || (lit.Type != nil && !isHCLType(lit.Type, "AttributeSchema")) {
		return attrSchema{}, false
	}
	a := attrSchema{node: lit}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return attrSchema{}, false
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return attrSchema{}, false
		}
		switch key.Name {
		case "Name":
			s, ok := r.str(kv.Value)
			if !ok {
				return attrSchema{}, false
			}
			a.name = s
		case "Required":
			id, ok := kv.Value.(*ast.Ident)
			if !ok || (id.Name != "true" && id.Name != "false") {
				return attrSchema{}, false
			}
			a.required = id.Name == "true"
		}
	}
	return a, a.name != ""
}

// blockList resolves a []hcl.BlockHeaderSchema expression.
func (r *schemaReader) blockList(fn ast.Node, e ast.Expr, depth int) ([]blockSchema, bool) {
	if depth > 12 {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		var out []blockSchema
		for _, el := range x.Elts {
			b, ok := r.block(el)
			if !ok {
				return nil, false
			}
			out = append(out, b)
		}
		return out, true
	case *ast.Ident:
		if v := r.localValue(fn, x.Name); v != nil {
			return r.blockList(fn, v, depth+1)
		}
		if v, ok := r.pkg.Vals[x.Name]; ok {
			return r.blockList(nil, v, depth+1)
		}
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "append" && len(x.Args) >= 1 {
			out, ok := r.blockList(fn, x.Args[0], depth+1)
			if !ok {
				return nil, false
			}
			rest := x.Args[1:]
			if x.Ellipsis.IsValid() {
				if len(rest) != 1 {
					return nil, false
				}
				more, ok := r.blockList(fn, rest[0], depth+1)
				if !ok {
					return nil, false
				}
				return append(out, more...), true
			}
			for _, el := range rest {
				b, ok := r.block(el)
				if !ok {
					return nil, false
				}
				out = append(out, b)
			}
			return out, true
		}
	}
	return nil, false
}

// block reads one {Type: ..., LabelNames: [...]} entry.
func (r *schemaReader) block(e ast.Expr) (blockSchema, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || (lit.Type != nil && !isHCLType(lit.Type, "BlockHeaderSchema")) {
		return blockSchema{}, false
	}
	b := blockSchema{node: lit}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return blockSchema{}, false
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return blockSchema{}, false
		}
		switch key.Name {
		case "Type":
			s, ok := r.t.Str(r.pkg, kv.Value)
			if !ok {
				return blockSchema{}, false
			}
			b.typ = s
		case "LabelNames":
			ls, ok := kv.Value.(*ast.CompositeLit)
			if !ok {
				return blockSchema{}, false
			}
			for _, l := range ls.Elts {
				s, ok := r.t.Str(r.pkg, l)
				if !ok {
					return blockSchema{}, false
				}
				b.labels = append(b.labels, s)
			}
		}
	}
	return b, b.typ != ""
}
