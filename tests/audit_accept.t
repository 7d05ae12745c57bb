#!/bin/sh
# audit_accept.t -- reserve audit's acknowledged changes and --min-class: --accept FILE and the
# same audit_accept list in a .reserve.hcl found upward (which reserve check leaves alone); an
# accepted change is shown, marked in every format, and does not fail the audit (nor a module
# whose new errors all lie in its places); an entry that matches no change, or names no kind,
# is an error with its file and line; --min-class hides the changes of a lower class.
# JSON is read with python3 (the test is skipped without it).
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
command -v python3 >/dev/null 2>&1 || { echo "1..0 # SKIP python3 is needed to read the JSON"; exit 0; }
cd "$top_srcdir" || exit 1
src=$(pwd)
RESERVE_SPEC_PATH=$src/spec; export RESERVE_SPEC_PATH
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
data=tests/data/audit/accept
specs=tests/data/audit/specs
audit() { "$RESERVE" audit --no-config "$@" 2>"$tmp/err"; }
# py FILE CODE: python with the JSON of FILE as j; prints what CODE prints.
py() { python3 -c "import json, sys; j = json.load(open(sys.argv[1])); $2" "$1"; }

echo "1..16"

# ---- --accept FILE, without PATHs ---------------------------------------------------------------
audit tofu-1.10 tofu-1.11 >/dev/null; rc=$?
check "not accepted: the escapable change fails the audit" "$rc" 1
audit --accept $data/accept.hcl tofu-1.10 tofu-1.11 >"$tmp/out"; rc=$?
check "accepted: exit status 0, the change still shown with its reason" \
	"$rc:$(grep -A4 '^  root ephemeral added' "$tmp/out" | grep -c 'accepted: our modules use resource.ephemeral since 1.10')" "0:1"
check "accepted: the header counts it" "$(grep -c '^Changes: .*; 1 accepted$' "$tmp/out")" 1
audit --format json --accept $data/accept.hcl tofu-1.10 tofu-1.11 >"$tmp/acc.json"
got=$(py "$tmp/acc.json" '
a = [c for c in j["changes"] if c["accepted"]]
print(len(a), a[0]["kind"], a[0]["name"], j["summary"]["accepted"], all("accepted" in c for c in j["changes"]))')
check "--format json: the change's accepted reason, the summary's count" "$got" "1 root ephemeral 1 True"
audit --format sarif --accept $data/accept.hcl tofu-1.10 tofu-1.11 >"$tmp/acc.sarif"; rc=$?
got=$(py "$tmp/acc.sarif" '
r = j["runs"][0]["results"][0]
print(r["ruleId"], r["suppressions"][0]["kind"], r["suppressions"][0]["justification"][:9], j["runs"][0]["invocations"][0]["exitCode"])')
check "--format sarif: the result suppressed with the reason, exit code 0" "$rc:$got" "0:root:ephemeral external our modul 0"
audit --format markdown --accept $data/accept.hcl tofu-1.10 tofu-1.11 >"$tmp/acc.md"
check "--format markdown: the reason cell says it is accepted" \
	"$(grep -c '^| root | `ephemeral` |.*(accepted: our modules use resource.ephemeral since 1.10) |' "$tmp/acc.md")" 1

# ---- a typo never accepts silently ----------------------------------------------------------------
audit --accept $data/typo.hcl tofu-1.10 tofu-1.11 >/dev/null; rc=$?
check "an entry that matches no change, a kind that does not exist: exit status 2, each with its file and line" \
	"$rc:$(cut -d: -f1-4 "$tmp/err" | sort)" "2:reserve audit: $data/typo.hcl:3: 'root
reserve audit: $data/typo.hcl:4: 'rot"
audit --accept "$tmp/none.hcl" tofu-1.10 tofu-1.11 >/dev/null; rc=$?
check "an accept file that cannot be read: exit status 2" "$rc" 2

# ---- KIND:NAME:WHERE names one change --------------------------------------------------------------
printf 'audit_accept = {\n  "meta_argument:enabled:provider" = "providers of ours have no enabled"\n}\n' >"$tmp/where.hcl"
audit --format json --accept "$tmp/where.hcl" $specs/old.hcl $specs/new.hcl >"$tmp/where.json"
got=$(py "$tmp/where.json" '
print(sorted((c["where"], bool(c["accepted"])) for c in j["changes"] if c["kind"] == "meta_argument" and c["name"] == "enabled"))')
check "KIND:NAME:WHERE accepts that change alone" "$got" "[('module', False), ('provider', True)]"

# ---- with PATHs: places and modules -----------------------------------------------------------------
audit --format json --accept $data/accept.hcl tofu-1.10 tofu-1.11 $data/m >"$tmp/m.json"; rc=$?
got=$(py "$tmp/m.json" '
p = j["impact"]; r = j["modules"]["regressed"]
print(len(p), p[0]["accepted"], len(r), r[0]["accepted"])')
check "with PATHs: the place and the regressed module marked accepted, exit status 0" "$rc:$got" "0:1 True 1 True"
audit tofu-1.10 tofu-1.11 $data/m >/dev/null; rc=$?
check "with PATHs, not accepted: exit status 1" "$rc" 1

# ---- .reserve.hcl --------------------------------------------------------------------------------
mkdir -p "$tmp/proj/sub" && cp -r $data/m "$tmp/proj/sub/" && mkdir "$tmp/proj/.git"
{ cat $data/accept.hcl; echo 'format = "compact"'; } >"$tmp/proj/.reserve.hcl"
(cd "$tmp/proj/sub" && "$RESERVE" audit tofu-1.10 tofu-1.11 m >"$tmp/out" 2>&1); rc=$?
check ".reserve.hcl found upward: its audit_accept accepts" "$rc:$(grep -c '(accepted)' "$tmp/out")" "0:1"
(cd "$tmp/proj/sub" && "$RESERVE" audit --no-config tofu-1.10 tofu-1.11 m >/dev/null 2>&1); rc=$?
check "--no-config: .reserve.hcl is not read" "$rc" 1
mkdir "$tmp/proj/sub/c" && echo 'variable "x" {}' >"$tmp/proj/sub/c/main.tf"
(cd "$tmp/proj/sub" && "$RESERVE" check c >"$tmp/out" 2>&1); rc=$?
check "reserve check reads the same .reserve.hcl and leaves audit_accept alone" "$rc:$(cat "$tmp/out")" "0:"

# ---- --min-class -----------------------------------------------------------------------------------
audit --format json --min-class escapable $specs/old.hcl $specs/new.hcl >"$tmp/min.json"; rc=$?
got=$(py "$tmp/min.json" '
print(sorted({c["class"] for c in j["changes"] if not c["flag"]}), sum(j["summary"][k] for k in ("safe", "escapable", "breaking")) > len(j["changes"]))')
check "--min-class escapable: no safe change shown (the summary counts them all)" "$rc:$got" "1:['breaking', 'escapable'] True"
audit --min-class breaking tofu-1.10 tofu-1.11 >"$tmp/out"; rc=$?
check "--min-class breaking: an escapable change is not shown and does not fail" \
	"$rc:$(grep -c '^Escapable' "$tmp/out"):$(grep -c 'shown: breaking and worse' "$tmp/out")" "0:0:1"
