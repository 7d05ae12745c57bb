#!/bin/sh
# tofu_releases.t -- OpenTofu's releases, spec by spec (spec/history/tofu-1.6.hcl ... 1.12, each
# extending its predecessor): for each release that changed what a module may say, a module of
# tests/data/tofu-releases/ valid under it and invalid under its predecessor (or the reverse),
# checked under both specs; and the notable changes of each release, as `reserve audit --format
# json` of the two specs tells them (each one checked against the release's sources when its
# spec was written: doc/drift.md).  Diagnostics and changes are read with awk.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
data=tests/data/tofu-releases
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

# codes SPEC DIR: "FILE:LINE CODE" of each diagnostic of `reserve check --spec SPEC DIR`, and
# the exit status, on one line.
codes() {
	out=$("$RESERVE" check --spec "$1" --format compact "$data/$2" 2>&1)
	rc=$?
	printf '%s\n' "$out" | sed -n 's|^.*tofu-releases/[^/]*/\([^:]*\):\([0-9]*\):[0-9]*: [a-z]*: .* \[\([A-Z0-9]*\)\]$|\1:\2 \3|p' |
		tr '\n' ' '
	echo "exit $rc"
}

# SPEC, the release before it, the module, and what `check` says under each (the old release
# first). A module written for the new release fails under the old one; one marked "reverse"
# was valid and is not.
table='
tofu-1.7  tofu-1.6  1.7-removed             |main.tf:2 TOFU3001 exit 1|exit 0
tofu-1.7  tofu-1.6  1.7-encryption          |main.tf:3 TOFU3001 exit 1|exit 0
tofu-1.7  tofu-1.6  1.7-provider-function   |main.tf:11 TOFU5001 exit 1|exit 0
tofu-1.7  tofu-1.6  1.7-function            |main.tf:3 TOFU5001 exit 1|exit 0
tofu-1.7  tofu-1.6  1.7-import-for-each     |main.tf:7 TOFU3002 main.tf:8 TOFU3080 exit 1|exit 0
tofu-1.8  tofu-1.7  1.8-tofu-file           |main.tf:3 TOFU1101 exit 1|exit 0
tofu-1.8  tofu-1.7  1.8-static-source       |main.tf:8 TOFU3112 exit 1|exit 0
tofu-1.8  tofu-1.7  1.8-mock-provider       |tests/main.tftest.hcl:2 TOFU3001 exit 1|exit 0
tofu-1.9  tofu-1.8  1.9-provider-for-each   |main.tf:4 TOFU3015 exit 1|exit 0
tofu-1.9  tofu-1.8  1.9-tofu-root           |main.tf:3 TOFU1104 exit 1|exit 0
tofu-1.9  tofu-1.8  1.9-resource-named-tofu |exit 0|main.tf:7 TOFU4007 exit 1
tofu-1.9  tofu-1.8  1.9-validation          |main.tf:9 TOFU3120 exit 1|exit 0
tofu-1.10 tofu-1.9  1.10-removed-lifecycle  |main.tf:4 TOFU3001 exit 1|exit 0
tofu-1.10 tofu-1.9  1.10-deprecated         |main.tf:4 TOFU3002 exit 1|exit 0
tofu-1.11 tofu-1.10 1.11-ephemeral          |main.tf:2 TOFU3001 exit 1|exit 0
tofu-1.11 tofu-1.10 1.11-enabled            |main.tf:4 TOFU3002 exit 1|exit 0
tofu-1.12 tofu-1.11 1.12-const              |main.tf:3 TOFU3002 exit 1|exit 0
tofu-1.12 tofu-1.11 1.12-terraform-language |main.tf:4 TOFU2004 exit 1|exit 0
tofu      tofu-1.12 main-function           |main.tf:3 TOFU5001 exit 1|exit 0
'

# changes OLD NEW: "CLASS KIND NAME WHERE CHANGE" of each change of `reserve audit --format json`.
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
# has OLD NEW LINE...: the LINEs that the audit of OLD -> NEW lacks (none: all there).
has() {
	old=$1 new=$2
	shift 2
	got=$(changes "$old" "$new")
	for want in "$@"; do
		printf '%s\n' "$got" | grep -qxF "$want" || printf '%s; ' "$want"
	done
}

rows=$(printf '%s\n' "$table" | grep -c '^tofu')
echo "1..$((rows * 2 + 6))"

printf '%s\n' "$table" | grep '^tofu' | while read -r new old dir rest; do
	want_old=${rest#|}
	want_old=${want_old%%|*}
	want_new=${rest##*|}
	check "$dir under $old" "$(codes "$old" "$dir")" "$want_old"
	check "$dir under $new" "$(codes "$new" "$dir")" "$want_new"
done
n=$((rows * 2))

# ---- the notable releases, as the audit tells them ----------------------------------------
check "audit tofu-1.6 tofu-1.7: the removed block, state encryption, provider functions (the provider:: and core:: namespaces), import for_each" \
	"$(has tofu-1.6 tofu-1.7 'safe block removed - added' 'safe block encryption terraform added' \
		'safe meta_block encryption terraform added' 'safe namespace provider - added' \
		'safe namespace core - added' 'safe meta_argument for_each import added' \
		'safe function templatestring - added')" ""
check "audit tofu-1.7 tofu-1.8: .tofu files, early evaluation of a module's source and version, mock providers" \
	"$(has tofu-1.7 tofu-1.8 'breaking file_extension .tofu module added' \
		'breaking file_extension .tofutest.hcl test added' 'safe block module - changed' \
		'safe block mock_provider - added' 'safe diagnostic static_undeclared_variable - added')" ""
check "audit tofu-1.8 tofu-1.9: provider for_each, the tofu root (escapable), validations that refer to other objects" \
	"$(has tofu-1.8 tofu-1.9 'safe meta_argument for_each provider added' \
		'safe reserved_argument for_each provider removed' 'escapable root tofu - added' \
		'safe block validation variable changed' 'safe diagnostic provider_ref_key - added')" ""
check "audit tofu-1.9 tofu-1.10: the removed block's lifecycle and provisioners, deprecated variables and outputs" \
	"$(has tofu-1.9 tofu-1.10 'safe meta_block lifecycle removed added' \
		'safe meta_block provisioner removed added' 'safe meta_argument deprecated variable added' \
		'safe meta_argument deprecated output added')" ""
check "audit tofu-1.10 tofu-1.11: ephemeral resources (escapable root) and lifecycle enabled" \
	"$(has tofu-1.10 tofu-1.11 'escapable root ephemeral - added' 'safe block ephemeral - added' \
		'safe meta_argument enabled resource/lifecycle added' 'safe meta_block lifecycle module added')" ""
# Nothing of the first three releases breaks a module but the new file endings.
check "audits tofu-1.6 -> 1.7 -> 1.8 -> 1.9: breaking only the new file endings" \
	"$(for p in "tofu-1.6 tofu-1.7" "tofu-1.7 tofu-1.8" "tofu-1.8 tofu-1.9"; do
		# shellcheck disable=SC2086
		changes $p | grep '^breaking'
	done)" "breaking file_extension .tofu module added
breaking file_extension .tofutest.hcl test added"
