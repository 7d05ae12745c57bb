#!/bin/sh
# fix_worktree.t -- reserve fix is safe on a work tree: --write refuses a file with changes git
# has not committed (modified, staged, untracked), as cargo fix does, unless --allow-dirty; a
# file outside git is written.  audit and fix refuse two languages without --cross-language.
# Escapes are written one way, resource.ROOT.NAME, as OpenTofu's ParseRef reads them.  --only
# KIND:NAME[:WHERE] rewrites the places of one change at a time.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
check() { # DESCRIPTION GOT WANT
	n=$((n + 1))
	if [ "$2" = "$3" ]; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" | sed 's/^/#   /'
	fi
}
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
echo "1..13"

# ---- two languages ------------------------------------------------------------------------------
"$RESERVE" audit tofu-1.12 terraform-1.3 >/dev/null 2>"$tmp/err"; rc=$?
check "audit across languages: refused, exit status 2, saying why" "$rc:$(grep -c -- '--cross-language' "$tmp/err")" "2:1"
"$RESERVE" audit --cross-language tofu-1.12 terraform-1.3 >/dev/null 2>&1; rc=$?
check "audit --cross-language: compared (breaking changes, exit status 1)" "$rc" 1
"$RESERVE" fix --to terraform-1.3 --from tofu-1.12 tests/data/audit/ephemeral >/dev/null 2>"$tmp/err"; rc=$?
check "fix across languages: refused, exit status 2" "$rc:$(grep -c -- '--cross-language' "$tmp/err")" "2:1"

# ---- one notation for escapes ----------------------------------------------------------------------
got=$("$RESERVE" audit tofu-1.10 tofu-1.11 | grep '^ *escape:'; "$RESERVE" audit tofu symbols-experiment | grep '^ *escape:')
check "escapes: resource.ROOT.NAME, whatever the new root's form" "$got" "      escape: resource.ephemeral.NAME
      escape: resource.symbols.NAME"

# ---- one change at a time ----------------------------------------------------------------------
new=tests/data/fix/specs/new.hcl
cp -r tests/data/fix/stuck "$tmp/o"
(cd "$tmp" && "$RESERVE" fix --to "$OLDPWD/$new" --check --only root:symbols o >"$tmp/out" 2>"$tmp/err"); rc=$?
check "--only root:symbols: its rewrite alone, no other change's problem" \
	"$rc:$(cut -d: -f4- "$tmp/out"):$(cat "$tmp/err")" "1: prefix: symbols.lib.id -> resource.symbols.lib.id:"
(cd "$tmp" && "$RESERVE" fix --to "$OLDPWD/$new" --write --only meta_argument:enabled:resource o >"$tmp/out" 2>&1); rc=$?
(cd "$tmp" && "$RESERVE" fix --to "$OLDPWD/$new" --check o >"$tmp/out" 2>/dev/null)
check "--only KIND:NAME:WHERE --write: that change's place written, the others' left for later" \
	"$rc:$(cut -d: -f4- "$tmp/out" | tr '\n' '|')" "0: move: enabled = true -> _ { enabled = true }| prefix: symbols.lib.id -> resource.symbols.lib.id|"
"$RESERVE" fix --to $new --only root:nosuch "$tmp/o" >/dev/null 2>"$tmp/err"; rc=$?
check "--only that matches no change: exit status 2" "$rc:$(cat "$tmp/err")" \
	"2:reserve fix: --only 'root:nosuch' matches no change of OLD -> NEW"
"$RESERVE" fix --to $new --only root:symbols --trim "$tmp/o" >/dev/null 2>&1; rc=$?
check "--only with --trim: a usage error" "$rc" 2

# ---- a dirty work tree -----------------------------------------------------------------------------
if ! command -v git >/dev/null 2>&1; then
	for i in 1 2 3 4 5; do skip "no git"; done
	exit 0
fi
g=$tmp/g
mkdir -p "$g/m" && printf 'resource "symbols" "lib" {\n}\n\noutput "id" {\n  value = symbols.lib.id\n}\n' >"$g/m/main.tf"
cp "$g/m/main.tf" "$tmp/orig.tf"
(cd "$g" && git init -q . && git add m && git -c user.name=t -c user.email=t@t commit -qm init) || exit 1
fix() { (cd "$g" && "$RESERVE" fix --to symbols-experiment --write "$@" m >/dev/null 2>"$tmp/err"); }
fix; rc=$?
check "--write, the file committed: written" "$rc:$(grep -c resource.symbols.lib.id "$g/m/main.tf")" "0:1"
(cd "$g" && git checkout -q m) && echo '# an edit of the author' >>"$g/m/main.tf" && cp "$g/m/main.tf" "$tmp/edited.tf"
fix; rc=$?
check "--write, the file modified and not committed: refused, left as it is, exit status 1" \
	"$rc:$(cmp -s "$g/m/main.tf" "$tmp/edited.tf" && echo same):$(grep -c 'changes git has not committed' "$tmp/err")" "1:same:1"
(cd "$g" && git add m/main.tf)
fix; rc=$?
check "--write, the change staged: refused" "$rc" 1
fix --allow-dirty; rc=$?
check "--write --allow-dirty: written" "$rc:$(grep -c resource.symbols.lib.id "$g/m/main.tf")" "0:1"
(cd "$g" && git reset -q --hard) && cp "$tmp/orig.tf" "$g/m/extra.tf" && sed -i 's/"lib"/"lib2"/; s/lib\.id/lib2.id/' "$g/m/extra.tf"
fix; rc=$?
check "--write, an untracked file: refused, the committed one written" \
	"$rc:$(grep -c resource.symbols "$g/m/extra.tf"):$(grep -c resource.symbols "$g/m/main.tf")" "1:0:1"
