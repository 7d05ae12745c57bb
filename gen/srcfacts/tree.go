// tree.go - loading a source tree of OpenTofu or Terraform for srcfacts.
//
// Every .go file of the packages that define the language (languagePkgs;
// tests left out) is parsed with go/parser and kept by package folder, so a
// whole checkout reads as the language's own folders do: another package's
// diagnostic (the cloud backend's, the lock file's) is no fact of the
// language.  Nothing here depends on a file's name: extractors find what they
// need by what the code says (function names, composite literals, switch
// statements).
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Tree is a parsed source tree.
type Tree struct {
	Root string          // the folder given
	Fset *token.FileSet  // positions of every file
	Pkgs map[string]*Pkg // by folder relative to Root, slash-separated ("internal/configs")
	strs *consts         // the constant strings Str reads (made on first use)
}

// Pkg is the Go files of one folder.
type Pkg struct {
	Dir   string                   // relative to the tree's root
	Files []*ast.File              // sorted by file name
	Funcs map[string]*ast.FuncDecl // functions and methods by name (a method as "Type.Name")
	Vals  map[string]ast.Expr      // package-level var and const values by name (single-valued specs)
}

// languagePkgs are the folders, relative to the root, whose packages define
// the language: references, the loader, experiments, functions and scopes,
// the evaluator (of OpenTofu or of Terraform), the version.
var languagePkgs = map[string]bool{
	"internal/addrs": true, "internal/configs": true, "internal/experiments": true,
	"internal/lang": true, "internal/lang/funcs": true,
	"internal/tofu": true, "internal/terraform": true, "version": true,
}

// loadTree parses every non-test .go file of languagePkgs under root.  A file that does not
// parse is an error naming it.
func loadTree(root string) (*Tree, error) {
	st, err := os.Stat(root)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a folder", root)
	}
	t := &Tree{Root: root, Fset: token.NewFileSet(), Pkgs: map[string]*Pkg{}}
	var paths []string
	err = filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		name := info.Name()
		if info.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || name == "vendor" || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") && languagePkgs[filepath.ToSlash(rel)] {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	for _, p := range paths {
		f, err := parser.ParseFile(t.Fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		rel = filepath.ToSlash(rel)
		pkg := t.Pkgs[rel]
		if pkg == nil {
			pkg = &Pkg{Dir: rel, Funcs: map[string]*ast.FuncDecl{}, Vals: map[string]ast.Expr{}}
			t.Pkgs[rel] = pkg
		}
		pkg.Files = append(pkg.Files, f)
		pkg.index(f)
	}
	if len(t.Pkgs) == 0 {
		return nil, fmt.Errorf("%s: no Go source files in the language's folders (internal/configs, internal/addrs, ...)", root)
	}
	return t, nil
}

func (p *Pkg) index(f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) == 1 {
				name = recvName(d.Recv.List[0].Type) + "." + name
			}
			p.Funcs[name] = d
		case *ast.GenDecl:
			for _, s := range d.Specs {
				vs, ok := s.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						p.Vals[n.Name] = vs.Values[i]
					}
				}
			}
		}
	}
}

func recvName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return recvName(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return recvName(e.X)
	}
	return "?"
}

// Pkg returns the package of the folder whose path ends with suffix
// ("internal/configs"), or nil.  The shortest such path wins.
func (t *Tree) Pkg(suffix string) *Pkg {
	var best *Pkg
	for dir, p := range t.Pkgs {
		if dir == suffix || strings.HasSuffix(dir, "/"+suffix) {
			if best == nil || len(dir) < len(best.Dir) {
				best = p
			}
		}
	}
	return best
}

// Where returns the file (relative to the root, slash-separated) and line of a node.
func (t *Tree) Where(n ast.Node) (string, int) {
	pos := t.Fset.Position(n.Pos())
	rel, err := filepath.Rel(t.Root, pos.Filename)
	if err != nil {
		rel = pos.Filename
	}
	return filepath.ToSlash(rel), pos.Line
}

// Str returns the value of a constant string expression: a literal, a
// concatenation of constant strings, a constant of pkg or of a package of
// the tree it imports, or a conversion to a string type (text.go reads
// them).  ok is false when the expression is not constant.
func (t *Tree) Str(pkg *Pkg, e ast.Expr) (string, bool) {
	if t.strs == nil {
		t.strs = newConsts(t)
	}
	return t.strs.str(pkg, e)
}

// keyedFields gives the fields of a composite literal written Key: Value
// (by key; other elements are left out).
func keyedFields(lit *ast.CompositeLit) map[string]ast.Expr {
	fields := map[string]ast.Expr{}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				fields[k.Name] = kv.Value
			}
		}
	}
	return fields
}
