#!/bin/sh
# differential.t -- where the machine has a `terraform` binary, the validate fixtures
# (tests/data/validate) through it and through `reserve check` with the spec of its release
# (terraform-MAJOR.MINOR), compared diagnostic by diagnostic (tests/differential.py says how).
# The differences known and why are in tests/data/validate/differential.known: each is a TODO
# point.  Skipped without the binary (no distribution packages it), without a spec of its
# release, or without python3.  Environment: RESERVE (the program), top_srcdir.
set -u
LC_ALL=C; export LC_ALL
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
	echo "Bail out! program under test not found: $RESERVE"
	exit 1
fi
if ! command -v terraform >/dev/null 2>&1; then
	echo "1..0 # SKIP no terraform binary on PATH (no distribution package has one)"
	exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 not found"
	exit 0
fi
src=$(cd "$top_srcdir" && pwd)
RESERVE_SPEC_PATH=$src/spec; export RESERVE_SPEC_PATH
version=$(CHECKPOINT_DISABLE=1 TF_CLI_CONFIG_FILE=/dev/null terraform version -json 2>/dev/null |
	sed -n 's/^ *"terraform_version": "\([0-9]*\.[0-9]*\)\..*/\1/p')
spec=terraform-$version
if [ -z "$version" ] || ! "$RESERVE" --list-specs | awk 'NR > 1 { print $1 }' | grep -qx "$spec"; then
	echo "1..0 # SKIP the terraform binary's release (${version:-unknown}) has no spec of its own"
	exit 0
fi
exec python3 "$src/tests/differential.py" "$RESERVE" "$spec" "$src/tests/data/validate" \
	"$src/tests/data/validate/differential.known"
