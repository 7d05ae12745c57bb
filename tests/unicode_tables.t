#!/bin/sh
# unicode_tables.t -- the Unicode tables of the syntax layer say how they were made and are what
# their generator makes: the first line of each header names tools/unicode-tables.py and the
# Unicode version pinned in it, and regenerating both from the Unicode Character Database
# ($UCD_DIR, by default /usr/share/unicode as Debian's unicode-data package installs it)
# into a scratch directory gives the committed bytes. Without python3, or without the data of
# that version, the regeneration points are skipped with the reason.
# Environment: top_srcdir, UCD_DIR, PYTHON3 (as set by `make check`).
: "${top_srcdir:=.}"
gen=$top_srcdir/tools/unicode-tables.py
ucd=${UCD_DIR:-/usr/share/unicode}
py=${PYTHON3:-python3}
headers="hcl_unicode_tables.h hcl_nfc_tables.h"
version=$(sed -n 's/^VERSION = "\(.*\)"$/\1/p' "$gen")
if [ -z "$version" ]; then
	echo "Bail out! no VERSION in $gen"
	exit 1
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0

point() { # OK DESCRIPTION
	n=$((n + 1))
	if [ "$1" = ok ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		fails=$((fails + 1))
	fi
}

for h in $headers; do
	first=$(head -n 1 "$top_srcdir/runtime/syntax/$h")
	case $first in
	"/* $h - Unicode $version "*", written by tools/unicode-tables.py: do not edit. */") r=ok ;;
	*) r=fail ;;
	esac
	point $r "runtime/syntax/$h: its first line names tools/unicode-tables.py and Unicode $version"
	[ $r = ok ] || echo "#   first line: $first"
done

# Why the regeneration cannot run here, if it cannot.
why=
if ! command -v "$py" >/dev/null 2>&1; then
	why="$py not found"
elif [ ! -f "$ucd/UnicodeData.txt" ]; then
	why="no Unicode Character Database in $ucd (set UCD_DIR; Debian: the unicode-data package)"
elif ! "$py" "$gen" "$ucd" "$tmp" 2>"$tmp/err"; then
	if grep -q 'the tables are pinned to' "$tmp/err"; then
		why=$(head -n 1 "$tmp/err")
	else
		why=failed
	fi
fi

for h in $headers; do
	d="regenerating runtime/syntax/$h from $ucd gives the committed bytes"
	if [ "$why" = failed ]; then
		point fail "$d"
		sed -e '5q' -e 's/^/#   /' "$tmp/err"
	elif [ -n "$why" ]; then
		n=$((n + 1))
		echo "ok $n # SKIP $d: $why"
	elif cmp -s "$tmp/$h" "$top_srcdir/runtime/syntax/$h"; then
		point ok "$d"
	else
		point fail "$d"
		diff "$top_srcdir/runtime/syntax/$h" "$tmp/$h" | sed -e '10q' -e 's/^/#   /'
	fi
done

echo "1..$n"
[ $fails -eq 0 ]
