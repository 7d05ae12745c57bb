#!/bin/sh
# spec_keys.t -- doc/spec.md documents every key and block type the shipped specs use: each
# name written as `NAME = ...` or `NAME "LABEL" {` / `NAME {` in spec/**/*.hcl (outside
# comments and heredoc texts) must appear in doc/spec.md as a code span, `NAME`.  A second
# point checks that the extraction finds keys at all (so an empty list cannot pass).
: "${top_srcdir:=.}"
LC_ALL=C; export LC_ALL
cd "$top_srcdir" || exit 1
n=0
fails=0

result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 40 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

# The names: an identifier first on a line (or after `{` of a one-line block) followed by `=`,
# a quoted label or `{`; the lines of a heredoc (from <<MARK to MARK) are text, not keys.
names=$(find spec -name '*.hcl' | sort | xargs awk '
	FNR == 1 { marker = "" }
	marker != "" { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line); if (line == marker) marker = ""; next }
	/^[ \t]*#/ { next }
	{
		if (match($0, /<<-?[A-Za-z_]+[ \t]*$/)) {
			marker = substr($0, RSTART, RLENGTH); sub(/^<<-?/, "", marker); sub(/[ \t]+$/, "", marker)
		}
		line = $0
		while (match(line, /(^|\{)[ \t]*[a-z_][a-z0-9_]*[ \t]*(=|"|\{)/)) {
			word = substr(line, RSTART, RLENGTH)
			sub(/^\{/, "", word); gsub(/[ \t="{]/, "", word)
			if (substr(line, RSTART + RLENGTH - 1, 2) != "==") print word
			line = "#" substr(line, RSTART + RLENGTH)
		}
	}' | sort -u)

count=$(printf '%s\n' "$names" | grep -c .)
[ "$count" -ge 100 ] && printf '%s\n' "$names" | grep -qx 'declared_by' &&
	printf '%s\n' "$names" | grep -qx 'root' && pass=1 || pass=0
result $pass "the shipped specs' keys and block types are found ($count names)" "$names"

missing=
for k in $names; do
	grep -qF "\`$k\`" doc/spec.md || missing="$missing $k"
done
[ -z "$missing" ] && pass=1 || pass=0
result $pass "doc/spec.md names every key and block type the shipped specs use" "missing:$missing"

echo "1..$n"
[ $fails -eq 0 ]
