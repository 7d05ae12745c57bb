#!/bin/bash
# srcfacts_meta.t -- reserve-srcfacts' language, version, commit, experiment, function,
# namespace and diagnostic facts (doc/drift.md, "Rules of the extractor").  First over a small
# tree written here, one case per rule (templates, locals, console-only functions, tables added
# in loops, namespaces, the shapes of a diagnostic, parseref by reachability, .git's HEAD); then
# over every tree of SHARED_DIR/upstream: each run exits 0, each tree's version and commit, and
# facts read in the trees' sources (functions and experiments that came and went, texts).
# Needs go (srcfacts is built here with `go build`); the second part needs SHARED_DIR/upstream.
# Runs as `SHARED_DIR=DIR bash tests/srcfacts_meta.t` from the top folder, or from make.
: "${top_srcdir:=.}"
LC_ALL=C; export LC_ALL
cd "$top_srcdir" || exit 1
command -v go >/dev/null 2>&1 || { echo "1..0 # SKIP go is not installed: srcfacts cannot be built"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/srcfacts_meta.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
[ -n "$(go env GOCACHE 2>/dev/null)" ] || { GOCACHE=$tmp/gocache; export GOCACHE; }
if ! go build -o "$tmp/srcfacts" gen/srcfacts/*.go 2>"$tmp/build.err"; then
	echo "1..1"; echo "not ok 1 - go build of gen/srcfacts"; sed 's/^/#   /' "$tmp/build.err"; exit 0
fi
KINDS=language,version,commit,experiment,function,namespace,diagnostic

n=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
# has FACTS KIND WHERE NAME VALUE: FACTS states the fact (its first four fields).
has() { cut -f1-4 "$1" | grep -Fxq "$(printf '%s\t%s\t%s\t%s' "$2" "$3" "$4" "$5")"; }
# fact DESCRIPTION FACTS KIND WHERE NAME VALUE: a test that FACTS states the fact.
fact() { local d=$1; shift; has "$@"; ok $? "$d"; }
# nofact DESCRIPTION FACTS KIND NAME: a test that FACTS has no fact of KIND named NAME.
nofact() { cut -f1,3 "$2" | grep -Fxq "$(printf '%s\t%s' "$3" "$4")"; [ $? = 1 ]; ok $? "$1"; }

# ---- a tree written for the rules ------------------------------------------------------
t=$tmp/tree
mkdir -p "$t/version" "$t/internal/terraform" "$t/internal/experiments" "$t/internal/lang" \
	"$t/internal/addrs" "$t/.git"
echo 'ref: refs/heads/trunk' >"$t/.git/HEAD"
printf '# pack-refs\n0123456789abcdef0123456789abcdef01234567 refs/heads/trunk\n' >"$t/.git/packed-refs"
cat >"$t/version/version.go" <<'EOF'
package version

var Version = "2.0.0"

var Prerelease = "beta1"
EOF
echo 'package terraform' >"$t/internal/terraform/eval.go"
cat >"$t/internal/experiments/experiment.go" <<'EOF'
package experiments

type Experiment string

const (
	Alpha = Experiment("alpha_feature")
	Beta  = Experiment("beta_feature")
)

func init() {
	registerCurrentExperiment(Alpha)
	registerConcludedExperiment(Beta, "Beta is "+"now on.")
}

func registerCurrentExperiment(e Experiment)           {}
func registerConcludedExperiment(e Experiment, m string) {}
EOF
cat >"$t/internal/lang/functions.go" <<'EOF'
package lang

import (
	"fmt"

	"example.org/x/function"
	"example.org/x/internal/addrs"
)

var moreNames = []string{"gamma"}

type Scope struct {
	ConsoleMode bool
	funcs       map[string]function.Function
}

func (s *Scope) Functions() map[string]function.Function {
	s.funcs = baseTable()
	if s.ConsoleMode {
		s.funcs["consoleonly"] = nil
	} else {
		s.funcs["notconsole"] = nil
	}
	for _, name := range moreNames {
		s.funcs[name] = nil
	}
	for name, f := range s.funcs {
		s.funcs["core::"+name] = f
	}
	return s.funcs
}

func baseTable() map[string]function.Function {
	t := map[string]function.Function{"alpha": nil, "beta": nil}
	t[addrs.Delta] = nil
	return t
}

func unused() map[string]function.Function {
	return map[string]function.Function{"notreached": nil}
}

func rewrite(d *hcl.Diagnostic, x bool, y string) {
	d.Summary = "Rewritten"
	if x {
		d.Detail = "one"
	} else {
		d.Detail = fmt.Sprintf("two %s", y)
	}
}
EOF
cat >"$t/internal/addrs/parse_ref.go" <<'EOF'
package addrs

import "fmt"

const Delta = "delta"

const FunctionNamespaceProvider = "provider"

func ParseRef(t []string) error { return parseRef(t) }

func parseRef(t []string) error {
	var r ref
	r.check()
	return invalid()
}

type ref struct{}

func (ref) check() {
	_ = &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reached by a method", Detail: "m"}
}

func invalid() error {
	_ = hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  "Invalid reference",
		Detail:   fmt.Sprintf("The %q object %d%% of %[1]s %-5.2f.", "a", 1, 2.0),
	}}
	return nil
}

func other(name string) {
	_ = tfdiags.Sourceless(tfdiags.Error, "Other "+name, "Plain detail")
	_ = &hcl.Diagnostic{Severity: hcl.DiagError, Summary: name}
	const s = "Local constant"
	_ = hcl.Diagnostic{Severity: hcl.DiagWarning, Summary: s}
	summary := fmt.Sprintf("Local %s", name)
	_ = []*hcl.Diagnostic{{Severity: hcl.DiagError, Summary: summary, Detail: name}}
	// _ = hcl.Diagnostic{Summary: "In a comment"}
}
EOF

total=56
echo "1..$total"

"$tmp/srcfacts" --kinds $KINDS "$t" >"$tmp/tree.facts" 2>"$tmp/tree.err"
ok $? "srcfacts reads the small tree"
f=$tmp/tree.facts
fact "language: internal/terraform" "$f" language - language terraform
fact "version: version.go's Version and Prerelease" "$f" version - version 2.0.0-beta1
fact "commit: .git's HEAD through packed-refs" "$f" commit - commit 0123456789abcdef0123456789abcdef01234567
fact "experiment: current, its name resolved" "$f" experiment current alpha_feature ""
fact "experiment: concluded, with its message" "$f" experiment concluded beta_feature "Beta is now on."
fact "function: a map literal's key" "$f" function builtin alpha ""
fact "function: a constant of another package as a key" "$f" function builtin delta ""
fact "function: a loop over a package-level table" "$f" function builtin gamma ""
fact "function: set in the else of a console test" "$f" function builtin notconsole ""
nofact "function: console-only left out" "$f" function consoleonly
nofact "function: a table no builder reaches left out" "$f" function notreached
nofact "function: core:: copies are no functions" "$f" function core::alpha
fact "namespace: core from \"core::\"+name" "$f" namespace - core ""
fact "namespace: provider from addrs.FunctionNamespaceProvider" "$f" namespace - provider ""
fact "diagnostic: a method reached from ParseRef is parseref" "$f" diagnostic parseref "Reached by a method" m
fact "diagnostic: an untyped element of hcl.Diagnostics; verbs, %q, %% and an index" "$f" \
	diagnostic parseref "Invalid reference" 'The "{}" object {}% of {} {}.'
fact "diagnostic: a severity-first call, a concatenation" "$f" diagnostic addrs "Other {}" "Plain detail"
fact "diagnostic: a local constant, no Detail" "$f" diagnostic addrs "Local constant" ""
fact "diagnostic: a local given a Sprintf once; a detail that is not constant" "$f" diagnostic addrs "Local {}" "{}"
fact "diagnostic: X.Summary then X.Detail in an if" "$f" diagnostic lang Rewritten one
fact "diagnostic: X.Summary then X.Detail in the else" "$f" diagnostic lang Rewritten "two {}"
[ "$(grep -c '^diagnostic' "$f")" = 7 ]
ok $? "diagnostic: a summary that is not constant and a comment give none (7 facts)"

# ---- the trees of SHARED_DIR/upstream ---------------------------------------------------
up=${SHARED_DIR:-../shared}/upstream
if [ ! -d "$up/opentofu" ] || [ ! -d "$up/terraform" ]; then
	while [ "$n" -lt "$total" ]; do skip "no upstream trees: SHARED_DIR is not set or has no upstream/"; done
	exit 0
fi

# Each tree's version, read in its version/VERSION or version/version.go.
versions="opentofu/1.6.3=1.6.3 opentofu/1.7.10=1.7.10 opentofu/1.8.11=1.8.11 opentofu/1.9.4=1.9.4
opentofu/1.10.10=1.10.10 opentofu/1.11.14=1.11.14 opentofu/1.12.6=1.12.6 opentofu/main=1.13.0-dev
terraform/1.0.11=1.0.11 terraform/1.1.9=1.1.9 terraform/1.2.9=1.2.9 terraform/1.3.10=1.3.10
terraform/1.4.7=1.4.7 terraform/1.5.7=1.5.7 terraform/1.6.6=1.6.6 terraform/1.7.5=1.7.5
terraform/1.8.5=1.8.5 terraform/1.9.8=1.9.8 terraform/1.10.5=1.10.5 terraform/1.11.4=1.11.4
terraform/1.12.2=1.12.2 terraform/1.13.5=1.13.5 terraform/1.14.9=1.14.9 terraform/main=1.17.0-dev"
bad_rc="" bad_version="" bad_commit="" bad_lang="" trees=0
for tv in $versions; do
	tree=${tv%=*} want=${tv#*=} out=$tmp/${tree%/*}-${tree#*/}.facts
	trees=$((trees + 1))
	"$tmp/srcfacts" --kinds $KINDS "$up/$tree" >"$out" 2>"$tmp/err" || bad_rc="$bad_rc $tree"
	has "$out" version - version "$want" || bad_version="$bad_version $tree"
	commit=$(sed -n 's/^commit\t//p' "$up/$tree/MANIFEST")
	[ -n "$commit" ] && has "$out" commit - commit "$commit" || bad_commit="$bad_commit $tree"
	has "$out" language - language "${tree%/*}" || bad_lang="$bad_lang $tree"
done
[ "$trees" = 24 ] && [ -z "$bad_rc" ]
ok $? "srcfacts exits 0 on each of the 24 trees${bad_rc:+ (not:$bad_rc)}"
[ -z "$bad_version" ]; ok $? "each tree's version${bad_version:+ (wrong:$bad_version)}"
[ -z "$bad_commit" ]; ok $? "each tree's commit, as its MANIFEST says${bad_commit:+ (wrong:$bad_commit)}"
[ -z "$bad_lang" ]; ok $? "each tree's language${bad_lang:+ (wrong:$bad_lang)}"

o=$tmp/opentofu
tf=$tmp/terraform
fact "tofu 1.12.6: ParseRef's data reference" "$o-1.12.6.facts" diagnostic parseref "Invalid reference" \
	'The "data" object must be followed by two attribute names: the data source type and the resource name.'
fact "tofu 1.12.6: a summary in a local constant (provider_validation)" "$o-1.12.6.facts" diagnostic configs \
	"Provider type mismatch" 'The assigned configuration is for provider "{}", but local name "{}" in {} represents "{}".\n\nTo pass this configuration to the child module, use the local name "{}" instead.'
fact "tofu 1.12.6: a summary in a local Sprintf" "$o-1.12.6.facts" diagnostic configs "Invalid {} provider configuration" \
	"An instance key can be specified only for a provider configuration that uses for_each."
fact "tofu 1.12.6: tfdiags.AttributeValue in lang" "$o-1.12.6.facts" diagnostic lang \
	"Ephemeral value used in non-ephemeral context" \
	'Attribute "{}" is referencing an ephemeral value but ephemeral values can be referenced only by other ephemeral attributes or by write-only ones.'
fact "tofu 1.12.6: enhanced.Summary and Detail (eval.go)" "$o-1.12.6.facts" diagnostic lang \
	"Call to unknown function" 'There is no builtin ({}::) function named "{}".'
[ "$(grep -c '^function' "$o-1.12.6.facts") $(grep -c '^function' "$tf-1.14.9.facts") $(grep -c '^function' "$tf-1.2.9.facts")" = "123 120 113" ]
ok $? "function counts: tofu 1.12.6 123, terraform 1.14.9 120, terraform 1.2.9 113"
nofact "tofu 1.6.3: no provider namespace" "$o-1.6.3.facts" namespace provider
fact "tofu 1.7.10: provider functions' namespace" "$o-1.7.10.facts" namespace - provider ""
fact "tofu 1.7.10: core:: copies" "$o-1.7.10.facts" namespace - core ""
fact "tofu 1.12.6: core from FunctionNamespaceCore (FullyQualified)" "$o-1.12.6.facts" namespace - core ""
nofact "tofu 1.6.3: no templatestring" "$o-1.6.3.facts" function templatestring
fact "tofu 1.7.10: templatestring" "$o-1.7.10.facts" function builtin templatestring ""
nofact "tofu 1.10.10: no ephemeralasnull" "$o-1.10.10.facts" function ephemeralasnull
fact "tofu 1.11.14: ephemeralasnull" "$o-1.11.14.facts" function builtin ephemeralasnull ""
fact "tofu main: assumeequal" "$o-main.facts" function builtin assumeequal ""
[ "$(grep -c '^experiment' "$o-main.facts")" = 0 ]
ok $? "tofu main: no experiment registered"
nofact "tofu 1.12.6: type is console-only" "$o-1.12.6.facts" function type
fact "terraform 1.2.9: defaults, the optional attributes experiment's function" "$tf-1.2.9.facts" function builtin defaults ""
fact "terraform 1.2.9: module_variable_optional_attrs is current" "$tf-1.2.9.facts" experiment current module_variable_optional_attrs ""
nofact "terraform 1.3.10: no defaults" "$tf-1.3.10.facts" function defaults
fact "terraform 1.3.10: module_variable_optional_attrs concluded, with its message" "$tf-1.3.10.facts" \
	experiment concluded module_variable_optional_attrs \
	"The final feature corresponding to this experiment differs from the experimental form and is available in the Terraform language from Terraform v1.3.0 onwards."
nofact "terraform 1.4.7: no plantimestamp" "$tf-1.4.7.facts" function plantimestamp
fact "terraform 1.5.7: plantimestamp (set when not in the console)" "$tf-1.5.7.facts" function builtin plantimestamp ""
nofact "terraform 1.8.5: no templatestring" "$tf-1.8.5.facts" function templatestring
fact "terraform 1.9.8: templatestring" "$tf-1.9.8.facts" function builtin templatestring ""
fact "terraform 1.9.8: template_string_func concluded" "$tf-1.9.8.facts" experiment concluded template_string_func \
	"The templatestring function can now be used without enabling an experiment."
fact "terraform 1.13.5: actions is current" "$tf-1.13.5.facts" experiment current actions ""
fact "terraform 1.14.9: d.Summary with a later d.Detail" "$tf-1.14.9.facts" diagnostic lang "Unknown provider function" \
	'The function call must include the provider name after the "provider::" prefix.'
fact "terraform 1.0.11: tfdiags.Sourceless in addrs" "$tf-1.0.11.facts" diagnostic addrs "Invalid provider type" \
	'Provider source "{}" has a type with the prefix "{}", which isn'"'"'t allowed because it would be redundant to name a Terraform provider with that prefix. If you are the author of this provider, rename it to not include the prefix.'
