#!/bin/sh
# cli_trust.t -- answers a CI pipeline can trust: a failed write of the output is an I/O
# error (status 2, a message) for every command, never a quiet success.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
cd "$top_srcdir" || exit 1
# the specs by name, in an out-of-tree build too
RESERVE_SPEC_PATH=$(pwd)/spec
export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0
check() { # DESCRIPTION GOT WANT [DETAIL]
	n=$((n + 1))
	if [ "$2" = "$3" ]; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" "$4" | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

if [ -w /dev/full ]; then
	for cmd in "check --format json examples" "refs examples" "graph examples" \
		"traversals examples" "ref var.x" "audit tofu-1.10 tofu-1.11" "--list-specs" "--version"; do
		# shellcheck disable=SC2086
		"$RESERVE" $cmd >/dev/full 2>"$tmp/err"
		rc=$?
		grep -q 'write error on standard output' "$tmp/err" && said=yes || said=no
		check "reserve $cmd > /dev/full: status 2 and a message" "$rc $said" "2 yes" "$(head -n 3 "$tmp/err")"
	done
else
	n=$((n + 1))
	echo "ok $n # SKIP /dev/full is not writable here"
fi

echo "1..$n"
[ $fails -eq 0 ]
