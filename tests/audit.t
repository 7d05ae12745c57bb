#!/bin/sh
# audit.t -- reserve audit: every kind of change in every class between two releases of a small
# test language (tests/data/audit/specs), the places of a module that read differently with
# their rewrites, regressed and fixed modules, the shipped history (1.10 -> 1.11 adds the
# "ephemeral" root, escapable), the two designs of symbol libraries (the experiment branch's
# unconditional root is escapable, the opt-in of the RFC PR #2262 safe), no diagnostic code
# that names two diagnostics in the shipped specs, the JSON shape, SARIF, markdown, exit codes,
# spec names and doc/history.md as `make regen` writes it.  With SHARED_DIR, the corpus too.
# JSON is read with python3 (the test is skipped without it).
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
command -v python3 >/dev/null 2>&1 || { echo "1..0 # SKIP python3 is needed to read the JSON"; exit 0; }
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
check() { # DESCRIPTION GOT WANT
	n=$((n + 1))
	if [ "$2" = "$3" ]; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" | sed 's/^/#   /'
	fi
}
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
specs=tests/data/audit/specs
audit() { "$RESERVE" audit "$@" 2>"$tmp/err"; }

# py FILE CODE: runs python with the JSON of FILE as `j` (and `fail(msg)` collecting problems);
# prints "ok" or the problems.
py() {
	file=$1; shift
	python3 - "$file" "$@" <<'EOF'
import json, sys
problems = []
def fail(m): problems.append(m)
try:
    j = json.load(open(sys.argv[1]))
except Exception as e:
    print("not JSON: %s" % e); sys.exit(0)
exec(sys.argv[2])
print("ok" if not problems else "\n".join(problems))
EOF
}

# The documented shape (doc/audit.md).
shape='
for k in ["format_version", "old", "new", "changes", "impact", "modules", "summary"]:
    if k not in j: fail("no key " + k)
if j.get("format_version") != "1.0": fail("format_version")
for side in ("old", "new"):
    for k in ("language", "version", "spec"):
        if k not in j[side]: fail("%s has no %s" % (side, k))
for c in j["changes"]:
    for k in ("kind", "name", "where", "change", "old", "new", "class", "reason", "escape"):
        if k not in c: fail("change without " + k)
    if c["class"] not in ("safe", "escapable", "breaking"): fail("class " + c["class"])
    if c["change"] not in ("added", "removed", "changed"): fail("change " + c["change"])
for p in j["impact"]:
    for k in ("file", "line", "column", "text", "change", "old_meaning", "new_meaning", "rewrite"):
        if k not in p: fail("impact without " + k)
for k in ("scanned", "affected", "regressed", "fixed"):
    if k not in j["modules"]: fail("modules without " + k)
for k in ("safe", "escapable", "breaking"):
    if not isinstance(j["summary"].get(k), int): fail("summary without " + k)
if sum(j["summary"][k] for k in ("safe", "escapable", "breaking")) != len(j["changes"]): fail("summary counts")
'

echo "1..45"

# ---- spec names ---------------------------------------------------------------------------
got=$("$RESERVE" --list-specs | awk 'NR > 1 { print $1 }' | sort | tr '\n' ' ')
check "--list-specs: the shipped specs by name" "$got" \
	"symbols symbols-experiment terraform terraform-1.0 terraform-1.1 terraform-1.10 terraform-1.11 terraform-1.12 terraform-1.13 terraform-1.14 terraform-1.2 terraform-1.3 terraform-1.4 terraform-1.5 terraform-1.6 terraform-1.7 terraform-1.8 terraform-1.9 tofu tofu-1.10 tofu-1.11 tofu-1.12 tofu-1.6 tofu-1.7 tofu-1.8 tofu-1.9 "
audit nosuch tofu >/dev/null; rc=$?
check "an unknown spec name: exit status 2" "$rc:$(grep -c "no spec 'nosuch'" "$tmp/err")" "2:1"
audit tofu >/dev/null; rc=$?
check "NEW missing: exit status 2" "$rc" 2
audit --format yaml tofu tofu >/dev/null; rc=$?
check "an unknown format: exit status 2" "$rc" 2
audit tofu tofu tests/data/audit/no-such-dir >/dev/null; rc=$?
check "a PATH that cannot be read: exit status 2" "$rc" 2

# ---- every kind of change, every class -----------------------------------------------------
audit --format json $specs/old.hcl $specs/new.hcl >"$tmp/mini.json"; rc=$?
check "test language, specs only: exit status 1 (escapable and breaking changes)" "$rc" 1
check "test language: the JSON has the documented shape" "$(py "$tmp/mini.json" "$shape")" ok
# kind name where change class [escape]
cat >"$tmp/want" <<'EOF'
root	fresh		added	escapable	resource.fresh.NAME
root	gone		removed	breaking
root	later		changed	safe
root	opted		added	safe
root	path.root	path	added	safe
block	legacy		removed	breaking
block	opter		added	safe
block	lifecycle	resource	added	safe
meta_argument	enabled	provider	added	escapable	_ { enabled = … }
meta_argument	enabled	module	added	breaking
meta_argument	sensitive	variable	added	safe
meta_block	lifecycle	resource	added	escapable	_ { lifecycle { … } }
reserved_argument	count	provider	removed	safe
reserved_argument	providers	module	added	breaking
reserved_block	locals	provider	added	escapable	_ { locals { … } }
escaping_block	_	data	removed	breaking
reserved_name	enabled	variable	added	breaking
reserved_name	providers	variable	added	breaking
type_keyword	string		added	safe
feature	exp_done		changed	safe
feature	pick		removed	breaking
feature	always		changed	breaking
feature	optin		added	safe
feature	exp_new		added	safe
edition	e_old		removed	breaking
edition	e_new		added	safe
diagnostic	worded	text	changed	safe
diagnostic	warn	severity	changed	breaking
diagnostic	old_only		removed	safe
diagnostic	new_only		added	safe
EOF
got=$(py "$tmp/mini.json" '
rows = {}
for c in j["changes"]:
    rows[(c["kind"], c["name"], c["where"], c["change"])] = c
for line in open("'"$tmp/want"'"):
    f = line.rstrip("\n").split("\t")
    c = rows.get(tuple(f[:4]))
    if not c: fail("missing: " + " ".join(f)); continue
    if c["class"] != f[4]: fail("%s: class %s, not %s" % (" ".join(f[:4]), c["class"], f[4]))
    if len(f) > 5 and c["escape"] != f[5]: fail("%s: escape %s" % (" ".join(f[:4]), c["escape"]))
    if len(f) == 5 and c["escape"] is not None: fail("%s: an escape" % " ".join(f[:4]))
')
check "test language: each change with its class and escape" "$got" ok
got=$(py "$tmp/mini.json" '
for c in j["changes"]:
    if c["kind"] == "block" and c["name"] == "picker":
        print("%s | %s | %s" % (c["new"], c["class"], c["reason"].split(":")[0]))
' | grep -v '^ok$')
check "test language: argument forms judged by what they accept (one change per argument)" "$got" \
"argument_forms = [version=compatibility .mini] | safe | accepts more
argument_forms = [mode=keyword a] | breaking | accepts less
argument_forms = [when=bare_keyword x] | breaking | accepts less
argument_forms = [level=keyword a b] | safe | accepts more"
got=$(py "$tmp/mini.json" '
r = {c["new"]: c["reason"] for c in j["changes"] if c["name"] == "picker"}
for new, want in (("argument_forms = [mode=keyword a]", "b (newly rejected)"),
                  ("argument_forms = [when=bare_keyword x]", "a quoted keyword is newly rejected"),
                  ("argument_forms = [version=compatibility .mini]", "in other files is newly accepted")):
    if want not in r.get(new, ""): fail("%s: %s" % (new, r.get(new)))
')
check "test language: the reason of an argument form names what is newly rejected or accepted" "$got" ok
got=$(py "$tmp/mini.json" '
kinds = {"root", "block", "meta_argument", "meta_block", "reserved_argument", "reserved_block",
         "escaping_block", "reserved_name", "type_keyword", "feature", "edition", "diagnostic"}
seen = {c["kind"] for c in j["changes"]}
if seen != kinds: fail("kinds: %s" % sorted(seen ^ kinds))
for cls in ("safe", "escapable", "breaking"):
    if not j["summary"][cls]: fail("no " + cls)
')
check "test language: every kind of change and every class" "$got" ok
got=$(py "$tmp/mini.json" '
f = [c for c in j["changes"] if c["flag"] == "code_reused"]
if len(f) != 1 or f[0]["name"] != "MINI0100" or j["summary"]["flagged"] != 1: fail("flagged: %s" % f)
')
check "test language: a code that names another diagnostic is flagged" "$got" ok

# ---- places and modules --------------------------------------------------------------------
audit --format json $specs/old.hcl $specs/new.hcl tests/data/audit/mini >"$tmp/mod.json"; rc=$?
check "test modules: exit status 1 (places affected)" "$rc" 1
check "test modules: the JSON has the documented shape" "$(py "$tmp/mod.json" "$shape")" ok
marks=$(grep -n '# audit:' tests/data/audit/mini/affected/main.tf | cut -d: -f1 | tr '\n' ' ')
got=$(py "$tmp/mod.json" 'print(" ".join(str(p["line"]) for p in j["impact"]) + " ", end="")' | sed 's/ok$//')
check "test modules: one place at each marked line" "$got" "$marks"
got=$(py "$tmp/mod.json" '
for p in j["impact"]:
    print("%d\t%s" % (p["line"], str(p["rewrite"]).replace("\n", "\\n")))
' | grep -v '^ok$')
check "test modules: the rewrites (none where nothing keeps the meaning)" "$got" "5	  _ {\n    enabled = true # audit: meta-argument now; rewrite: move into _\n  }\n
10	None
13	None
19	  _ {\n    lifecycle { # audit: meta-block now; rewrite: move into _\n      keep = true\n    }\n  }\n
25	resource.fresh.a[0].id
29	None
36	None"
got=$(py "$tmp/mod.json" '
m = j["modules"]
print(m["scanned"], m["affected"], [r["module"] for r in m["regressed"]], [r["module"] for r in m["fixed"]])
' | grep -v '^ok$')
check "test modules: scanned, affected, regressed and fixed" "$got" \
	"3 2 ['tests/data/audit/mini/affected'] ['tests/data/audit/mini/fixed']"
got=$(py "$tmp/mod.json" '
r = j["modules"]["regressed"][0]
print(r["old_errors"], r["new_errors"], sorted({d["side"] for d in r["diagnostics"]}))
' | grep -v '^ok$')
check "test modules: a regressed module with the diagnostics that differ" "$got" "0 5 ['new']"
audit $specs/old.hcl $specs/new.hcl tests/data/audit/mini/clean >/dev/null; rc=$?
check "a module no change affects: exit status 0" "$rc" 0
audit --format sarif $specs/old.hcl $specs/new.hcl tests/data/audit/mini >"$tmp/mod.sarif"
got=$(py "$tmp/mod.sarif" '
if j.get("version") != "2.1.0": fail("version")
res = [r for r in j["runs"][0]["results"]
       if not r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".hcl")]
if len(res) != 7: fail("%d results" % len(res))
ids = {r["id"] for r in j["runs"][0]["tool"]["driver"]["rules"]}
for r in res:
    if r["ruleId"] not in ids: fail("no rule " + r["ruleId"])
    if not r["locations"][0]["physicalLocation"]["region"]["startLine"]: fail("no line")
if sum(1 for r in res if "fixes" in r) != 3: fail("fixes")
')
check "--format sarif: one result per place, with its rule and fixes" "$got" ok
got=$(py "$tmp/mod.sarif" '
run = j["runs"][0]
if run["originalUriBaseIds"]["%SRCROOT%"]["uri"] != "file://'"$(pwd)"'/": fail("SRCROOT")
for r in run["results"]:
    a = r["locations"][0]["physicalLocation"]["artifactLocation"]
    if a.get("uriBaseId") != "%SRCROOT%" or a["uri"].startswith(("/", ".")): fail("uri " + a["uri"])
inv = run["invocations"]
if len(inv) != 1 or inv[0]["executionSuccessful"] is not True or inv[0]["exitCode"] != 1: fail("invocations %s" % inv)
')
check "--format sarif: URIs relative to %SRCROOT%, and the invocation with its exit code" "$got" ok

# ---- SARIF as a gate, without PATHs -----------------------------------------------------------
audit --format sarif tofu-1.10 tofu-1.11 >"$tmp/gate.sarif"; rc=$?
line=$(grep -n '^root "ephemeral"' spec/history/tofu-1.11.hcl | cut -d: -f1)
got=$(py "$tmp/gate.sarif" '
run = j["runs"][0]
res = run["results"]
print(len(res), res[0]["ruleId"], res[0]["level"])
loc = res[0]["locations"][0]["physicalLocation"]
print(loc["artifactLocation"]["uri"], loc["region"]["startLine"])
rule = [x for x in run["tool"]["driver"]["rules"] if x["id"] == "root:ephemeral"][0]
print(rule["helpUri"].startswith("file://") and rule["helpUri"].endswith("/audit.md#change-root"))
print(run["invocations"][0]["exitCode"], run["invocations"][0]["executionSuccessful"])
' | grep -v '^ok$')
check "--format sarif without PATHs: one result per escapable or breaking change, at NEW's line, with helpUri" \
	"$rc:$got" "1:1 root:ephemeral warning
spec/history/tofu-1.11.hcl $line
True
1 True"
got=$(grep -c 'id="change-root"' doc/audit.md)
check "doc/audit.md has the anchor the helpUri names" "$got" 1

# ---- a mark gained by marked: breaking unless no old module can carry it ------------------------
# tofu-1.10's output value, marked one word more: "deprecated" (a variable argument 1.10 reads,
# so an old module can carry it) and "top:ephemeral" (a variable argument 1.10 refused).
marked_spec() { # WORD ROLE_WORD
	{
		printf 'language "opentofu" {\n  extends = "%s/spec/history/tofu-1.10.hcl"\n  version = "1.10.10-marked"\n}\n' "$(pwd)"
		printf 'diagnostic "output_value_marked_%s" {\n  code = "TOFU9990"\n  severity = error\n' "$2"
		printf '  summary = "Output refers to marked values"\n  detail = "A test mark."\n  params = []\n'
		printf '  role = "output_value_marked_%s"\n  subject = block\n}\n' "$2"
		sed -n '/^block "output"/,/^}/p' spec/history/tofu-1.10.hcl |
			sed "s/\"value=marked sensitive\"/\"value=marked sensitive $1\"/"
	} >"$tmp/marked-$2.hcl"
}
marked_spec deprecated deprecated
audit --format json tofu-1.10 "$tmp/marked-deprecated.hcl" >"$tmp/marked1.json"; rc=$?
got=$(py "$tmp/marked1.json" '
for c in j["changes"]:
    if c["kind"] == "block" and c["name"] == "output":
        print(c["class"], c["reason"].split(":")[0])
' | grep -v '^ok$')
check "a mark an old module can carry, gained: breaking" "$rc:$got" "1:breaking accepts less"
marked_spec top:ephemeral ephemeral
audit --format json tofu-1.10 "$tmp/marked-ephemeral.hcl" >"$tmp/marked2.json"; rc=$?
got=$(py "$tmp/marked2.json" '
for c in j["changes"]:
    if c["kind"] == "block" and c["name"] == "output":
        print(c["class"], c["reason"].split(":")[0])
' | grep -v '^ok$')
check "a mark only a variable argument the old release refused gives, gained: safe" "$rc:$got" "0:safe accepts as much of old modules"

# ---- failure is visible in every format -----------------------------------------------------------
audit --format json tofu-1.12 tofu "$tmp/nonexistent" >"$tmp/fail.json"; rc=$?
got=$(py "$tmp/fail.json" '
if j["valid"] is not False: fail("valid")
d = j["diagnostics"]
if len(d) != 1 or d[0]["code"] != "io" or "nonexistent" not in d[0]["detail"]: fail("diagnostics %s" % d)
')
check "--format json, a PATH that cannot be read: exit 2, valid false, the problem as a diagnostic" "$rc:$got" "2:ok"
got=$(py "$tmp/mini.json" 'if j["valid"] is not True or j["diagnostics"] != []: fail("valid")')
check "--format json, all read: valid true, no diagnostics" "$got" ok
audit --format sarif tofu-1.12 tofu "$tmp/nonexistent" >"$tmp/fail.sarif"; rc=$?
got=$(py "$tmp/fail.sarif" '
inv = j["runs"][0]["invocations"][0]
if inv["executionSuccessful"] is not False or inv["exitCode"] != 2: fail("invocation %s" % inv)
n = inv.get("toolExecutionNotifications", [])
if len(n) != 1 or "nonexistent" not in n[0]["message"]["text"]: fail("notifications %s" % n)
')
check "--format sarif, a PATH that cannot be read: exit 2, executionSuccessful false, the notification" "$rc:$got" "2:ok"
for f in human markdown; do
	audit --format $f tofu-1.12 tofu "$tmp/nonexistent" >"$tmp/fail.txt"; rc=$?
	got=$(tail -1 "$tmp/fail.txt" | sed 's/[*]//g')
	check "--format $f, a PATH that cannot be read: exit 2, the last line says the audit is incomplete and why" \
		"$rc:$got" "2:reserve audit: incomplete: I/O error: $tmp/nonexistent: No such file or directory"
done

# ---- SARIF validated against the schema ---------------------------------------------------------
schema=${SHARED_DIR:+$SHARED_DIR/reference/sarif-schema-2.1.0.json}
if [ -z "$schema" ] || [ ! -f "$schema" ]; then
	skip "no SARIF schema: SHARED_DIR is not set or has no reference/sarif-schema-2.1.0.json"
elif ! python3 -c 'import jsonschema' 2>/dev/null; then
	skip "python3 has no jsonschema module"
else
	got=$(python3 - "$schema" "$tmp/gate.sarif" "$tmp/mod.sarif" "$tmp/fail.sarif" <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
for f in sys.argv[2:]:
    try:
        jsonschema.validate(json.load(open(f)), schema)
    except Exception as e:
        print("%s: %s" % (f, str(e).splitlines()[0]))
EOF
)
	check "--format sarif (without PATHs, with PATHs, failed) is valid against the SARIF 2.1.0 schema" "$got" ""
fi

audit --format markdown $specs/old.hcl $specs/new.hcl tests/data/audit/mini >"$tmp/mod.md"
got=$(grep -c -e '^### Breaking (13)' -e '^### Escapable (4)' -e '^### Safe' -e '^### Impact' -e '^| place |' "$tmp/mod.md")
check "--format markdown: a table per class, then the impact" "$got" 5

# ---- the shipped history -------------------------------------------------------------------
audit --format json tofu-1.10 tofu-1.11 tests/data/audit/ephemeral >"$tmp/eph.json"
got=$(py "$tmp/eph.json" '
c = [c for c in j["changes"] if c["kind"] == "root" and c["name"] == "ephemeral"]
if len(c) != 1: fail("no ephemeral root")
else:
    c = c[0]
    print(c["change"], c["class"], c["escape"], "unconditionally" in c["reason"])
' | grep -v '^ok$')
check "tofu-1.10 -> tofu-1.11: the ephemeral root, added unconditionally, escapable" "$got" \
	"added escapable resource.ephemeral.NAME True"
got=$(py "$tmp/eph.json" '
p = j["impact"]
print(len(p), p[0]["text"], p[0]["rewrite"], len(j["modules"]["regressed"]))
' | grep -v '^ok$')
check "tofu-1.10 -> tofu-1.11: a resource of type ephemeral, its rewrite, and the regression" "$got" \
	"1 ephemeral.token.result resource.ephemeral.token.result 1"
audit tofu-1.11 tofu-1.12 >"$tmp/1112.txt"; rc=$?
check "tofu-1.11 -> tofu-1.12: nothing breaking (required_version read in fewer files relaxes)" \
	"$rc:$(grep -c '^Changes: 0 breaking, 0 escapable' "$tmp/1112.txt")" "0:1"
got=""
for pair in "tofu-1.6 tofu-1.7" "tofu-1.7 tofu-1.8" "tofu-1.8 tofu-1.9" "tofu-1.9 tofu-1.10" \
	"tofu-1.6 tofu" "tofu-1.10 tofu-1.11" "tofu-1.10 tofu-1.12" "tofu-1.10 tofu" "tofu-1.11 tofu-1.12" \
	"tofu-1.11 tofu" "tofu-1.12 tofu"; do
	# shellcheck disable=SC2086
	audit --format json $pair >"$tmp/pair.json"
	got="$got$(py "$tmp/pair.json" '
for c in j["changes"]:
    if c["flag"]: fail("'"$pair"': " + c["name"] + ": " + c["old"] + " / " + c["new"])
' | grep -v '^ok$')"
done
check "shipped specs: no diagnostic code names two diagnostics (by the audit)" "$got" ""
# A diagnostic block without a code changes its base's and keeps its code.
got=$(python3 - spec/history/tofu-1.6.hcl spec/history/tofu-1.7.hcl spec/history/tofu-1.8.hcl \
	spec/history/tofu-1.9.hcl spec/history/tofu-1.10.hcl spec/history/tofu-1.11.hcl \
	spec/history/tofu-1.12.hcl spec/tofu.hcl 2>&1 <<'EOF'
import re, sys
seen = {}
for f in sys.argv[1:]:
    text = open(f).read()
    for m in re.finditer(r'^diagnostic "([^"]+)" \{(.*?)^\}', text, re.S | re.M):
        code = re.search(r'code\s*=\s*"([^"]+)"', m.group(2))
        if not code:
            continue
        code = code.group(1)
        summary = re.search(r'summary\s*=\s*"((?:[^"\\]|\\.)*)"', m.group(2)).group(1)
        if code in seen and seen[code][0] != m.group(1):
            print("%s: %s (%s) in %s, %s (%s) in %s" % (code, seen[code][0], seen[code][1], seen[code][2],
                                                         m.group(1), summary, f))
        seen.setdefault(code, (m.group(1), summary, f))
EOF
)
check "shipped specs: no diagnostic code names two diagnostics (by the spec files)" "$got" ""
# Terraform's releases, 1.0 to main: a delta that changes a diagnostic gives only the keys it
# changes, so a block without a code names no code.
got=$(python3 - spec/history/terraform-1.*.hcl spec/terraform.hcl <<'EOF'
import re, sys
seen = {}
for f in sys.argv[1:]:
    for m in re.finditer(r'^diagnostic "([^"]+)" \{(.*?)^\}', open(f).read(), re.S | re.M):
        code = re.search(r'code\s*=\s*"([^"]+)"', m.group(2))
        if not code:
            continue
        if code.group(1) in seen and seen[code.group(1)][0] != m.group(1):
            print("%s: %s in %s, %s in %s" % (code.group(1), seen[code.group(1)][0], seen[code.group(1)][1],
                                              m.group(1), f))
        seen.setdefault(code.group(1), (m.group(1), f))
EOF
)
check "shipped Terraform specs, 1.0 to main: no diagnostic code names two diagnostics" "$got" ""
got=""
for v in 0 1 2 3 4 5 6 7 8 9 10 11 12 13; do
	audit --format json terraform-1.$v terraform-1.$((v + 1)) >"$tmp/pair.json"
	got="$got$(py "$tmp/pair.json" '
for c in j["changes"]:
    if c["flag"]: fail("terraform-1.'"$v"': " + c["name"] + ": " + c["old"] + " / " + c["new"])
' | grep -v '^ok$')"
done
check "Terraform 1.0 to 1.14, each release on the one before: no code reused (by the audit)" "$got" ""

# ---- the two designs of symbol libraries -----------------------------------------------------
audit --format json tofu symbols-experiment tests/data/audit/symbols >"$tmp/sx.json"; rc=$?
got=$(py "$tmp/sx.json" '
c = [c for c in j["changes"] if c["kind"] == "root" and c["name"] == "symbols"][0]
print(c["class"], c["escape"], len(j["impact"]), j["impact"][0]["rewrite"])
' | grep -v '^ok$')
check "experiment branch: symbols escapable; the resource of type symbols is affected" "$rc:$got" \
	"1:escapable resource.symbols.NAME 1 resource.symbols.lib.id"
audit --format json tofu symbols tests/data/audit/symbols >"$tmp/so.json"; rc=$?
got=$(py "$tmp/so.json" '
c = [c for c in j["changes"] if c["kind"] == "root" and c["name"] == "symbols"][0]
print(c["class"], c["escape"], len(j["impact"]), j["summary"]["escapable"] + j["summary"]["breaking"])
' | grep -v '^ok$')
check "opt-in by block presence: symbols safe; the module is not affected" "$rc:$got" "0:safe None 0 0"
audit tofu symbols >/dev/null; rc=$?
check "opt-in by block presence, specs only: exit status 0" "$rc" 0

# ---- doc/history.md ----------------------------------------------------------------------
: >"$tmp/history.md"
sh tools/audit-history "$RESERVE" >"$tmp/history.md" 2>"$tmp/err"
if cmp -s "$tmp/history.md" doc/history.md; then got=same; else got=$(diff doc/history.md "$tmp/history.md" | head -5); fi
check "doc/history.md is what tools/audit-history writes (make regen)" "$got" same

# ---- the corpus ------------------------------------------------------------------------------
corpus=${SHARED_DIR:+$SHARED_DIR/corpus}
if [ -z "$corpus" ] || [ ! -d "$corpus" ]; then
	skip "no corpus: SHARED_DIR is not set or has no corpus/"
	skip "no corpus"
else
	audit --format json tofu-1.10 tofu-1.11 "$corpus"/*/ >"$tmp/corpus.json"; rc=$?
	check "corpus, tofu-1.10 -> tofu-1.11: exit status 0 or 1" "$([ $rc -le 1 ] && echo yes)" yes
	got=$(py "$tmp/corpus.json" "$shape"'
if j["modules"]["scanned"] < 100: fail("only %d modules" % j["modules"]["scanned"])
')
	check "corpus: the JSON has the documented shape, over every module" "$got" ok
fi
