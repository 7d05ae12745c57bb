#!/bin/sh
# jobs.t: TAP test of -j N.  Whatever N is, check, refs, traversals, audit and fix (its diff and
# --check) print the same bytes in the same order as -j 1: standard output, standard error, both
# through one pipe (2>&1), and the exit status; over the fixtures of tests/data (with broken links
# among them, so that the walk's own problems have their place in the output) and over
# $SHARED_DIR/corpus (skipped without it).  fix --write runs one module at a time whatever -j is.
# Run by a binary built with --enable-tsan it is the ThreadSanitizer run of these commands: a
# report fails the point (TSAN_OPTIONS makes it exit 88, and its text lands in standard error).
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

src=$(cd "$top_srcdir" && pwd)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0 fails=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

# run TAG ARGS...: reserve ARGS in the current directory: TAG.out, TAG.err, TAG.all (2>&1), TAG.rc.
run() {
  tag=$1
  shift
  "$RESERVE" "$@" >"$tmp/$tag.out" 2>"$tmp/$tag.err"
  echo $? >"$tmp/$tag.rc"
  "$RESERVE" "$@" >"$tmp/$tag.all" 2>&1
}

# same DESCRIPTION ARGS...: ARGS run with -j 1, -j 2 and -j 7 give the same four results, and no
# sanitizer report.
same() {
  what=$1
  shift
  cmd=$1
  shift
  bad=
  for j in 1 2 7; do
    run "j$j" "$cmd" -j "$j" "$@"
    if grep -q 'ThreadSanitizer\|AddressSanitizer\|runtime error' "$tmp/j$j.err"; then
      bad="$bad -j $j: sanitizer report;"
      sed -n '1,30s/^/#   /p' "$tmp/j$j.err"
    fi
  done
  for j in 2 7; do
    for part in out err all rc; do
      cmp -s "$tmp/j1.$part" "$tmp/j$j.$part" || bad="$bad -j $j: $part differs;"
    done
  done
  if [ -z "$bad" ]; then
    ok "$what: -j 2 and -j 7 print what -j 1 prints (status $(cat "$tmp/j1.rc"), $(wc -c <"$tmp/j1.all") bytes)"
  else
    not_ok "$what:$bad"
    diff "$tmp/j1.all" "$tmp/j7.all" | sed -n '1,12s/^/#   /p'
  fi
}

# ---- nothing shared that threads could write ------------------------------------------------------
# Workers share the library's code and the spec tables: no object of runtime/ or out/ may hold
# writable data (.data or .bss; .data.rel.ro is read-only once loaded).
objs=$(cd "$top_builddir" && find runtime out -name '*.o' 2>/dev/null | sort)
if ! command -v objdump >/dev/null 2>&1; then
  skip "no writable static data in the library: objdump is not installed"
elif [ -z "$objs" ]; then
  skip "no writable static data in the library: no objects in $top_builddir"
else
  (cd "$top_builddir" && for o in $objs; do
    objdump -t "$o" | awk -v o="$o" '/ O / {
      for (i = 1; i <= NF; i++) if ($i ~ /^\./) s = $i
      # symbols of the sanitizer runtimes (__odr_asan.X, __asan_*) are not ours
      if ($NF ~ /^__(odr_asan|asan|ubsan|tsan|sancov)/) next
      if (s ~ /^\.(data|bss)/ && s !~ /rel\.ro/) print o ": " $NF " in " s }'
  done) >"$tmp/writable"
  if [ -s "$tmp/writable" ]; then
    not_ok "no writable static data in the library"
    sed 's/^/#   /' "$tmp/writable"
  else
    ok "no writable static data in the library ($(echo "$objs" | wc -l) objects)"
  fi
fi

# ---- the fixtures, with broken links among them --------------------------------------------------
tree=$tmp/tree
mkdir -p "$tree"
cp -R "$top_srcdir/tests/data/check" "$top_srcdir/tests/data/cli" "$top_srcdir/tests/data/graph" \
  "$top_srcdir/tests/data/validate" "$tree/"
ln -s "$tmp/nowhere" "$tree/check/TOFU1005/broken"
ln -s "$tmp/nowhere" "$tree/graph/broken.tf"
ln -s "$tmp/nowhere" "$tree/zz-broken"

cd "$tmp/tree" || exit 1
for fmt in human json sarif jsonl; do
  same "fixtures: check --format $fmt" check --format "$fmt" .
done
same "fixtures: check --level load" check --level load --format json .
same "fixtures: check --level file" check --level file .
same "fixtures: refs" refs .
same "fixtures: refs --format json" refs --format json .
for opt in --ranges --count --error-count "--format json"; do
  # shellcheck disable=SC2086 # the option is two words for --format json
  same "fixtures: traversals $opt" traversals $opt .
done
same "fixtures: check of files given one by one" check graph/chain/main.tf cli/bad.tf graph/cycle
# local child modules, read once by a cache the workers share: children outside the folders given
# (../bad-lib) are shown by their callers, and a chain of calls that comes back is cut
same "fixtures: check of modules with local children" check --format json validate/child-errors/bad \
  validate/child-errors/good validate/child-output/bad validate/child-recursion/bad/sub \
  validate/child-recursion/bad validate/child-unsupported-argument/bad validate/child-missing-argument/good
tofu110=$src/spec/history/tofu-1.10.hcl tofu=$src/spec/tofu.hcl
same "fixtures: audit --format json" audit --format json "$tofu110" "$tofu" .
same "fixtures: fix --check" fix --check --to "$src/tests/data/fix/specs/new.hcl" .

# audit and fix over the fixtures of their own tests: places, regressed and fixed modules in
# every format; diffs, lists, refusals and places no rewrite keeps.
mini_old=$src/tests/data/audit/specs/old.hcl mini_new=$src/tests/data/audit/specs/new.hcl
cd "$src/tests/data/audit" || exit 1
for fmt in human markdown json sarif; do
  same "audit fixtures: audit --format $fmt" audit --format "$fmt" "$mini_old" "$mini_new" .
done
cd "$src/tests/data/fix" || exit 1
same "fix fixtures: fix (the diff)" fix --to specs/new.hcl .
same "fix fixtures: fix --check" fix --check --to specs/new.hcl .
same "fix fixtures: fix --check --trim" fix --check --trim --to specs/new.hcl .

# fix --write: the same messages, summary and files written with -j 7 as with -j 1.
for j in 1 7; do
  mkdir "$tmp/w$j" && cp -R "$src/tests/data/fix/mod" "$src/tests/data/fix/stuck" "$src/tests/data/fix/broken" "$tmp/w$j/"
  (cd "$tmp/w$j" && "$RESERVE" fix --write -j $j --to "$src/tests/data/fix/specs/new.hcl" . >"$tmp/write$j.all" 2>&1)
done
if cmp -s "$tmp/write1.all" "$tmp/write7.all" && diff -r "$tmp/w1" "$tmp/w7" >/dev/null; then
  ok "fix --write -j 7: the messages and the files of -j 1 ($(wc -c <"$tmp/write1.all") bytes)"
else
  not_ok "fix --write -j 7: the messages and the files of -j 1"
fi

# The walk's problems come where a run on one thread meets them: a folder's entries are examined
# when it is listed, before the units below it; d's broken link comes after a's and c's files.
mkdir -p "$tmp/order/a" "$tmp/order/c" "$tmp/order/d"
echo 'x = var.a' >"$tmp/order/a/a.tf"
ln -s "$tmp/nowhere" "$tmp/order/b"
echo 'y = var.c' >"$tmp/order/c/c.tf"
ln -s "$tmp/nowhere" "$tmp/order/d/b"
echo 'z = var.d' >"$tmp/order/d/d.tf"
cd "$tmp/order" || exit 1
printf '%s\n' "reserve: b: No such file or directory" "a/a.tf:1:5	var.a" "c/c.tf:1:5	var.c" \
  "reserve: d/b: No such file or directory" "d/d.tf:1:5	var.d" >"$tmp/want"
for j in 1 2; do
  "$RESERVE" traversals -j $j . >"$tmp/got" 2>&1
  if cmp -s "$tmp/want" "$tmp/got"; then
    ok "traversals -j $j: each broken link's problem where its folder is listed"
  else
    not_ok "traversals -j $j: each broken link's problem where its folder is listed"
    diff "$tmp/want" "$tmp/got" | sed 's/^/#   /'
  fi
done

# graph walks without threads: its walk's problems still go to standard error.
"$RESERVE" graph . 2>&1 >/dev/null | grep '^reserve:' >"$tmp/got"
printf '%s\n' "reserve: b: No such file or directory" "reserve: d/b: No such file or directory" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/got"; then
  ok "graph: each broken link reported on standard error"
else
  not_ok "graph: each broken link reported on standard error"
  diff "$tmp/want" "$tmp/got" | sed 's/^/#   /'
fi

# No -j: the number of online CPUs, and the same output.
cd "$tmp/tree" || exit 1
run j1 check --format json -j 1 .
run dflt check --format json .
if cmp -s "$tmp/j1.all" "$tmp/dflt.all" && cmp -s "$tmp/j1.rc" "$tmp/dflt.rc"; then
  ok "check without -j prints what -j 1 prints"
else
  not_ok "check without -j prints what -j 1 prints"
fi
run j3 check --format json -j3 .
run jobs3 check --format json --jobs=3 .
if cmp -s "$tmp/j1.all" "$tmp/j3.all" && cmp -s "$tmp/j1.all" "$tmp/jobs3.all"; then
  ok "-j3 and --jobs=3 are -j 3"
else
  not_ok "-j3 and --jobs=3 are -j 3"
fi
for bad in 0 x -1 2x; do
  "$RESERVE" check -j "$bad" . >/dev/null 2>"$tmp/bad.err"
  rc=$?
  if [ $rc = 2 ] && grep -q "^reserve check: invalid value '$bad' for -j (a number from 1 to" "$tmp/bad.err"; then
    ok "check -j $bad: a usage error (status 2)"
  else
    not_ok "check -j $bad: a usage error (status 2), got status $rc"
  fi
done

# ---- the corpus ------------------------------------------------------------------------------
corpus=${SHARED_DIR:-}/corpus
if [ -n "${SHARED_DIR:-}" ] && [ -d "$corpus" ]; then
  cd "$corpus" || exit 1
  same "corpus: check --format json" check --format json .
  same "corpus: check" check .
  same "corpus: refs --format json" refs --format json .
  same "corpus: traversals" traversals .
  same "corpus: traversals --count" traversals --count .
  same "corpus: audit --format json" audit --format json "$tofu110" "$tofu" .
  same "corpus: audit (test release)" audit "$mini_old" "$mini_new" .
  same "corpus: audit --format sarif (test release)" audit --format sarif "$mini_old" "$mini_new" .
  # A release that reserves the six resource types the corpus declares most as roots, and
  # makes tags a meta-argument of resources (as fix.t does): many rewrites in many modules.
  types=$(find . -name '*.tf' -exec grep -ho '^resource "[a-z0-9_]*"' {} + | sort | uniq -c |
    sort -k1,1nr -k2 | head -6 | sed 's/.*"\(.*\)"/\1/')
  {
    printf 'language "opentofu-jobs" {\n  extends = "%s"\n  version = "1.99.0-jobs"\n' "$tofu"
    printf '  c_prefix = "tofujobs"\n}\n'
    for t in $types; do
      printf 'root "%s" {\n  form   = reserved\n  refers = "nothing yet (a test)"\n  since  = "1.99"\n}\n' "$t"
    done
    printf 'block "resource" {\n  add {\n    meta_arguments = ["tags"]\n  }\n}\n'
  } >"$tmp/roots.hcl"
  same "corpus: fix (the diff)" fix --to "$tmp/roots.hcl" .
  same "corpus: fix --check" fix --check --to "$tmp/roots.hcl" .
else
  for what in "check --format json" check "refs --format json" traversals "traversals --count" \
    "audit --format json" "audit (test release)" "audit --format sarif (test release)" \
    "fix (the diff)" "fix --check"; do
    skip "corpus: $what: no corpus (SHARED_DIR unset or without corpus/)"
  done
fi

echo "1..$n"
[ $fails -eq 0 ]
