#!/bin/sh
# cli_lint.t: TAP test of what `reserve check` offers linter and CI users: the compact,
# checkstyle and junit formats, --minimum-failure-severity, --disable/--only, reserve-ignore
# comments, the .reserve.hcl file, --exclude; the human summary line, the warnings-only success
# message, wrapping to a terminal's width, a bad --spec in one line; SARIF that validates against
# the SARIF 2.1.0 schema, with escaped braces, percent-encoded URIs and links.
# Environment: RESERVE (the program), top_srcdir (as set by `make check`); SHARED_DIR (optional)
# for the SARIF schema (reference/sarif-schema-2.1.0.json). The XML, JSON and SARIF points need
# python3 (the schema point python3-jsonschema too) and are skipped without it; the terminal
# points need script(1) from util-linux.

set -u
LC_ALL=C; export LC_ALL
top_srcdir=${top_srcdir:-.}
RESERVE=${RESERVE:-./reserve}

case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
srcdir=$(cd "$top_srcdir" && pwd) || exit 1
py=
command -v python3 >/dev/null 2>&1 && py=python3
schema=${SHARED_DIR:-$srcdir/../shared}/reference/sarif-schema-2.1.0.json

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM
export NO_COLOR=1

n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $*"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
check() { # check DESC COMMAND...: one point, passing when COMMAND succeeds
  d=$1; shift
  if "$@"; then ok "$d"; else not_ok "$d"; fi
}
same() { # same FILE EXPECTED DESC
  if diff -u "$2" "$1" >"$tmp/diff" 2>&1; then
    ok "$3"
  else
    not_ok "$3"
    sed -e '30q' -e 's/^/# /' "$tmp/diff"
  fi
}
run() { # run NAME ARGS...: reserve ARGS into $tmp/NAME.{out,err,rc}
  r=$1; shift
  "$RESERVE" "$@" >"$tmp/$r.out" 2>"$tmp/$r.err"
  echo $? >"$tmp/$r.rc"
}
status_is() { # status_is NAME N DESC
  got=$(cat "$tmp/$1.rc")
  if [ "$got" = "$2" ]; then
    ok "$3"
  else
    not_ok "$3"
    echo "# exit status $got, expected $2"
    sed -e '5q' -e 's/^/#   stderr: /' "$tmp/$1.err"
  fi
}
has() { grep -q -e "$2" "$1"; }     # has FILE REGEX
lacks() { ! grep -q -e "$2" "$1"; } # lacks FILE REGEX
empty() { test ! -s "$1"; }
# pycheck DESC SCRIPT ARGS...: a point from a python3 script (skipped without python3); the
# script prints what is wrong and exits 1, or exits 0 (77: skipped, with the reason printed).
pycheck() {
  d=$1; shift
  if [ -z "$py" ]; then
    skip "$d: python3 not found"
    return
  fi
  "$py" "$@" >"$tmp/py.out" 2>&1
  rc=$?
  if [ $rc = 0 ]; then
    ok "$d"
  elif [ $rc = 77 ]; then
    skip "$d: $(cat "$tmp/py.out")"
  else
    not_ok "$d"
    sed -e '15q' -e 's/^/#   /' "$tmp/py.out"
  fi
}

# ---- the fixtures: a repository (the search for .reserve.hcl stops at its top) ----------------
repo=$tmp/repo
mkdir -p "$repo/.git" "$repo/m/examples/x" "$repo/m/sub" "$repo/warn" "$repo/enc" "$repo/clean" || exit 1
# Lines 4, 8, 13, 16: TOFU1101 reported; 6, 7, 10, 11: left out by their comments; 21: TOFU4002.
cat >"$repo/m/main.tf" <<'EOF'
variable "used" {}

resource "aws_instance" "a" {
  ami = var.one
  # reserve-ignore: TOFU1101
  b = var.two
  c = var.three # reserve-ignore: undeclared_variable
  d = var.four
  // reserve-ignore: TOFU4002, TOFU1101 # a reason may follow
  e = var.five
  /* reserve-ignore: all */ f = var.six
  # reserve-ignore: TOFU4002
  g = var.seven
  # reserve-ignore: TOFU1101

  h = var.eight
  i = var.used
}

output "o" {
  value = count.index
}
EOF
printf 'output "x" {\n  value = var.nope\n}\n' >"$repo/m/examples/x/main.tf"
printf 'language {\n  compatible_with {\n    opentofu = ">= 1.10"\n  }\n}\n' >"$repo/warn/main.tf"
printf 'output "x" {\n  value = var.nope\n}\n' >"$repo/enc/x y#%.tf"
printf 'variable "a" {}\n' >"$repo/clean/main.tf"
printf 'locals {\n  a =\n}\n' >"$repo/m/sub/broken.tf"
cd "$repo" || exit 1

# ---- compact -----------------------------------------------------------------------------------
run compact check --format compact m
status_is compact 1 "compact: exit status 1"
cat >"$tmp/compact.want" <<'EOF'
m/main.tf:4:9: error: Reference to undeclared input variable [TOFU1101]
m/main.tf:8:7: error: Reference to undeclared input variable [TOFU1101]
m/main.tf:13:7: error: Reference to undeclared input variable [TOFU1101]
m/main.tf:16:7: error: Reference to undeclared input variable [TOFU1101]
m/main.tf:21:11: error: Reference to "count" in non-counted context [TOFU4002]
m/examples/x/main.tf:2:11: error: Reference to undeclared input variable [TOFU1101]
m/sub/broken.tf:2:6: error: Invalid expression [syntax]
EOF
same "$tmp/compact.out" "$tmp/compact.want" \
  "compact: FILE:LINE:COL: severity: summary [CODE]; reserve-ignore comments leave out lines 6, 7, 10, 11"
check "compact: nothing on stderr" empty "$tmp/compact.err"
run cwarn check --format compact warn
same "$tmp/cwarn.out" /dev/stdin "compact: a warning" <<'EOF'
warn/main.tf:3:5: warning: Ineffective version constraint [TOFU2009]
EOF
status_is cwarn 0 "compact, a warning only: exit status 0"

# ---- reserve-ignore comments, one point per rule -----------------------------------------------
found_line() { grep -q "^m/main.tf:$1:" "$tmp/compact.out"; }
check "reserve-ignore: a comment alone on its line covers the next line (line 6)" eval '! found_line 6'
check "reserve-ignore: a comment after code covers its own line, by the entry's name (line 7)" eval '! found_line 7'
check "reserve-ignore: ... and not the next line (line 8 reported)" found_line 8
check "reserve-ignore: // and a list with a reason after #  (line 10)" eval '! found_line 10'
check "reserve-ignore: a block comment before code, with all (line 11)" eval '! found_line 11'
check "reserve-ignore: another code named does not cover (line 13 reported)" found_line 13
check "reserve-ignore: two lines above does not cover (line 16 reported)" found_line 16
check "reserve-ignore: syntax errors are always reported" has "$tmp/compact.out" '^m/sub/broken.tf:2:6: .*\[syntax\]$'
# a NUL byte in a note ends it (it once made the reading of its codes loop forever)
mkdir -p "$tmp/nul"
printf 'output "x" {\n  value = var.nine # reserve-ignore: \000 TOFU1101\n}\n' >"$tmp/nul/main.tf"
to=
command -v timeout >/dev/null 2>&1 && to="timeout 60"
$to "$RESERVE" check --format compact "$tmp/nul" >"$tmp/nul.out" 2>"$tmp/nul.err"
echo $? >"$tmp/nul.rc"
status_is nul 1 "reserve-ignore: a note cut by a NUL byte ends there, in time: exit status 1"
check "reserve-ignore: ... and covers nothing (line 2 reported)" has "$tmp/nul.out" ':2:11: error: .*\[TOFU1101\]$'

# ---- --disable and --only ----------------------------------------------------------------------
codes() { sed 's/.*\[\(.*\)\]$/\1/' "$1" | sort -u | tr '\n' ' '; }
run dis1 check --format compact --disable TOFU1101 m
check "--disable TOFU1101: only TOFU4002 and the syntax error remain" eval '[ "$(codes "$tmp/dis1.out")" = "TOFU4002 syntax " ]'
run dis2 check --format compact --disable TOFU1101,TOFU4002 --exclude sub m
status_is dis2 0 "--disable A,B (comma-separated): nothing left, exit status 0"
run dis3 check --format compact --disable TOFU1101 --disable=TOFU4002 --exclude sub m
check "--disable repeated: the same as comma-separated" eval 'empty "$tmp/dis3.out" && [ "$(cat "$tmp/dis3.rc")" = 0 ]'
run dis4 check --format compact --disable undeclared_variable m
check "--disable NAME: a catalogue name works as its code" eval '[ "$(codes "$tmp/dis4.out")" = "TOFU4002 syntax " ]'
run only1 check --format compact --only TOFU4002 m
check "--only TOFU4002: that code and the syntax error" eval '[ "$(codes "$tmp/only1.out")" = "TOFU4002 syntax " ]'
run bad1 check --disable TOFU9999 m
status_is bad1 2 "--disable with an unknown code: exit status 2"
same "$tmp/bad1.err" /dev/stdin "--disable with an unknown code: one line naming it" <<'EOF'
reserve check: unknown diagnostic code 'TOFU9999'
EOF

# ---- --exclude ---------------------------------------------------------------------------------
run ex1 check --format compact --exclude examples m
check "--exclude FOLDER: the files under it are left out" lacks "$tmp/ex1.out" examples
check "--exclude FOLDER: the others are kept" has "$tmp/ex1.out" '^m/main.tf:4:'
run ex2 check --format compact --exclude '*/x' --exclude 'sub/*.tf' m
check "--exclude GLOB: matched under the PATH given, on a folder or the file" \
  eval 'lacks "$tmp/ex2.out" examples && lacks "$tmp/ex2.out" broken'
run ex3 check --format compact --exclude 'm/*' .
check "--exclude with PATH '.': paths are relative to it" eval 'lacks "$tmp/ex3.out" "m/" && has "$tmp/ex3.out" "^warn/"'
run ex4 check --exclude examples --exclude sub m
tail -n 1 "$tmp/ex4.err" >"$tmp/ex4.last"
same "$tmp/ex4.last" /dev/stdin "--exclude: the summary counts only the modules and files read" <<'EOF'
1 module, 1 file: 5 errors, 0 warnings (4 ignored)
EOF

# ---- --minimum-failure-severity ------------------------------------------------------------------
run sev0 check warn
status_is sev0 0 "a warning only: exit status 0"
same "$tmp/sev0.out" /dev/stdin "a warning only: OpenTofu's warnings success message on stdout" <<'EOF'
Success! The configuration is valid, but there were some validation warnings as shown above.
EOF
run sev1 check --minimum-failure-severity=warning warn
status_is sev1 1 "--minimum-failure-severity=warning: a warning fails (exit status 1)"
check "--minimum-failure-severity=warning: no success message" empty "$tmp/sev1.out"
run sev2 check --minimum-failure-severity error warn
status_is sev2 0 "--minimum-failure-severity error: a warning does not fail"
run sev3 check --minimum-failure-severity notice warn
status_is sev3 2 "--minimum-failure-severity notice: usage error"
check "--minimum-failure-severity notice: the choices" \
  has "$tmp/sev3.err" "invalid value 'notice' for --minimum-failure-severity (error or warning)"

# ---- the human summary (point 7) -----------------------------------------------------------------
run hum check m
status_is hum 1 "human: exit status 1"
tail -n 1 "$tmp/hum.err" >"$tmp/hum.last"
same "$tmp/hum.last" /dev/stdin "human: the last line of stderr is the summary, with the ignored count" <<'EOF'
3 modules, 3 files: 7 errors, 0 warnings (4 ignored)
EOF
check "human: errors, so no success message" empty "$tmp/hum.out"
run hclean check clean
check "human, clean: no summary line, the success message" \
  eval 'empty "$tmp/hclean.err" && has "$tmp/hclean.out" "^Success! The configuration is valid\.$"'
run hwarn check warn
same "$tmp/hwarn.err" /dev/stdin "human, a warning: the summary in the singular" <<'EOF'

╷
│ Warning: Ineffective version constraint
│
│   on warn/main.tf line 3, in language:
│    3:     opentofu = ">= 1.10"
│
│ The compatible_with block was added in OpenTofu v1.12.0, so any constraint specified this way should exclude earlier versions of OpenTofu, such as by including ">= 0.12.0".
│
│ If your module must be compatible with earlier versions of OpenTofu, use the required_version argument in a "terraform" block in a file named with the .tofu suffix, which is an older way to specify OpenTofu version constraints.
╵
1 module, 1 file: 0 errors, 1 warning
EOF

# Details are wrapped to the terminal's width as tofu wraps them (3 columns for the bar and a
# margin); not on a pipe (above: one long line).
if command -v script >/dev/null 2>&1 && script -qec true /dev/null </dev/null >/dev/null 2>&1; then
  script -qec "stty cols 40; '$RESERVE' check --only TOFU4002 --exclude sub m" /dev/null </dev/null |
    tr -d '\r' >"$tmp/tty.out" 2>&1
  same "$tmp/tty.out" /dev/stdin "on a 40-column terminal: the detail wrapped at 37 columns" <<'EOF'

╷
│ Error: Reference to "count" in non-counted context
│
│   on m/main.tf line 21, in output "o":
│   21:   value = count.index
│
│ The "count" object can only be used
│ in "module", "resource", and "data"
│ blocks, and only when the "count"
│ argument is set.
╵
2 modules, 2 files: 1 error, 0 warnings (9 ignored)
EOF
else
  skip "wrapping on a terminal: script(1) from util-linux not found"
fi

# ---- a bad --spec is one line ------------------------------------------------------------------
run spec1 check --spec no-such-spec.hcl m
status_is spec1 2 "--spec with a missing file: exit status 2"
same "$tmp/spec1.err" /dev/stdin "--spec with a missing file: one line" <<'EOF'
reserve: no-such-spec.hcl: No such file or directory
EOF
run spec2 check --spec m m
same "$tmp/spec2.err" /dev/stdin "--spec with a folder: one line" <<'EOF'
reserve: m: Is a directory
EOF
printf 'language "x" {\n  c_prefix =\n}\n' >"$tmp/bad-spec.hcl"
run spec3 check --spec "$tmp/bad-spec.hcl" m
status_is spec3 2 "--spec with a syntax error: exit status 2"
check "--spec with a syntax error: that error alone, no follow-on problems" eval \
  '[ "$(grep -c "^╷$" "$tmp/spec3.err")" = 1 ] && has "$tmp/spec3.err" "Error: Invalid expression" &&
   [ "$(tail -n 1 "$tmp/spec3.err")" = "reserve: $tmp/bad-spec.hcl: the spec has 1 syntax error" ]'

# ---- .reserve.hcl --------------------------------------------------------------------------------
cat >"$repo/.reserve.hcl" <<'EOF'
# options for reserve check
format  = "compact"
disable = ["TOFU4002"]
exclude = ["examples", "sub"]
EOF
(cd "$repo/m/sub" && "$RESERVE" check .. >"$tmp/cfg1.out" 2>"$tmp/cfg1.err"; echo $? >"$tmp/cfg1.rc")
same "$tmp/cfg1.out" /dev/stdin ".reserve.hcl: found above the working directory; format, disable and exclude" <<'EOF'
../main.tf:4:9: error: Reference to undeclared input variable [TOFU1101]
../main.tf:8:7: error: Reference to undeclared input variable [TOFU1101]
../main.tf:13:7: error: Reference to undeclared input variable [TOFU1101]
../main.tf:16:7: error: Reference to undeclared input variable [TOFU1101]
EOF
run cfg2 check --format json --disable TOFU1101 m
check ".reserve.hcl: the command line wins for a value, and lists add up" \
  eval 'has "$tmp/cfg2.out" "\"format_version\"" && has "$tmp/cfg2.out" "\"error_count\": 0,"'
run cfg3 check --no-config m
check "--no-config: the file is not read" eval 'has "$tmp/cfg3.err" "^╷$" && has "$tmp/cfg3.err" "non-counted context"'
printf 'level = "load"\nformat = "compact"\n' >"$tmp/other.hcl"
run cfg4 check --config "$tmp/other.hcl" m
check "--config FILE: that file instead (level load: no reference errors, the syntax error stays)" \
  eval '[ "$(codes "$tmp/cfg4.out")" = "syntax " ]'
printf 'spec = "specs/mine.hcl"\n' >"$repo/.reserve.hcl"
(cd "$repo/m/sub" && "$RESERVE" check .. >"$tmp/cfg5.out" 2>"$tmp/cfg5.err"; echo $? >"$tmp/cfg5.rc")
same "$tmp/cfg5.err" /dev/stdin ".reserve.hcl: a spec path is read from the file's folder" <<'EOF'
reserve: ../../specs/mine.hcl: No such file or directory
EOF
printf 'format = "compact"\nformats = "json"\nrule "x" {}\n' >"$repo/.reserve.hcl"
run cfg6 check m
status_is cfg6 2 ".reserve.hcl with an unknown argument and a block: exit status 2"
check ".reserve.hcl with an unknown argument: where and which names are known" eval \
  'has "$tmp/cfg6.err" "Error: Unsupported argument" && has "$tmp/cfg6.err" "on .reserve.hcl line 2:" &&
   has "$tmp/cfg6.err" "spec, format, level, minimum_failure_severity, call_module_type, disable, only and exclude\."'
check ".reserve.hcl with a block: reported" has "$tmp/cfg6.err" "Error: Unsupported block type"
printf 'format = "xml"\n' >"$repo/.reserve.hcl"
run cfg7 check m
same "$tmp/cfg7.err" /dev/stdin ".reserve.hcl with a wrong choice: the file, the line and the choices" <<'EOF'
reserve check: .reserve.hcl line 1: invalid value 'xml' for format (human, compact, json, sarif, checkstyle, junit or jsonl)
EOF
rm -f "$repo/.reserve.hcl"
printf 'format = "xml"\n' >"$tmp/.reserve.hcl"
run cfg8 check --format compact warn
check ".reserve.hcl above the top of the repository (.git) is not read" eval \
  '[ "$(cat "$tmp/cfg8.rc")" = 0 ] && empty "$tmp/cfg8.err"'
rm -f "$tmp/.reserve.hcl"

# ---- checkstyle and junit ------------------------------------------------------------------------
run cs check --format checkstyle --exclude examples --exclude sub m warn clean
status_is cs 1 "checkstyle: exit status 1"
run ju check --format junit --exclude examples --exclude sub m warn clean
run juw check --format junit --minimum-failure-severity warning warn
cat >"$tmp/xmlcheck.py" <<'EOF'
import sys, xml.etree.ElementTree as ET
mode, path = sys.argv[1], sys.argv[2]
try:
    root = ET.parse(path).getroot()
except ET.ParseError as e:
    print("not well-formed XML: %s" % e); sys.exit(1)
bad = []
if mode == "checkstyle":
    files = {f.get("name"): f for f in root.findall("file")}
    if root.tag != "checkstyle" or set(files) != {"m/main.tf", "warn/main.tf"}:
        bad.append("root %s, files %s" % (root.tag, sorted(files)))
    else:
        got = [(e.get("line"), e.get("column"), e.get("severity"), e.get("source")) for e in files["m/main.tf"]]
        if got != [("4", "9", "error", "TOFU1101"), ("8", "7", "error", "TOFU1101"), ("13", "7", "error", "TOFU1101"),
                   ("16", "7", "error", "TOFU1101"), ("21", "11", "error", "TOFU4002")]:
            bad.append("m/main.tf's errors: %s" % got)
        w = files["warn/main.tf"][0]
        if (w.get("severity"), w.get("source")) != ("warning", "TOFU2009") or "\n\nIf your module" not in w.get("message"):
            bad.append("the warning: %s" % w.attrib)
else:
    suites = {s.get("name"): s for s in root.findall("testsuite")}
    if mode == "junit-warning":
        want = {"warn/main.tf": ("1", "1")}
    else:
        want = {"m/main.tf": ("5", "5"), "warn/main.tf": ("1", "0"), "clean/main.tf": ("1", "0")}
    got = {k: (s.get("tests"), s.get("failures")) for k, s in suites.items()}
    if root.tag != "testsuites" or got != want:
        bad.append("suites (tests, failures): %s, expected %s" % (got, want))
    for name, s in suites.items():
        cases = s.findall("testcase")
        if len(cases) != int(s.get("tests")) or sum(len(c.findall("failure")) for c in cases) != int(s.get("failures")):
            bad.append("%s: its counts do not match its test cases" % name)
print("\n".join(bad))
sys.exit(1 if bad else 0)
EOF
pycheck "checkstyle: well-formed, a file element per file with diagnostics, line, column, severity, source" \
  "$tmp/xmlcheck.py" checkstyle "$tmp/cs.out"
pycheck "junit: well-formed, a suite per file, a warning is not a failure, a clean file one passing case" \
  "$tmp/xmlcheck.py" junit "$tmp/ju.out"
pycheck "junit with --minimum-failure-severity warning: the warning is a failure" \
  "$tmp/xmlcheck.py" junit-warning "$tmp/juw.out"

# What kept the run from reading everything is in the XML documents too, with exit status 2.
mkdir -p "$tmp/empty"
run csf check --format checkstyle m "$tmp/empty" "$tmp/missing"
status_is csf 2 "checkstyle with an unreadable PATH: exit status 2"
run juf check --format junit m "$tmp/empty" "$tmp/missing"
status_is juf 2 "junit with an unreadable PATH: exit status 2"
run jub check --format junit --spec "$tmp/missing.hcl" m
cat >"$tmp/xmlfail.py" <<'EOF'
import sys, xml.etree.ElementTree as ET
mode, path, want = sys.argv[1], sys.argv[2], sys.argv[3:]
try:
    root = ET.parse(path).getroot()
except ET.ParseError as e:
    print("not well-formed XML: %s" % e); sys.exit(1)
if mode == "checkstyle":
    got = [(e.get("source"), e.get("message").split(":")[0]) for f in root.findall("file")
           if f.get("name") == "reserve" for e in f.findall("error")]
    others = [f.get("name") for f in root.findall("file") if f.get("name") != "reserve"]
    ok = "m/main.tf" in others
else:
    suites = [s for s in root.findall("testsuite") if s.get("name") == "reserve"]
    got = [(c.get("name"), c.find("error").get("message")) for s in suites for c in s.findall("testcase")]
    ok = all(s.get("errors") == str(len(got)) for s in suites)
got = ["%s %s" % g for g in got]
if got != want or not ok:
    print("got %s, files or counts right: %s" % (got, ok)); sys.exit(1)
EOF
pycheck "checkstyle: the module's diagnostics, then the failures as errors of the file \"reserve\"" \
  "$tmp/xmlfail.py" checkstyle "$tmp/csf.out" "io No module files found" "io I/O error"
pycheck "junit: the failures as test cases in error in the suite \"reserve\"" \
  "$tmp/xmlfail.py" junit "$tmp/juf.out" "io No module files found" "io I/O error"
status_is jub 2 "junit with a usage error: exit status 2"
pycheck "junit with a usage error: a document that says so" "$tmp/xmlfail.py" junit "$tmp/jub.out" "usage Usage error"

# ---- SARIF (point 8) -----------------------------------------------------------------------------
run sarif check --format sarif m enc
run sabs check --format sarif "$repo/enc"
run sjson check --format json m/sub
cat >"$tmp/sarif.py" <<'EOF'
import json, os, re, sys
mode, path = sys.argv[1], sys.argv[2]
doc = json.load(open(path, encoding="utf-8"))
# RFC 3986 by character class: an absolute URI has a scheme, a reference no stray characters.
URIREF = r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*"
def is_uri(s): return re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:" + URIREF, s) is not None
def is_uriref(s): return is_uri(s) or (re.fullmatch(URIREF, s) is not None and not re.match(r"[^/?#]*:", s))
if mode == "schema":
    try:
        import jsonschema
    except ImportError:
        print("python3-jsonschema not found"); sys.exit(77)
    if not os.path.exists(sys.argv[3]):
        print("no SARIF schema at %s" % sys.argv[3]); sys.exit(77)
    fc = jsonschema.FormatChecker(formats=())
    fc.checks("uri")(is_uri)
    fc.checks("uri-reference")(is_uriref)
    v = jsonschema.Draft4Validator(json.load(open(sys.argv[3])), format_checker=fc)
    errs = list(v.iter_errors(doc))
    for e in errs[:10]:
        print("/".join(map(str, e.path)), e.message[:300])
    sys.exit(1 if errs else 0)
run = doc["runs"][0]
driver = run["tool"]["driver"]
bad = []
if mode == "rules":
    if not is_uri(driver.get("informationUri", "")):
        bad.append("informationUri %r" % driver.get("informationUri"))
    for r in driver["rules"]:
        if not r.get("fullDescription", {}).get("text"):
            bad.append("rule %s: no fullDescription" % r["id"])
        if not is_uri(r.get("helpUri", "")):
            bad.append("rule %s: helpUri %r is not an absolute URI" % (r["id"], r.get("helpUri")))
    # every brace doubled in every text: no run of braces of odd length
    def texts(o):
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "text": yield v
                else: yield from texts(v)
        elif isinstance(o, list):
            for v in o: yield from texts(v)
    for t in texts(doc):
        if any(len(m) % 2 for m in re.findall(r"\{+|\}+", t)):
            bad.append("a brace not doubled: %r" % t[:100])
    r = {r["id"]: r for r in driver["rules"]}
    if r.get("TOFU4007", {}).get("shortDescription", {}).get("text") != 'Invalid "{{alias}}" attribute':
        bad.append("TOFU4007's shortDescription: %r" % r.get("TOFU4007", {}).get("shortDescription"))
    if not r.get("TOFU4007", {}).get("helpUri", "").endswith("#TOFU4007"):
        bad.append("TOFU4007's helpUri does not name the code: %r" % r.get("TOFU4007", {}).get("helpUri"))
elif mode == "uris":
    base = run.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri", "")
    cwd = sys.argv[3]
    if base != "file://" + cwd.replace(" ", "%20") + "/":
        bad.append("originalUriBaseIds %%SRCROOT%%: %r, expected file://%s/" % (base, cwd))
    locs = sorted((l["physicalLocation"]["artifactLocation"]["uri"], l["physicalLocation"]["artifactLocation"].get("uriBaseId"))
                  for res in run["results"] for l in res["locations"])
    want = sys.argv[4:]
    got = ["%s %s" % l for l in locs]
    if sorted(set(got)) != sorted(want):
        bad.append("locations %s, expected %s" % (sorted(set(got)), sorted(want)))
elif mode == "syntax":
    json_code = json.load(open(sys.argv[3]))["diagnostics"][0]["code"]
    sarif = [res["ruleId"] for res in run["results"]]
    if [json_code] != sarif or json_code not in [r["id"] for r in driver["rules"]]:
        bad.append("JSON code %r, SARIF ruleIds %r" % (json_code, sarif))
print("\n".join(bad[:15]))
sys.exit(1 if bad else 0)
EOF
run ssyn check --format sarif m/sub
pycheck "sarif: valid against the SARIF 2.1.0 schema (with uri and uri-reference formats)" \
  "$tmp/sarif.py" schema "$tmp/sarif.out" "$schema"
pycheck "sarif with an absolute PATH: valid against the schema" "$tmp/sarif.py" schema "$tmp/sabs.out" "$schema"
run sio check --format sarif m/sub m/no-such-folder
pycheck "sarif of a run that met an I/O error (executionSuccessful false, a notification): valid against the schema" \
  "$tmp/sarif.py" schema "$tmp/sio.out" "$schema"
check "sarif of a run that met an I/O error: executionSuccessful false, with a notification" \
  grep -q '"executionSuccessful": false, "toolExecutionNotifications"' "$tmp/sio.out"
status_is sio 2 "sarif of a run that met an I/O error: exit status 2"
pycheck "sarif: every rule has a fullDescription and an absolute helpUri (#CODE), informationUri; braces doubled" \
  "$tmp/sarif.py" rules "$tmp/sarif.out"
pycheck "sarif: percent-encoded URIs relative to %SRCROOT%, the working directory" \
  "$tmp/sarif.py" uris "$tmp/sarif.out" "$repo" \
  "enc/x%20y%23%25.tf %SRCROOT%" "m/main.tf %SRCROOT%" "m/examples/x/main.tf %SRCROOT%" "m/sub/broken.tf %SRCROOT%"
pycheck "sarif: an absolute path is a file: URI without uriBaseId" \
  "$tmp/sarif.py" uris "$tmp/sabs.out" "$repo" "file://$repo/enc/x%20y%23%25.tf None"
pycheck "a syntax error has the same catalogue code in JSON as in SARIF (a rule)" \
  "$tmp/sarif.py" syntax "$tmp/ssyn.out" "$tmp/sjson.out"

echo "1..$n"
