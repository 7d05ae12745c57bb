#!/bin/sh
# check_corpus.t: TAP test of `reserve check` over the real-world corpus $SHARED_DIR/corpus.
#   a. every terraform-aws-modules folder checks without errors (one point per folder);
#   b. OpenTofu's own parser fixtures (internal/configs/testdata): each file of valid-files/ alone
#      and each directory of valid-modules/ load without diagnostics (one point each);
#   c. the "# ERROR: SUMMARY" / "# WARNING: SUMMARY" marks of error-files/ and warning-files/:
#      one point per file (every mark reproduced and no diagnostic that is not marked), and a last
#      point wanting every mark reproduced; a mark not reproduced passes (as TODO) only when it is
#      listed with its reason in tests/data/check-corpus-known-differences.tsv, and a listed mark
#      that is reproduced fails as a stale entry.
# Environment: RESERVE (the program), SHARED_DIR, top_srcdir (for the known-differences file).
# Diagnostics are read from --format json with python3; without python3, parts a and b fall back
# to the exit status and part c is skipped.

set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
top_builddir=${top_builddir:-.}
top_srcdir=${top_srcdir:-.}
known=$top_srcdir/tests/data/check-corpus-known-differences.tsv
RESERVE=${RESERVE:-$top_builddir/reserve}

skip() { echo "1..0 # SKIP $*"; exit 0; }

[ -n "${SHARED_DIR:-}" ] || skip "SHARED_DIR is not set"
corpus=$SHARED_DIR/corpus
[ -d "$corpus" ] || skip "no corpus at $corpus"
testdata=opentofu__opentofu/internal/configs/testdata
[ -d "$corpus/$testdata" ] || skip "no OpenTofu configs testdata at $corpus/$testdata"
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
case $known in /*) ;; *) known=$(pwd)/$known ;; esac
if [ ! -f "$known" ]; then
  echo "Bail out! known-differences file not found: $known"
  exit 1
fi
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
py=
command -v python3 >/dev/null 2>&1 && py=python3

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

# diags.py JSON: one line per diagnostic of a `reserve check --format json` output,
# SEVERITY<TAB>FILE<TAB>LINE<TAB>SUMMARY<TAB>DETAIL (the detail's lines joined by " / ");
# exits 3 when JSON is not valid JSON of that shape.
cat >"$tmp/diags.py" <<'EOF'
import json, sys
try:
    with open(sys.argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    diags = doc["diagnostics"]
    for d in diags:
        r = d.get("range") or {}
        line = (r.get("start") or {}).get("line", 0)
        detail = " / ".join((d.get("detail") or "").split("\n"))
        print("\t".join([d["severity"], r.get("filename", "?"), str(line), d["summary"], detail]))
except (ValueError, KeyError, TypeError) as e:
    print("not the JSON of reserve check: %s" % e, file=sys.stderr)
    sys.exit(3)
EOF

# show FILE: the first lines of FILE as TAP diagnostics.
show() { sed -e '12q' -e 's/^/#   /' "$1"; }

# run_check OUT ARGS...: reserve check --format json ARGS, into OUT.{json,err,rc}, then the
# diagnostics into OUT.tsv (when python3 is there); returns 0 when both went well.
run_check() {
  o=$1; shift
  "$RESERVE" check --format json "$@" >"$o.json" 2>"$o.err"
  echo $? >"$o.rc"
  : >"$o.tsv"
  [ "$(cat "$o.rc")" -le 1 ] || return 1
  [ -z "$py" ] || "$py" "$tmp/diags.py" "$o.json" >"$o.tsv" 2>>"$o.err"
}

# format_diags TSV: "FILE:LINE: Severity: SUMMARY" lines, the first 10, as TAP diagnostics.
format_diags() {
  awk -F '\t' 'NR <= 10 { printf "#   %s:%s: %s: %s\n", $2, $3, ($1 == "error" ? "Error" : "Warning"), $4 }
    END { if (NR > 10) printf "#   ... %d more\n", NR - 10 }' "$1"
}

cd "$corpus" || exit 1
set --
for d in terraform-aws-modules__*/; do
  [ -d "$d" ] && set -- "$@" "${d%/}"
done
naws=$#
nvalid=0
for p in "$testdata"/valid-files/* "$testdata"/valid-modules/*; do
  [ -e "$p" ] && nvalid=$((nvalid + 1))
done
: >"$tmp/markfiles"
for p in "$testdata"/error-files/* "$testdata"/warning-files/*; do
  [ -f "$p" ] && echo "$p" >>"$tmp/markfiles"
done
# invalid-files/ carry marks too (7 of the project's 52); they also hold problems OpenTofu's tests
# check by other means (syntax errors among them), so an unmarked diagnostic there is allowed.
for p in "$testdata"/invalid-files/*; do
  [ -f "$p" ] && grep -q -e '# ERROR: ' -e '# WARNING: ' "$p" && echo "$p" >>"$tmp/markfiles"
done
ninvalid=0
for p in "$testdata"/invalid-modules/*; do
  [ -d "$p" ] && ninvalid=$((ninvalid + 1))
done
for p in "$testdata"/invalid-files/*; do
  [ -f "$p" ] && ninvalid=$((ninvalid + 1))
done
nmarkfiles=$(awk 'END { print NR }' "$tmp/markfiles")
echo "1..$((naws + nvalid + ninvalid + nmarkfiles + 1))"
n=0

# ---- a. terraform-aws-modules: no errors -------------------------------------------------------
# The one exception: terraform-aws-security-group's modules/_templates is not a module but the
# template its generator (update_groups.sh) copies into each modules/NAME folder, beside a
# generated auto_values.tf that declares the var.auto_* variables the template refers to.
# Checked by grep at the corpus's commit: no file of modules/_templates declares a variable
# "auto_..." while each of the other 57 folders of modules/ has an auto_values.tf ("This file was
# generated from values defined in rules.tf using update_groups.sh") declaring the 12 of them.
# So only "Reference to undeclared input variable" errors for auto_* variables in that folder are
# let through; anything else there still fails.
for name; do
  n=$((n + 1))
  o=$tmp/a$n
  if ! run_check "$o" "$name"; then
    echo "not ok $n - $name: reserve check failed (exit status $(cat "$o.rc"))"
    show "$o.err"
    continue
  fi
  rc=$(cat "$o.rc")
  if [ -z "$py" ]; then
    case $name in
      *__terraform-aws-security-group)
        echo "ok $n - $name # SKIP python3 not found: needed to set the _templates errors apart" ;;
      *)
        if [ "$rc" = 0 ]; then
          echo "ok $n - $name: no errors (exit status 0)"
        else
          echo "not ok $n - $name: exit status $rc"
          grep -e '"summary"' -e '"filename"' "$o.json" | sed -e '20q' -e 's/^ */#   /'
        fi ;;
    esac
    continue
  fi
  awk -F '\t' -v tmpl="$name/modules/_templates/" -v ex="$o.exempt" '
    BEGIN { printf "" >ex }
    $1 != "error" { next }
    index($2, tmpl) == 1 && $4 == "Reference to undeclared input variable" &&
      $5 ~ /^An input variable with the name "auto_/ { print >ex; next }
    { print }' "$o.tsv" >"$o.errors"
  nerr=$(awk 'END { print NR }' "$o.errors")
  nex=$(awk 'END { print NR }' "$o.exempt")
  nall=$(awk -F '\t' '$1 == "error"' "$o.tsv" | awk 'END { print NR }')
  note=
  [ "$nex" = 0 ] || note=", $nex errors for the var.auto_* of modules/_templates let through"
  want_rc=0
  [ "$nall" = 0 ] || want_rc=1
  if [ "$nerr" = 0 ] && [ "$rc" = "$want_rc" ]; then
    echo "ok $n - $name: no errors$note"
  elif [ "$nerr" = 0 ]; then
    echo "not ok $n - $name: exit status $rc does not agree with $nall errors in the JSON"
  else
    echo "not ok $n - $name: $nerr errors$note"
    format_diags "$o.errors"
  fi
done

# ---- b. OpenTofu's valid fixtures at load level: no diagnostics --------------------------------
# These are the parser-level fixtures of OpenTofu's internal/configs: its tests
# (TestParserLoadConfigFileSuccess, TestParserLoadConfigDirSuccess) load each file of valid-files
# with LoadConfigFile and each directory of valid-modules with LoadConfigDir and assert that
# there are no diagnostics at all, warnings included; so here too, at --level load.
for p in "$testdata"/valid-files/* "$testdata"/valid-modules/*; do
  [ -e "$p" ] || continue
  n=$((n + 1))
  o=$tmp/b$n
  short=${p#"$testdata"/}
  # A file alone, as LoadConfigFile reads it: from a folder of its own (a file named is read
  # with its folder's module).
  q=$p
  if [ -f "$p" ]; then
    mkdir -p "$o.d" && cp "$p" "$o.d/" && q=$o.d/${p##*/}
  fi
  if ! run_check "$o" --level load "$q"; then
    echo "not ok $n - $short: reserve check --level load failed (exit status $(cat "$o.rc"))"
    show "$o.err"
    continue
  fi
  rc=$(cat "$o.rc")
  if [ -n "$py" ]; then
    nd=$(awk 'END { print NR }' "$o.tsv")
  else
    nd=$(grep -c '"severity": ' "$o.json")
  fi
  if [ "$rc" = 0 ] && [ "$nd" = 0 ]; then
    echo "ok $n - $short: no diagnostics at load level"
  else
    echo "not ok $n - $short: exit status $rc, $nd diagnostics at load level"
    if [ -n "$py" ]; then
      format_diags "$o.tsv"
    else
      grep -e '"summary"' -e '"filename"' "$o.json" | sed -e '20q' -e 's/^ */#   /'
    fi
  fi
done

# ---- b2. OpenTofu's invalid-modules at load level: each has an error ----------------------------
# TestParserLoadConfigDirFailure loads each directory of invalid-modules with LoadConfigDir and
# wants at least one error. The one this checker cannot fail yet is a TODO point, with why.
for p in "$testdata"/invalid-modules/*; do
  [ -d "$p" ] || continue
  n=$((n + 1))
  o=$tmp/i$n
  short=${p#"$testdata"/}
  todo=
  case $short in
    invalid-modules/override-variable-causes-bad-default)
      todo=" # TODO the merged variable's type and default are not checked against each other" ;;
  esac
  run_check "$o" --level load "$p"
  rc=$(cat "$o.rc")
  ne=$(grep -c '"severity": "error"' "$o.json")
  if [ "$rc" = 1 ] && [ "$ne" -gt 0 ]; then
    echo "ok $n - $short: $ne errors at load level$todo"
  else
    echo "not ok $n - $short: exit status $rc and no error at load level$todo"
  fi
done

# ---- b3. OpenTofu's invalid-files alone: each has an error ---------------------------------------
# TestParserLoadConfigFileFailure loads each file of invalid-files with LoadConfigFile and wants at
# least one error; here --level file. Those this checker cannot fail yet are TODO points, with why.
for p in "$testdata"/invalid-files/*; do
  [ -f "$p" ] || continue
  n=$((n + 1))
  o=$tmp/f$n
  short=${p#"$testdata"/}
  todo=
  run_check "$o" --level file "$p"
  rc=$(cat "$o.rc")
  ne=$(grep -c '"severity": "error"' "$o.json")
  if [ "$rc" = 1 ] && [ "$ne" -gt 0 ]; then
    echo "ok $n - $short: $ne errors at file level$todo"
  else
    echo "not ok $n - $short: exit status $rc and no error at file level$todo"
  fi
done

# ---- c. the marks of error-files/ and warning-files/ -------------------------------------------
# OpenTofu's TestParserLoadConfigFileError and TestParserLoadConfigFileWarning read, on each line
# of these files, the text after "ERROR: " or "WARNING: " as the summary of the diagnostic
# expected to start on that line (one per line), and compare with LoadConfigFile's diagnostics.
# There are 45 such marks here (38 ERROR, 7 WARNING; the test prints the count it finds), and 7
# more in invalid-files/ (52 in all), counted too; in invalid-files an unmarked diagnostic is not
# a failure (those files are invalid in other ways as well).
# Each file is checked alone at --level file, which is what LoadConfigFile checks: the merge
# of a module's files (duplicate names, override bases) is not part of those tests, and
# destroy-provisioners.tf declares null_resource.foo twice, which `tofu validate` would report.
# A point per file fails on any diagnostic that is not marked on its start line with the same
# severity and summary, and on a mark not reproduced unless the known-differences file lists it
# (then the point is TODO with the listed reason); a listed mark that is reproduced fails as stale.
# The last point wants every mark reproduced or listed, so no mark can vanish unnoticed.
if [ -z "$py" ]; then
  while IFS= read -r p; do
    n=$((n + 1))
    echo "ok $n - ${p#"$testdata"/} # SKIP python3 not found: needed to read --format json"
  done <"$tmp/markfiles"
  n=$((n + 1))
  echo "ok $n - marks reproduced # SKIP python3 not found: needed to read --format json"
  exit 0
fi

i=0
: >"$tmp/manifest"
while IFS= read -r p; do
  i=$((i + 1))
  "$RESERVE" check --level file --format json "$p" >"$tmp/c$i.json" 2>"$tmp/c$i.err"
  printf '%s\t%s\t%s\n' "$p" "$?" "$tmp/c$i" >>"$tmp/manifest"
done <"$tmp/markfiles"

cat >"$tmp/marks.py" <<'EOF'
import json, sys

manifest, prefix, n, known_path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
MARKERS = (("ERROR: ", "error"), ("WARNING: ", "warning"))

def read_known(path):
    """{"FILE:LINE": reason} of the known-differences file (comments and blank lines skipped)."""
    known = {}
    with open(path, encoding="utf-8") as f:
        for num, text in enumerate(f, 1):
            text = text.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            key, _, reason = text.partition("\t")
            if not reason.strip():
                print("Bail out! %s:%d: an entry without its reason" % (path, num))
                sys.exit(1)
            known[key] = reason.strip()
    return known

known = read_known(known_path)
seen_keys = set()

def marks_of(path):
    """{line: (severity, summary)} as OpenTofu's tests read them."""
    marks = {}
    with open(path, encoding="utf-8", newline="") as f:
        for num, text in enumerate(f.read().split("\n"), 1):
            text = text.rstrip("\r")
            for marker, sev in MARKERS:
                i = text.find(marker)
                if i != -1:
                    marks[num] = (sev, text[i + len(marker):])
                    break
    return marks

def short(path):
    return path[len(prefix):] if path.startswith(prefix) else path

total = reproduced = listed = stale = 0
nsev = {"error": 0, "warning": 0}
missing = []
for row in open(manifest, encoding="utf-8"):
    path, rc, out = row.rstrip("\n").split("\t")
    n += 1
    name = short(path)
    marks = marks_of(path)
    total += len(marks)
    for sev, _ in marks.values():
        nsev[sev] += 1
    problems = []
    diags = []
    if int(rc) > 1:
        problems.append("reserve check exited with status %s" % rc)
    else:
        try:
            with open(out + ".json", encoding="utf-8") as f:
                doc = json.load(f)
            diags = doc["diagnostics"]
        except (ValueError, KeyError) as e:
            problems.append("output is not the JSON of reserve check: %s" % e)
    hit = set()
    nerrors = 0
    for d in diags:
        sev, summary = d["severity"], d["summary"]
        nerrors += sev == "error"
        r = d.get("range") or {}
        line = (r.get("start") or {}).get("line", 0)
        want = marks.get(line)
        if r.get("filename") != path:
            problems.append("diagnostic in another file %s:%s: %s" % (r.get("filename"), line, summary))
        elif want == (sev, summary):
            hit.add(line)
        elif want and "/invalid-files/" not in path:
            problems.append("line %d: %s: %s, but marked %s: %s" % (line, sev, summary, want[0].upper(), want[1]))
        elif "/invalid-files/" not in path:
            problems.append("line %d: %s: %s is not marked" % (line, sev, summary))
    if diags and int(rc) != (1 if nerrors else 0) and "/invalid-files/" not in path:
        problems.append("exit status %s with %d errors" % (rc, nerrors))
    reproduced += len(hit)
    todo = []
    for line in sorted(marks):
        key = "%s:%d" % (name, line)
        seen_keys.add(key)
        if line in hit:
            if key in known:
                stale += 1
                problems.append("stale entry: %s is reproduced now; remove it from the known-differences file" % key)
        elif key in known:
            listed += 1
            todo.append(known[key])
        else:
            missing.append("%s: %s: %s" % (key, marks[line][0].upper(), marks[line][1]))
            problems.append("line %d: marked %s: %s, not reproduced" % (line, marks[line][0].upper(), marks[line][1]))
    desc = "%s: %d diagnostics, %d of %d marks reproduced" % (name, len(diags), len(hit), len(marks))
    if todo and not problems:
        # a listed difference: an expected failure (XFAIL), like hcl's conformance test's TODOs
        print("not ok %d - %s # TODO %s" % (n, desc, "; ".join(todo)))
    elif problems:
        print("not ok %d - %s" % (n, desc))
        for p in problems[:10]:
            print("#   %s" % p)
        try:
            err = open(out + ".err", encoding="utf-8", errors="replace").read().splitlines()
        except OSError:
            err = []
        for l in err[:5]:
            print("#   stderr: %s" % l)
    else:
        print("ok %d - %s" % (n, desc))

n += 1
pct = 100.0 * reproduced / total if total else 0.0
print("# marks: %d/%d reproduced (%.1f%%), %d listed as known differences; %d marks in all: %d ERROR, %d WARNING"
      % (reproduced, total, pct, listed, total, nsev["error"], nsev["warning"]))
unknown = sorted(set(known) - seen_keys)
desc = "every mark reproduced or listed (%d reproduced, %d listed, of %d)" % (reproduced, listed, total)
good = total and reproduced + listed == total and not stale and not unknown
print("%s %d - %s" % ("ok" if good else "not ok", n, desc))
for m in missing:
    print("#   missing %s" % m)
for k in unknown:
    print("#   known-differences entry %s names no mark" % k)
EOF
"$py" "$tmp/marks.py" "$tmp/manifest" "$testdata/" "$n" "$known"
