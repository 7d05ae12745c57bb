#!/bin/sh
# roles.t -- the roles a spec may give are one list (runtime/spec/spec_roles.h for the rules,
# SPEC_READER_ROLE of spec_words.h for the reference reader), the list the loader checks a
# spec's roles against: every role the runtime reports is named from it (no role is looked
# up by a string of its own), every row is reported by some rule (a row no rule reports would
# let a spec turn nothing on), every part of a pattern is a SPEC_ROLE_PART, and doc/spec.md's
# tables of parts and roles are the list's rows, in order, with each role's placeholders.
: "${top_srcdir:=.}"
h=$top_srcdir/runtime/spec/spec_roles.h
w=$top_srcdir/runtime/spec/spec_words.h
doc=$top_srcdir/doc/spec.md
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
		printf '%s\n' "$3" | head -n 15 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

# The C sources that report diagnostics, without the list itself.
srcs=$(ls "$top_srcdir"/runtime/spec/*.c "$top_srcdir"/runtime/analysis/*.c "$top_srcdir"/cli/*.c)

sed -n 's/^SPEC_RULE_ROLE(\([A-Z_]*\), "\([^"]*\)", "\([^"]*\)")$/\1 \2 \3/p' "$h" >"$tmp/rows"
rows=$(grep -c '^SPEC_RULE_ROLE(' "$h")
[ "$rows" -gt 100 ] && [ "$(wc -l <"$tmp/rows")" -eq "$rows" ] && pass=1 || pass=0
result $pass "every SPEC_RULE_ROLE row is on one line: ID, pattern, placeholders ($rows rows)" \
	"$(grep '^SPEC_RULE_ROLE(' "$h" | grep -v '")$')"

# every row is reported: its ID is used outside the list
missing=
while read -r id pattern params; do
	grep -qE "\b(RSV_ROLE|SPEC_RULE)_$id\b" $srcs || missing="$missing $id"
done <"$tmp/rows"
[ -z "$missing" ] && pass=1 || pass=0
result $pass "every rule role of spec_roles.h is reported by a rule" "not used:$missing"

missing=
for name in $(sed -n 's/^SPEC_READER_ROLE(\([A-Z_]*\),.*/\1/p' "$w"); do
	grep -q "SPEC_ROLE_NAME($name)" $srcs || missing="$missing $name"
done
[ -z "$missing" ] && pass=1 || pass=0
result $pass "every reader role of spec_words.h is raised by the reader" "not used:$missing"

# no role is spelled outside the lists: spec_diag_role never takes a string or a printf
bad=$(grep -nE 'spec_diag_role\([^;]*("|printf|sd_str)' $srcs)
[ -z "$bad" ] && pass=1 || pass=0
result $pass "no diagnostic is looked up by a role spelled outside the lists" "$bad"

# every call of rsv_role names a row of the list (directly, or a variable set from one)
bad=$(grep -nE 'rsv_role\([^,]*, *[^,)]*' $srcs | grep -vE 'rsv_role\([^,]*, *(RSV_ROLE_[A-Z_]+|id|role|keyword \? RSV_ROLE_|p\.tofu \? RSV_ROLE_|ty->default_argument \? RSV_ROLE_)' |
	grep -v 'rsv_role(const rsv_module')
[ -z "$bad" ] && pass=1 || pass=0
result $pass "rsv_role is asked only for the list's roles" "$bad"

# every word in capitals of a pattern is a part
sed -n 's/^SPEC_ROLE_PART(\([A-Z]*\),.*/\1/p' "$h" >"$tmp/parts"
unknown=$(cut -d' ' -f2 "$tmp/rows" | grep -oE '[A-Z]+' | sort -u | grep -vxF -f "$tmp/parts")
[ -s "$tmp/parts" ] && [ -z "$unknown" ] && pass=1 || pass=0
result $pass "every part of a pattern is a SPEC_ROLE_PART ($(wc -l <"$tmp/parts" | tr -d ' ') parts)" "$unknown"

# doc/spec.md's tables: table MARKER prints the first cell of each row of the table after MARKER
table() {
	awk -v m="$1" 'index($0, m) == 1 { on = 1; next } on && /^\|/ { print; seen = 1; next } on && seen { exit }' \
		"$doc" | sed '1,2d'
}
table 'and `duplicate_varaible` is not):' | sed 's/^| `\([A-Z]*\)`.*/\1/' >"$tmp/doc"
cmp -s "$tmp/parts" "$tmp/doc" && pass=1 || pass=0
result $pass "doc/spec.md's table of parts lists SPEC_ROLE_PART" "$(diff "$tmp/parts" "$tmp/doc")"

while read -r id pattern params; do
	p=$(printf '%s' "$params" | sed 's/ /, /g')
	printf '| `%s` | %s |\n' "$pattern" "${p:+{$p\}}"
done <"$tmp/rows" >"$tmp/list"
table 'The roles of the rules, in the order' >"$tmp/doc"
cmp -s "$tmp/list" "$tmp/doc" && pass=1 || pass=0
result $pass "doc/spec.md's table of roles lists SPEC_RULE_ROLE, with each role's placeholders" \
	"$(diff "$tmp/list" "$tmp/doc")"

echo "1..$n"
[ $fails -eq 0 ]
