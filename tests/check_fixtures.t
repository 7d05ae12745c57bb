#!/bin/sh
# check_fixtures.t: TAP test of `reserve check` against one fixture pair per diagnostic of the
# built-in spec's catalogue, in tests/data/check/CODE/:
#   bad.tf (or a bad/ folder: a module)   each line with "# expect: CODE" is where a diagnostic
#                                         with that code must start, and it starts nowhere else;
#                                         "# expect: CODE (no range)": one the language gives
#                                         no source range (its JSON has none) must be reported;
#   good.tf (or a good/ folder)           no diagnostic with that code at all;
#   level (optional)                      the --level to check at (default: validate).
# A last point asserts that every code of spec/tofu.hcl and of its base has a fixture folder, or
# a line "CODE<TAB>reason" in tests/data/check/UNTESTABLE.tsv.
# Environment: RESERVE (the program), top_srcdir.  Diagnostics are read from --format json with
# awk (code, file and start line of each), so nothing else is needed.

set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
data=$top_srcdir/tests/data/check
spec=$top_srcdir/spec/tofu.hcl

if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
if [ ! -d "$data" ] || [ ! -f "$spec" ]; then
  echo "Bail out! no fixtures at $data or no spec at $spec"
  exit 1
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

# found JSON: "CODE FILE:LINE" for each diagnostic of a `reserve check --format json` output
# (syntax errors have the code "syntax"), "CODE norange" for one without a range.
found() {
  awk '
    /^ *"code": / { c = $0; sub(/^ *"code": /, "", c); sub(/,$/, "", c); gsub(/"/, "", c); open = 1; next }
    /^ *"range": [{]"filename": "/ {
      f = $0; sub(/^ *"range": [{]"filename": "/, "", f)
      l = f; sub(/", "start": [{]"line": .*/, "", f)
      sub(/.*"start": [{]"line": /, "", l); sub(/[^0-9].*/, "", l)
      print c " " f ":" l
      open = 0
    }
    /^    [}]/ { if (open) print c " norange"; open = 0 }' "$1"
}

# marks CODE PATH: "FILE:LINE" of each "# expect: CODE" in the fixture file or folder, "norange"
# for each "# expect: CODE (no range)".
marks() {
  if [ -d "$2" ]; then
    for f in "$2"/*; do
      [ -f "$f" ] && grep -n -e "# expect: $1\$" -e "# expect: $1 " "$f" |
        sed -e "s|^[0-9]*:.*# expect: $1 (no range).*|norange|" -e "s|^\\([0-9]*\\):.*|$f:\\1|"
    done
  else
    grep -n -e "# expect: $1\$" -e "# expect: $1 " "$2" |
      sed -e "s|^[0-9]*:.*# expect: $1 (no range).*|norange|" -e "s|^\\([0-9]*\\):.*|$2:\\1|"
  fi
}

# fixture DIR NAME: the fixture file NAME.tf or folder NAME in DIR, or nothing.
fixture() {
  if [ -f "$1/$2.tf" ]; then echo "$1/$2.tf"
  elif [ -d "$1/$2" ]; then echo "$1/$2"
  fi
}

# run PATH LEVEL OUT: reserve check into OUT.json; fails on a usage or I/O error.  A fixture
# file is a module by itself: bad.tf and good.tf share a folder, whose module a file named is
# read with, so the file is checked from a copy in a folder of its own, named back as PATH.
run() {
  if [ -f "$1" ]; then
    mkdir -p "$3.d" && cp "$1" "$3.d/" || return 1
    "$RESERVE" check --level "$2" --format json "$3.d/${1##*/}" >"$3.raw" 2>"$3.err"
    rc=$?
    sed "s|$3.d/|${1%/*}/|g" "$3.raw" >"$3.json"
  else
    "$RESERVE" check --level "$2" --format json "$1" >"$3.json" 2>"$3.err"
    rc=$?
  fi
  [ $rc -le 1 ]
}

# show FILE: its first lines as TAP diagnostics.
show() { sed -e '8q' -e 's/^/#   /' "$1"; }

codes=$(ls "$data" | grep '^[A-Z][A-Z]*[0-9][0-9]*$')
ncodes=$(echo "$codes" | awk 'NF { n++ } END { print n + 0 }')
echo "1..$((2 * ncodes + 1))"
n=0

for code in $codes; do
  dir=$data/$code
  level=validate
  [ -f "$dir/level" ] && level=$(cat "$dir/level")
  bad=$(fixture "$dir" bad)
  good=$(fixture "$dir" good)

  n=$((n + 1))
  o=$tmp/$code-bad
  if [ -z "$bad" ]; then
    echo "not ok $n - $code: no bad.tf or bad/ in $dir"
  elif ! run "$bad" "$level" "$o"; then
    echo "not ok $n - $code: reserve check failed on $bad (exit status $rc)"
    show "$o.err"
  else
    marks "$code" "$bad" | sort -u >"$o.want"
    found "$o.json" | awk -v c="$code" '$1 == c { print $2 }' | sort -u >"$o.got"
    missing=$(comm -23 "$o.want" "$o.got")
    extra=$(comm -13 "$o.want" "$o.got")
    nwant=$(awk 'END { print NR }' "$o.want")
    if [ "$nwant" -eq 0 ]; then
      echo "not ok $n - $code: $bad has no \"# expect: $code\" line"
    elif [ -z "$missing" ] && [ -z "$extra" ]; then
      echo "ok $n - $code: reported at the $nwant marked line(s) of $(basename "$bad")"
    else
      echo "not ok $n - $code: in $bad"
      for m in $missing; do echo "#   expected at $m, not reported"; done
      for m in $extra; do echo "#   reported at $m, not marked"; done
      found "$o.json" | sed -e '10q' -e 's/^/#   found: /'
    fi
  fi

  n=$((n + 1))
  o=$tmp/$code-good
  if [ -z "$good" ]; then
    echo "not ok $n - $code: no good.tf or good/ in $dir"
  elif ! run "$good" "$level" "$o"; then
    echo "not ok $n - $code: reserve check failed on $good (exit status $rc)"
    show "$o.err"
  else
    hits=$(found "$o.json" | awk -v c="$code" '$1 == c { print $2 }')
    if [ -z "$hits" ]; then
      echo "ok $n - $code: not reported in $(basename "$good")"
    else
      echo "not ok $n - $code: reported in $good"
      for m in $hits; do echo "#   at $m"; done
    fi
  fi
done

# spec_codes SPEC: the codes of SPEC's diagnostics, with all it extends (a spec may change or
# remove its base's: reserve-gen flatten writes the result), one each.
spec_codes() {
  "${RESERVE_GEN:-$top_builddir/reserve-gen}" flatten "$1" | sed -n 's/^ *code *= *"\(.*\)".*/\1/p'
}

# Every code of the catalogue has a fixture, or a reason in UNTESTABLE.tsv.
n=$((n + 1))
untestable=$data/UNTESTABLE.tsv
: >"$tmp/untestable"
[ -f "$untestable" ] && awk -F '\t' '$1 !~ /^#/ && NF >= 2 && $2 != "" { print $1 }' "$untestable" >"$tmp/untestable"
lacking=
for code in $(spec_codes "$spec" | sort -u); do
  [ -d "$data/$code" ] && continue
  grep -qx "$code" "$tmp/untestable" && continue
  lacking="$lacking $code"
done
if [ -z "$lacking" ]; then
  echo "ok $n - every code of spec/tofu.hcl (and its base) has a fixture or a reason in UNTESTABLE.tsv"
else
  echo "not ok $n - codes of spec/tofu.hcl (and its base) with no fixture:$lacking"
fi
