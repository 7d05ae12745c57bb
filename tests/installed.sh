#!/bin/sh
# installed.sh BINDIR PKGDATADIR INCLUDEDIR DOCDIR MANDIR BASHCOMPDIR ZSHCOMPDIR -- the
# installed tools work outside the source tree: run from an empty directory,
# reserve-gen compiles an installed spec with the installed templates (into a
# folder it makes), the tables compile against the installed headers, reserve
# finds the installed specs by name and checks a module; the man pages name
# documents and specs that are installed where they say, and their symbols
# example runs; the shell completions are where bash-completion and zsh look,
# and the bash one completes with the installed programs.  Run by `make
# installcheck` (and so by `make distcheck`).
bindir=$1 pkgdatadir=$2 includedir=$3 docdir=$4 mandir=$5 bashcompdir=$6 zshcompdir=$7
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

# the man pages: every installed path they name is there, and the example of the
# symbols spec runs as written
for page in reserve reserve-gen; do
	man=$mandir/man1/$page.1
	step "$page.1 is installed" test -f "$man"
	missing=
	for p in $(sed -n 's/^\.\(Pa\|It Pa\) \([^ ]*\).*/\2/p' "$man" | grep -e "^$docdir" -e "^$pkgdatadir"); do
		[ -e "$p" ] || missing="$missing $p"
	done
	step "$page.1 names installed documents and specs only (${missing:-all there})" test -z "$missing"
done
example=$(sed -n 's/^\.Dl \$ \(reserve check --spec symbols\) .*/\1/p' "$mandir/man1/reserve.1")
step "reserve.1's example of the symbols spec is there" test -n "$example"
step "reserve.1's example of the symbols spec runs: $example ." sh -c \
	"PATH='$bindir':\$PATH $example . >/dev/null"
step "reserve-gen.1's flatten example runs" sh -c \
	"'$bindir/reserve-gen' flatten '$pkgdatadir/spec/tofu.hcl' -o whole.hcl && test -s whole.hcl"

# the shell completions
step "bash completion installed for reserve and reserve-gen" \
	test -f "$bashcompdir/reserve" -a -f "$bashcompdir/reserve-gen"
step "zsh completion installed" test -f "$zshcompdir/_reserve"
if command -v bash >/dev/null 2>&1; then
	step "bash completes reserve-gen d<TAB> with drift, draft and delta" bash -c \
		". '$bashcompdir/reserve-gen'; COMP_WORDS=('$bindir/reserve-gen' d); COMP_CWORD=1; _reserve_gen
		 case \" \${COMPREPLY[*]} \" in *' drift '*' '*) ;; *) exit 1 ;; esac
		 for w in drift draft delta; do case \" \${COMPREPLY[*]} \" in *\" \$w \"*) ;; *) exit 1 ;; esac; done"
	step "bash completes reserve check --spec sym<TAB> with symbols" bash -c \
		". '$bashcompdir/reserve'; COMP_WORDS=('$bindir/reserve' check --spec sym); COMP_CWORD=3; _reserve
		 case \" \${COMPREPLY[*]} \" in *' symbols '*) ;; *) exit 1 ;; esac"
fi
exit $fail
