// meta.go - the facts that say which tree this is: language, version, commit.
//
// language: opentofu when the tree has internal/tofu, terraform when it has
// internal/terraform.  version: version/VERSION's first line, else
// version/version.go's Version constant, with "-" and Prerelease appended
// when Prerelease is a non-empty constant.  commit: the "commit" line of a
// MANIFEST file at the root (a copy of the tree), else what .git's HEAD
// names (a checkout).
package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
)

func init() {
	register([]string{"language", "version", "commit"}, metaFacts)
}

func metaFacts(t *Tree) ([]Fact, error) {
	var facts []Fact
	for _, l := range []struct{ dir, name string }{{"internal/tofu", "opentofu"}, {"internal/terraform", "terraform"}} {
		if st, err := os.Stat(filepath.Join(t.Root, filepath.FromSlash(l.dir))); err == nil && st.IsDir() {
			facts = append(facts, Fact{Kind: "language", Where: "-", Name: "language", Value: l.name, File: l.dir})
			break
		}
	}
	if f, ok := versionFact(t); ok {
		facts = append(facts, f)
	}
	if f, ok := commitFact(t.Root); ok {
		facts = append(facts, f)
	}
	return facts, nil
}

// versionFact reads version/VERSION, else version/version.go.
func versionFact(t *Tree) (Fact, bool) {
	if data, err := os.ReadFile(filepath.Join(t.Root, "version", "VERSION")); err == nil {
		v := strings.TrimSpace(strings.SplitN(string(data), "\n", 2)[0])
		if v != "" {
			return Fact{Kind: "version", Where: "-", Name: "version", Value: v, File: "version/VERSION", Line: 1}, true
		}
	}
	pkg := t.Pkgs["version"]
	if pkg == nil {
		return Fact{}, false
	}
	e, ok := pkg.Vals["Version"]
	if !ok {
		return Fact{}, false
	}
	v, ok := t.Str(pkg, e)
	if !ok || v == "" {
		return Fact{}, false
	}
	if pe, ok := pkg.Vals["Prerelease"]; ok {
		if pre, ok := t.Str(pkg, pe); ok && pre != "" {
			v += "-" + pre
		}
	}
	file, line := t.Where(e)
	return Fact{Kind: "version", Where: "-", Name: "version", Value: v, File: file, Line: line}, true
}

// commitFact reads root/MANIFEST's "commit<TAB>HASH" line, else root/.git.
func commitFact(root string) (Fact, bool) {
	if f, err := os.Open(filepath.Join(root, "MANIFEST")); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			k, v, ok := strings.Cut(sc.Text(), "\t")
			if ok && k == "commit" && strings.TrimSpace(v) != "" {
				return Fact{Kind: "commit", Where: "-", Name: "commit", Value: strings.TrimSpace(v), File: "MANIFEST", Line: n}, true
			}
		}
	}
	if c := gitHead(root); c != "" {
		return Fact{Kind: "commit", Where: "-", Name: "commit", Value: c, File: ".git/HEAD", Line: 1}, true
	}
	return Fact{}, false
}

// gitHead returns the commit that root/.git's HEAD names, or "".  .git may
// be a folder or a file "gitdir: PATH" (a worktree); a branch is read from
// its loose ref, else from packed-refs, in the git folder or its common one.
func gitHead(root string) string {
	dir := filepath.Join(root, ".git")
	st, err := os.Stat(dir)
	if err != nil {
		return ""
	}
	if !st.IsDir() {
		data, err := os.ReadFile(dir)
		if err != nil || !strings.HasPrefix(string(data), "gitdir:") {
			return ""
		}
		dir = strings.TrimSpace(strings.TrimPrefix(string(data), "gitdir:"))
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(root, dir)
		}
	}
	head, err := os.ReadFile(filepath.Join(dir, "HEAD"))
	if err != nil {
		return ""
	}
	h := strings.TrimSpace(string(head))
	if !strings.HasPrefix(h, "ref:") {
		return h
	}
	ref := strings.TrimSpace(strings.TrimPrefix(h, "ref:"))
	dirs := []string{dir}
	if common, err := os.ReadFile(filepath.Join(dir, "commondir")); err == nil {
		c := strings.TrimSpace(string(common))
		if !filepath.IsAbs(c) {
			c = filepath.Join(dir, c)
		}
		dirs = append(dirs, c)
	}
	for _, d := range dirs {
		if data, err := os.ReadFile(filepath.Join(d, filepath.FromSlash(ref))); err == nil {
			return strings.TrimSpace(string(data))
		}
		if data, err := os.ReadFile(filepath.Join(d, "packed-refs")); err == nil {
			for _, line := range strings.Split(string(data), "\n") {
				if hash, name, ok := strings.Cut(line, " "); ok && name == ref {
					return hash
				}
			}
		}
	}
	return ""
}
