#!/bin/sh
# cli_traversals.t: TAP golden tests of `reserve traversals` (output formats, directory search, exit status, diagnostics) on tests/data/cli.
# Environment: RESERVE (the program), top_srcdir (as set by `make check`).

set -u
LC_ALL=C; export LC_ALL
unset NO_COLOR
top_srcdir=${top_srcdir:-.}
RESERVE=${RESERVE:-./reserve}

case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
data=$top_srcdir/tests/data/cli
if [ ! -d "$data/mod" ]; then
  echo "Bail out! fixtures not found: $data"
  exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

# Paths in the output are relative to the fixture directory.
cd "$data" || exit 1
exp=expected

n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $*"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
check() { # check DESC COMMAND...: one point, passing when COMMAND succeeds
  d=$1; shift
  if "$@"; then ok "$d"; else not_ok "$d"; fi
}
# same FILE EXPECTED DESC: FILE matches tests/data/cli/expected/EXPECTED
same() {
  if diff -u "$exp/$2" "$1" >"$tmp/diff" 2>&1; then
    ok "$3"
  else
    not_ok "$3"
    sed 's/^/# /' "$tmp/diff"
  fi
}
# run NAME ARGS...: runs reserve ARGS with stdout, stderr and status in $tmp/NAME.{out,err,rc}
run() {
  r=$1; shift
  "$RESERVE" "$@" >"$tmp/$r.out" 2>"$tmp/$r.err"
  echo $? >"$tmp/$r.rc"
}
status_is() { # status_is NAME N DESC
  got=$(cat "$tmp/$1.rc")
  if [ "$got" = "$2" ]; then ok "$3"; else not_ok "$3"; echo "# exit status $got, expected $2"; fi
}
empty() { test ! -s "$1"; }
no_escape() { ! grep -q "$(printf '\033')" "$1"; }
has_escape() { grep -q "$(printf '\033')" "$1"; }

# Default output: directories searched recursively, sorted, hidden ones skipped.
run default traversals mod
same "$tmp/default.out" default.out "default TSV output of a directory"
status_is default 0 "exit status 0 when every file parses"
check "nothing on stderr for a clean module" empty "$tmp/default.err"
check "hidden directory .terraform skipped" eval '! grep -q "\.terraform\|var\.hidden" "$tmp/default.out"'
check "non-module file README.md not read" eval '! grep -q "README\|var\.readme" "$tmp/default.out"'
check ".tofu, .tftest.hcl and nested directories searched" eval \
  'grep -q "^mod/extra\.tofu:" "$tmp/default.out" &&
   grep -q "^mod/tests/basic\.tftest\.hcl:" "$tmp/default.out" &&
   grep -q "^mod/nested/deeper/child\.tf:" "$tmp/default.out"'

run ranges traversals --ranges mod
same "$tmp/ranges.out" ranges.out "--ranges: FILE:L:C:B-L:C:B, columns count characters"
status_is ranges 0 "--ranges: exit status 0"

run errcount traversals --error-count mod bad.tf
same "$tmp/errcount.out" error-count.out "--error-count: a #errors line after each file"
status_is errcount 1 "--error-count with a broken file: exit status 1"

run count traversals --count mod bad.tf
same "$tmp/count.out" count.out "--count: totals only"
status_is count 1 "--count with a broken file: exit status 1"

run json traversals --format json mod bad.tf
same "$tmp/json.out" json.out "--format json: the same facts as JSON"
status_is json 1 "--format json with a broken file: exit status 1"
if command -v python3 >/dev/null 2>&1; then
  check "--format json output is valid JSON" eval 'python3 -m json.tool "$tmp/json.out" >/dev/null 2>&1'
  run jsoncount traversals --format=json --count mod
  check "--format=json --count output is valid JSON" eval 'python3 -m json.tool "$tmp/jsoncount.out" >/dev/null 2>&1'
else
  skip "python3 not found: JSON not validated"
  skip "python3 not found: JSON not validated"
fi

run expr traversals --mode expr --ranges one.hcle
same "$tmp/expr.out" expr.out "--mode expr on a .hcle file"
status_is expr 0 "--mode expr: exit status 0"
run expr2 traversals --mode=expr --ranges one.hcle
same "$tmp/expr2.out" expr.out "--mode=expr is the same as --mode expr"
run exprcfg traversals one.hcle
status_is exprcfg 1 "the same file read as a config file has errors: exit status 1"

# A syntax error: traversals still listed, the diagnostic on stderr, status 1.
NO_COLOR=1; export NO_COLOR
run bad traversals bad.tf
same "$tmp/bad.out" bad.out "broken file: its traversals are still listed"
same "$tmp/bad.err" bad.err "broken file: the diagnostic in OpenTofu's layout on stderr"
status_is bad 1 "broken file: exit status 1"
check "broken file: stderr has \"Error: \" and \"on FILE line N\"" eval \
  'grep -q "Error: Invalid expression" "$tmp/bad.err" && grep -q "on bad\.tf line 3" "$tmp/bad.err"'
check "NO_COLOR=1: no escape bytes on stderr" no_escape "$tmp/bad.err"
unset NO_COLOR
run badplain traversals bad.tf
check "stderr not a terminal: no escape bytes" no_escape "$tmp/badplain.err"

# Colour only on a terminal: script(1) gives stderr a pty, stdout goes to /dev/null.
# Without NO_COLOR the output must be coloured, else the pty did not work.
tty_run() {
  TERM=xterm script -qec "'$RESERVE' traversals bad.tf >/dev/null" /dev/null </dev/null >"$1" 2>/dev/null
}
: >"$tmp/tty.err"
if command -v script >/dev/null 2>&1; then tty_run "$tmp/tty.err"; fi
if has_escape "$tmp/tty.err"; then
  NO_COLOR=1; export NO_COLOR
  tty_run "$tmp/ttync.err"
  unset NO_COLOR
  check "NO_COLOR=1 on a terminal: no escape bytes" eval \
    'grep -q "Error: Invalid expression" "$tmp/ttync.err" && no_escape "$tmp/ttync.err"'
else
  skip "no pseudo-terminal through script(1): colour not testable"
fi

# Usage and I/O errors: status 2.
run missing traversals no-such-file.tf
status_is missing 2 "missing path: exit status 2"
check "missing path: named on stderr" grep -q "no-such-file\.tf" "$tmp/missing.err"
run missing2 traversals mod/outputs.tf no-such-dir
status_is missing2 2 "missing path after a good one: exit status 2"
same "$tmp/missing2.out" outputs.out "missing path after a good one: the good file is still listed"
run badopt traversals --bogus mod
status_is badopt 2 "unknown option: exit status 2"
check "unknown option: named on stderr, nothing on stdout" eval \
  'grep -q -- "--bogus" "$tmp/badopt.err" && empty "$tmp/badopt.out"'
run badmode traversals --mode yaml mod
status_is badmode 2 "unknown --mode value: exit status 2"
run nopath traversals
status_is nopath 2 "no PATH: exit status 2"
check "no PATH: one line and the Try line on stderr" eval \
  'test "$(cat "$tmp/nopath.err")" = "reserve traversals: no PATH given
Try '"'reserve traversals --help'"' for more information."'
run nocmd
status_is nocmd 2 "no command: exit status 2"

run help --help
status_is help 0 "--help: exit status 0"
check "--help: Usage on stdout" grep -q "^Usage: reserve" "$tmp/help.out"
run thelp traversals --help
status_is thelp 0 "traversals --help: exit status 0"
check "traversals --help: Usage on stdout" grep -q "^Usage: reserve traversals" "$tmp/thelp.out"
run version --version
status_is version 0 "--version: exit status 0"
check "--version prints \"reserve 0.1.0\"" eval 'test "$(cat "$tmp/version.out")" = "reserve 0.1.0"'

echo "1..$n"
