#!/bin/sh
# draft.t -- reserve-gen draft: from OpenTofu v1.12.6's sources to a copy with one change of
# each kind planted (tests/drift-lib.sh), the delta it drafts on tofu-1.12 loads as written,
# carries every planted change (drift of the draft against the planted tree shows none of them,
# and nothing that drift of tofu-1.12 against the untouched tree does not show), and marks
# what needs judgement with TODO.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/drift-lib.sh"
plant_tree "$TREE" "$tmp/tree"
mkdir "$tmp/out"

"$GEN" draft --base "$SPEC" --from "$TREE" --to "$tmp/tree" -o "$tmp/out/draft.hcl" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] && [ -s "$tmp/out/draft.hcl" ] && pass=1 || pass=0
result $pass "draft writes a delta (exit $rc)" "$(cat "$tmp/err")"

NO_COLOR=1 "$GEN" --check "$tmp/out/draft.hcl" >"$tmp/check" 2>&1
rc=$?
[ $rc -eq 0 ] && pass=1 || pass=0
result $pass "the draft loads as written, TODOs and all (exit $rc)" "$(cat "$tmp/check")"

grep -q '^  extends = "' "$tmp/out/draft.hcl" && grep -q '^  version = "1.12.7"$' "$tmp/out/draft.hcl" && pass=1 || pass=0
result $pass "it extends the base by a path from its own folder, at the new version" "$(head -n 12 "$tmp/out/draft.hcl")"

todos=$(grep -c '# TODO' "$tmp/out/draft.hcl")
grep -q '# TODO: a new message (internal/configs/provider.go:[0-9]*): its code, role' "$tmp/out/draft.hcl" &&
	grep -q '# TODO: subject, refers' "$tmp/out/draft.hcl" && pass=1 || pass=0
result $pass "what needs judgement has a TODO with the source's file and line ($todos TODOs)" \
	"$(grep '# TODO' "$tmp/out/draft.hcl")"

"$GEN" drift --format json "$SPEC" "$TREE" >"$tmp/a.json" 2>"$tmp/a.err"
"$GEN" drift --format json "$tmp/out/draft.hcl" "$tmp/tree" >"$tmp/b.json" 2>"$tmp/b.err"
python3 - "$tmp/a.json" "$tmp/b.json" >"$tmp/diff" 2>&1 <<'PY' || echo "the two drift reports could not be compared" >>"$tmp/diff"
import json, sys
def items(path):
    return {(i["kind"], i["where"], i["name"], i["change"]) for i in json.load(open(path))["drift"]}
a, b = items(sys.argv[1]), items(sys.argv[2])
for i in sorted(b - a):
    print("new:", "\t".join(i))
for i in sorted(x for x in b if "planted" in x[2] or "named in" in x[2]):
    print("planted:", "\t".join(i))
PY
[ ! -s "$tmp/diff" ] && pass=1 || pass=0
result $pass "drift of the draft against the planted tree: no planted change left, nothing new" \
	"$(cat "$tmp/diff" "$tmp/b.err")"

# Usage: the three trees are needed, and a tree that cannot be read is exit 2.
"$GEN" draft --base "$SPEC" --from "$TREE" >/dev/null 2>&1
rc1=$?
"$GEN" draft --base "$SPEC" --from "$TREE" --to "$tmp/nonexistent" >/dev/null 2>&1
rc2=$?
[ $rc1 -eq 2 ] && [ $rc2 -eq 2 ] && pass=1 || pass=0
result $pass "usage and an unreadable tree exit 2 (exit $rc1 $rc2)"

echo "1..$n"
[ $fails -eq 0 ]
