#!/bin/sh
# shards.t: TAP test of check --shard K/N, --format jsonl and reserve merge.  The slices 1/3, 2/3
# and 3/3 merged (in any order, with any -j) are byte for byte what one run over every module
# prints, with the same exit status; over the fixtures of tests/data and over $SHARED_DIR/corpus
# (skipped without it).  A module's slice depends on its path only.  merge refuses what it cannot
# join: a missing or repeated slice, another run (level, paths), a cut-short file.
# Environment: RESERVE (the program), top_srcdir, SHARED_DIR (optional).

set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
case $top_srcdir in /*) ;; *) top_srcdir=$(pwd)/$top_srcdir ;; esac

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0 fails=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
# is DESCRIPTION GOT WANT
is() { if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1: got '$2', want '$3'"; fi; }

# merged WHERE ARGS...: reserve check --format jsonl ARGS, whole and in 3 slices (-j 1, 2, 3), merged
# in the order 3 1 2; the merge must equal the whole run, with the same exit status.
merged() {
  where=$1
  shift
  "$RESERVE" check --format jsonl "$@" >"$tmp/whole" 2>/dev/null
  whole_rc=$?
  for k in 1 2 3; do
    "$RESERVE" check --format jsonl -j $k --shard $k/3 "$@" >"$tmp/s$k" 2>/dev/null
  done
  "$RESERVE" merge "$tmp/s3" "$tmp/s1" "$tmp/s2" >"$tmp/merged" 2>"$tmp/merge.err"
  merge_rc=$?
  records=$(($(wc -l <"$tmp/whole") - 2))
  sizes=$(for k in 1 2 3; do echo $(($(wc -l <"$tmp/s$k") - 2)); done | tr '\n' ' ' | sed 's/ $//')
  if cmp -s "$tmp/whole" "$tmp/merged"; then
    ok "$where: slices 1/3, 2/3, 3/3 merged are the whole run byte for byte ($records modules: $sizes)"
  else
    not_ok "$where: slices 1/3, 2/3, 3/3 merged are the whole run byte for byte"
    sed 's/^/#   /' "$tmp/merge.err"
    diff "$tmp/whole" "$tmp/merged" | sed -n '1,10s/^/#   /p'
  fi
  is "$where: merge exits as the whole run does" "$merge_rc" "$whole_rc"
}

# ---- the fixtures -------------------------------------------------------------------------------
cp -R "$top_srcdir/tests/data" "$tmp/data"
cd "$tmp/data" || exit 1
merged "fixtures" check cli graph
merged "fixtures, --level load" --level load check graph

# Without --shard: slice 1/1, and merge of that one file is the file.
"$RESERVE" check --format jsonl graph/chain graph/cycle >"$tmp/one" 2>/dev/null
head -n 1 "$tmp/one" | grep -q '"shard": "1/1"}$'
is "the header of a run without --shard says slice 1/1" $? 0
"$RESERVE" merge "$tmp/one" | cmp -s - "$tmp/one"
is "merge of one whole run prints it unchanged" $? 0
tail -n 1 "$tmp/one" | grep -q '^{"end": true, "modules": 2, "records": 2, "walk_problems": 0, "read_problems": 0, '
is "the end record counts the modules found and written" $? 0
sed -n 2p "$tmp/one" | grep -q '^{"module": "graph/chain", "seq": 0, "format_version": "1.0", "valid": false, '
is "a module record: its name, its place, and tofu validate -json's members" $? 0

# A module's slice depends on its path below the PATH given, not on what else is found.
"$RESERVE" check --format jsonl --shard 2/3 check | sed -n 's/^{"module": "\([^"]*\)".*/\1/p' >"$tmp/before"
mkdir -p "$tmp/data/check/AAA-first" && echo 'variable "x" {}' >"$tmp/data/check/AAA-first/main.tf"
"$RESERVE" check --format jsonl --shard 2/3 check | sed -n 's/^{"module": "\([^"]*\)".*/\1/p' |
  grep -v AAA-first >"$tmp/after"
rm -rf "$tmp/data/check/AAA-first"
if [ -s "$tmp/before" ] && cmp -s "$tmp/before" "$tmp/after"; then
  ok "a module found first does not move the others to other slices ($(wc -l <"$tmp/before") in 2/3)"
else
  not_ok "a module found first does not move the others to other slices"
fi

# What merge refuses (status 2, a message, nothing but the header written).
"$RESERVE" check --format jsonl --shard 1/3 check >"$tmp/r1" 2>/dev/null
"$RESERVE" check --format jsonl --shard 2/3 check >"$tmp/r2" 2>/dev/null
"$RESERVE" check --format jsonl --shard 3/3 check >"$tmp/r3" 2>/dev/null
"$RESERVE" check --format jsonl --shard 3/3 --level load check >"$tmp/r3load" 2>/dev/null
"$RESERVE" check --format jsonl --shard 3/3 check graph >"$tmp/r3paths" 2>/dev/null
"$RESERVE" check --format jsonl --shard 2/4 check >"$tmp/r2of4" 2>/dev/null
head -c $(($(wc -c <"$tmp/r3") - 20)) "$tmp/r3" >"$tmp/r3cut"
sed '$d' "$tmp/r3" >"$tmp/r3noend"
refused() { # DESCRIPTION MESSAGE FILE...
  what=$1 msg=$2
  shift 2
  "$RESERVE" merge "$@" >/dev/null 2>"$tmp/refused.err"
  rc=$?
  if [ $rc = 2 ] && grep -q "$msg" "$tmp/refused.err"; then
    ok "merge refuses $what"
  else
    not_ok "merge refuses $what: status $rc, want 2 and '$msg'"
    sed 's/^/#   /' "$tmp/refused.err"
  fi
}
refused "a missing slice" "slice 3/3 is missing" "$tmp/r1" "$tmp/r2"
refused "a slice given twice" "the slices overlap" "$tmp/r1" "$tmp/r2" "$tmp/r2" "$tmp/r3"
refused "a slice of another level" "not from the same run" "$tmp/r1" "$tmp/r2" "$tmp/r3load"
refused "a slice of other paths" "not from the same run" "$tmp/r1" "$tmp/r2" "$tmp/r3paths"
refused "a slice of another cut" "another number of shards" "$tmp/r1" "$tmp/r2of4" "$tmp/r3"
refused "a file cut short" "cut short" "$tmp/r1" "$tmp/r2" "$tmp/r3cut"
refused "a file without its end record" "no end record" "$tmp/r1" "$tmp/r2" "$tmp/r3noend"
refused "what is not check's JSON Lines" "not the output of reserve check" "$tmp/r1" "$tmp/r2" "$top_srcdir/tests/shards.t"
refused "a file that cannot be read" "No such file" "$tmp/r1" "$tmp/r2" "$tmp/nowhere"

for bad in 0/3 4/3 x 1/0 1/ /3 1/3x; do
  "$RESERVE" check --shard "$bad" check >/dev/null 2>"$tmp/bad.err"
  rc=$?
  if [ $rc = 2 ] && grep -q "^reserve check: --shard wants K/N with 1 <= K <= N, not '$bad'" "$tmp/bad.err"; then
    ok "check --shard $bad: a usage error"
  else
    not_ok "check --shard $bad: a usage error (status $rc)"
  fi
done

# ---- the corpus --------------------------------------------------------------------------------
corpus=${SHARED_DIR:-}/corpus
if [ -n "${SHARED_DIR:-}" ] && [ -d "$corpus" ]; then
  cd "$corpus" || exit 1
  merged "corpus" .
else
  skip "corpus: no corpus (SHARED_DIR unset or without corpus/)"
  skip "corpus: no corpus (SHARED_DIR unset or without corpus/)"
fi

echo "1..$n"
[ $fails -eq 0 ]
