#!/bin/sh
# hygiene.t -- the project speaks of itself only: no file names the
# internal numbers of the documents it was made from, no file holds an
# absolute path of a build machine, and the project's shared data
# (SHARED_DIR) is named only by tests, benchmarks, CI and the build's
# default for SHARED_DIR.
: "${top_srcdir:=.}"
cd "$top_srcdir" || exit 1
echo "1..3"

# The files of the project: git's list in a checkout, else every file of
# the unpacked tree (make distcheck).
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	files=$(git ls-files)
else
	files=$(find . -type f ! -path './autom4te.cache/*' | sed 's|^\./||')
fi
# Only text the project wrote: generated build files and test data are
# left out of the machine-path check (they may name the builder's paths).
mine=$(printf '%s\n' "$files" | grep -Ev '^(configure|aclocal\.m4|Makefile(\.in)?|config\.|libtool|build-aux/|m4/|tests/data/|.*\.(log|trs|o|lo|la)$)')

# The patterns are split so that this file does not match itself.
seedword='(^|[^a-z_])se''ed [0-9]{3}([^0-9]|$)'
machine='/w''ork/|/ho''me/[a-z]'
shared='\.\./sh''ared'

hits=$(printf '%s\n' "$mine" | while read -r f; do
	[ -f "$f" ] && grep -HnE "$seedword" "$f"
done)
if [ -n "$hits" ]; then
	echo "not ok 1 - no file names an internal document number"
	printf '%s\n' "$hits" | head -n 20 | sed 's/^/#   /'
else
	echo "ok 1 - no file names an internal document number"
fi

hits=$(printf '%s\n' "$mine" | while read -r f; do
	[ -f "$f" ] && grep -HnE "$machine" "$f"
done)
if [ -n "$hits" ]; then
	echo "not ok 2 - no file holds an absolute path of a build machine"
	printf '%s\n' "$hits" | head -n 20 | sed 's/^/#   /'
else
	echo "ok 2 - no file holds an absolute path of a build machine"
fi

hits=$(printf '%s\n' "$mine" | grep -Ev '^(tests/|bench/|\.ci/|Makefile\.am$|README\.md$)' | while read -r f; do
	[ -f "$f" ] && grep -HnE "$shared" "$f"
done)
if [ -n "$hits" ]; then
	echo "not ok 3 - the shared data is named only by tests, benchmarks and CI"
	printf '%s\n' "$hits" | head -n 20 | sed 's/^/#   /'
else
	echo "ok 3 - the shared data is named only by tests, benchmarks and CI"
fi
