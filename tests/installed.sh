#!/bin/sh
# installed.sh BINDIR PKGDATADIR INCLUDEDIR -- the installed tools work outside the
# source tree: run from an empty directory, reserve-gen compiles an installed spec
# with the installed templates (into a folder it makes), the tables compile
# against the installed headers, reserve finds the installed specs by name and
# checks a module.  Run by `make installcheck` (and so by `make distcheck`).
bindir=$1 pkgdatadir=$2 includedir=$3
CC=${CC:-cc}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
cd "$tmp" || exit 1
fail=0
step() { # DESCRIPTION COMMAND...
	what=$1
	shift
	if "$@" >"$tmp/out" 2>&1; then
		echo "installcheck: ok: $what"
	else
		echo "installcheck: FAILED: $what" >&2
		sed 's/^/  /' "$tmp/out" >&2
		fail=1
	fi
}
step "reserve --version" "$bindir/reserve" --version
step "reserve-gen --version" "$bindir/reserve-gen" --version
step "reserve-gen compiles the installed spec with the installed templates" \
	"$bindir/reserve-gen" "$pkgdatadir/spec/tofu.hcl" -o gen/out
step "the generated tables compile against the installed headers" \
	$CC -std=c99 -D_POSIX_C_SOURCE=200809L -I"$includedir" -Igen/out -c gen/out/tofu_spec.c -o spec.o
step "reserve --list-specs finds the installed specs" sh -c \
	"'$bindir/reserve' --list-specs | grep -q '^tofu-1.10 '"
printf 'variable "region" {}\noutput "r" {\n  value = var.region\n}\n' >main.tf
step "reserve check reads a module" "$bindir/reserve" check main.tf
"$bindir/reserve" audit tofu-1.10 tofu-1.11 >"$tmp/out" 2>&1
if [ $? -eq 1 ] && grep -q 'resource.ephemeral' "$tmp/out"; then
	echo "installcheck: ok: reserve audit tofu-1.10 tofu-1.11 (installed names)"
else
	echo "installcheck: FAILED: reserve audit tofu-1.10 tofu-1.11 (installed names)" >&2
	sed 's/^/  /' "$tmp/out" >&2
	fail=1
fi
step "reserve-gen refuses a missing spec with status 2" sh -c \
	"'$bindir/reserve-gen' no-such.hcl; test \$? -eq 2"
exit $fail
