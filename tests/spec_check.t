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

# A misspelt role is refused by name, with the role meant; spelt right, its rule runs (two
# variable "a" blocks are reported), and no module is checked against the misspelt spec.
d=$top_srcdir/tests/data/spec-check
out=$(NO_COLOR=1 "$GEN" --check "$d/role-misspelled.hcl" 2>&1)
printf '%s\n' "$out" | tr -d '\n' | tr -s ' │' ' ' |
	grep -q 'No rule reports the role "duplicate_varaible" of diagnostic "duplicate_variable".* Did you mean "duplicate_variable"?' &&
	pass=1 || pass=0
result $pass "role-misspelled.hcl: the message names the role and offers the closest one" "$out"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
mkdir "$tmp/dup" && printf 'variable "a" {}\nvariable "a" {}\n' >"$tmp/dup/main.tf"
out=$(NO_COLOR=1 "$RESERVE" check --spec "$d/role-patterns.hcl" "$tmp/dup" 2>&1)
[ $? -eq 1 ] && printf '%s\n' "$out" | grep -q 'Duplicate variable declaration' && pass=1 || pass=0
result $pass "role-patterns.hcl: duplicate_variable reports a variable declared twice" "$out"
out=$(NO_COLOR=1 "$RESERVE" check --spec "$d/role-misspelled.hcl" "$tmp/dup" 2>&1)
[ $? -eq 2 ] && printf '%s\n' "$out" | grep -q 'Unknown diagnostic role' && pass=1 || pass=0
result $pass "role-misspelled.hcl: reserve check refuses the spec instead of passing the module" "$out"

# A role the check found wrong in a shipped spec: OpenTofu 1.10 and 1.11's release builds refuse
# an experiments argument (experiments_unavailable), but for the exempt concluded experiment.
mkdir "$tmp/exp" && printf 'terraform {\n  experiments = []\n}\n' >"$tmp/exp/main.tf"
out=$(cd "$top_srcdir" && NO_COLOR=1 "$RESERVE" check --spec spec/history/tofu-1.11.hcl "$tmp/exp" 2>&1)
printf '%s\n' "$out" | grep -q 'Error: Module uses experimental features' && pass=1 || pass=0
printf 'terraform {\n  experiments = [module_variable_optional_attrs]\n}\n' >"$tmp/exp/main.tf"
out2=$(cd "$top_srcdir" && NO_COLOR=1 "$RESERVE" check --spec spec/history/tofu-1.11.hcl "$tmp/exp" 2>&1)
printf '%s\n' "$out2" | grep -q 'Error: Experiment has concluded' || pass=0
result $pass "tofu-1.11 refuses experiments = [] as a release build, the exempt experiment aside" "$out
$out2"

out=$("$GEN" --check "$top_srcdir/tests/data/spec-check/no-such-file.hcl" 2>&1)
[ $? -eq 2 ] && printf '%s\n' "$out" | grep -q 'no-such-file.hcl: No such file or directory' && pass=1 || pass=0
result $pass "a missing spec file is reported in one line, with status 2" "$out"

echo "1..$n"
[ $fails -eq 0 ]
