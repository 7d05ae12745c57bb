#!/bin/sh
# spec_words.t -- doc/spec.md names the words of each vocabulary exactly as
# runtime/spec/spec_words.h lists them, in the same order: the forms and
# argument forms tables, the words of the keyword keys, and the reader's
# roles.  A word added to a list and not to the page (or the other way
# round) fails here.
: "${top_srcdir:=.}"
h=$top_srcdir/runtime/spec/spec_words.h
doc=$top_srcdir/doc/spec.md
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0

# words MACRO -- the spec word of each row of an X-list: the only argument
# of SPEC_ARG_FORM(word), the second of SPEC_FORM(NAME, word, ...).
words() {
	sed -n "s/^$1(\([^)]*\)).*/\1/p" "$h" | sed 's/^[A-Z_][A-Z_]*, *//; s/,.*//'
}

# table MARKER -- the word opening the first cell of each row of the table
# that follows the line MARKER ("`keyword WORD...`" gives keyword).
table() {
	awk -v m="$1" '$0 == m { on = 1; next } on && /^\|/ { print; seen = 1; next } on && seen { exit }' \
		"$doc" | sed '1,2d' | sed 's/^| *`\([a-z_]*\).*/\1/'
}

# row SECTION KEY -- the lower-case words in backticks in the meaning cell
# of KEY's row, in the key table of the section whose heading starts with
# SECTION.
row() {
	awk -v s="$1" -v k="| \`$2\` |" 'index($0, "## ") == 1 { on = index($0, s) == 1 }
		on && index($0, k) == 1 { print; exit }' "$doc" |
		cut -d'|' -f4 | grep -o '`[a-z_]*`' | tr -d '`'
}

# paragraph START -- the words in backticks of the paragraph that starts
# with START.
paragraph() {
	awk -v s="$1" 'index($0, s) == 1 { on = 1 } on && /^$/ { exit } on { print }' "$doc" |
		grep -o '`[a-z_]*`' | tr -d '`'
}

# same DESCRIPTION LIST-FILE DOC-FILE
same() {
	n=$((n + 1))
	if [ -s "$2" ] && cmp -s "$2" "$3"; then
		echo "ok $n - $1 ($(wc -l <"$2" | tr -d ' ') words)"
	else
		echo "not ok $n - $1"
		diff "$2" "$3" | sed 's/^/#   /'
		echo "#   (< runtime/spec/spec_words.h, > doc/spec.md)"
		fails=$((fails + 1))
	fi
}

words SPEC_ARG_FORM >"$tmp/list"
table 'Argument forms:' >"$tmp/doc"
same "doc/spec.md's argument-forms table lists SPEC_ARG_FORM" "$tmp/list" "$tmp/doc"

# the fallback is a form of the tables, not a word a root may give
words SPEC_FORM | grep -vx fallback >"$tmp/list"
table 'Forms:' >"$tmp/doc"
same "doc/spec.md's forms table lists SPEC_FORM" "$tmp/list" "$tmp/doc"

words SPEC_SCOPE >"$tmp/list"
row '## `root' scope >"$tmp/doc"
same "a root's scope words are SPEC_SCOPE" "$tmp/list" "$tmp/doc"

words SPEC_DECL >"$tmp/list"
row '## `block' declares >"$tmp/doc"
same "a block's declares words are SPEC_DECL" "$tmp/list" "$tmp/doc"

words SPEC_STATE >"$tmp/list"
row '## `feature' state >"$tmp/doc"
same "a feature's state words are SPEC_STATE" "$tmp/list" "$tmp/doc"

words SPEC_SEVERITY >"$tmp/list"
row '## `diagnostic' severity >"$tmp/doc"
same "a diagnostic's severity words are SPEC_SEVERITY" "$tmp/list" "$tmp/doc"

words SPEC_DIAG_SUBJECT >"$tmp/list"
row '## `diagnostic' subject >"$tmp/doc"
same "a diagnostic's subject words are SPEC_DIAG_SUBJECT" "$tmp/list" "$tmp/doc"

words SPEC_TYPE_KEYWORD_RESULT >"$tmp/list"
row '## `language' type_keyword_result >"$tmp/doc"
same "the language's type_keyword_result words are SPEC_TYPE_KEYWORD_RESULT" "$tmp/list" "$tmp/doc"

words SPEC_NAMESPACE_FORM >"$tmp/list"
table 'Namespace forms:' >"$tmp/doc"
same "doc/spec.md's namespace forms table lists SPEC_NAMESPACE_FORM" "$tmp/list" "$tmp/doc"

words SPEC_TYPE_FORM >"$tmp/list"
table 'Type forms:' >"$tmp/doc"
same "doc/spec.md's type forms table lists SPEC_TYPE_FORM" "$tmp/list" "$tmp/doc"

words SPEC_READER_ROLE >"$tmp/list"
paragraph 'Roles used by the reference reader:' | grep -E '^(ref|key)_' >"$tmp/doc"
same "the reader's roles are SPEC_READER_ROLE" "$tmp/list" "$tmp/doc"

echo "1..$n"
[ $fails -eq 0 ]
