#!/bin/sh
# validate.t -- `reserve check` says what `tofu validate` and `terraform validate` say, kind by
# kind of mistake (issue 29), each in tests/data/validate/KIND/:
#   bad/            a module with mistakes of that kind;
#   good/           its valid twin: no diagnostic at all;
#   SPEC.json       the whole `reserve check --spec SPEC --format json bad` output expected,
#                   run from tests/data/validate (so file names are relative), for each SPEC
#                   of the built-in specs (tofu, terraform) that has one.
# A kind is checked for the specs it has an expected output for; each SPEC.json has a good twin
# checked with the same spec; the kinds about children pass with --call-module-type none.
# Environment: RESERVE (the program), top_srcdir.
set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
	echo "Bail out! program under test not found: $RESERVE"
	exit 1
fi
cd "$top_srcdir/tests/data/validate" || { echo "Bail out! no tests/data/validate"; exit 1; }
RESERVE_SPEC_PATH=$(cd ../../../spec && pwd); export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0
total=0
for want in */*.json; do total=$((total + 2)); done
# the kinds whose every diagnostic is about a child (none without reading it)
child_kinds="child-missing-argument child-output child-recursion child-unsupported-argument"
for kind in $child_kinds; do total=$((total + 1)); done
echo "1..$total"
for want in */*.json; do
	kind=${want%%/*}
	spec=${want#*/}
	spec=${spec%.json}
	n=$((n + 1))
	"$RESERVE" check --spec "$spec" --format json "$kind/bad" >"$tmp/got" 2>/dev/null
	if cmp -s "$want" "$tmp/got"; then
		echo "ok $n - $kind, $spec: validate's diagnostics, ranges and contexts"
	else
		echo "not ok $n - $kind, $spec: validate's diagnostics, ranges and contexts"
		diff "$want" "$tmp/got" | sed -e '20q' -e 's/^/#   /'
	fi
	n=$((n + 1))
	"$RESERVE" check --spec "$spec" --format compact "$kind/good" >"$tmp/good" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && [ ! -s "$tmp/good" ]; then
		echo "ok $n - $kind, $spec: its valid twin passes without a diagnostic"
	else
		echo "not ok $n - $kind, $spec: its valid twin passes without a diagnostic (exit status $rc)"
		sed -e '10q' -e 's/^/#   /' "$tmp/good"
	fi
done
# --call-module-type none reads no child: the same modules pass, whose
# diagnostics above all come from their children
for kind in $child_kinds; do
	n=$((n + 1))
	"$RESERVE" check --spec tofu --call-module-type none --format compact "$kind/bad" >"$tmp/none" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && [ ! -s "$tmp/none" ]; then
		echo "ok $n - $kind, --call-module-type none: no child read, nothing reported"
	else
		echo "not ok $n - $kind, --call-module-type none: no child read, nothing reported (exit status $rc)"
		sed -e '10q' -e 's/^/#   /' "$tmp/none"
	fi
done
