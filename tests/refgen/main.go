// Command refgen writes random references for the differential test of the
// generated Go ParseRef (tests/go_parseref.t): lines SCOPE<TAB>INPUT, from
// the roots and type keywords of a spec's JSON (reserve-gen --lang json) and
// a fixed vocabulary of steps, index keys, splats and bad tokens.  The same
// seed gives the same lines.
//
//	refgen -spec SPEC.json -n COUNT -seed N
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var (
	names = []string{"aws_instance", "x", "a-b", "_x", "foo_bar2", "web", "id", "Name", "k8s", "a_b-c",
		"tags", "index", "key", "value", "module", "each", "count", "self", "output", "run", "true", "null"}
	numbers = []string{"0", "1", "42", "01", "1.5", "1e3", "1.0", "0.5e1", "9223372036854775807",
		"9223372036854775808", "1e+2", "12", "7"}
	strs = []string{`"a"`, `"k-1"`, `"a\"b"`, `"\n"`, `"é"`, `"\u00e9"`, `"a$b"`, `""`, `"\\"`, `"x y"`,
		`"\t"`, `"100%"`, `"\U0001F600"`}
	bad = []string{"@", ".", "[", "[]", "..", "[0", " x", "]", "/*", " # c", "$", `["a`, " + 1", `["\x"]`,
		"[*", ".0.1", "[1e]", "[0.]", ";", "'", "[var.x", "]]", " // c", "/* c */"}
)

func main() {
	specPath := flag.String("spec", "", "the spec as JSON (reserve-gen --lang json)")
	n := flag.Int("n", 1000, "how many lines")
	seed := flag.Int64("seed", 1, "the random seed")
	flag.Parse()
	var spec struct {
		Language struct {
			TypeKeywords []string `json:"type_keywords"`
		} `json:"language"`
		Roots []struct {
			Name string `json:"name"`
		} `json:"roots"`
	}
	data, err := os.ReadFile(*specPath)
	if err == nil {
		err = json.Unmarshal(data, &spec)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "refgen:", err)
		os.Exit(2)
	}
	roots := append([]string(nil), names...)
	roots = append(roots, spec.Language.TypeKeywords...)
	var specRoots []string
	for _, r := range spec.Roots {
		specRoots = append(specRoots, r.Name)
	}
	rnd := rand.New(rand.NewSource(*seed))
	pick := func(l []string) string { return l[rnd.Intn(len(l))] }
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for i := 0; i < *n; i++ {
		var b strings.Builder
		if rnd.Intn(20) == 0 {
			b.WriteString(pick([]string{" ", "-", "!", "  "}))
		}
		if rnd.Intn(10) < 6 {
			b.WriteString(pick(specRoots))
		} else {
			b.WriteString(pick(roots))
		}
		badAt := -1 // a bad token after that many steps
		steps := rnd.Intn(6)
		if rnd.Intn(8) == 0 {
			badAt = rnd.Intn(steps + 1)
		}
		for k := 0; k <= steps; k++ {
			if k == badAt {
				b.WriteString(pick(bad))
			}
			if k == steps {
				break
			}
			switch p := rnd.Intn(100); {
			case p < 42:
				b.WriteString("." + pick(names))
			case p < 47:
				b.WriteString("." + pick([]string{"0", "1", "12", "1e2"}))
			case p < 63:
				b.WriteString("[" + pick(numbers) + "]")
			case p < 79:
				b.WriteString("[" + pick(strs) + "]")
			case p < 84:
				b.WriteString("[" + pick([]string{"true", "false", "null"}) + "]")
			case p < 88:
				b.WriteString("[*]")
			case p < 90:
				b.WriteString(".*")
			case p < 93:
				b.WriteString("[-1]")
			case p < 96:
				b.WriteString("[var.x]")
			default:
				b.WriteString(pick([]string{"[ 0 ]", " .x", `[ "a" ]`, "[0] "}))
			}
		}
		scope := "normal"
		if rnd.Intn(4) == 0 {
			scope = "testing"
		}
		fmt.Fprintf(out, "%s\t%s\n", scope, b.String())
	}
}
