#!/bin/sh
# spec_check.t -- the spec loader's checks: each file of tests/data/spec-check
# names on its first line the problem it must be reported with ("# expect:
# SUMMARY", or "ok"), and every shipped spec loads without problems.
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
n=0
fails=0

result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 15 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

for f in "$top_srcdir"/tests/data/spec-check/*.hcl; do
	want=$(sed -n '1s/^# expect: //p' "$f")
	out=$(NO_COLOR=1 "$GEN" --check "$f" 2>&1)
	rc=$?
	name=$(basename "$f")
	if [ "$want" = ok ]; then
		[ $rc -eq 0 ] && pass=1 || pass=0
		result $pass "$name loads without problems" "$out"
	else
		pass=0
		if [ $rc -eq 1 ] && printf '%s\n' "$out" | grep -q "Error: $want\$" &&
			printf '%s\n' "$out" | grep -q "on .*$name line [0-9]"; then
			pass=1
		fi
		result $pass "$name is rejected with \"$want\" and a file and line" "$out"
	fi
done

for f in spec/tofu.hcl spec/terraform.hcl spec/history/tofu-1.10.hcl spec/history/tofu-1.11.hcl \
	spec/history/tofu-1.12.hcl spec/history/terraform-1.2.hcl spec/history/terraform-1.3.hcl \
	spec/examples/symbols.hcl spec/examples/symbols-experiment.hcl; do
	out=$(cd "$top_srcdir" && NO_COLOR=1 "$GEN" --check "$f" 2>&1)
	[ $? -eq 0 ] && pass=1 || pass=0
	result $pass "$f loads without problems" "$out"
done

# A block of an extending spec named like one of its base's changes that block type in place
# (change-block.hcl): the reference page shows the changed lists, and no block type twice.
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
if "$GEN" --templates "$top_srcdir/gen" "$top_srcdir/tests/data/spec-check/change-block.hcl" -o "$tmp" >/dev/null 2>&1 &&
	[ -f "$tmp/t_reference.md" ]; then
	rows=$(grep -E '^\| `(thing|inner|new_inner)' "$tmp/t_reference.md")
	want='| `thing` | `name` | `b`, `c` | `inner` |  |  |  |
| `inner` in `thing` |  | `x`, `y` |  |  |  |  |
| `new_inner` in `thing` |  | `z` |  |  |  |  |'
	[ "$rows" = "$want" ] && pass=1 || pass=0
	result $pass "change-block.hcl changes its base's block types in place (lists added to and removed from)" "$rows"
else
	result 0 "change-block.hcl changes its base's block types in place (lists added to and removed from)" \
		"reserve-gen failed"
fi

out=$("$GEN" --check "$top_srcdir/tests/data/spec-check/no-such-file.hcl" 2>&1)
[ $? -eq 2 ] && printf '%s\n' "$out" | grep -q 'no-such-file.hcl: No such file or directory' && pass=1 || pass=0
result $pass "a missing spec file is reported in one line, with status 2" "$out"

echo "1..$n"
[ $fails -eq 0 ]
