#!/bin/sh
# drift.t -- reserve-gen drift finds one planted change of each kind of fact: a copy of
# OpenTofu v1.12.6's language sources (SHARED_DIR's upstream/) is changed in fourteen places,
# and the drift of tofu-1.12 against it must differ from the drift against the untouched tree
# by exactly the planted facts.  Also: drift notes, usage, a source that cannot be read, and a
# missing reserve-srcfacts.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/drift-lib.sh"
plant_tree "$TREE" "$tmp/tree"

"$GEN" drift --format json "$SPEC" "$TREE" >"$tmp/a.json" 2>"$tmp/a.err"
rc_a=$?
"$GEN" drift --format json "$SPEC" "$tmp/tree" >"$tmp/b.json" 2>"$tmp/b.err"
rc_b=$?
[ $rc_a -le 1 ] && [ $rc_b -eq 1 ] && pass=1 || pass=0
result $pass "drift reads both trees and the planted one drifts (exit $rc_a, $rc_b)" "$(cat "$tmp/a.err" "$tmp/b.err")"

# Each line: KIND WHERE NAME CHANGE, of a drift item that only the planted tree has.
cat >"$tmp/want" <<'WANT'
argument	module/provider	planted	missing
argument	test/provider	planted	missing
argument	module/import	to	different
block	module	planted	missing
constant	module/variable	planted	missing
constant	module/variable	description	extra
diagnostic	configs	Reserved argument named in provider block	missing
diagnostic	-	Reserved argument name in provider block	extra
experiment	current	planted	missing
function	builtin	planted	missing
reserved	module/provider	planted	missing
reserved	test/provider	planted	missing
root	normal	planted	missing
root_attribute	path	planted	missing
schema	module/variable	content	different
signature	builtin	endswith	different
signature	builtin	replace	different
version	-	version	different
WANT
python3 - "$tmp/a.json" "$tmp/b.json" >"$tmp/got" <<'PY'
import json, sys
def items(path):
    d = json.load(open(path))
    return {(i["kind"], i["where"], i["name"], i["change"], i["spec"], i["source"]) for i in d["drift"]}
a, b = items(sys.argv[1]), items(sys.argv[2])
for i in sorted(b - a):
    print("\t".join(i[:4]))
PY
got=$(sort "$tmp/got")
want=$(sort "$tmp/want")
[ "$got" = "$want" ] && pass=1 || pass=0
result $pass "the planted tree drifts by exactly one fact of each kind planted" \
	"$(printf 'got:\n%s\nwant:\n%s' "$got" "$want")"

# The JSON document has the shape doc/drift.md gives.
shape=$(python3 - "$tmp/b.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
ok = d["format_version"] == "1.0" and set(d["spec"]) == {"name", "language", "version", "file"}
ok = ok and set(d["source"]) == {"path", "version", "commit"} and d["source"]["version"] == "1.12.7"
ok = ok and all(set(i) == {"kind", "name", "where", "change", "spec", "source", "file", "line"} for i in d["drift"])
s = d["summary"]
ok = ok and s["missing"] + s["extra"] + s["different"] == len(d["drift"])
ok = ok and all(i["file"] and i["line"] > 0 for i in d["drift"] if i["change"] != "extra")
print("ok" if ok else "bad")
PY
)
[ "$shape" = ok ] && pass=1 || pass=0
result $pass "the JSON report has its documented fields, a summary that counts them, and file:line for the source" "$shape"

# Text output: the three sections and the summary line.
"$GEN" drift "$SPEC" "$tmp/tree" >"$tmp/b.txt" 2>&1
grep -q '^  root planted in normal: reserved  \[internal/addrs/parse_ref.go:[0-9]*\]$' "$tmp/b.txt" &&
	grep -q '^  argument to in module/import: spec required, source optional  \[internal/configs/import.go:[0-9]*\]$' "$tmp/b.txt" &&
	tail -n 1 "$tmp/b.txt" | grep -Eq '^drift: [0-9]+ missing, [0-9]+ extra, [0-9]+ different$' && pass=1 || pass=0
result $pass "text output names kind, name, where, both values and file:line" "$(head -n 20 "$tmp/b.txt")"

# Drift notes: a spec extending tofu-1.12 that notes the planted root is clean of it; a note
# of its own that names nothing makes drift fail; a note without a reason does not load.
cat >"$tmp/noted.hcl" <<EOF2
language "opentofu" {
  extends = "$SPEC"
}
drift "root" {
  name   = "plant*"
  change = "missing"
  reason = "a test: the planted root is left out"
}
EOF2
"$GEN" drift --format json "$tmp/noted.hcl" "$tmp/tree" >"$tmp/c.json" 2>"$tmp/c.err"
if grep -q '"kind":"root","name":"planted"' "$tmp/b.json" && ! grep -q '"name":"planted","where":"normal"' "$tmp/c.json"; then
	pass=1
else
	pass=0
fi
result $pass "a drift note leaves out what it names" "$(cat "$tmp/c.err")"
"$GEN" drift "$tmp/noted.hcl" "$TREE" >/dev/null 2>"$tmp/d.err"
rc=$?
[ $rc -eq 1 ] && grep -q 'noted.hcl:4: drift note root "plant\*" names no difference: remove it' "$tmp/d.err" && pass=1 || pass=0
result $pass "a note of the spec's own that names nothing fails, with its line (exit $rc)" "$(cat "$tmp/d.err")"
sed '/reason/d' "$tmp/noted.hcl" >"$tmp/noreason.hcl"
"$GEN" drift "$tmp/noreason.hcl" "$TREE" >/dev/null 2>"$tmp/e.err"
rc=$?
NO_COLOR=1 "$GEN" --check "$tmp/noreason.hcl" >"$tmp/e2.err" 2>&1
[ $rc -eq 2 ] && grep -q 'Missing drift reason' "$tmp/e2.err" && pass=1 || pass=0
result $pass "a drift note without a reason does not load (exit $rc)" "$(cat "$tmp/e.err" "$tmp/e2.err")"

# The commit a spec names is checked: a prefix of the source's, or a difference.
printf 'language "opentofu" {\n  extends = "%s"\n  commit  = "0000000000"\n}\n' "$SPEC" >"$tmp/commit.hcl"
"$GEN" drift --format json "$tmp/commit.hcl" "$TREE" >"$tmp/k.json" 2>&1
grep -q '"kind":"commit","name":"commit","where":"-","change":"different","spec":"0000000000","source":"b4305e5a5d' \
	"$tmp/k.json" && ! grep -q '"kind":"commit"' "$tmp/a.json" && pass=1 || pass=0
result $pass "a spec's commit that is not the source's drifts; tofu-1.12's own (b4305e5a5d) does not" "$(head -c 600 "$tmp/k.json")"

# Usage and sources that cannot be read: exit 2 with a message that names them.
"$GEN" drift "$SPEC" >/dev/null 2>&1
rc1=$?
"$GEN" drift "$SPEC" "$tmp/nonexistent" >/dev/null 2>"$tmp/f.err"
rc2=$?
printf 'package configs\nfunc broken( {\n' >"$tmp/tree/internal/configs/zz_broken.go"
"$GEN" drift "$SPEC" "$tmp/tree" >/dev/null 2>"$tmp/g.err"
rc3=$?
rm -f "$tmp/tree/internal/configs/zz_broken.go"
RESERVE_SRCFACTS=$tmp/nonexistent "$GEN" drift "$SPEC" "$tmp/tree" >/dev/null 2>"$tmp/h.err"
rc4=$?
[ $rc1 -eq 2 ] && [ $rc2 -eq 2 ] && grep -q nonexistent "$tmp/f.err" && [ $rc3 -eq 2 ] &&
	grep -q 'zz_broken.go' "$tmp/g.err" && [ $rc4 -eq 2 ] && pass=1 || pass=0
result $pass "usage, a missing folder, a Go file that does not parse and a missing reserve-srcfacts exit 2 (exit $rc1 $rc2 $rc3 $rc4)" \
	"$(cat "$tmp/f.err" "$tmp/g.err" "$tmp/h.err")"

# Speed: one drift of one spec against one tree well under 10 s on one core.
start=$(date +%s)
"$GEN" drift "$SPEC" "$TREE" >/dev/null 2>&1
secs=$(($(date +%s) - start))
[ $secs -lt 10 ] && pass=1 || pass=0
result $pass "one drift takes under 10 s ($secs s)"

echo "1..$n"
[ $fails -eq 0 ]
