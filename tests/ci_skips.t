#!/bin/sh
# ci_skips.t: TAP test of .ci/skips, the step of .ci/run that fails on a skipped test whose cause
# CI could have removed (a package quickstart installs, or the shared data when it is there).
# Each point writes an automake test log with one SKIP line and runs .ci/skips over it.
# Environment: top_srcdir (for .ci/skips); bash is needed to run it.

set -u
top_srcdir=${top_srcdir:-.}
skips=$top_srcdir/.ci/skips
if ! command -v bash >/dev/null 2>&1; then
  echo "1..0 # SKIP bash is not installed: .ci/skips is a bash script"
  exit 0
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/shared"

echo "1..13"
n=0

# point WANT SHARED REASON: .ci/skips over a log whose one SKIP has REASON, with SHARED_DIR set
# to a folder (SHARED=yes) or unset, exits with WANT (0 let through, 1 refused).
point() {
  want=$1 shared=$2 reason=$3
  n=$((n + 1))
  rm -rf "$tmp/logs" && mkdir "$tmp/logs"
  printf 'ok 1 # SKIP %s\nSKIP: tests/x.t 1 # SKIP %s\n' "$reason" "$reason" >"$tmp/logs/x.log"
  if [ "$shared" = yes ]; then
    SHARED_DIR=$tmp/shared bash "$skips" "$tmp/logs" >"$tmp/out" 2>&1
  else
    (unset SHARED_DIR; bash "$skips" "$tmp/logs") >"$tmp/out" 2>&1
  fi
  rc=$?
  what="refused"; [ "$want" = 0 ] && what="let through"
  if [ "$rc" = "$want" ]; then
    echo "ok $n - $what: $reason (SHARED_DIR: $shared)"
  else
    echo "not ok $n - $what: $reason (SHARED_DIR: $shared): exit status $rc"
    sed 's/^/#   /' "$tmp/out"
  fi
}

point 1 no "python3 is needed to read the JSON"
point 1 no "nm is not installed"
point 1 no "reserve-srcfacts was not built (configure found no Go)"
point 1 no "go not found (apt-get install golang-go) to build the hcl oracle"
point 1 yes "SHARED_DIR is not set"
point 0 no "SHARED_DIR is not set"
point 1 yes "no corpus at /somewhere"
point 1 no "no Unicode Character Database in /usr/share/unicode (Debian: the unicode-data package)"
point 0 no "script(1) cannot give the program a terminal here"
point 0 yes "no groff"
point 1 no "zsh: reserve <TAB>: zsh is not installed"

# a log with no skip at all passes; the count line names the causes
n=$((n + 1))
rm -rf "$tmp/logs" && mkdir "$tmp/logs"
printf 'ok 1 - fine\nPASS: tests/x.t 1 - fine\n' >"$tmp/logs/x.log"
if bash "$skips" "$tmp/logs" >"$tmp/out" 2>&1; then
  echo "ok $n - a log without skips passes"
else
  echo "not ok $n - a log without skips passes"; sed 's/^/#   /' "$tmp/out"
fi

# the refusal says which test and which cause
n=$((n + 1))
rm -rf "$tmp/logs" && mkdir "$tmp/logs"
printf 'SKIP: tests/audit.t # SKIP python3 is needed to read the JSON\n' >"$tmp/logs/audit.log"
bash "$skips" "$tmp/logs" >"$tmp/out" 2>&1
if grep -q '^ci: tests/audit.t: SKIP python3 is needed' "$tmp/out" && grep -q 'cause: python3' "$tmp/out"; then
  echo "ok $n - a refusal names the test and the cause"
else
  echo "not ok $n - a refusal names the test and the cause"; sed 's/^/#   /' "$tmp/out"
fi
