#!/bin/sh
# spec_delta.t -- reserve-gen delta: for pairs of shipped specs, the delta it writes of the
# second on the first loads, gives the same items as the second (tests/spec_canon.py: the
# flattened specs, items and nested blocks sorted) and audits as no change against it.
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
RESERVE=${RESERVE:-$top_builddir/reserve}
if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 is needed to compare specs"
	exit 0
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0
result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 20 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}
s=$top_srcdir/spec
for pair in "history/tofu-1.10 history/tofu-1.11" "history/tofu-1.11 history/tofu-1.12" "history/tofu-1.12 tofu" \
	"history/terraform-1.2 history/terraform-1.3" "history/terraform-1.3 terraform" "history/tofu-1.10 tofu" \
	"history/tofu-1.6 history/tofu-1.7" "history/tofu-1.7 history/tofu-1.8" "history/tofu-1.8 history/tofu-1.9" \
	"history/tofu-1.9 history/tofu-1.10" "history/tofu-1.6 tofu"; do
	set -- $pair
	d=$tmp/$(basename "$2").delta.hcl
	if ! "$GEN" delta --base "$s/$1.hcl" "$s/$2.hcl" -o "$d" 2>"$tmp/err"; then
		result 0 "delta of $2 on $1 is written" "$(cat "$tmp/err")"
		continue
	fi
	"$GEN" flatten "$s/$2.hcl" >"$tmp/whole.hcl" 2>"$tmp/err" &&
		"$GEN" flatten "$d" >"$tmp/delta.hcl" 2>>"$tmp/err" &&
		python3 "$top_srcdir/tests/spec_canon.py" "$tmp/whole.hcl" >"$tmp/a" &&
		python3 "$top_srcdir/tests/spec_canon.py" "$tmp/delta.hcl" >"$tmp/b"
	diffs=$(diff "$tmp/a" "$tmp/b" | head -n 20)
	[ -s "$tmp/a" ] && [ -z "$diffs" ] && pass=1 || pass=0
	result $pass "delta of $2 on $1 ($(wc -l <"$d") lines) has the items of $2" "$(cat "$tmp/err")$diffs"
	out=$("$RESERVE" audit --format json "$s/$2.hcl" "$d" 2>&1)
	printf '%s\n' "$out" | grep -q '"changes": \[\]' && pass=1 || pass=0
	result $pass "audit $2 against its delta on $1: no change" "$(printf '%s\n' "$out" | head -n 20)"
done
# What a delta cannot say is refused, with the reason: another language, and a key of the
# language block that the spec unsets (items are removed and written anew instead).
"$GEN" delta --base "$s/tofu.hcl" "$s/examples/symbols.hcl" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'describe different languages' "$tmp/err" && pass=1 || pass=0
result $pass "a spec of another language: exit 2 ($rc)" "$(cat "$tmp/err")"
"$GEN" delta --base "$s/tofu.hcl" "$s/history/tofu-1.10.hcl" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q 'unsets a key of the language block' "$tmp/err" && pass=1 || pass=0
result $pass "a language key the spec unsets: exit 1 ($rc)" "$(cat "$tmp/err")"
"$GEN" delta --base "$s/tofu.hcl" >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] && pass=1 || pass=0
result $pass "usage: exit 2 ($rc)"

echo "1..$n"
[ $fails -eq 0 ]
