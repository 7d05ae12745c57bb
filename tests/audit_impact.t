#!/bin/sh
# audit_impact.t -- reserve audit answers "who breaks, by what": calls of a function the new
# release removes are places; a module that had errors and gains new ones is worsened; a file
# that does not parse gives no places; every change carries its counts (places, regressed,
# worsened, fixed modules) and the new errors are grouped by change and by code, in every
# format.  JSON is read with python3 (the test is skipped without it).
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
data=tests/data/audit/impact
specs=tests/data/audit/specs
audit() { "$RESERVE" audit --no-config "$@" 2>"$tmp/err"; }
py() { python3 -c "import json, sys; j = json.load(open(sys.argv[1])); $2" "$1"; }

echo "1..10"

audit --format json tofu-1.12 $data/nolower.hcl $data >"$tmp/fn.json"; rc=$?
got=$(py "$tmp/fn.json" '
for p in j["impact"]:
    print(p["file"].split("/")[-2], p["line"], p["text"], "|", p["old_meaning"], "|", p["change"], p["rewrite"])')
check "a removed function: each call valid under OLD is a place, with no rewrite" "$rc:$got" \
"1:calls 7 lower(var.name) | a call of lower (built-in) | function lower removed None
calls 11 lower(var.name) | a call of lower (built-in) | function lower removed None
worse 7 lower(\"A\") | a call of lower (built-in) | function lower removed None"
check "a file with syntax errors gives no place (its module is listed, worsened)" \
	"$(py "$tmp/fn.json" 'print(sum("broken" in p["file"] for p in j["impact"]), sum("broken" in r["module"] for r in j["modules"]["worsened"]))')" "0 1"
got=$(py "$tmp/fn.json" '
m = j["modules"]
print([r["module"].split("/")[-1] for r in m["regressed"]], [r["module"].split("/")[-1] for r in m["worsened"]],
      [(r["old_errors"], r["new_errors"]) for r in m["worsened"]])')
check "a module with errors under OLD that gains new ones is worsened, not regressed" "$got" \
	"['calls'] ['broken', 'worse'] [(1, 2), (1, 2)]"
got=$(py "$tmp/fn.json" '
c = [c for c in j["changes"] if c["kind"] == "function" and c["name"] == "lower"][0]
m = j["modules"]
print(c["counts"], m["unexplained"], m["by_code"])')
check "--format json: the change's counts, what no change explains, the new errors by code" "$got" \
	"{'places': 3, 'regressed': 1, 'worsened': 1, 'fixed': 0} {'regressed': 0, 'worsened': 1, 'fixed': 0} [{'code': 'TOFU5001', 'modules': 3, 'errors': 4}]"
audit tofu-1.12 $data/nolower.hcl $data >"$tmp/fn.txt"
check "human: by change and by code" \
	"$(sed -n '/^By change/,$p' "$tmp/fn.txt")" "By change (places; modules regressed, worsened, fixed with an error in them):
  function lower removed: 3 places; 1 regressed, 1 worsened, 0 fixed modules
  unexplained (an error in no place of a change): 0 places; 0 regressed, 1 worsened, 0 fixed modules

By diagnostic code (the new errors of the modules that regressed or worsened):
  TOFU5001: 3 modules, 4 errors"
audit --format markdown tofu-1.12 $data/nolower.hcl $data >"$tmp/fn.md"
check "markdown: the two tables" \
	"$(grep -e '^| function lower removed |' -e '^| TOFU5001 |' -e '^### By' -e '^### Worsened' "$tmp/fn.md")" "### Worsened: 2 modules (errors under \`tofu-1.12\`, new ones under \`$data/nolower.hcl\`)
### By change
| function lower removed | 3 | 1 | 1 | 0 |
### By diagnostic code
| TOFU5001 | 3 | 4 |"
audit --format sarif tofu-1.12 $data/nolower.hcl $data >"$tmp/fn.sarif"
got=$(py "$tmp/fn.sarif" '
r = [x for x in j["runs"][0]["tool"]["driver"]["rules"] if x["id"] == "function:lower"][0]["properties"]
print(r["places"], r["regressed"], r["worsened"], r["fixed"], j["runs"][0]["properties"]["by_code"])')
check "sarif: a rule's counts, the run's new errors by code" "$got" "3 1 1 0 [{'code': 'TOFU5001', 'modules': 3, 'errors': 4}]"

# every kind of place explains its modules: the test language's changes
audit --format json $specs/old.hcl $specs/new.hcl tests/data/audit/mini >"$tmp/mini.json"
got=$(py "$tmp/mini.json" '
for c in j["changes"]:
    k = c["counts"]
    if k["regressed"] or k["fixed"]: print(c["kind"], c["name"], k["places"], k["regressed"], k["fixed"])
print(j["modules"]["unexplained"])')
check "each new error of a regressed module, and the error a fixed module lost, explained by its change" "$got" \
"root gone 1 1 0
root later 0 0 1
root fresh 1 1 0
reserved_name providers 1 1 0
meta_block lifecycle 1 1 0
block legacy 1 1 0
{'regressed': 0, 'worsened': 0, 'fixed': 0}"

# -j gives the same report
"$RESERVE" audit --no-config -j 3 --format json tofu-1.12 $data/nolower.hcl $data >"$tmp/j3.json" 2>/dev/null
check "-j 3: the same JSON" "$(cmp -s "$tmp/fn.json" "$tmp/j3.json" && echo same)" same
audit tofu-1.12 $data/nolower.hcl $data/calls >/dev/null; rc=$?
check "calls of a removed function fail the audit" "$rc" 1
