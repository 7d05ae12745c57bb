#!/bin/sh
# loader_rules.t -- the loader rules each shipped spec states of its release, diagnostic by
# diagnostic (code, range, summary and detail), for a module that breaks them and one that
# keeps them, in tests/data/loader-rules/CASE/:
#   bad/, good/        a module each;
#   expect.SPEC        every diagnostic of `reserve check --spec SPEC bad/`, in order, one a
#                      line: START-END<TAB>CODE<TAB>SUMMARY<TAB>DETAIL (START and END are
#                      LINE:COLUMN; "-" for a diagnostic without a range); good/ has no
#                      diagnostic at all under any such SPEC, or those of good.SPEC when there
#                      is one (a release without the feature).
# The cases: arguments gohcl decodes as constants (hcl's "Variables not allowed", "Function
# calls not allowed" and gohcl's "Unsuitable value type" at hcl's StartRange), and their JSON
# form, read as text; an import's id (required before OpenTofu 1.12, then exactly one of id and
# identity); OpenTofu 1.12's const = false variables in a static context; lifecycle destroy in
# ephemeral and data blocks.  Diagnostics are read from --format json with python3.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
data=tests/data/loader-rules
if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 is needed to read the JSON output"
	exit 0
fi

# diags SPEC DIR: the diagnostics of `reserve check --spec SPEC DIR`, one a line.
diags() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null | python3 -c '
import json, sys
for d in json.load(sys.stdin).get("diagnostics", []):
    r = d.get("range")
    s, e = (r or {}).get("start", {}), (r or {}).get("end", {})
    at = "%s:%s-%s:%s" % (s.get("line"), s.get("column"), e.get("line"), e.get("column")) if r else "-"
    print("%s\t%s\t%s\t%s" % (at, d.get("code"), d.get("summary"), d.get("detail")))'
}

n=0
plan=0
for f in "$data"/*/expect.*; do plan=$((plan + 2)); done
echo "1..$plan"
for f in "$data"/*/expect.*; do
	case=$(basename "$(dirname "$f")")
	spec=${f##*/expect.}
	n=$((n + 1))
	got=$(diags "$spec" "$data/$case/bad")
	want=$(cat "$f")
	if [ "$got" = "$want" ]; then
		echo "ok $n - $case, $spec: $(printf '%s\n' "$want" | grep -c .) diagnostics, each at its place and in its words"
	else
		echo "not ok $n - $case, $spec"
		printf '%s\n' "--- want" "$want" "--- got" "$got" | sed 's/^/#   /'
	fi
	n=$((n + 1))
	got=$(diags "$spec" "$data/$case/good")
	if [ -f "$data/$case/good.$spec" ]; then
		want=$(cat "$data/$case/good.$spec")
		if [ "$got" = "$want" ]; then
			echo "ok $n - $case, $spec: the module that keeps the rules has only the diagnostics of a release without the feature"
		else
			echo "not ok $n - $case, $spec: the module that keeps the rules"
			printf '%s\n' "--- want" "$want" "--- got" "$got" | sed 's/^/#   /'
		fi
	elif [ -z "$got" ]; then
		echo "ok $n - $case, $spec: the module that keeps the rules has no diagnostic"
	else
		echo "not ok $n - $case, $spec: the module that keeps the rules"
		printf '%s\n' "$got" | sed 's/^/#   /'
	fi
done
