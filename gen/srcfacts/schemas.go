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
				as, ok := schemaList(r, fn, kv.Value, depth+1, r.attr)
				if !ok {
					return nil, false
				}
				s.attrs = as
			case "Blocks":
				bs, ok := schemaList(r, fn, kv.Value, depth+1, r.block)
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

// schemaList resolves an expression that makes a slice of schema entries:
// a composite literal, a local or package variable holding one, or append()
// of such slices and entries; item reads one entry.
func schemaList[T any](r *schemaReader, fn ast.Node, e ast.Expr, depth int, item func(ast.Expr) (T, bool)) ([]T, bool) {
	if depth > 12 {
		return nil, false
	}
	items := func(els []ast.Expr, out []T) ([]T, bool) {
		for _, el := range els {
			v, ok := item(el)
			if !ok {
				return nil, false
			}
			out = append(out, v)
		}
		return out, true
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return items(x.Elts, nil)
	case *ast.Ident:
		if v := r.localValue(fn, x.Name); v != nil {
			return schemaList(r, fn, v, depth+1, item)
		}
		if v, ok := r.pkg.Vals[x.Name]; ok {
			return schemaList(r, nil, v, depth+1, item)
		}
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "append" && len(x.Args) >= 1 {
			out, ok := schemaList(r, fn, x.Args[0], depth+1, item)
			if !ok {
				return nil, false
			}
			rest := x.Args[1:]
			if !x.Ellipsis.IsValid() {
				return items(rest, out)
			}
			if len(rest) != 1 {
				return nil, false
			}
			more, ok := schemaList(r, fn, rest[0], depth+1, item)
			if !ok {
				return nil, false
			}
			return append(out, more...), true
		}
	}
	return nil, false
}

// schemaEntry reads a composite literal of the hcl type typeName (or of no
// written type), handing each keyed field to field; false when e is not
// such a literal or field refuses a value.
func schemaEntry(e ast.Expr, typeName string, field func(key string, v ast.Expr) bool) (*ast.CompositeLit, bool) {
	lit, ok := e.(*ast.CompositeLit)
	if !ok || (lit.Type != nil && !isHCLType(lit.Type, typeName)) {
		return nil, false
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil || !field(key.Name, kv.Value) {
			return nil, false
		}
	}
	return lit, true
}

// attr reads one {Name: ..., Required: ...} entry.
func (r *schemaReader) attr(e ast.Expr) (attrSchema, bool) {
	var a attrSchema
	lit, ok := schemaEntry(e, "AttributeSchema", func(key string, v ast.Expr) bool {
		switch key {
		case "Name":
			s, ok := r.str(v)
			a.name = s
			return ok
		case "Required":
			id, ok := v.(*ast.Ident)
			if !ok || (id.Name != "true" && id.Name != "false") {
				return false
			}
			a.required = id.Name == "true"
		}
		return true
	})
	if !ok {
		return attrSchema{}, false
	}
	a.node = lit
	return a, a.name != ""
}

// block reads one {Type: ..., LabelNames: [...]} entry.
func (r *schemaReader) block(e ast.Expr) (blockSchema, bool) {
	var b blockSchema
	lit, ok := schemaEntry(e, "BlockHeaderSchema", func(key string, v ast.Expr) bool {
		switch key {
		case "Type":
			s, ok := r.t.Str(r.pkg, v)
			b.typ = s
			return ok
		case "LabelNames":
			ls, ok := v.(*ast.CompositeLit)
			if !ok {
				return false
			}
			for _, l := range ls.Elts {
				s, ok := r.t.Str(r.pkg, l)
				if !ok {
					return false
				}
				b.labels = append(b.labels, s)
			}
		}
		return true
	})
	if !ok {
		return blockSchema{}, false
	}
	b.node = lit
	return b, b.typ != ""
}
