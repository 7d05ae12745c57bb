// blocks.go - the block facts of the configuration loader: block, schema,
// argument, constant, reserved and reserved_label (doc/drift.md).
//
// The loader (the package of internal/configs) is read by following values:
// a file's hcl.Body, the content a schema gives it, the blocks of that
// content, a block's body, and so on.  The walk starts at every function
// that takes an hcl.Body and reads it with a schema that has "resource" and
// "variable" blocks (module files) or "run" blocks (test files); it follows
// `switch block.Type { case "x": ... }` and calls into functions of the
// package that are passed a block, body or content, so each read is known
// with the block path it decodes (module/resource/lifecycle).
//
// A read whose rest is thrown away (content, _, diags :=
// body.PartialContent(s)) on a body that is also read in full is a sniff
// (the version and experiment checks): it and everything found below it
// give no facts.  Reads through a schema transformer (override files) are
// not followed.
package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"sort"
	"strings"
)

func init() {
	register([]string{"block", "schema", "argument", "constant", "reserved", "reserved_label"}, blockFacts)
}

type vkind int

const (
	vNone    vkind = iota
	vBody          // an hcl.Body of path
	vContent       // the *hcl.BodyContent of read rd
	vBlocks        // a list of blocks of parent path, types candidates
	vBlock         // one block of parent path, types candidates
	vAttrs         // the attributes of path (content.Attributes, JustAttributes)
	vAttr          // one attribute of path, names candidates ("*": any)
	vExpr          // the expression of such an attribute
	vStrings       // one of a literal list of strings
)

// val is what the walk knows of a Go value.
type val struct {
	k     vkind
	path  string   // vBody, vAttrs, vAttr, vExpr: the block path; vBlock(s): the parent's path
	types []string // vBlock(s): the block types it may be
	names []string // vAttr, vExpr: attribute names; vStrings: the strings
	rd    *read    // the read this value comes from (nil for a file's body)
}

func (v val) interesting() bool { return v.k != vNone && v.k != vStrings }

// blockPath is the path of a block of a single known type.
func (v val) blockPath() (string, bool) {
	if v.k != vBlock || len(v.types) != 1 {
		return "", false
	}
	return v.path + "/" + v.types[0], true
}

// read is one Content, PartialContent or JustAttributes call on a body.
type read struct {
	path     string
	kind     string // closed, open, attributes
	discard  bool   // PartialContent whose rest is thrown away
	probe    bool   // diagnostics thrown away: a look, not a decode
	schema   *bodySchema
	parent   *read // the read whose content held the block; nil at a file's top
	remainOf *read // the body read is the rest of this read
	file     string
	line     int
}

// pending is a fact found during the walk, kept unless its read is a sniff.
type pending struct {
	f   Fact
	via *read
}

// env is a scope of variable values.
type env struct {
	vars   map[string]val
	up     *env
	pinned map[string]val // (outermost scope) names that keep their value
}

func (e *env) get(name string) val {
	for s := e; s != nil; s = s.up {
		if v, ok := s.pinned[name]; ok {
			return v
		}
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	return val{}
}

func (e *env) set(name string, v val, define bool) {
	if name == "_" {
		return
	}
	if !define {
		for s := e; s != nil; s = s.up {
			if _, ok := s.vars[name]; ok {
				s.vars[name] = v
				return
			}
		}
	}
	e.vars[name] = v
}

func (e *env) child() *env { return &env{vars: map[string]val{}, up: e} }

// walker walks the loader from one entry function.
type walker struct {
	t       *Tree
	pkg     *Pkg
	sr      *schemaReader
	reads   []*read
	pend    []pending
	done    map[string]bool // function+bindings already walked
	depth   int
	unknown []string // places the walk could not read
}

func (w *walker) note(n ast.Node, format string, args ...interface{}) {
	f, l := w.t.Where(n)
	w.unknown = append(w.unknown, fmt.Sprintf("%s:%d: %s", f, l, fmt.Sprintf(format, args...)))
}

func (w *walker) add(via *read, n ast.Node, kind, where, name, value string) {
	f, l := w.t.Where(n)
	w.pend = append(w.pend, pending{Fact{Kind: kind, Where: where, Name: name, Value: value, File: f, Line: l}, via})
}

// walkFunc walks fn with its parameters bound to args (nil entries unbound).
func (w *walker) walkFunc(fd *ast.FuncDecl, args []val, pinned map[string]val) {
	if fd.Body == nil || w.depth > 40 {
		return
	}
	e := &env{vars: map[string]val{}, pinned: pinned}
	var key strings.Builder
	key.WriteString(fmt.Sprintf("%p", fd))
	i := 0
	if fd.Type.Params != nil {
		for _, p := range fd.Type.Params.List {
			names := p.Names
			if len(names) == 0 {
				i++
				continue
			}
			for _, n := range names {
				if i < len(args) && args[i].k != vNone {
					e.vars[n.Name] = args[i]
					fmt.Fprintf(&key, "|%d:%d:%s:%s:%s:%p", i, args[i].k, args[i].path, strings.Join(args[i].types, ","), strings.Join(args[i].names, ","), args[i].rd)
				}
				i++
			}
		}
	}
	if w.done[key.String()] {
		return
	}
	w.done[key.String()] = true
	w.depth++
	w.walkBlock(fd, fd.Body.List, e)
	w.depth--
}

func (w *walker) walkBlock(fn ast.Node, list []ast.Stmt, e *env) {
	for _, s := range list {
		w.stmt(fn, s, e)
	}
}

func (w *walker) stmt(fn ast.Node, s ast.Stmt, e *env) {
	switch s := s.(type) {
	case *ast.BlockStmt:
		w.walkBlock(fn, s.List, e.child())
	case *ast.ExprStmt:
		w.eval(fn, s.X, e)
	case *ast.AssignStmt:
		w.assign(fn, s, e)
	case *ast.DeclStmt:
		if gd, ok := s.Decl.(*ast.GenDecl); ok {
			for _, sp := range gd.Specs {
				vs, ok := sp.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						e.set(n.Name, w.eval(fn, vs.Values[i], e), true)
					} else {
						e.set(n.Name, val{}, true)
					}
				}
			}
		}
	case *ast.IfStmt:
		w.ifStmt(fn, s, e)
	case *ast.ForStmt:
		c := e.child()
		if s.Init != nil {
			w.stmt(fn, s.Init, c)
		}
		if s.Cond != nil {
			w.eval(fn, s.Cond, c)
		}
		w.walkBlock(fn, s.Body.List, c.child())
	case *ast.RangeStmt:
		w.rangeStmt(fn, s, e)
	case *ast.SwitchStmt:
		w.switchStmt(fn, s, e)
	case *ast.TypeSwitchStmt:
		c := e.child()
		if s.Init != nil {
			w.stmt(fn, s.Init, c)
		}
		w.stmt(fn, s.Assign, c)
		for _, cl := range s.Body.List {
			w.walkBlock(fn, cl.(*ast.CaseClause).Body, c.child())
		}
	case *ast.ReturnStmt:
		for _, r := range s.Results {
			w.eval(fn, r, e)
		}
	case *ast.GoStmt:
		w.eval(fn, s.Call, e)
	case *ast.DeferStmt:
		w.eval(fn, s.Call, e)
	case *ast.LabeledStmt:
		w.stmt(fn, s.Stmt, e)
	case *ast.IncDecStmt:
		w.eval(fn, s.X, e)
	}
}

func (w *walker) assign(fn ast.Node, s *ast.AssignStmt, e *env) {
	define := s.Tok == token.DEFINE
	if len(s.Rhs) == 1 && len(s.Lhs) > 1 {
		vals := w.evalMulti(fn, s.Rhs[0], e)
		// content, _, diags := body.PartialContent(schema): the rest is thrown away.
		if len(vals) == 3 && vals[0].k == vContent && vals[0].rd != nil && vals[0].rd.kind == "open" {
			if id, ok := s.Lhs[1].(*ast.Ident); ok && id.Name == "_" {
				vals[0].rd.discard = true
			}
		}
		// attrs, _ := body.JustAttributes(): diagnostics thrown away.
		if len(vals) >= 2 && (vals[0].k == vContent || vals[0].k == vAttrs) && vals[0].rd != nil {
			if id, ok := s.Lhs[len(s.Lhs)-1].(*ast.Ident); ok && id.Name == "_" {
				vals[0].rd.probe = true
			}
		}
		for i, l := range s.Lhs {
			var v val
			if i < len(vals) {
				v = vals[i]
			}
			w.setLHS(fn, l, v, define, e)
		}
		return
	}
	for i, l := range s.Lhs {
		var v val
		if i < len(s.Rhs) {
			v = w.eval(fn, s.Rhs[i], e)
		}
		w.setLHS(fn, l, v, define, e)
	}
}

func (w *walker) setLHS(fn ast.Node, l ast.Expr, v val, define bool, e *env) {
	if id, ok := l.(*ast.Ident); ok {
		e.set(id.Name, v, define)
		return
	}
	w.eval(fn, l, e)
}

// evalMulti evaluates an expression with several results.
func (w *walker) evalMulti(fn ast.Node, x ast.Expr, e *env) []val {
	if call, ok := x.(*ast.CallExpr); ok {
		return w.call(fn, call, e)
	}
	return []val{w.eval(fn, x, e)}
}

// eval evaluates an expression: what it is, and the reads and calls inside it.
func (w *walker) eval(fn ast.Node, x ast.Expr, e *env) val {
	switch x := x.(type) {
	case *ast.Ident:
		if v := e.get(x.Name); v.k != vNone {
			return v
		}
		if str, ok := w.t.Str(w.pkg, x); ok {
			return val{k: vStrings, names: []string{str}}
		}
		return val{}
	case *ast.BasicLit:
		if str, ok := w.t.Str(w.pkg, x); ok {
			return val{k: vStrings, names: []string{str}}
		}
		return val{}
	case *ast.ParenExpr:
		return w.eval(fn, x.X, e)
	case *ast.SelectorExpr:
		v := w.eval(fn, x.X, e)
		switch {
		case x.Sel.Name == "Body" && v.k == vBlock:
			if p, ok := v.blockPath(); ok {
				return val{k: vBody, path: p, rd: v.rd}
			}
		case x.Sel.Name == "Blocks" && v.k == vContent:
			var types []string
			if v.rd.schema != nil {
				types = v.rd.schema.blockTypes()
			}
			return val{k: vBlocks, path: v.rd.path, types: types, rd: v.rd}
		case x.Sel.Name == "Attributes" && v.k == vContent:
			return val{k: vAttrs, path: v.rd.path, rd: v.rd}
		case x.Sel.Name == "Expr" && v.k == vAttr:
			return val{k: vExpr, path: v.path, names: v.names, rd: v.rd}
		}
		return val{}
	case *ast.IndexExpr:
		v := w.eval(fn, x.X, e)
		idx := w.eval(fn, x.Index, e)
		switch v.k {
		case vBlocks:
			return val{k: vBlock, path: v.path, types: v.types, rd: v.rd}
		case vAttrs:
			if s, ok := w.t.Str(w.pkg, x.Index); ok {
				return val{k: vAttr, path: v.path, names: []string{s}, rd: v.rd}
			}
			if idx.k == vStrings {
				return val{k: vAttr, path: v.path, names: idx.names, rd: v.rd}
			}
		}
		return val{}
	case *ast.SliceExpr:
		v := w.eval(fn, x.X, e)
		if v.k == vBlocks {
			return v
		}
		return val{}
	case *ast.CallExpr:
		vs := w.call(fn, x, e)
		if len(vs) > 0 {
			return vs[0]
		}
		return val{}
	case *ast.StarExpr:
		return w.eval(fn, x.X, e)
	case *ast.UnaryExpr:
		return w.eval(fn, x.X, e)
	case *ast.BinaryExpr:
		w.eval(fn, x.X, e)
		w.eval(fn, x.Y, e)
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			w.eval(fn, el, e)
		}
	case *ast.KeyValueExpr:
		w.eval(fn, x.Value, e)
	case *ast.TypeAssertExpr:
		w.eval(fn, x.X, e)
	case *ast.FuncLit:
		w.walkBlock(fn, x.Body.List, e.child())
	}
	return val{}
}

// call evaluates a call: reads of bodies, constant decodes, and calls into
// the package's own functions with blocks, bodies or contents.
func (w *walker) call(fn ast.Node, c *ast.CallExpr, e *env) []val {
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
		recv := w.eval(fn, sel.X, e)
		switch {
		case recv.k == vBody && (sel.Sel.Name == "Content" || sel.Sel.Name == "PartialContent") && len(c.Args) == 1:
			return w.bodyRead(fn, c, recv, sel.Sel.Name == "PartialContent", e)
		case recv.k == vBody && sel.Sel.Name == "JustAttributes" && len(c.Args) == 0:
			rd := w.newRead(c, recv, "attributes", nil)
			return []val{{k: vAttrs, path: rd.path, rd: rd}, {}}
		case recv.k == vExpr && sel.Sel.Name == "Value" && len(c.Args) == 1 && nilIdent(c.Args[0]):
			// evaluated with no context: no variables, no functions
			for _, n := range recv.names {
				w.add(recv.rd, c, "constant", recv.path, n, "constant")
			}
			return []val{{}, {}}
		case recv.k == vBlocks && sel.Sel.Name == "OfType" && len(c.Args) == 1:
			if s, ok := w.t.Str(w.pkg, c.Args[0]); ok {
				return []val{{k: vBlocks, path: recv.path, types: []string{s}, rd: recv.rd}}
			}
			return []val{{}}
		}
		if id, ok := sel.X.(*ast.Ident); ok && id.Name == "gohcl" && sel.Sel.Name == "DecodeExpression" && len(c.Args) == 3 {
			a := w.eval(fn, c.Args[0], e)
			if nilIdent(c.Args[1]) && a.k == vExpr {
				for _, n := range a.names {
					w.add(a.rd, c, "constant", a.path, n, "constant")
				}
			}
			w.eval(fn, c.Args[2], e)
			return []val{{}}
		}
	}
	args := make([]val, len(c.Args))
	any := false
	for i, a := range c.Args {
		args[i] = w.eval(fn, a, e)
		if args[i].interesting() {
			any = true
		}
	}
	if !any {
		if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
			w.eval(fn, sel.X, e)
		} else if fl, ok := c.Fun.(*ast.FuncLit); ok {
			w.eval(fn, fl, e)
		}
		return []val{{}}
	}
	if fd := w.callee(c); fd != nil {
		w.walkFunc(fd, args, nil)
	}
	return []val{{}}
}

// callee finds the package function or method a call names, or nil.
func (w *walker) callee(c *ast.CallExpr) *ast.FuncDecl {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return w.pkg.Funcs[f.Name]
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok && w.isImport(id.Name) {
			return nil
		}
		var found *ast.FuncDecl
		for name, fd := range w.pkg.Funcs {
			if strings.HasSuffix(name, "."+f.Sel.Name) {
				if found != nil {
					return nil // ambiguous
				}
				found = fd
			}
		}
		return found
	}
	return nil
}

// isImport says whether name is an imported package's name in the package
// (a guess from the import paths' last elements and explicit names).
func (w *walker) isImport(name string) bool {
	for _, f := range w.pkg.Files {
		for _, im := range f.Imports {
			if im.Name != nil {
				if im.Name.Name == name {
					return true
				}
				continue
			}
			p := strings.Trim(im.Path.Value, "\"")
			last := p[strings.LastIndex(p, "/")+1:]
			if last == name || (strings.HasPrefix(last, "v") && strings.HasSuffix(strings.TrimSuffix(p, "/"+last), "/"+name)) {
				return true
			}
		}
	}
	return false
}

func nilIdent(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "nil"
}

func (w *walker) newRead(n ast.Node, body val, kind string, s *bodySchema) *read {
	f, l := w.t.Where(n)
	rd := &read{path: body.path, kind: kind, schema: s, file: f, line: l}
	if body.rd != nil && body.rd.path == body.path {
		rd.remainOf = body.rd
	} else {
		rd.parent = body.rd
	}
	w.reads = append(w.reads, rd)
	return rd
}

func (w *walker) bodyRead(fn ast.Node, c *ast.CallExpr, body val, partial bool, e *env) []val {
	// a schema may name attributes by the function's string parameters
	w.sr.bind = func(name string) (string, bool) {
		if v := e.get(name); v.k == vStrings && len(v.names) == 1 {
			return v.names[0], true
		}
		return "", false
	}
	s, ok := w.sr.body(fn, c.Args[0], 0)
	w.sr.bind = nil
	if !ok {
		w.note(c, "schema of %s not resolved", body.path)
		if partial {
			return []val{{}, {}, {}}
		}
		return []val{{}, {}}
	}
	kind := "closed"
	if partial {
		kind = "open"
	}
	rd := w.newRead(c, body, kind, s)
	content := val{k: vContent, path: body.path, rd: rd}
	if partial {
		return []val{content, {k: vBody, path: body.path, rd: rd}, {}}
	}
	return []val{content, {}}
}

func (w *walker) rangeStmt(fn ast.Node, s *ast.RangeStmt, e *env) {
	c := e.child()
	x := w.eval(fn, s.X, e)
	var v val
	switch x.k {
	case vBlocks:
		v = val{k: vBlock, path: x.path, types: x.types, rd: x.rd}
	case vAttrs:
		v = val{k: vAttr, path: x.path, names: []string{"*"}, rd: x.rd}
	}
	if lit, ok := s.X.(*ast.CompositeLit); ok {
		var strs []string
		for _, el := range lit.Elts {
			if str, ok := w.t.Str(w.pkg, el); ok {
				strs = append(strs, str)
			}
		}
		if len(strs) == len(lit.Elts) && len(strs) > 0 {
			v = val{k: vStrings, names: strs}
		}
	}
	w.reservedLabels(fn, s, e)
	if s.Tok == token.DEFINE {
		if id, ok := s.Key.(*ast.Ident); ok {
			c.set(id.Name, val{}, true)
		}
		if id, ok := s.Value.(*ast.Ident); ok {
			c.set(id.Name, v, true)
		}
	}
	w.walkBlock(fn, s.Body.List, c)
}

// reservedLabels: `for _, a := range someSchema.Attributes { ... a diagnostic
// at block.LabelRanges ... }` refuses the schema's names as the block's label.
func (w *walker) reservedLabels(fn ast.Node, s *ast.RangeStmt, e *env) {
	sel, ok := s.X.(*ast.SelectorExpr)
	if !ok || (sel.Sel.Name != "Attributes" && sel.Sel.Name != "Blocks") {
		return
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return
	}
	if _, isVal := w.pkg.Vals[id.Name]; !isVal {
		return
	}
	schema, ok := w.sr.body(nil, id, 0)
	if !ok {
		return
	}
	var bv val
	var diag bool
	ast.Inspect(s.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.CompositeLit); ok && isHCLType(lit.Type, "Diagnostic") {
			diag = true
		}
		if se, ok := n.(*ast.SelectorExpr); ok && se.Sel.Name == "LabelRanges" {
			if v := w.eval(fn, se.X, e); v.k == vBlock {
				bv = v
			}
		}
		return true
	})
	p, ok := bv.blockPath()
	if !diag || !ok {
		return
	}
	if sel.Sel.Name == "Attributes" {
		for _, a := range schema.attrs {
			w.add(bv.rd, a.node, "reserved_label", p, a.name, "reserved")
		}
	} else {
		for _, b := range schema.blocks {
			w.add(bv.rd, b.node, "reserved_label", p, b.typ, "reserved")
		}
	}
}

// diagSummaries returns the constant Summary texts of the hcl.Diagnostic
// literals in n.
func (w *walker) diagSummaries(n ast.Node) []string {
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isHCLType(lit.Type, "Diagnostic") {
			return true
		}
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Summary" {
					if s, ok := w.t.Str(w.pkg, kv.Value); ok {
						out = append(out, s)
					}
				}
			}
		}
		return true
	})
	return out
}

func hasPrefixAny(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

func (w *walker) ifStmt(fn ast.Node, s *ast.IfStmt, e *env) {
	c := e.child()
	if s.Init != nil {
		w.stmt(fn, s.Init, c)
		// if attr, exists := content.Attributes[name]; exists { "Reserved argument name ..." }
		if as, ok := s.Init.(*ast.AssignStmt); ok && hasPrefixAny(w.diagSummaries(s.Body), "Reserved argument name") {
			for _, l := range as.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					if v := c.get(id.Name); v.k == vAttr {
						for _, n := range v.names {
							if n != "*" {
								w.add(v.rd, s, "reserved", v.path, n, "argument")
							}
						}
					}
				}
			}
		}
	}
	w.eval(fn, s.Cond, c)
	body := c.child()
	// if block.Type == "x" { ... }
	if be, ok := s.Cond.(*ast.BinaryExpr); ok && be.Op == token.EQL {
		if sel, ok := be.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "Type" {
			if id, ok := sel.X.(*ast.Ident); ok {
				if v := c.get(id.Name); v.k == vBlock {
					if str, ok := w.t.Str(w.pkg, be.Y); ok && contains(v.types, str) {
						v.types = []string{str}
						body.set(id.Name, v, true)
					}
				}
			}
		}
	}
	w.walkBlock(fn, s.Body.List, body)
	if s.Else != nil {
		w.stmt(fn, s.Else, c.child())
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// switchStmt: `switch block.Type` walks each case once for each type it
// takes, with the block known to be of that type; a default case that
// reports "Reserved block type name" reserves the types no case takes.
func (w *walker) switchStmt(fn ast.Node, s *ast.SwitchStmt, e *env) {
	c := e.child()
	if s.Init != nil {
		w.stmt(fn, s.Init, c)
	}
	var bv val
	var bname string
	if sel, ok := s.Tag.(*ast.SelectorExpr); ok && sel.Sel.Name == "Type" {
		if id, ok := sel.X.(*ast.Ident); ok {
			if v := c.get(id.Name); v.k == vBlock {
				bv, bname = v, id.Name
			}
		}
	}
	if bname == "" {
		if s.Tag != nil {
			w.eval(fn, s.Tag, c)
		}
		for _, cl := range s.Body.List {
			cc := cl.(*ast.CaseClause)
			for _, x := range cc.List {
				w.eval(fn, x, c)
			}
			w.walkBlock(fn, cc.Body, c.child())
		}
		return
	}
	taken := map[string]bool{}
	var def *ast.CaseClause
	for _, cl := range s.Body.List {
		cc := cl.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
			continue
		}
		for _, x := range cc.List {
			str, ok := w.t.Str(w.pkg, x)
			if !ok {
				w.note(x, "case value not constant")
				continue
			}
			taken[str] = true
			if !contains(bv.types, str) {
				continue
			}
			one := bv
			one.types = []string{str}
			b := c.child()
			b.set(bname, one, true)
			w.walkBlock(fn, cc.Body, b)
		}
	}
	if def == nil {
		return
	}
	var rest []string
	for _, t := range bv.types {
		if !taken[t] {
			rest = append(rest, t)
		}
	}
	if hasPrefixAny(w.diagSummaries(def), "Reserved block type name") {
		for _, t := range rest {
			w.add(bv.rd, def, "reserved", bv.path, t, "block")
		}
	}
	for _, t := range rest {
		one := bv
		one.types = []string{t}
		b := c.child()
		b.set(bname, one, true)
		w.walkBlock(fn, def.Body, b)
	}
}

// readRoots returns the names of the variables fd reads a body of
// directly (NAME.Content(...), NAME.PartialContent(...)): a file's body when
// fd is where a file is decoded.
func readRoots(fd *ast.FuncDecl) []string {
	seen := map[string]bool{}
	// the rest of another read is not a file's body
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 3 && len(as.Rhs) == 1 {
			if c, ok := as.Rhs[0].(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "PartialContent" {
					if id, ok := as.Lhs[1].(*ast.Ident); ok {
						seen[id.Name] = true
					}
				}
			}
		}
		return true
	})
	var out []string
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := c.Fun.(*ast.SelectorExpr)
		if !ok || (sel.Sel.Name != "Content" && sel.Sel.Name != "PartialContent") {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); ok && !seen[id.Name] {
			seen[id.Name] = true
			out = append(out, id.Name)
		}
		return true
	})
	return out
}

// fileKind says what kind of file an entry's top-level reads describe:
// "module", "test" or "" (neither).
func fileKind(reads []*read, root string) string {
	blocks := map[string]bool{}
	for _, r := range reads {
		if r.path != root || r.discard || r.schema == nil {
			continue
		}
		for _, b := range r.schema.blocks {
			blocks[b.typ] = true
		}
	}
	switch {
	case blocks["resource"] && blocks["variable"]:
		return "module"
	case blocks["run"]:
		return "test"
	}
	return ""
}

// blockFacts walks the loader from each entry and states the facts of the
// reads that are not sniffs.
func blockFacts(t *Tree) ([]Fact, error) {
	pkg := t.Pkg("internal/configs")
	if pkg == nil {
		return nil, fmt.Errorf("no internal/configs package")
	}
	sr := &schemaReader{t: t, pkg: pkg}
	var names []string
	for name := range pkg.Funcs {
		names = append(names, name)
	}
	sort.Strings(names)
	var facts []Fact
	var unknown []string
	kinds := map[string]string{}
	for _, name := range names {
		fd := pkg.Funcs[name]
		if fd.Body == nil {
			continue
		}
		for _, root := range readRoots(fd) {
			w := &walker{t: t, pkg: pkg, sr: sr, done: map[string]bool{}}
			w.walkFunc(fd, nil, map[string]val{root: {k: vBody, path: "#"}})
			kind := fileKind(w.reads, "#")
			if kind == "" {
				continue
			}
			if prev, ok := kinds[kind]; ok {
				unknown = append(unknown, fmt.Sprintf("%s: a second %s file entry (first %s)", name, kind, prev))
			}
			kinds[kind] = name
			facts = append(facts, w.facts(kind)...)
			unknown = append(unknown, w.unknown...)
		}
	}
	if len(kinds) == 0 {
		return nil, fmt.Errorf("%s: no function reads a module file's body", pkg.Dir)
	}
	if os.Getenv("SRCFACTS_DEBUG") != "" {
		for _, u := range unknown {
			fmt.Fprintf(os.Stderr, "srcfacts: blocks: %s\n", u)
		}
	}
	return facts, nil
}

// sniff says whether a read is a sniff, or lies below one.
func sniff(r *read, full map[string]bool, memo map[*read]bool) bool {
	if r == nil {
		return false
	}
	if v, ok := memo[r]; ok {
		return v
	}
	memo[r] = false
	v := r.probe || (r.discard && full[r.path]) || sniff(r.parent, full, memo) || sniff(r.remainOf, full, memo)
	memo[r] = v
	return v
}

var contentRank = map[string]int{"open": 0, "attributes": 1, "closed": 2}

// facts states the facts of an entry's walk, its root path renamed kind.
func (w *walker) facts(kind string) []Fact {
	rename := func(p string) string {
		if p == "#" {
			return kind
		}
		if strings.HasPrefix(p, "#/") {
			return kind + p[1:]
		}
		return p
	}
	full := map[string]bool{}
	for _, r := range w.reads {
		if !r.discard {
			full[r.path] = true
		}
	}
	memo := map[*read]bool{}
	var out []Fact
	content := map[string]string{}
	contentAt := map[string]*read{}
	for _, r := range w.reads {
		if sniff(r, full, memo) {
			continue
		}
		p := rename(r.path)
		// closed wins over attributes, attributes over open: a rest read in full is closed.
		if prev, ok := content[p]; !ok || contentRank[r.kind] > contentRank[prev] {
			content[p] = r.kind
			contentAt[p] = r
		}
		if r.schema == nil {
			continue
		}
		for _, b := range r.schema.blocks {
			f, l := w.t.Where(b.node)
			out = append(out, Fact{Kind: "block", Where: p, Name: b.typ, Value: strings.Join(b.labels, " "), File: f, Line: l})
		}
		for _, a := range r.schema.attrs {
			f, l := w.t.Where(a.node)
			v := "optional"
			if a.required {
				v = "required"
			}
			out = append(out, Fact{Kind: "argument", Where: p, Name: a.name, Value: v, File: f, Line: l})
		}
	}
	for p, k := range content {
		r := contentAt[p]
		out = append(out, Fact{Kind: "schema", Where: p, Name: "content", Value: k, File: r.file, Line: r.line})
	}
	for _, pd := range w.pend {
		if sniff(pd.via, full, memo) {
			continue
		}
		f := pd.f
		f.Where = rename(f.Where)
		out = append(out, f)
	}
	return out
}
