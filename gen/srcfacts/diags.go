// diags.go - the diagnostics a tree states: summary and detail of each site.
//
// A site is found by its shape, in every package the tree loads (tree.go):
//   - a composite literal of type X.Diagnostic (hcl.Diagnostic, also under &);
//   - an element without a type of a literal of type X.Diagnostics or
//     []X.Diagnostic / []*X.Diagnostic (hcl.Diagnostics{{...}});
//   - a call F(SEVERITY, SUMMARY, DETAIL, ...) whose first argument is a
//     severity (tfdiags.Error, tfdiags.Warning, hcl.DiagError,
//     hcl.DiagWarning): tfdiags.Sourceless, WholeContainingBody,
//     AttributeValue and the like;
//   - an assignment X.Summary = S, with each X.Detail = D that follows it in
//     its block (up to the next X.Summary =), as lang's eval.go rewrites an
//     unknown function's diagnostic.
//
// The summary and the detail are read as templates (text.go); a local of
// the function given a value once reads as that value.  A literal
// without a Summary field, or whose summary has no constant part (a
// variable, pe.Summary), is no fact: such sites are counted, and the count
// is written on standard error when SRCFACTS_DEBUG is set.  A missing
// Detail is an empty value.
//
// where: "parseref" for a site inside a function of internal/addrs that
// ParseRef or ParseRefFromTestingScope reaches by calls within that package
// (a call of a function by name, or of a method by a name some type of the
// package declares); otherwise the last element of the package's folder.
package main

import (
	"fmt"
	"go/ast"
	"os"
	"path"
	"sort"
	"strings"
)

func init() {
	register([]string{"diagnostic"}, diagnosticFacts)
}

type diagScan struct {
	t       *Tree
	c       *consts
	facts   []Fact
	skipped []string // file:line of sites whose summary is not constant
	noSumm  int      // literals without a Summary field
}

func diagnosticFacts(t *Tree) ([]Fact, error) {
	s := &diagScan{t: t, c: newConsts(t)}
	var parseref map[string]bool
	addrs := t.Pkg("internal/addrs")
	if addrs != nil {
		parseref = reachable(addrs, "ParseRef", "ParseRefFromTestingScope")
	}
	dirs := make([]string, 0, len(t.Pkgs))
	for d := range t.Pkgs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		pkg := t.Pkgs[d]
		where := path.Base(d)
		for _, f := range pkg.Files {
			for _, decl := range f.Decls {
				w := where
				fd, _ := decl.(*ast.FuncDecl)
				if fd != nil && pkg == addrs && parseref[funcKey(fd)] {
					w = "parseref"
				}
				s.c.setLocals(fd)
				s.scan(pkg, decl, w)
			}
		}
	}
	if os.Getenv("SRCFACTS_DEBUG") != "" {
		fmt.Fprintf(os.Stderr, "reserve-srcfacts: diagnostic: %d sites, %d whose summary is not constant, %d literals without a Summary\n",
			len(s.facts)+len(s.skipped), len(s.skipped), s.noSumm)
		for _, at := range s.skipped {
			fmt.Fprintf(os.Stderr, "  %s\n", at)
		}
	}
	return s.facts, nil
}

// scan finds the sites in one declaration.
func (s *diagScan) scan(pkg *Pkg, decl ast.Node, where string) {
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if isDiagType(n.Type) {
				s.literal(pkg, n, where)
			} else if isDiagsType(n.Type) {
				for _, el := range n.Elts {
					if u, ok := el.(*ast.UnaryExpr); ok {
						el = u.X
					}
					if lit, ok := el.(*ast.CompositeLit); ok && lit.Type == nil {
						s.literal(pkg, lit, where)
					}
				}
			}
		case *ast.CallExpr:
			if len(n.Args) >= 3 && isSeverity(n.Args[0]) {
				s.site(pkg, n, n.Args[1], n.Args[2], where)
			}
		case *ast.BlockStmt:
			s.assigned(pkg, n.List, where)
		case *ast.CaseClause:
			s.assigned(pkg, n.Body, where)
		case *ast.CommClause:
			s.assigned(pkg, n.Body, where)
		}
		return true
	})
}

// assigned records the sites of a statement list that set a diagnostic's
// fields one by one: X.Summary = S, then each X.Detail = D among the
// statements after it (and inside them) up to the next X.Summary, a fact
// each; none is an empty detail.
func (s *diagScan) assigned(pkg *Pkg, list []ast.Stmt, where string) {
	for i, st := range list {
		x, summary := fieldAssign(st, "Summary", "")
		if summary == nil {
			continue
		}
		var details []ast.Expr
		stop := false
		for _, next := range list[i+1:] {
			ast.Inspect(next, func(n ast.Node) bool {
				if stop {
					return false
				}
				if st, ok := n.(ast.Stmt); ok {
					if _, v := fieldAssign(st, "Summary", x); v != nil {
						stop = true
					} else if _, v := fieldAssign(st, "Detail", x); v != nil {
						details = append(details, v)
					}
				}
				return !stop
			})
			if stop {
				break
			}
		}
		if len(details) == 0 {
			s.site(pkg, st, summary, nil, where)
		}
		for _, d := range details {
			s.site(pkg, st, summary, d, where)
		}
	}
}

// fieldAssign returns X and V when st is X.field = V with X an identifier
// (named x, when x is not empty).
func fieldAssign(st ast.Stmt, field, x string) (string, ast.Expr) {
	as, ok := st.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return "", nil
	}
	sel, ok := as.Lhs[0].(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != field {
		return "", nil
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok || (x != "" && id.Name != x) {
		return "", nil
	}
	return id.Name, as.Rhs[0]
}

// literal records a keyed diagnostic literal.
func (s *diagScan) literal(pkg *Pkg, lit *ast.CompositeLit, where string) {
	fields := keyedFields(lit)
	summary, detail := fields["Summary"], fields["Detail"]
	if summary == nil {
		s.noSumm++
		return
	}
	s.site(pkg, lit, summary, detail, where)
}

// site records one diagnostic, or counts it as skipped.
func (s *diagScan) site(pkg *Pkg, at ast.Node, summary, detail ast.Expr, where string) {
	file, line := s.t.Where(at)
	sum, ok := s.c.text(pkg, summary)
	if !ok {
		s.skipped = append(s.skipped, fmt.Sprintf("%s:%d", file, line))
		return
	}
	det := ""
	if detail != nil {
		det, _ = s.c.text(pkg, detail)
	}
	s.facts = append(s.facts, Fact{Kind: "diagnostic", Where: where, Name: sum, Value: det, File: file, Line: line})
}

// isDiagType says whether t is X.Diagnostic.
func isDiagType(t ast.Expr) bool {
	sel, ok := t.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Diagnostic"
}

// isDiagsType says whether t is X.Diagnostics, []X.Diagnostic or []*X.Diagnostic.
func isDiagsType(t ast.Expr) bool {
	switch t := t.(type) {
	case *ast.SelectorExpr:
		return t.Sel.Name == "Diagnostics"
	case *ast.ArrayType:
		el := t.Elt
		if st, ok := el.(*ast.StarExpr); ok {
			el = st.X
		}
		return isDiagType(el)
	}
	return false
}

// isSeverity says whether e names a diagnostic's severity.
func isSeverity(e ast.Expr) bool {
	return isSelector(e, "tfdiags", "Error") || isSelector(e, "tfdiags", "Warning") ||
		isSelector(e, "hcl", "DiagError") || isSelector(e, "hcl", "DiagWarning")
}

// funcKey is the name a function has in Pkg.Funcs.
func funcKey(fd *ast.FuncDecl) string {
	if fd.Recv != nil && len(fd.Recv.List) == 1 {
		return recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// reachable returns the functions of pkg (by Funcs key) that the roots
// reach by calls within pkg: F(...) for a function F of pkg, x.M(...) for
// every method M of pkg's types (x not an imported package).
func reachable(pkg *Pkg, roots ...string) map[string]bool {
	methods := map[string][]string{} // method name -> Funcs keys
	for k, fd := range pkg.Funcs {
		if fd.Recv != nil {
			methods[fd.Name.Name] = append(methods[fd.Name.Name], k)
		}
	}
	imported := map[string]bool{}
	for _, f := range pkg.Files {
		for _, is := range f.Imports {
			p, _ := unquote(is.Path.Value)
			name := path.Base(p)
			if len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
				name = path.Base(path.Dir(p)) // a major version: .../hcl/v2
			}
			if is.Name != nil {
				name = is.Name.Name
			}
			imported[name] = true
		}
	}
	seen := map[string]bool{}
	var visit func(k string)
	visit = func(k string) {
		fd := pkg.Funcs[k]
		if seen[k] || fd == nil || fd.Body == nil {
			return
		}
		seen[k] = true
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				visit(fn.Name)
			case *ast.SelectorExpr:
				if x, ok := fn.X.(*ast.Ident); ok && imported[x.Name] {
					break
				}
				for _, m := range methods[fn.Sel.Name] {
					visit(m)
				}
			}
			return true
		})
	}
	for _, r := range roots {
		visit(r)
	}
	return seen
}
