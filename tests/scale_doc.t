#!/bin/sh
# scale_doc.t: TAP test of the two recipes of doc/scale.md, run as they are written there.
#   1. GNU parallel: the "recipe: parallel" block with hosts=: (the local machine) and a corpus of
#      our own; the report must be the unsharded run's, byte for byte.  Skipped without GNU
#      parallel.
#   2. The CI matrix: the "check a slice" run line once per shard of the matrix (the matrix values
#      put in), then the "merge" run line; the same comparison.
# The corpus is the fixtures of tests/data, or $SHARED_DIR/corpus when there is one.
# Environment: RESERVE (the program), top_srcdir, SHARED_DIR (optional).

set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
case $top_srcdir in /*) ;; *) top_srcdir=$(pwd)/$top_srcdir ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
doc=$top_srcdir/doc/scale.md

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0 fails=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

# block MARK: the fenced block after the line "<!-- recipe: MARK" of the doc.
block() {
  awk -v mark="<!-- recipe: $1" 'index($0, mark) == 1 { seen = 1; next }
    seen && /^```/ { if (in_block) exit; in_block = 1; next }
    in_block { print }' "$doc"
}

# The recipes call "reserve" and "./reserve": both are the program under test.
mkdir -p "$tmp/bin"
ln -s "$RESERVE" "$tmp/bin/reserve"
PATH=$tmp/bin:$PATH; export PATH

if [ -n "${SHARED_DIR:-}" ] && [ -d "$SHARED_DIR/corpus" ]; then
  corpus=$SHARED_DIR/corpus what="the corpus"
else
  corpus=$top_srcdir/tests/data what="tests/data"
fi
(cd "$corpus" && reserve check --format jsonl .) >"$tmp/whole.jsonl" 2>/dev/null
whole_rc=$?

# ---- recipe 1: GNU parallel ---------------------------------------------------------------------
block parallel >"$tmp/parallel.sh"
if ! grep -q 'parallel .*--sshlogin "\$hosts"' "$tmp/parallel.sh"; then
  not_ok "doc/scale.md has the GNU parallel recipe"
elif ! parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
  skip "GNU parallel recipe: GNU parallel is not installed"
  skip "GNU parallel recipe: GNU parallel is not installed"
else
  ok "doc/scale.md has the GNU parallel recipe"
  mkdir "$tmp/p" && cd "$tmp/p" || exit 1
  sed -e "s|^hosts=[^ ]*|hosts=:|" -e "s|^corpus=[^ ]*|corpus=$corpus|" "$tmp/parallel.sh" >run.sh
  HOME=$tmp sh run.sh >run.out 2>&1
  rc=$?
  if [ $rc = "$whole_rc" ] && cmp -s report.jsonl "$tmp/whole.jsonl"; then
    ok "GNU parallel recipe (--sshlogin :, 3 shards) over $what: the unsharded report, status $rc"
  else
    not_ok "GNU parallel recipe (--sshlogin :, 3 shards) over $what: status $rc, want $whole_rc"
    sed -n '1,20s/^/#   /p' run.out
    cmp report.jsonl "$tmp/whole.jsonl" 2>&1 | sed 's/^/#   /'
  fi
  cd "$tmp" || exit 1
fi

# ---- recipe 2: the CI matrix --------------------------------------------------------------------
block ci >"$tmp/ci.yml"
# run_line NAME: the command of the step named NAME (a one-line "run:" after its "name:").
run_line() {
  awk -v name="$1" '$0 ~ "- name: " name "$" { want = 1; next }
    want && /^ *run: / { sub(/^ *run: /, ""); print; exit }' "$tmp/ci.yml"
}
slice=$(run_line "check a slice")
merge=$(run_line "merge")
shards=$(sed -n 's/^ *shard: \[\(.*\)\]$/\1/p' "$tmp/ci.yml" | tr -d ' ')
if [ -z "$slice" ] || [ -z "$merge" ] || [ -z "$shards" ]; then
  not_ok "doc/scale.md has the CI matrix (shards '$shards', a check a slice step and a merge step)"
else
  ok "doc/scale.md has the CI matrix (shards $shards)"
  total=$(echo "$shards" | tr ',' '\n' | wc -l | tr -d ' ')
  mkdir "$tmp/ci" "$tmp/ci/merge" && cd "$tmp/ci" || exit 1
  ln -s "$corpus" corpus
  ln -s "$RESERVE" reserve
  bad=
  for k in $(echo "$shards" | tr ',' ' '); do
    cmd=$(echo "$slice" | sed -e "s/\${{ matrix.shard }}/$k/g" -e "s/\${{ strategy.job-total }}/$total/g")
    sh -c "$cmd" 2>/dev/null || bad="$bad shard $k failed;"
    cp "shard-$k.jsonl" merge/ 2>/dev/null || bad="$bad no shard-$k.jsonl;"
  done
  cd merge && ln -s "$RESERVE" reserve
  sh -c "$merge"
  rc=$?
  # The merge's records name the modules as the shards saw them: under corpus/.
  (cd "$tmp/ci" && reserve check --format jsonl corpus) >"$tmp/ci-whole.jsonl" 2>/dev/null
  if [ -z "$bad" ] && [ $rc = "$whole_rc" ] && cmp -s report.jsonl "$tmp/ci-whole.jsonl"; then
    ok "CI matrix steps ($total shards, then merge) over $what: the unsharded report, status $rc"
  else
    not_ok "CI matrix steps over $what:$bad status $rc, want $whole_rc"
    cmp report.jsonl "$tmp/ci-whole.jsonl" 2>&1 | sed 's/^/#   /'
  fi
  cd "$tmp" || exit 1
fi

echo "1..$n"
[ $fails -eq 0 ]
