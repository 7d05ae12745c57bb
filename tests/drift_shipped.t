#!/bin/sh
# drift_shipped.t -- every shipped spec is drift-clean against the release it describes:
# `reserve-gen drift SPEC TREE` exits 0 for each row of the table below, TREE a folder of
# SHARED_DIR's upstream/ (the languages' own sources at each release, doc/drift.md).  A spec
# says each deliberate difference from its source in its own drift notes, so a new fact of the
# source, or a spec that stops telling the truth, fails here with the drift listed.
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
SRCFACTS=$top_builddir/reserve-srcfacts
UPSTREAM=${SHARED_DIR:-$top_srcdir/../shared}/upstream
SPECS=$(cd "$top_srcdir" && pwd)/spec

if [ ! -x "$SRCFACTS" ]; then
	echo "1..0 # SKIP reserve-srcfacts was not built (configure found no Go)"
	exit 0
fi
if [ ! -d "$UPSTREAM" ]; then
	echo "1..0 # SKIP no language sources at SHARED_DIR/upstream"
	exit 0
fi
export RESERVE_SRCFACTS="$SRCFACTS"

# SPEC (a file under spec/)             TREE (a folder under upstream/)
table='
tofu.hcl                                opentofu/main
history/tofu-1.12.hcl                   opentofu/1.12.6
history/tofu-1.11.hcl                   opentofu/1.11.14
history/tofu-1.10.hcl                   opentofu/1.10.10
history/tofu-1.9.hcl                    opentofu/1.9.4
history/tofu-1.8.hcl                    opentofu/1.8.11
history/tofu-1.7.hcl                    opentofu/1.7.10
history/tofu-1.6.hcl                    opentofu/1.6.3
terraform.hcl                           terraform/main
history/terraform-1.0.hcl               terraform/1.0.11
history/terraform-1.1.hcl               terraform/1.1.9
history/terraform-1.2.hcl               terraform/1.2.9
history/terraform-1.3.hcl               terraform/1.3.10
history/terraform-1.4.hcl               terraform/1.4.7
history/terraform-1.5.hcl               terraform/1.5.7
history/terraform-1.6.hcl               terraform/1.6.6
history/terraform-1.7.hcl               terraform/1.7.5
history/terraform-1.8.hcl               terraform/1.8.5
history/terraform-1.9.hcl               terraform/1.9.8
history/terraform-1.10.hcl              terraform/1.10.5
history/terraform-1.11.hcl              terraform/1.11.4
history/terraform-1.12.hcl              terraform/1.12.2
history/terraform-1.13.hcl              terraform/1.13.5
history/terraform-1.14.hcl              terraform/1.14.9
'

rows=$(printf '%s\n' "$table" | grep -c '^[a-z]')
echo "1..$rows"
n=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
printf '%s\n' "$table" | grep '^[a-z]' | while read -r spec tree; do
	n=$((n + 1))
	what="drift $spec against upstream/$tree"
	if [ ! -d "$UPSTREAM/$tree" ]; then
		echo "ok $n - $what # SKIP no upstream/$tree"
		continue
	fi
	"$GEN" drift "$SPECS/$spec" "$UPSTREAM/$tree" >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" = 0 ]; then
		echo "ok $n - $what: exit 0"
		continue
	fi
	echo "not ok $n - $what: exit $rc"
	head -n 40 "$tmp/out" | sed 's/^/#   /'
done
