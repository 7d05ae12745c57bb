#!/bin/sh
# check_formats.t: TAP golden and structure tests of `reserve check`'s three output formats
# (human, json, sarif) and exit statuses on tests/data/check-formats (and of every format for a
# diagnostic without a source range), and of the OpenTofu RFC PR #2262's
# "symbols" scenarios with --spec spec/examples/symbols.hcl on tests/data/symbols-scenarios.
# Environment: RESERVE (the program), top_srcdir (as set by `make check`); SHARED_DIR (optional)
# for the OpenTofu RFC PR #2262's text. The json and sarif points need python3 and are skipped without it.

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
srcdir=$(cd "$top_srcdir" && pwd) || exit 1
data=$srcdir/tests/data/check-formats
scen=$srcdir/tests/data/symbols-scenarios
symbols=$srcdir/spec/examples/symbols.hcl
catalogue=$srcdir/spec/tofu.hcl
for f in "$data/errors/main.tf" "$scen/1-opted-in/example.tf" "$symbols" "$catalogue"; do
  if [ ! -f "$f" ]; then
    echo "Bail out! fixture not found: $f"
    exit 1
  fi
done
py=
command -v python3 >/dev/null 2>&1 && py=python3

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $*"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
check() { # check DESC COMMAND...: one point, passing when COMMAND succeeds
  d=$1; shift
  if "$@"; then ok "$d"; else not_ok "$d"; fi
}
# same FILE EXPECTED DESC: FILE is identical to EXPECTED
same() {
  if diff -u "$2" "$1" >"$tmp/diff" 2>&1; then
    ok "$3"
  else
    not_ok "$3"
    sed -e '40q' -e 's/^/# /' "$tmp/diff"
  fi
}
# run NAME ARGS...: reserve ARGS with stdout, stderr and status in $tmp/NAME.{out,err,rc}
run() {
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
esc=$(printf '\033')
no_escape() { ! grep -q "$esc" "$1"; }
has_escape() { grep -q "$esc" "$1"; }

# fmt.py MODE ARGS: structure checks of the json and sarif outputs; prints what is wrong and
# exits 1, or exits 0.
#   json FILE ERRORS WARNINGS        the shape of `tofu validate -json` with these counts
#   sarif FILE SPEC RESULTS          SARIF 2.1.0: rules = SPEC's catalogue + "syntax", RESULTS results
#   get FILE EXPR                    prints EXPR evaluated with d = the document (str as is)
cat >"$tmp/fmt.py" <<'EOF'
import json, os, re, subprocess, sys

def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)

def catalogue(spec):
    """{code: severity} of the spec's diagnostic blocks, with all it extends (reserve-gen flatten:
    a spec may change or remove its base's)."""
    gen = os.environ.get("RESERVE_GEN", "reserve-gen")
    text = subprocess.run([gen, "flatten", spec], capture_output=True, text=True, check=True).stdout
    out = {}
    for block in re.findall(r'(?ms)^diagnostic\s+"[^"]*"\s*\{(.*?)^\}', text):
        code = re.search(r'(?m)^\s*code\s*=\s*"([^"]*)"', block)
        sev = re.search(r'(?m)^\s*severity\s*=\s*(\w+)', block)
        if code:
            out[code.group(1)] = sev.group(1) if sev else "error"
    return out

def pos_ok(p):
    return isinstance(p, dict) and all(isinstance(p.get(k), int) and p[k] >= (0 if k == "byte" else 1)
                                       for k in ("line", "column", "byte"))

def check_json(doc, nerr, nwarn):
    bad = []
    if doc.get("format_version") != "1.0":
        bad.append("format_version is %r, not \"1.0\"" % doc.get("format_version"))
    diags = doc.get("diagnostics")
    if not isinstance(diags, list):
        return bad + ["no diagnostics array"]
    for k in ("valid", "error_count", "warning_count"):
        if k not in doc:
            bad.append("no %s" % k)
    errors = sum(1 for d in diags if isinstance(d, dict) and d.get("severity") == "error")
    warnings = sum(1 for d in diags if isinstance(d, dict) and d.get("severity") == "warning")
    if (errors, warnings) != (nerr, nwarn):
        bad.append("%d errors and %d warnings, expected %d and %d" % (errors, warnings, nerr, nwarn))
    if doc.get("error_count") != errors or doc.get("warning_count") != warnings:
        bad.append("error_count %r, warning_count %r for %d errors and %d warnings"
                   % (doc.get("error_count"), doc.get("warning_count"), errors, warnings))
    if doc.get("valid") is not (errors == 0):
        bad.append("valid is %r with %d errors" % (doc.get("valid"), errors))
    for i, d in enumerate(diags):
        where = "diagnostics[%d]" % i
        if not isinstance(d, dict):
            bad.append("%s is not an object" % where)
            continue
        missing = [k for k in ("severity", "summary", "detail", "code", "range", "snippet") if k not in d]
        if missing:
            bad.append("%s lacks %s" % (where, ", ".join(missing)))
            continue
        if d["severity"] not in ("error", "warning"):
            bad.append("%s.severity is %r" % (where, d["severity"]))
        if not isinstance(d["summary"], str) or not d["summary"]:
            bad.append("%s.summary is empty" % where)
        if not isinstance(d["detail"], str):
            bad.append("%s.detail is not a string" % where)
        if d["code"] is not None and not isinstance(d["code"], str):
            bad.append("%s.code is neither a string nor null" % where)
        r = d["range"]
        if not isinstance(r, dict) or not isinstance(r.get("filename"), str) \
                or not pos_ok(r.get("start")) or not pos_ok(r.get("end")):
            bad.append("%s.range is not {filename, start, end} with line, column, byte" % where)
        elif r["end"]["byte"] < r["start"]["byte"]:
            bad.append("%s.range ends before it starts" % where)
        s = d["snippet"]
        if not isinstance(s, dict) or not all(k in s for k in (
                "context", "code", "start_line", "highlight_start_offset", "highlight_end_offset", "values")):
            bad.append("%s.snippet lacks context, code, start_line, highlight offsets or values" % where)
        elif not (0 <= s["highlight_start_offset"] <= s["highlight_end_offset"] <= len(s["code"].encode())):
            bad.append("%s.snippet's highlight is outside its code" % where)
    return bad

def check_sarif(doc, spec, nresults):
    bad = []
    if doc.get("version") != "2.1.0":
        bad.append("version is %r, not \"2.1.0\"" % doc.get("version"))
    if "sarif" not in str(doc.get("$schema", "")):
        bad.append("no SARIF $schema")
    runs = doc.get("runs")
    if not isinstance(runs, list) or len(runs) != 1:
        return bad + ["runs is not an array of one run"]
    driver = runs[0].get("tool", {}).get("driver", {})
    if driver.get("name") != "reserve":
        bad.append("runs[0].tool.driver.name is %r" % driver.get("name"))
    if not isinstance(driver.get("version"), str):
        bad.append("no driver version")
    rules = driver.get("rules")
    if not isinstance(rules, list):
        return bad + ["no rules array"]
    ids = [r.get("id") for r in rules]
    want = catalogue(spec)
    want["syntax"] = "error"
    if len(ids) != len(set(ids)):
        bad.append("duplicate rule ids")
    if set(ids) != set(want):
        bad.append("rules missing: %s; not in the catalogue: %s"
                   % (sorted(set(want) - set(ids)), sorted(set(ids) - set(want))))
    level = {}
    for r in rules:
        level[r.get("id")] = r.get("defaultConfiguration", {}).get("level")
        if r.get("id") in want and level[r.get("id")] != want[r.get("id")]:
            bad.append("rule %s has level %r, the catalogue says %s"
                       % (r.get("id"), level[r.get("id")], want[r.get("id")]))
        if not r.get("shortDescription", {}).get("text"):
            bad.append("rule %s has no shortDescription" % r.get("id"))
    results = runs[0].get("results")
    if not isinstance(results, list):
        return bad + ["no results array"]
    if len(results) != nresults:
        bad.append("%d results, expected %d" % (len(results), nresults))
    for i, res in enumerate(results):
        where = "results[%d]" % i
        if res.get("ruleId") not in level:
            bad.append("%s.ruleId %r is not a rule" % (where, res.get("ruleId")))
        elif res.get("level") != level[res["ruleId"]]:
            bad.append("%s.level %r, its rule's is %r" % (where, res.get("level"), level[res["ruleId"]]))
        if not res.get("message", {}).get("text"):
            bad.append("%s has no message text" % where)
        locs = res.get("locations")
        try:
            phys = locs[0]["physicalLocation"]
            region = phys["region"]
            uri = phys["artifactLocation"]["uri"]
        except (TypeError, KeyError, IndexError):
            bad.append("%s has no locations[0].physicalLocation with region and artifactLocation" % where)
            continue
        if not isinstance(uri, str) or not uri:
            bad.append("%s has no artifact uri" % where)
        if not isinstance(region.get("startLine"), int) or region["startLine"] < 1:
            bad.append("%s.region.startLine is %r" % (where, region.get("startLine")))
        elif isinstance(region.get("endLine"), int) and region["endLine"] < region["startLine"]:
            bad.append("%s.region ends before it starts" % where)
    return bad

mode, path = sys.argv[1], sys.argv[2]
try:
    doc = load(path)
except ValueError as e:
    print("not valid JSON: %s" % e)
    sys.exit(1)
if mode == "get":
    try:
        v = eval(sys.argv[3], {"d": doc})
    except Exception as e:
        print("<%s: %s>" % (type(e).__name__, e))
        sys.exit(1)
    print(v if isinstance(v, str) else json.dumps(v))
    sys.exit(0)
bad = check_json(doc, int(sys.argv[3]), int(sys.argv[4])) if mode == "json" \
    else check_sarif(doc, sys.argv[3], int(sys.argv[4]))
for b in bad[:15]:
    print(b)
sys.exit(1 if bad else 0)
EOF

# pycheck DESC MODE FILE ARGS...: a point from fmt.py MODE (skipped without python3).
pycheck() {
  d=$1; shift
  if [ -z "$py" ]; then
    skip "$d: python3 not found"
  elif "$py" "$tmp/fmt.py" "$@" >"$tmp/py.out" 2>&1; then
    ok "$d"
  else
    not_ok "$d"
    sed -e '15q' -e 's/^/#   /' "$tmp/py.out"
  fi
}
# is DESC FILE EXPR WANT: a point passing when fmt.py's EXPR on FILE prints exactly WANT.
is() {
  if [ -z "$py" ]; then
    skip "$1: python3 not found"
    return
  fi
  got=$("$py" "$tmp/fmt.py" get "$2" "$3" 2>&1)
  if [ "$got" = "$4" ]; then
    ok "$1"
  else
    not_ok "$1"
    printf '%s\n' "#   $3" "#   got:      $got" "#   expected: $4"
  fi
}

# Paths in the output are relative to the fixture directory.
cd "$data" || exit 1
exp=$data/expected
export NO_COLOR=1

# ---- human output ------------------------------------------------------------------------------
run clean check clean
status_is clean 0 "clean module: exit status 0"
same "$tmp/clean.out" "$exp/clean.out" "clean module: 'Success! The configuration is valid.' on stdout"
check "clean module: nothing on stderr" empty "$tmp/clean.err"

run errors check errors
status_is errors 1 "undeclared variable and count out of context: exit status 1"
same "$tmp/errors.err" "$exp/errors.err" "human layout of two errors (golden, NO_COLOR=1)"
check "errors: nothing on stdout (no success message)" empty "$tmp/errors.out"
check "human: 'Error: SUMMARY' behind the bar" has "$tmp/errors.err" '^│ Error: Reference to undeclared input variable$'
check "human: 'on FILE line N, in BLOCK:'" \
  has "$tmp/errors.err" '^│   on errors/main\.tf line 6, in resource "aws_instance" "web":$'
check "human: the numbered source line" has "$tmp/errors.err" '^│    6:   ami           = var\.image_id$'
check "human: the detail" has "$tmp/errors.err" '^│ An input variable with the name "image_id" has not been declared\. This variable can be declared with a variable "image_id" {} block\.$'
check "human: the count error in its output block" \
  has "$tmp/errors.err" '^│   on errors/main\.tf line 14, in output "first":$'
check "human: each diagnostic opens with ╷ and closes with ╵" \
  eval '[ "$(grep -c "^╷$" "$tmp/errors.err")" = 2 ] && [ "$(grep -c "^╵$" "$tmp/errors.err")" = 2 ]'
check "NO_COLOR=1: no escape bytes" no_escape "$tmp/errors.err"

run syntax check syntax
status_is syntax 1 "syntax error: exit status 1"
same "$tmp/syntax.err" "$exp/syntax.err" "human layout of a syntax error (golden)"

run load check --level load errors
status_is load 0 "--level load: references are not resolved (exit status 0)"
check "--level load: no diagnostics" empty "$tmp/load.err"

# Colour on a terminal (script(1) gives one), none with NO_COLOR set even there.
if command -v script >/dev/null 2>&1 && script -qec true /dev/null </dev/null >/dev/null 2>&1; then
  (unset NO_COLOR; TERM=xterm script -qec "'$RESERVE' check errors" /dev/null </dev/null >"$tmp/tty.out" 2>&1)
  check "on a terminal: coloured (escape bytes)" has_escape "$tmp/tty.out"
  (NO_COLOR=1 TERM=xterm script -qec "'$RESERVE' check errors" /dev/null </dev/null >"$tmp/ttync.out" 2>&1)
  check "on a terminal with NO_COLOR=1: no escape bytes" no_escape "$tmp/ttync.out"
  check "on a terminal with NO_COLOR=1: the diagnostics are there" has "$tmp/ttync.out" 'Error: Reference to undeclared'
else
  skip "colour on a terminal: script(1) from util-linux not found"
  skip "NO_COLOR on a terminal: script(1) from util-linux not found"
  skip "NO_COLOR on a terminal: script(1) from util-linux not found"
fi

# ---- levels: the merge of a module's files ----------------------------------------------------
dup=$srcdir/tests/data/check/TOFU3083/bad
for level in validate load; do
  run "l$level" check --level "$level" "$dup"
  status_is "l$level" 1 "--level $level: a variable declared in two files is an error (status 1)"
  check "--level $level: Duplicate variable declaration" has "$tmp/l$level.err" "Duplicate variable declaration"
done
run lfile check --level=file "$dup"
status_is lfile 0 "--level=file: each file alone, so the same module has no error (status 0)"

# ---- the merge rules are the spec's: Terraform's codes with spec/terraform.hcl ---------------------
tfspec=$srcdir/spec/terraform.hcl
for pair in 3083:TF3059 3091:TF3069 3101:TF3067 3103:TF3075 3108:TF3078 3098:TF3076; do
  fixture=$srcdir/tests/data/check/TOFU${pair%%:*}/bad
  run tfmerge check --spec "$tfspec" --format json "$fixture"
  got=$(grep -o '"code": "[A-Z]*[0-9]*"' "$tmp/tfmerge.out" | sed 's/.*"\([A-Z]*[0-9]*\)"/\1/' | tr '\n' ' ')
  if [ "$got" = "${pair#*:} " ]; then
    ok "terraform spec: TOFU${pair%%:*}'s fixture reports ${pair#*:} alone"
  else
    not_ok "terraform spec: TOFU${pair%%:*}'s fixture reports ${pair#*:} alone (got: $got)"
  fi
done

# ---- exit status 2 -----------------------------------------------------------------------------
run missing check no-such-dir
status_is missing 2 "missing path: exit status 2"
check "missing path: named on stderr" has "$tmp/missing.err" 'no-such-dir'
run missing2 check clean no-such-dir
status_is missing2 2 "a missing path beside a clean one: exit status 2"
run badfmt check --format xml clean
status_is badfmt 2 "--format xml: exit status 2"
check "--format xml: reported" has "$tmp/badfmt.err" "invalid value 'xml' for --format"
run badlevel check --level parse clean
status_is badlevel 2 "--level parse: exit status 2"
check "--level parse: reported" has "$tmp/badlevel.err" "invalid value 'parse' for --level"
run nopath check
status_is nopath 2 "no PATH: exit status 2"
run badopt check --frobnicate clean
status_is badopt 2 "unknown option: exit status 2"
run badspec check --spec no-such-spec.hcl clean
status_is badspec 2 "--spec with a missing file: exit status 2"

# ---- json --------------------------------------------------------------------------------------
run jclean check --format json clean
status_is jclean 0 "json, clean module: exit status 0"
pycheck "json, clean module: format_version 1.0, valid, no diagnostics" json "$tmp/jclean.out" 0 0
run jerrors check --format json errors
status_is jerrors 1 "json, errors: exit status 1"
pycheck "json, errors: valid JSON of tofu validate -json's shape, 2 errors" json "$tmp/jerrors.out" 2 0
is "json: summary" "$tmp/jerrors.out" 'd["diagnostics"][0]["summary"]' "Reference to undeclared input variable"
is "json: detail" "$tmp/jerrors.out" 'd["diagnostics"][0]["detail"]' \
  'An input variable with the name "image_id" has not been declared. This variable can be declared with a variable "image_id" {} block.'
is "json: code of the catalogue" "$tmp/jerrors.out" 'd["diagnostics"][0]["code"]' "TOFU1101"
is "json: range" "$tmp/jerrors.out" 'd["diagnostics"][0]["range"]' \
  '{"filename": "errors/main.tf", "start": {"line": 6, "column": 19, "byte": 89}, "end": {"line": 6, "column": 31, "byte": 101}}'
is "json: snippet context" "$tmp/jerrors.out" 'd["diagnostics"][0]["snippet"]["context"]' 'resource "aws_instance" "web"'
is "json: snippet highlight is the reference" "$tmp/jerrors.out" \
  '(lambda s: s["code"][s["highlight_start_offset"]:s["highlight_end_offset"]])(d["diagnostics"][0]["snippet"])' \
  "var.image_id"
is "json: the count error" "$tmp/jerrors.out" \
  '[d["diagnostics"][1][k] for k in ("summary", "code")] + [d["diagnostics"][1]["range"]["start"]["line"], d["diagnostics"][1]["snippet"]["context"]]' \
  '["Reference to \"count\" in non-counted context", "TOFU4002", 14, "output \"first\""]'
check "json: nothing on stderr" empty "$tmp/jerrors.err"
run jsyntax check --format json syntax
status_is jsyntax 1 "json, syntax error: exit status 1"
pycheck "json, syntax error: one error" json "$tmp/jsyntax.out" 1 0
is "json: a syntax error has the code syntax, its SARIF ruleId" "$tmp/jsyntax.out" 'd["diagnostics"][0]["code"]' "syntax"

# ---- sarif -------------------------------------------------------------------------------------
# spec_codes SPEC: the codes of SPEC's diagnostics, with all it extends (a spec may change or
# remove its base's: reserve-gen flatten writes the result), one each.
spec_codes() {
  "${RESERVE_GEN:-$top_builddir/reserve-gen}" flatten "$1" | sed -n 's/^ *code *= *"\(.*\)".*/\1/p'
}

ncodes=$(spec_codes "$catalogue" | sort -u | wc -l | tr -d ' ')
run sclean check --format sarif clean
status_is sclean 0 "sarif, clean module: exit status 0"
pycheck "sarif, clean module: SARIF 2.1.0, driver reserve, $ncodes catalogue rules + syntax, no results" \
  sarif "$tmp/sclean.out" "$catalogue" 0
is "sarif: one rule per code of spec/tofu.hcl and its base, plus syntax" "$tmp/sclean.out" \
  'len(d["runs"][0]["tool"]["driver"]["rules"])' "$((ncodes + 1))"
run serrors check --format sarif errors
status_is serrors 1 "sarif, errors: exit status 1"
pycheck "sarif, errors: two results, each with a known ruleId and a startLine" sarif "$tmp/serrors.out" "$catalogue" 2
is "sarif: the first result" "$tmp/serrors.out" \
  '(lambda r: [r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["locations"][0]["physicalLocation"]["region"]["startLine"]])(d["runs"][0]["results"][0])' \
  '["TOFU1101", "error", "errors/main.tf", 6]'
run ssyntax check --format sarif syntax
pycheck "sarif, syntax error: one result" sarif "$tmp/ssyntax.out" "$catalogue" 1
is "sarif: a syntax error's ruleId is syntax" "$tmp/ssyntax.out" 'd["runs"][0]["results"][0]["ruleId"]' "syntax"
run ssym check --spec "$symbols" --format sarif clean
pycheck "sarif with --spec: the rules are that spec's catalogue (symbols codes too)" \
  sarif "$tmp/ssym.out" "$symbols" 0
is "sarif with --spec: TOFU1201 is a rule" "$tmp/ssym.out" \
  '"TOFU1201" in [r["id"] for r in d["runs"][0]["tool"]["driver"]["rules"]]' "true"

# ---- a warning ---------------------------------------------------------------------------------
# spec/tofu.hcl has two warning-severity diagnostics, compatible_with_ineffective (TOFU2009) and
# provider_version_deprecated (TOFU3031); the fixture is the first. These points always run: a
# checker that stops emitting the warning fails them (only the json and sarif ones need python3).
run whuman check warning
status_is whuman 0 "warning-only module: exit status 0"
check "warning-only module: 'Warning: Ineffective version constraint', no error" eval \
  'has "$tmp/whuman.err" "^│ Warning: Ineffective version constraint$" && lacks "$tmp/whuman.err" "Error:"'
run wjson check --format json warning
pycheck "warning-only module, json: valid, 0 errors, 1 warning" json "$tmp/wjson.out" 0 1
run wsarif check --format sarif warning
is "warning-only module, sarif: level warning" "$tmp/wsarif.out" \
  '[r["level"] for r in d["runs"][0]["results"]]' '["warning"]'

# ---- a diagnostic without a source range -------------------------------------------------------
# "Invalid provider configuration alias" has no Subject in OpenTofu (decodeProviderBlock): every
# format shows it without a range, after the two hcl gives with theirs (rangeless/main.tf).
run rl check rangeless
status_is rl 1 "rangeless: exit status 1"
same "$tmp/rl.err" "$exp/rangeless.err" "human: a rangeless diagnostic without 'on FILE line N' and source (golden)"
run rlc check --format compact rangeless
same "$tmp/rlc.out" /dev/stdin "compact: a rangeless diagnostic is 'FILE: error: summary [CODE]'" <<'EOF_COMPACT'
rangeless/main.tf:4:11: error: Variables not allowed [TOFU3112]
rangeless/main.tf:4:11: error: Unsuitable value type [TOFU5227]
rangeless/main.tf: error: Invalid provider configuration alias [TOFU3033]
EOF_COMPACT
run rlj check --format json rangeless
is "json: a rangeless diagnostic has no range and no snippet, as validate -json" "$tmp/rlj.out" \
  '[sorted(x.keys()) for x in d["diagnostics"]]' \
  '[["code", "detail", "range", "severity", "snippet", "summary"], ["code", "detail", "range", "severity", "snippet", "summary"], ["code", "detail", "severity", "summary"]]'
is "json: the rangeless one is the alias error, counted" "$tmp/rlj.out" \
  '[d["diagnostics"][2]["summary"], d["error_count"], d["valid"]]' '["Invalid provider configuration alias", 3, false]'
run rll check --format jsonl rangeless
sed -n 2p "$tmp/rll.out" >"$tmp/rll.module" # the module's record
is "jsonl: the rangeless diagnostic has no range and no snippet" "$tmp/rll.module" \
  '[sorted(x.keys()) for x in d["diagnostics"]][1:]' \
  '[["code", "detail", "range", "severity", "snippet", "summary"], ["code", "detail", "severity", "summary"]]'
run rls check --format sarif rangeless
is "sarif: a rangeless result's location has its artifact and no region" "$tmp/rls.out" \
  '[sorted(r["locations"][0]["physicalLocation"].keys()) for r in d["runs"][0]["results"]]' \
  '[["artifactLocation", "region"], ["artifactLocation", "region"], ["artifactLocation"]]'
schema=${SHARED_DIR:-$srcdir/../shared}/reference/sarif-schema-2.1.0.json
if [ -z "$py" ] || ! "$py" -c 'import jsonschema' 2>/dev/null; then
  skip "sarif with a rangeless result, against the SARIF 2.1.0 schema: python3-jsonschema not found"
elif [ ! -f "$schema" ]; then
  skip "sarif with a rangeless result, against the SARIF 2.1.0 schema: no \$SHARED_DIR/reference/sarif-schema-2.1.0.json"
else
  check "sarif with a rangeless result: valid against the SARIF 2.1.0 schema" "$py" -c '
import json, sys, jsonschema
errs = list(jsonschema.Draft4Validator(json.load(open(sys.argv[1]))).iter_errors(json.load(open(sys.argv[2]))))
for e in errs[:5]: print("#", "/".join(map(str, e.path)), e.message[:200])
sys.exit(1 if errs else 0)' "$schema" "$tmp/rls.out"
fi
run rlx check --format checkstyle rangeless
check "checkstyle: a rangeless diagnostic has line 0 and no column" \
  has "$tmp/rlx.out" '^    <error line="0" severity="error" message="Invalid provider configuration alias: .*" source="TOFU3033"/>$'
check "checkstyle: the ranged ones keep line and column" has "$tmp/rlx.out" '^    <error line="4" column="11" severity="error" message="Variables not allowed'
run rlu check --format junit rangeless
check "junit: a rangeless test case is named by its code alone, its text 'FILE: error: ...'" eval \
  'has "$tmp/rlu.out" "^    <testcase classname=\"rangeless/main.tf\" name=\"TOFU3033\">$" &&
   has "$tmp/rlu.out" ">rangeless/main.tf: error: Invalid provider configuration alias: "'
# reserve-ignore: a rangeless diagnostic is kept at the argument it is about (the alias), and a
# comment naming its code on that line leaves it out (doc/reserve.1)
mkdir -p "$tmp/rlign"
printf 'provider "aws" {\n  alias = "1bad" # reserve-ignore: TOFU3033\n}\n' >"$tmp/rlign/main.tf"
run rli check --format compact "$tmp/rlign"
status_is rli 0 "reserve-ignore on the line of the alias: the rangeless diagnostic is left out (status 0)"
printf 'provider "aws" {\n  # reserve-ignore: TOFU3033\n\n  alias = "1bad"\n}\n' >"$tmp/rlign/main.tf"
run rli2 check --format compact "$tmp/rlign"
check "reserve-ignore on another line: the rangeless diagnostic stays" has "$tmp/rli2.out" ': error: Invalid provider configuration alias \[TOFU3033\]$'

# ---- RFC PR #2262: the symbols feature (spec/examples/symbols.hcl) ---------------------------------
# run_seed NAME CASE [FORMAT]: reserve check --spec symbols.hcl example.tf inside the case's folder.
run_seed() {
  (cd "$scen/$2" && "$RESERVE" check --spec "$symbols" --format "${3:-human}" example.tf \
    >"$tmp/$1.out" 2>"$tmp/$1.err"; echo $? >"$tmp/$1.rc")
}
hint='Did you intend to refer to resource "symbols" "anything_except_serverless"? If so, use the "resource." prefix:'
rewritten='    resource.symbols.anything_except_serverless.some_value'

run_seed s1 1-opted-in
status_is s1 1 "RFC PR #2262 (1) opted in: exit status 1"
same "$tmp/s1.err" "$scen/expected/1-opted-in.err" "RFC PR #2262 (1): the error's human layout (golden)"
run_seed s1j 1-opted-in json
is "RFC PR #2262 (1): one error, on line 11 (symbols.serverless on line 10 is fine)" "$tmp/s1j.out" \
  '[(x["severity"], x["summary"], x["range"]["start"]["line"]) for x in d["diagnostics"]]' \
  '[["error", "Reference to undefined symbol library", 11]]'
is "RFC PR #2262 (1): the detail ends with the resource. hint and the rewritten reference" "$tmp/s1j.out" \
  'd["diagnostics"][0]["detail"].split("\n")[-3:]' \
  "[\"\", \"$(printf '%s' "$hint" | sed 's/"/\\"/g')\", \"$rewritten\"]"
is "RFC PR #2262 (1): the detail starts with the missing block" "$tmp/s1j.out" \
  'd["diagnostics"][0]["detail"].split("\n")[0]' \
  'There is no symbols block named "anything_except_serverless" defined in this module.'

# The same error as the OpenTofu RFC PR #2262 prints it. The RFC's text differs from OpenTofu's plain layout
# (internal/command/format/diagnostic.go, DiagnosticPlain) in two ways normalised here: it wraps
# the hint after "If so," where OpenTofu wraps details only to a terminal's width (the spec joins
# the line, see spec/examples/symbols.hcl), and its source line has a 5-wide line number where
# OpenTofu prints "%4d: ". Our layout with the bars and our summary line taken away must be
# otherwise identical.
seedtxt=
for f in "${SHARED_DIR:-$srcdir/../shared}"/seeds/000_*.txt; do
  [ -f "$f" ] && seedtxt=$f
done
if [ -z "$seedtxt" ]; then
  skip "RFC PR #2262 (1) against the OpenTofu RFC PR #2262's text: no \$SHARED_DIR/seeds/000_*.txt"
else
  awk '$0 == "Error: Reference to undefined symbol library" { on = 1 }
       on && /^```/ { exit }
       on' "$seedtxt" |
    awk 'held != "" { print held " " $0; held = ""; next }
         /If so,$/ { held = $0; next }
         { print }' |
    sed 's/^   \([0-9][0-9]\):/  \1:/' >"$tmp/seed.want"
  sed -e '/^╷$/d' -e '/^╵$/d' -e 's/^│ //' -e 's/^│$//' -e '/^[0-9]* modules*, [0-9]* files*: /d' "$tmp/s1.err" |
    awk 'NF || started { started = 1; print }' >"$tmp/seed.got"
  if [ -s "$tmp/seed.want" ]; then
    same "$tmp/seed.got" "$tmp/seed.want" "RFC PR #2262 (1): the layout of the OpenTofu RFC PR #2262's example error"
  else
    not_ok "RFC PR #2262 (1): the example error not found in $seedtxt"
  fi
fi

run_seed s2 2-resource-only
status_is s2 0 "RFC PR #2262 (2) no symbols block, resource \"symbols\" \"serverless\": valid (old meaning)"
check "RFC PR #2262 (2): success message" has "$tmp/s2.out" '^Success! The configuration is valid\.$'

run_seed s3 3-neither
status_is s3 1 "RFC PR #2262 (3) neither: exit status 1"
check "RFC PR #2262 (3): 'Reference to undefined symbol library'" \
  has "$tmp/s3.err" '^│ Error: Reference to undefined symbol library$'
check "RFC PR #2262 (3): no resource. hint" lacks "$tmp/s3.err" 'Did you intend'
check "RFC PR #2262 (3): the detail" \
  has "$tmp/s3.err" '^│ There is no symbols block named "serverless" defined in this module\.$'

run_seed s4 4-other-resource
status_is s4 1 "RFC PR #2262 (4) resource \"symbols\" \"other\", no symbols block: exit status 1"
check "RFC PR #2262 (4): old meaning, 'Reference to undeclared resource'" \
  has "$tmp/s4.err" '^│ Error: Reference to undeclared resource$'
check "RFC PR #2262 (4): not read as a symbol library" lacks "$tmp/s4.err" 'symbol library'
check "RFC PR #2262 (4): the detail names resource \"symbols\" \"serverless\"" \
  has "$tmp/s4.err" 'There is no managed resource "symbols" "serverless" definition'

run_seed s5 5-escape
status_is s5 0 "RFC PR #2262 (5) opted in, resource.symbols.x.y to a declared resource: valid (the escape)"
check "RFC PR #2262 (5): nothing on stderr" empty "$tmp/s5.err"

echo "1..$n"
