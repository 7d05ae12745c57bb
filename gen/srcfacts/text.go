// text.go - constant strings across packages, and message texts as templates.
//
// Tree.Str reads a constant of one package; the meta, experiment, function
// and diagnostic extractors also need constants of other packages of the
// tree (addrs.FunctionNamespaceCore + "::") and the text of a message that
// is only partly constant.  A message is read as a template: constant parts
// as they are, a fmt.Sprintf format with each verb written {} (%q as "{}",
// %% as %), and each part that is not constant written {}.
package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"strconv"
	"strings"
)

// consts resolves constant strings of a tree, following package-level
// constants and variables and imports between the tree's packages.
type consts struct {
	t       *Tree
	imports map[*Pkg]map[string]*Pkg // per package: import name -> package of the tree
	types   map[*Pkg]map[string]bool // per package: declared type names
	locals  map[string]ast.Expr      // the function's locals assigned once (setLocals)
}

func newConsts(t *Tree) *consts {
	return &consts{t: t, imports: map[*Pkg]map[string]*Pkg{}, types: map[*Pkg]map[string]bool{}}
}

// importsOf returns, for pkg, each import's name (its alias or the last
// element of its path) mapped to the tree's package of that path, when the
// tree holds it: the package whose folder is the longest suffix of the path.
func (c *consts) importsOf(pkg *Pkg) map[string]*Pkg {
	if m, ok := c.imports[pkg]; ok {
		return m
	}
	m := map[string]*Pkg{}
	for _, f := range pkg.Files {
		for _, is := range f.Imports {
			path, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				continue
			}
			name := path[strings.LastIndex(path, "/")+1:]
			if is.Name != nil {
				name = is.Name.Name
			}
			if p := c.pkgOfImport(path); p != nil {
				m[name] = p
			}
		}
	}
	c.imports[pkg] = m
	return m
}

func (c *consts) pkgOfImport(path string) *Pkg {
	var best *Pkg
	for dir, p := range c.t.Pkgs {
		if dir != "." && (path == dir || strings.HasSuffix(path, "/"+dir)) {
			if best == nil || len(dir) > len(best.Dir) {
				best = p
			}
		}
	}
	return best
}

// isType says whether name is a type declared in pkg.
func (c *consts) isType(pkg *Pkg, name string) bool {
	m, ok := c.types[pkg]
	if !ok {
		m = map[string]bool{}
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
					for _, s := range g.Specs {
						m[s.(*ast.TypeSpec).Name.Name] = true
					}
				}
			}
		}
		c.types[pkg] = m
	}
	return m[name]
}

// str returns the value of a constant string expression of pkg: a literal,
// a concatenation, a package-level constant or variable of pkg or of an
// imported package of the tree, or a conversion to string or to a type the
// package declares (Experiment("name")).  ok is false otherwise.
func (c *consts) str(pkg *Pkg, e ast.Expr) (string, bool) {
	return c.strDepth(pkg, e, 0)
}

func (c *consts) strDepth(pkg *Pkg, e ast.Expr, depth int) (string, bool) {
	if depth > 20 || pkg == nil {
		return "", false
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return c.strDepth(pkg, e.X, depth+1)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := c.strDepth(pkg, e.X, depth+1)
		b, ok2 := c.strDepth(pkg, e.Y, depth+1)
		return a + b, ok1 && ok2
	case *ast.Ident:
		if v, ok := c.locals[e.Name]; ok {
			return c.strDepth(pkg, v, depth+1)
		}
		if v, ok := pkg.Vals[e.Name]; ok {
			return c.strDepth(pkg, v, depth+1)
		}
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			if p := c.importsOf(pkg)[x.Name]; p != nil {
				if v, ok := p.Vals[e.Sel.Name]; ok {
					return c.strDepth(p, v, depth+1)
				}
			}
		}
	case *ast.CallExpr:
		if len(e.Args) == 1 {
			if id, ok := e.Fun.(*ast.Ident); ok && (id.Name == "string" || c.isType(pkg, id.Name)) {
				return c.strDepth(pkg, e.Args[0], depth+1)
			}
		}
	}
	return "", false
}

// text returns a message expression as a template (see the file's
// comment).  hasConst is false when no part of it is constant: the whole
// text is then "{}".
func (c *consts) text(pkg *Pkg, e ast.Expr) (s string, hasConst bool) {
	return c.textDepth(pkg, e, 0)
}

func (c *consts) textDepth(pkg *Pkg, e ast.Expr, depth int) (s string, hasConst bool) {
	if v, ok := c.str(pkg, e); ok {
		return v, true
	}
	if depth > 20 {
		return "{}", false
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return c.textDepth(pkg, e.X, depth+1)
	case *ast.Ident:
		if v, ok := c.locals[e.Name]; ok {
			return c.textDepth(pkg, v, depth+1)
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			a, ca := c.textDepth(pkg, e.X, depth+1)
			b, cb := c.textDepth(pkg, e.Y, depth+1)
			return a + b, ca || cb
		}
	case *ast.CallExpr:
		if isSelector(e.Fun, "fmt", "Sprintf") && len(e.Args) > 0 {
			if f, ok := c.str(pkg, e.Args[0]); ok {
				return template(f), true
			}
		}
	}
	return "{}", false
}

// setLocals makes the locals of fn that are given a value once, and never
// assigned again, read as that value (summary := fmt.Sprintf(...), const
// errSummary = "..."); a parameter, a range variable or a second
// assignment of the same name anywhere in fn makes the name unknown.  nil
// forgets them.
func (c *consts) setLocals(fn *ast.FuncDecl) {
	c.locals = nil
	if fn == nil || fn.Body == nil {
		return
	}
	count := map[string]int{}
	vals := map[string]ast.Expr{}
	def := func(id ast.Expr, v ast.Expr) {
		if id, ok := id.(*ast.Ident); ok && id.Name != "_" {
			count[id.Name]++
			if v != nil {
				vals[id.Name] = v
			}
		}
	}
	params := func(ft *ast.FuncType) {
		for _, fl := range []*ast.FieldList{ft.Params, ft.Results} {
			if fl == nil {
				continue
			}
			for _, f := range fl.List {
				for _, n := range f.Names {
					def(n, nil)
				}
			}
		}
	}
	params(fn.Type)
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			params(n.Type)
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				var v ast.Expr
				if len(n.Lhs) == len(n.Rhs) && n.Tok == token.DEFINE {
					v = n.Rhs[i]
				}
				def(l, v)
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				var v ast.Expr
				if i < len(n.Values) {
					v = n.Values[i]
				}
				def(id, v)
			}
		case *ast.RangeStmt:
			def(n.Key, nil)
			def(n.Value, nil)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				def(n.X, nil) // its address is taken: it may change
			}
		}
		return true
	})
	for name, v := range vals {
		if count[name] == 1 {
			if c.locals == nil {
				c.locals = map[string]ast.Expr{}
			}
			c.locals[name] = v
		}
	}
}

// isSelector says whether e is X.Sel with the given names.
func isSelector(e ast.Expr, x, sel string) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok || s.Sel.Name != sel {
		return false
	}
	id, ok := s.X.(*ast.Ident)
	return ok && id.Name == x
}

// template turns a fmt format into a template: each verb, with its flags,
// argument index, width and precision, becomes {} (%q becomes "{}"), %%
// becomes %.  A % at the end is kept.
func template(format string) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		switch format[j] {
		case '%':
			b.WriteByte('%')
		case 'q':
			b.WriteString(`"{}"`)
		default:
			b.WriteString("{}")
		}
		i = j
	}
	return b.String()
}

// warnf writes a warning about the tree on standard error; the facts are
// still printed.
func warnf(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, "reserve-srcfacts: warning: "+format+"\n", args...)
}
