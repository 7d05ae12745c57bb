#!/bin/sh
# robustness.t -- bad input never crashes or hangs: every prefix of a few
# real files (cut every 7 bytes, so strings, heredocs, templates and blocks
# end everywhere) and a few byte-level corruptions go through traversals in
# all three modes and through check; each run must end with status 0 or 1
# and print no sanitizer report.  Under --enable-sanitizers this is where
# memory errors show: `make check` gives ASan and UBSan exit codes of their
# own (see AM_TESTS_ENVIRONMENT), and a report on stderr fails a point too,
# whatever the status.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0

# The first line of a sanitizer's report, without its "==PID==" prefix.
san_report='ERROR: [A-Za-z]*Sanitizer|: runtime error: '

one() { # FILE ARGS...: reserve ARGS FILE; prints what went wrong, if anything
	input=$1
	shift
	"$RESERVE" "$@" "$input" >/dev/null 2>"$tmp/err"
	rc=$?
	report=$(grep -E -m 1 "$san_report" "$tmp/err" | sed 's/^==[0-9]*==//')
	[ $rc -le 1 ] && [ -z "$report" ] && return 0
	echo "$*: status $rc${report:+, $report}"
	return 1
}

run_all() { # FILE: every command on it; prints the first failure
	for m in config expr template; do
		one "$1" traversals --mode $m --error-count || return
	done
	one "$1" check
}

for src in examples/module/main.tf examples/symbols/opted-in/main.tf tests/data/graph/chain/main.tf; do
	f=$top_srcdir/$src
	size=$(wc -c <"$f")
	bad=
	i=0
	while [ $i -le "$size" ]; do
		head -c "$i" "$f" >"$tmp/cut.tf"
		out=$(run_all "$tmp/cut.tf")
		[ -n "$out" ] && { bad="after $i bytes: $out"; break; }
		i=$((i + 7))
	done
	n=$((n + 1))
	if [ -z "$bad" ]; then
		echo "ok $n - every prefix of $src ($size bytes) reads without a crash"
	else
		echo "not ok $n - every prefix of $src reads without a crash: $bad"
		fails=$((fails + 1))
	fi
done

# corruptions: a NUL, an invalid UTF-8 byte, a stray quote, brace or heredoc opener, spliced in
f=$top_srcdir/examples/module/main.tf
for c in '\000' '\377' '"' '{' '}' '${' '%%{' '<<EOT\n' '/*' '[' ']' '(' '\\'; do
	bad=
	for at in 1 40 200 400 700; do
		{ head -c $at "$f"; printf "$c"; tail -c +$((at + 1)) "$f"; } >"$tmp/bad.tf"
		out=$(run_all "$tmp/bad.tf")
		[ -n "$out" ] && { bad="at byte $at: $out"; break; }
	done
	n=$((n + 1))
	if [ -z "$bad" ]; then
		echo "ok $n - $c spliced into a module reads without a crash"
	else
		echo "not ok $n - $c spliced into a module reads without a crash: $bad"
		fails=$((fails + 1))
	fi
done

echo "1..$n"
[ $fails -eq 0 ]
