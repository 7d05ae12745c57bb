#!/bin/sh
# conformance_corpus.t: TAP test comparing `reserve traversals` with the hcl oracle (hashicorp/hcl
# built from Debian's Go sources) over the real-world corpus $SHARED_DIR/corpus: one point per
# top-level folder (--ranges --error-count vs -r -diagcount, byte for byte) and one for the
# --count totals (the oracle's extra " diags=N" field dropped).
# Environment: top_builddir, RESERVE, SHARED_DIR; HCL_ORACLE may name an already built oracle.

set -u
LC_ALL=C; export LC_ALL
top_builddir=${top_builddir:-.}
RESERVE=${RESERVE:-$top_builddir/reserve}
hcl_src=/usr/share/gocode/src/github.com/hashicorp/hcl/v2

skip() { echo "1..0 # SKIP $*"; exit 0; }

[ -n "${SHARED_DIR:-}" ] || skip "SHARED_DIR is not set"
corpus=$SHARED_DIR/corpus
[ -d "$corpus" ] || skip "no corpus at $corpus"
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

# The oracle: given, or built here (offline, from the Debian packages; never installs anything).
if [ -n "${HCL_ORACLE:-}" ]; then
  [ -x "$HCL_ORACLE" ] || skip "HCL_ORACLE=$HCL_ORACLE is not executable"
  oracle=$HCL_ORACLE
  case $oracle in /*) ;; *) oracle=$(pwd)/$oracle ;; esac
else
  build=$SHARED_DIR/tools/hcl-oracle/build
  [ -f "$build" ] || skip "no oracle build script at $build"
  command -v bash >/dev/null 2>&1 || skip "bash is needed to build the hcl oracle"
  command -v go >/dev/null 2>&1 || skip "go not found (apt-get install golang-go) to build the hcl oracle"
  [ -d "$hcl_src" ] ||
    skip "hcl sources not found (apt-get install golang-github-hashicorp-hcl-v2-dev) to build the hcl oracle"
  oracle=$tmp/hcl-oracle
  if ! GOCACHE=${GOCACHE:-$tmp/gocache} bash "$build" "$oracle" >"$tmp/build.log" 2>&1; then
    sed -e '10q' -e 's/^/# /' "$tmp/build.log"
    skip "building the hcl oracle failed"
  fi
fi

# Backslash-escape every unusual character so that xargs passes each line as one argument.
quote() { sed 's/[^A-Za-z0-9_./-]/\\&/g' "$1"; }

# sum_counts FILE: adds up the "files=N bytes=N ..." lines (one per xargs chunk), drops diags=.
sum_counts() {
  awk '/^files=/ {
    for (i = 1; i <= NF; i++) {
      k = substr($i, 1, index($i, "=") - 1)
      if (k == "diags") continue
      if (!(k in sum)) order[++nk] = k
      sum[k] += substr($i, index($i, "=") + 1)
    }
  }
  END { for (i = 1; i <= nk; i++) printf "%s%s=%d", (i > 1 ? " " : ""), order[i], sum[order[i]]
        if (nk) print "" }' "$1"
}

# show_diff A B: the first differences, as TAP diagnostics.
show_diff() {
  echo "#   $(diff "$1" "$2" | grep -c '^[<>]') differing lines (< hcl, > reserve); first ones:"
  diff "$1" "$2" | sed -e '30q' -e 's/^/#   /'
}

cd "$corpus" || exit 1
set --
for d in */; do
  [ -d "$d" ] && set -- "$@" "${d%/}"
done
[ $# -gt 0 ] || skip "no folders in $corpus"
echo "1..$(($# + 1))"

n=0
for name; do
  n=$((n + 1))
  find "$name" -type f \( -name '*.tf' -o -name '*.tofu' -o -name '*.tftest.hcl' \
    -o -name '*.tofutest.hcl' \) | LC_ALL=C sort >"$tmp/list"
  nfiles=$(awk 'END { print NR }' "$tmp/list")
  if [ "$nfiles" = 0 ]; then
    echo "ok $n - $name # SKIP no input files"
    continue
  fi
  quote "$tmp/list" | xargs "$RESERVE" traversals --ranges --error-count \
    >"$tmp/ours" 2>"$tmp/ours.err"
  rc=$?
  quote "$tmp/list" | xargs "$oracle" -r -diagcount >"$tmp/hcl" 2>"$tmp/hcl.err"
  orc=$?
  lines=$(awk 'END { print NR }' "$tmp/hcl")
  # xargs: 0 all ran with status 0, 123 one exited with 1..125 (1 = syntax errors, fine here).
  if [ $rc != 0 ] && [ $rc != 123 ]; then
    echo "not ok $n - $name ($nfiles files): reserve failed (xargs status $rc)"
    sed -e '5q' -e 's/^/#   stderr: /' "$tmp/ours.err"
  elif [ $orc != 0 ] || [ "$lines" -lt "$nfiles" ]; then
    echo "not ok $n - $name ($nfiles files): the hcl oracle failed (xargs status $orc, $lines lines)"
    sed -e '5q' -e 's/^/#   stderr: /' "$tmp/hcl.err"
  elif cmp -s "$tmp/hcl" "$tmp/ours"; then
    echo "ok $n - $name ($nfiles files, $lines lines)"
  else
    echo "not ok $n - $name ($nfiles files, $lines lines)"
    show_diff "$tmp/hcl" "$tmp/ours"
  fi
done

# Totals over the whole corpus, in xargs chunks summed up on each side.
n=$((n + 1))
find . -type f \( -name '*.tf' -o -name '*.tofu' -o -name '*.tftest.hcl' \
  -o -name '*.tofutest.hcl' \) | LC_ALL=C sort >"$tmp/list"
quote "$tmp/list" | xargs "$RESERVE" traversals --count >"$tmp/ours.raw" 2>/dev/null
quote "$tmp/list" | xargs "$oracle" -count >"$tmp/hcl.raw" 2>/dev/null
sum_counts "$tmp/ours.raw" >"$tmp/ours"
sum_counts "$tmp/hcl.raw" >"$tmp/hcl"
echo "# hcl:     $(cat "$tmp/hcl")"
echo "# reserve: $(cat "$tmp/ours")"
if [ -s "$tmp/hcl" ] && cmp -s "$tmp/hcl" "$tmp/ours"; then
  echo "ok $n - --count totals agree with hcl"
else
  echo "not ok $n - --count totals agree with hcl"
  [ -s "$tmp/ours" ] || sed -e '5q' -e 's/^/#   reserve printed: /' "$tmp/ours.raw"
fi
