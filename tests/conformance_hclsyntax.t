#!/bin/sh
# conformance_hclsyntax.t: TAP test running `reserve traversals` on hcl's own hclsyntax test inputs
# ($SHARED_DIR/conformance/hclsyntax) and comparing with EXPECTED_head.txt, one point per input.
# A case passes when the traversal lines are identical and both sides agree on whether the input
# has errors. Known differences: tests/data/hclsyntax-known-differences.tsv (failing: TODO;
# passing: stale entry, not ok). The last point requires a pass rate of at least 98%.
# Environment: top_srcdir, top_builddir, RESERVE, SHARED_DIR (as set by `make check`).

set -u
LC_ALL=C; export LC_ALL
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
RESERVE=${RESERVE:-$top_builddir/reserve}
min_rate=98

skip() { echo "1..0 # SKIP $*"; exit 0; }

[ -n "${SHARED_DIR:-}" ] || skip "SHARED_DIR is not set"
dir=$SHARED_DIR/conformance/hclsyntax
if [ ! -f "$dir/INDEX.tsv" ] || [ ! -f "$dir/EXPECTED_head.txt" ]; then
  skip "no INDEX.tsv/EXPECTED_head.txt in $dir"
fi

case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
known_src=$top_srcdir/tests/data/hclsyntax-known-differences.tsv
case $known_src in /*) ;; *) known_src=$(pwd)/$known_src ;; esac

# A hang on one input must not hang the suite.
to=
if command -v timeout >/dev/null 2>&1; then to="timeout 30"; fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM
tab=$(printf '\t')

# Known differences without comments and blank lines: FILE<TAB>REASON.
: >"$tmp/known"
if [ -f "$known_src" ]; then
  awk -F'\t' '/^[ \t]*(#|$)/ { next } { print $1 "\t" $2 }' "$known_src" >"$tmp/known"
else
  echo "# note: $known_src not found, no known differences"
fi

# Split the expected listing into one file per case, $tmp/exp/N for the N-th INDEX entry.
# A line belongs to the file named before its first ':' (traversal) or tab (#errors line).
tail -n +2 "$dir/INDEX.tsv" >"$tmp/index"
mkdir "$tmp/exp"
awk -F'\t' -v out="$tmp/exp" '
  FNR == NR { idx[$1] = FNR; next }
  {
    t = index($0, "\t")
    if (t > 0 && substr($0, t) ~ /^\t#errors [0-9]+$/) key = substr($0, 1, t - 1)
    else key = substr($0, 1, index($0, ":") - 1)
    if (!(key in idx)) { print "# warning: EXPECTED_head.txt line for unknown file: " $0; next }
    f = out "/" idx[key]
    if (f != cur) { if (cur != "") close(cur); cur = f }
    print >> f
  }' "$tmp/index" "$dir/EXPECTED_head.txt"

# split_listing FILE LISTING: writes the traversal lines of LISTING to LISTING.trav and prints
# the N of its "FILE<TAB>#errors N" line, or missing/repeated/misplaced (not the last line).
split_listing() {
  F=$1 awk -v trav="$2.trav" '
    BEGIN { pre = ENVIRON["F"] "\t#errors "; n = "missing"; printf "" > trav }
    index($0, pre) == 1 && substr($0, length(pre) + 1) ~ /^[0-9]+$/ {
      n = (n == "missing") ? substr($0, length(pre) + 1) + 0 : "repeated"; next
    }
    { print > trav; if (n != "missing") n = "misplaced" }
    END { print n }' "$2"
}

total=$(awk 'END { print NR }' "$tmp/index")
echo "1..$((total + 1))"

cd "$dir" || exit 1
n=0 pass=0 todo=0 stale=0 exact=0 badexit=0
: >"$tmp/countdiff"
while IFS=$tab read -r file mode _src; do
  n=$((n + 1))
  case $mode in
    config|template) m=$mode ;;
    expr|traversal) m="expr" ;;
    *) m=$mode ;;
  esac
  exp=$tmp/exp/$n
  [ -f "$exp" ] || : >"$exp"
  $to "$RESERVE" traversals --mode "$m" --ranges --error-count "$file" \
    <"/dev/null" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  en=$(split_listing "$file" "$exp")
  an=$(split_listing "$file" "$tmp/out")

  why=
  if [ "$en" = missing ]; then
    why="no '#errors' line for this file in EXPECTED_head.txt"
  elif [ $rc -gt 1 ]; then
    why="exit status $rc"
    [ $rc = 124 ] && [ -n "$to" ] && why="timed out"
  elif ! cmp -s "$exp.trav" "$tmp/out.trav"; then
    why="traversals differ"
  else
    case $an in
      missing|repeated|misplaced) why="'#errors' line $an" ;;
      *) es=0 as=0
         [ "$en" -gt 0 ] && es=1
         [ "$an" -gt 0 ] && as=1
         [ $es = $as ] || why="error status differs: #errors $an, expected $en" ;;
    esac
  fi
  case $an in
    [0-9]*)
      if [ "$an" = "$en" ]; then exact=$((exact + 1))
      else echo "$file: $an, expected $en" >>"$tmp/countdiff"; fi
      want=0
      [ "$an" -gt 0 ] && want=1
      [ $rc -le 1 ] && [ $rc != $want ] && badexit=$((badexit + 1)) ;;
  esac

  reason=$(F=$file awk -F'\t' '$1 == ENVIRON["F"] { print ($2 == "" ? "known difference" : $2); exit }' \
    "$tmp/known")
  if [ -z "$why" ]; then
    pass=$((pass + 1))
    if [ -n "$reason" ]; then
      stale=$((stale + 1))
      echo "not ok $n - $file ($mode): passes but is listed as a known difference"
      echo "# stale entry: $file passes now; remove it from tests/data/hclsyntax-known-differences.tsv"
    else
      echo "ok $n - $file ($mode)"
    fi
    continue
  fi
  if [ -n "$reason" ]; then
    todo=$((todo + 1))
    echo "not ok $n - $file ($mode) # TODO $reason"
  else
    echo "not ok $n - $file ($mode)"
  fi
  echo "#   $why; diff -u expected reserve:"
  diff -u "$exp" "$tmp/out" | sed -e '1,2d' -e '20q' -e 's/^/#   /'
  if [ $rc -gt 1 ] && [ -s "$tmp/err" ]; then
    sed -e '5q' -e 's/^/#   stderr: /' "$tmp/err"
  fi
done <"$tmp/index"

# Entries that do not name any input are reported but do not fail.
awk -F'\t' 'FNR == NR { seen[$1] = 1; next } !($1 in seen) {
  print "# warning: known difference " $1 " is not in INDEX.tsv" }' "$tmp/index" "$tmp/known"

ndiff=$(awk 'END { print NR }' "$tmp/countdiff")
if [ "$ndiff" -gt 0 ]; then
  echo "# error counts differ from hcl in $ndiff cases (not a failure by itself):"
  sed -e '20q' -e 's/^/#   /' "$tmp/countdiff"
  [ "$ndiff" -gt 20 ] && echo "#   ... and $((ndiff - 20)) more"
fi
[ $badexit -gt 0 ] &&
  echo "# note: in $badexit cases the exit status does not match the '#errors' count (0 vs 1)"
[ $stale -gt 0 ] && echo "# $stale stale known-difference entries"
echo "# hclsyntax: $pass/$total pass, $todo known differences, $exact exact error counts"

# Known differences are failures here: only real passes count (a stale entry did pass).
n=$((n + 1))
if [ $((pass * 100)) -ge $((min_rate * total)) ]; then
  echo "ok $n - pass rate $pass/$total is at least $min_rate%"
else
  echo "not ok $n - pass rate $pass/$total is below $min_rate%"
fi
