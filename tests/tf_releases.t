#!/bin/sh
# tf_releases.t -- Terraform's releases 1.0 to 1.14, each a spec of spec/history/ extending
# the one before (terraform-1.0 whole): for each release that changed what a module may say
# (1.4 changed nothing),
# a small module of tests/data/tf-releases/ that `reserve check` takes under that release's
# spec and refuses under its predecessor's (or the reverse), and the changes `reserve audit
# --format json` finds between consecutive specs for the notable releases (1.5 import and
# check, 1.6 test files, 1.7 removed and mocks, 1.8 provider-defined functions, 1.10
# ephemeral; 1.3 is tests/tf_history.t's).  Diagnostics are read from --format json with awk.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
data=tests/data/tf-releases
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
# codes SPEC PATH: "LINE CODE" of each diagnostic of `reserve check --spec SPEC PATH`.
codes() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null | awk '
		/^ *"code": / { c = $0; sub(/^ *"code": /, "", c); sub(/,$/, "", c); gsub(/"/, "", c); next }
		/^ *"range": [{]"filename": "/ {
			l = $0; sub(/.*"start": [{]"line": /, "", l); sub(/[^0-9].*/, "", l); print l " " c
		}' | sort -n -k1,1 -k2,2 | tr '\n' ' '
}
# changes OLD NEW: "CLASS KIND NAME WHERE CHANGE" of each change the audit finds.
changes() {
	"$RESERVE" audit --format json "$1" "$2" 2>/dev/null | awk '
		/^ *[{]"kind": / {
			k = $0; sub(/^ *[{]"kind": "/, "", k); sub(/".*/, "", k)
			nm = $0; sub(/.*"name": "/, "", nm); sub(/".*/, "", nm)
			w = $0; sub(/.*"where": "/, "", w); sub(/".*/, "", w); if (w == "") w = "-"
			ch = $0; sub(/.*"change": "/, "", ch); sub(/".*/, "", ch)
			c = $0; sub(/.*"class": "/, "", c); sub(/".*/, "", c)
			print c " " k " " nm " " w " " ch
		}'
}

echo "1..37"

# ---- a module each release made valid (or invalid), under it and its predecessor ----------
# MODULE  OLD  NEW  WANT-UNDER-OLD  WANT-UNDER-NEW   (codes; "-" for none)
while read -r mod old new wold wnew what; do
	[ -n "$mod" ] || continue
	[ "$wold" = - ] && wold=""
	[ "$wnew" = - ] && wnew=""
	check "$what: terraform-$old" "$(codes terraform-"$old" $data/"$mod")" "$(echo "$wold" | tr , ' ')"
	check "$what: terraform-$new" "$(codes terraform-"$new" $data/"$mod")" "$(echo "$wnew" | tr , ' ')"
done <<'TABLE'
moved11 1.0 1.1 3,TF3001, - v1.1's moved block
conditions12 1.1 1.2 7,TF3001, - v1.2's resource preconditions
optional13 1.2 1.3 4,TF5115, - v1.3's optional attribute with a default
import15 1.4 1.5 3,TF3001, - v1.5's import block
check15 1.4 1.5 5,TF3001, - v1.5's check block
tests16 1.5 1.6 - 8,TF5255, v1.6's test files (a run name given twice)
removed17 1.6 1.7 1,TF3001, - v1.7's removed block
providerfn18-undeclared 1.7 1.8 2,TF5001, 2,TF5004, v1.8's provider functions (one of a provider not in required_providers; before v1.8 a name with :: is no function)
ephemeral110 1.9 1.10 1,TF3001,7,TF3002, - v1.10's ephemeral block and variables
fn19 1.8 1.9 2,TF5001, - v1.9's templatestring function
statekey111 1.10 1.11 2,TF3002, - v1.11's state_key of a test file's run
identity112 1.11 1.12 4,TF5224,6,TF3002, - v1.12's import by identity
action113 1.12 1.13 1,TF3001, - v1.13's action block
actionconfig114 1.13 1.14 - 2,TF3002, v1.14's action config block (an argument directly in the action refused)
TABLE
check "main: a variable named ignore_nested_deprecations: terraform-1.14" \
	"$(codes terraform-1.14 $data/reserved-name-main)" ""
check "main: a variable named ignore_nested_deprecations: terraform (main)" \
	"$(codes terraform $data/reserved-name-main)" "1 TF3016 "
check "v1.8: a provider function of a provider in required_providers is valid" \
	"$(codes terraform-1.8 $data/providerfn18)" ""
# ---- the notable releases' audits ----------------------------------------------------------
check "audit terraform-1.4 terraform-1.5: import and check blocks, two functions, nothing else but messages" \
	"$(changes terraform-1.4 terraform-1.5 | grep -v ' diagnostic ')" \
"safe block check - added
safe block data check added
safe block assert check added
safe block import - added
safe function plantimestamp - added
safe function strcontains - added"
check "audit terraform-1.5 terraform-1.6: the testing scope's roots, test-file blocks, import id an expression" \
	"$(changes terraform-1.5 terraform-1.6 | grep -v ' diagnostic ' | grep -c '^escapable root \|^safe block ')|$(changes terraform-1.5 terraform-1.6 | grep ' block run ')" \
	"13|safe block run - added"
check "audit terraform-1.6 terraform-1.7: removed and mock_provider added, import for_each; nothing breaking" \
	"$(changes terraform-1.6 terraform-1.7 | grep -c '^breaking')|$(changes terraform-1.6 terraform-1.7 | grep -E ' block (removed|mock_provider) - | for_each import')" \
	"0|safe meta_argument for_each import added
safe block removed - added
safe block mock_provider - added"
check "audit terraform-1.7 terraform-1.8: the provider and core namespaces, issensitive" \
	"$(changes terraform-1.7 terraform-1.8 | grep -v ' diagnostic ')" \
"safe feature unknown_instances - added
safe function issensitive - added
safe namespace provider - added
safe namespace core - added"
check "audit terraform-1.9 terraform-1.10: the ephemeral root (escapable), block, variables and outputs" \
	"$(changes terraform-1.9 terraform-1.10 | grep -E ' ephemeral |ephemeral_values|applying')" \
"safe root terraform.applying terraform added
escapable root ephemeral - added
safe meta_argument ephemeral variable added
safe meta_argument ephemeral output added
safe block ephemeral - added
safe block lifecycle ephemeral added
safe feature ephemeral_values - added"
check "the chain: every Terraform release from 1.0 to 1.14 loads by name" \
	"$("$RESERVE" --list-specs 2>/dev/null | awk '$1 ~ /^terraform-1\./ { print $1 }' | sort -t. -k2,2n | tr '\n' ' ')" \
	"terraform-1.0 terraform-1.1 terraform-1.2 terraform-1.3 terraform-1.4 terraform-1.5 terraform-1.6 terraform-1.7 terraform-1.8 terraform-1.9 terraform-1.10 terraform-1.11 terraform-1.12 terraform-1.13 terraform-1.14 "
