#!/bin/sh
# spec_extends.t -- what a spec that extends another can change of it (doc/spec.md, "Extending
# a spec").  Each tests/data/spec-extends/KIND.hcl extends base.hcl with one kind of change
# (add, change, remove, replace); KIND-flat.hcl is the same spec written whole.  Both must
# compile to the same tables (reserve-gen output, the spec file's name aside), which are not
# the base's, and `reserve audit base.hcl` must say the same of both.  Each bad-*.hcl must be
# refused with the summary and the exact message its first two lines give, at a line of it
# (or of the file a third line, "# at: FILE", names).
# A spec extending ten others loads, and equals the same spec written whole; one extending
# sixteen is refused.
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
RESERVE=${RESERVE:-$top_builddir/reserve}
case $GEN in /*) ;; *) GEN=$(pwd)/$GEN ;; esac
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
templates=$(cd "$top_srcdir/gen" && pwd)
cd "$top_srcdir/tests/data/spec-extends" || exit 1
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

# tables SPEC DIR: the C tables and reference page of SPEC in DIR, without SPEC's name.
tables() {
	rm -rf "$2" && mkdir "$2" && "$GEN" --templates "$templates" "$1" -o "$2" >"$2.log" 2>&1 || return 1
	for f in "$2"/*; do
		sed 's/from [^ ]* via/from SPEC via/; s/from `[^`]*` via/from SPEC via/' "$f" >"$f.x" && mv "$f.x" "$f"
	done
}

# audit SPEC: `reserve audit base.hcl SPEC`, SPEC's name replaced by NEW.
audit() {
	"$RESERVE" audit base.hcl "$1" 2>&1 | sed "s|$1|NEW|g"
}

tables base.hcl "$tmp/base" || result 0 "base.hcl compiles" "$(cat "$tmp/base.log")"
for flat in *-flat.hcl; do
	kind=${flat%-flat.hcl}
	if tables "$kind.hcl" "$tmp/delta" && tables "$flat" "$tmp/flat"; then
		d=$(diff -r "$tmp/delta" "$tmp/flat")
		[ -z "$d" ] && pass=1 || pass=0
		result $pass "$kind: the delta spec compiles to the tables of the whole one" "$d"
		diff -r -q "$tmp/base" "$tmp/delta" >/dev/null && pass=0 || pass=1
		result $pass "$kind: the delta's tables are not the base's" ""
	else
		result 0 "$kind: the delta spec compiles to the tables of the whole one" \
			"$(cat "$tmp/delta.log" "$tmp/flat.log" 2>/dev/null)"
		result 0 "$kind: the delta's tables are not the base's" ""
	fi
	a=$(audit "$kind.hcl")
	b=$(audit "$flat")
	[ "$a" = "$b" ] && printf '%s\n' "$a" | grep -q '^Changes: ' && pass=1 || pass=0
	result $pass "$kind: audit of base.hcl and the delta is its audit with the whole spec" \
		"$(printf '%s\n' "--- delta" "$a" "--- whole" "$b")"
done

for f in bad-*.hcl; do
	summary=$(sed -n '1s/^# expect: //p' "$f")
	detail=$(sed -n '2s/^# detail: //p' "$f")
	at=$(sed -n '3s/^# at: //p' "$f")
	at=${at:-$f}
	out=$("$GEN" --check "$f" 2>&1)
	rc=$?
	pass=0
	if [ $rc -eq 1 ] && printf '%s\n' "$out" | grep -q "Error: $summary\$" &&
		printf '%s\n' "$out" | grep -q "on $at line [0-9]" &&
		printf '%s\n' "$out" | grep -F -q -x "│ $detail"; then
		pass=1
	fi
	result $pass "$f is refused: $summary: $detail" "$out"
done

# A chain: c1.hcl extends base.hcl, c2.hcl extends c1.hcl, ... c10.hcl; each adds a function and
# removes the one its base added.  Written whole: base.hcl with only f10 added.
i=1
while [ $i -le 10 ]; do
	b=c$((i - 1)).hcl
	[ $i = 1 ] && b=$(pwd)/base.hcl
	{
		printf 'language "t" {\n  extends = "%s"\n  version = "1.%d"\n}\n' "$b" $i
		[ $i -gt 1 ] && printf 'remove {\n  functions = ["f%d"]\n}\n' $((i - 1))
		printf 'function "f%d" { since = "1.%d" }\n' $i $i
	} >"$tmp/c$i.hcl"
	i=$((i + 1))
done
sed 's/^  version           = "1.0"$/  version = "1.10"/' base.hcl >"$tmp/c10-flat.hcl"
printf 'function "f10" { since = "1.10" }\n' >>"$tmp/c10-flat.hcl"
if tables "$tmp/c10.hcl" "$tmp/chain" && tables "$tmp/c10-flat.hcl" "$tmp/chain-flat"; then
	d=$(diff -r "$tmp/chain" "$tmp/chain-flat")
	[ -z "$d" ] && pass=1 || pass=0
	result $pass "a spec extending ten others compiles to the tables of the same spec written whole" "$d"
else
	result 0 "a spec extending ten others compiles to the tables of the same spec written whole" \
		"$(cat "$tmp/chain.log" "$tmp/chain-flat.log" 2>/dev/null)"
fi
i=11
while [ $i -le 16 ]; do
	printf 'language "t" {\n  extends = "c%d.hcl"\n}\n' $((i - 1)) >"$tmp/c$i.hcl"
	i=$((i + 1))
done
out=$("$GEN" --check "$tmp/c16.hcl" 2>&1)
[ $? -eq 1 ] && printf '%s\n' "$out" | grep -q 'Error: Spec extends too deep' &&
	printf '%s\n' "$out" | grep -q 'at most 15 levels deep' && pass=1 || pass=0
result $pass "a spec extending sixteen others is refused: Spec extends too deep" "$out"

# The examples of doc/spec.md's "Extending a spec" load: each on top of spec/history/tofu-1.12.hcl
# (the features' and editions': of base.hcl, which has some), under a language block that
# extends it, unless the example is a language block itself.
base=$(pwd)/base.hcl
tofu=$(cd ../../../spec/history && pwd)/tofu-1.12.hcl
awk -v dir="$tmp" '
	/^## / { in_section = ($0 == "## Extending a spec") }
	in_section && /^```hcl$/ { k++; file = dir "/example" k ".hcl"; next }
	file && /^```$/ { close(file); file = ""; next }
	file { print > file }' ../../../doc/spec.md
k=0
for ex in "$tmp"/example*.hcl; do
	[ -f "$ex" ] || continue
	k=$((k + 1))
	on=$tofu
	grep -q 'f_exp\|f_old' "$ex" && on=$base
	if head -n 1 "$ex" | grep -q '^language'; then
		sed "s|\"history/tofu-1.12.hcl\"|\"$on\"|" "$ex" >"$ex.spec"
	else
		{ printf 'language "x" {\n  extends = "%s"\n  version = "1.13.0"\n}\n' "$on"; cat "$ex"; } >"$ex.spec"
	fi
	out=$("$GEN" --check "$ex.spec" 2>&1)
	[ $? -eq 0 ] && pass=1 || pass=0
	result $pass "doc/spec.md's example $k of \"Extending a spec\" loads" "$(cat "$ex"; echo "$out")"
done
[ $k -ge 15 ] && pass=1 || pass=0
result $pass "doc/spec.md's \"Extending a spec\" has an example of each kind ($k)" ""

echo "1..$n"
[ $fails -eq 0 ]
