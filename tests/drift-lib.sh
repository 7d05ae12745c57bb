# drift-lib.sh -- sourced by drift.t and draft.t after `: "${top_srcdir:=.}"
# "${top_builddir:=.}"`: the programs, OpenTofu v1.12.6's sources and tofu-1.12 (or a SKIP of
# the whole test), result() and a temporary folder; then plant_tree SRC DEST, which copies
# the sources to DEST and changes one fact of each kind there (the list is in drift.t).
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
SRCFACTS=$top_builddir/reserve-srcfacts
TREE=${SHARED_DIR:-$top_srcdir/../shared}/upstream/opentofu/1.12.6
SPEC=$(cd "$top_srcdir" && pwd)/spec/history/tofu-1.12.hcl

if [ ! -x "$SRCFACTS" ]; then
	echo "1..0 # SKIP reserve-srcfacts was not built (configure found no Go)"
	exit 0
fi
if [ ! -d "$TREE/internal" ]; then
	echo "1..0 # SKIP no OpenTofu v1.12.6 sources under SHARED_DIR/upstream"
	exit 0
fi
if ! command -v python3 >/dev/null 2>&1 || ! command -v perl >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 and perl are needed to plant and compare"
	exit 0
fi
export RESERVE_SRCFACTS="$SRCFACTS"

n=0
fails=0
result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 30 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

plant_tree() {
	src=$1 dest=$2
	cp -R "$src" "$dest" && chmod -R u+w "$dest" || return 1
	# plant FILE PERL-EXPRESSION: one substitution that must change FILE.
	plant() {
		before=$(cksum <"$dest/$1")
		perl -0pi -e "$2" "$dest/$1"
		[ "$before" != "$(cksum <"$dest/$1")" ] || echo "plant: $1 unchanged by $2" >&2
	}
	echo 1.12.7 >"$dest/version/VERSION"
	plant internal/addrs/parse_ref.go 's/case "template", "lazy", "arg":/case "template", "lazy", "arg", "planted":/'
	plant internal/configs/provider.go 's/Summary:  "Reserved argument name in provider block",/Summary:  "Reserved argument named in provider block",/'
	plant internal/tofu/evaluate.go 's/\tcase "cwd":/\tcase "cwd", "planted":/'
	plant internal/configs/parser_config.go 's/(\t+)Type: "locals",\n/$1Type: "locals",\n$1Type: "planted",\n/'
	plant internal/configs/parser_config.go 's/\t\t\tType: "planted",\n/\t\t},\n\t\t{\n\t\t\tType: "planted",\n/'
	plant internal/configs/import.go 's/(Name: +"to",\n\s+Required:) true/$1 false/'
	plant internal/configs/named_values.go 's/content.Attributes\["description"\]/content.Attributes["planted"]/'
	plant internal/configs/provider.go 's/\{Name: "source"\},/{Name: "source"},\n\t\t{Name: "planted"},/'
	plant internal/configs/provider.go 's/\[\]string\{"count", "depends_on", "source"\}/[]string{"count", "depends_on", "source", "planted"}/'
	plant internal/experiments/experiment.go 's/(\tregisterConcludedExperiment\(VariableValidation)/\tregisterCurrentExperiment(Experiment("planted"))\n$1/'
	plant internal/lang/functions.go 's/("abs": +stdlib.AbsoluteFunc,)/$1\n\t\t"planted": stdlib.AbsoluteFunc,/'
	plant internal/configs/named_values.go 's/block.Body.Content\(variableBlockSchema\)/block.Body.PartialContent(variableBlockSchema)/'
	plant internal/lang/funcs/string.go 's/(\t+Name: +)"suffix",/$1"planted",/'
	plant internal/lang/funcs/string.go 's/(\t+Name: +"substr",\n(\t+)Type: +cty.String,\n)/$1$2AllowNull: true,\n/'
}
