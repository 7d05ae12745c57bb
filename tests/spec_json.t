#!/bin/sh
# spec_json.t -- reserve-gen --lang json: every shipped spec, flattened through
# `extends`, as JSON that doc/spec.schema.json (draft 2020-12) accepts; the schema
# is the one reserve-gen writes; the document holds what the spec's base declares
# and the loader counts; a document with a key the schema does not know is refused.
# Validation needs python3 with jsonschema (Debian: python3-jsonschema); without it
# those points are SKIPs.
: "${top_srcdir:=.}" "${top_builddir:=.}"
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
PY=${PYTHON3:-python3}
schema=$top_srcdir/doc/spec.schema.json
n=0
fails=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 15 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}
skip() { # DESCRIPTION REASON
	n=$((n + 1))
	echo "ok $n # SKIP $1: $2"
}

have_jsonschema=0
command -v "$PY" >/dev/null 2>&1 && "$PY" -c 'import jsonschema' 2>/dev/null && have_jsonschema=1

# validate SCHEMA DOC: prints nothing and exits 0 when DOC is valid
validate() {
	"$PY" - "$1" "$2" <<'PYEOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
for e in errors[:5]:
    print("/".join(str(p) for p in e.absolute_path), e.message)
sys.exit(1 if errors else 0)
PYEOF
}

# The shipped schema is what reserve-gen writes now.
out=$("$GEN" --lang json-schema 2>&1 >"$tmp/schema.json")
if [ $? -eq 0 ] && cmp -s "$tmp/schema.json" "$schema"; then pass=1; else pass=0; fi
result $pass "doc/spec.schema.json is reserve-gen --lang json-schema's output (make regen)" \
	"$out$(diff "$schema" "$tmp/schema.json" 2>&1 | head -n 10)"

for f in spec/tofu.hcl spec/terraform.hcl spec/history/tofu-1.10.hcl spec/history/tofu-1.11.hcl \
	spec/history/tofu-1.12.hcl spec/history/terraform-1.2.hcl spec/history/terraform-1.3.hcl \
	spec/examples/symbols.hcl spec/examples/symbols-experiment.hcl; do
	doc=$tmp/$(basename "$f" .hcl).json
	out=$(cd "$top_srcdir" && "$GEN" --lang json "$f" 2>&1 >"$doc")
	[ $? -eq 0 ] && [ -s "$doc" ] && pass=1 || pass=0
	result $pass "$f: reserve-gen --lang json" "$out"
	if [ $have_jsonschema = 0 ]; then
		skip "$f: its JSON is valid against doc/spec.schema.json" "python3 with jsonschema not found (apt-get install python3-jsonschema)"
		continue
	fi
	out=$(validate "$schema" "$doc" 2>&1) && pass=1 || pass=0
	result $pass "$f: its JSON is valid against doc/spec.schema.json" "$out"
	# the counts the loader gives (reserve-gen --check) are the document's
	want=$(cd "$top_srcdir" && "$GEN" --check "$f" | sed 's/.*: \([0-9]*\) roots, \([0-9]*\) block types, \([0-9]*\) features, \([0-9]*\) editions, \([0-9]*\) diagnostics$/\1 \2 \3 \4 \5/')
	got=$("$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); print(*(len(d[k]) for k in ("roots","blocks","features","editions","diagnostics")))' "$doc" 2>&1)
	[ "$got" = "$want" ] && pass=1 || pass=0
	result $pass "$f: its JSON has the loader's roots, blocks, features, editions, diagnostics ($want)" "got: $got"
done

if [ $have_jsonschema = 1 ]; then
	# flattened: tofu.hcl extends history/tofu-1.12.hcl, whose roots it does not repeat
	got=$("$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); r={x["name"]:x for x in d["roots"]}; print(r["var"]["subject"], r["ephemeral"]["form"], "for_each" in [m for b in d["blocks"] if b["type"]=="resource" for m in b["meta_arguments"]])' "$tmp/tofu.json" 2>&1)
	result "$([ "$got" = "InputVariable type_name True" ] && echo 1)" \
		"tofu.json holds the roots and blocks of the release it extends" "got: $got"
	# a key the schema does not know, a word out of its list: both refused
	"$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); d["roots"][0]["colour"]="red"; json.dump(d, open(sys.argv[2],"w"))' \
		"$tmp/tofu.json" "$tmp/bad1.json"
	"$PY" -c 'import json,sys; d=json.load(open(sys.argv[1])); d["roots"][0]["form"]="circle"; json.dump(d, open(sys.argv[2],"w"))' \
		"$tmp/tofu.json" "$tmp/bad2.json"
	for b in bad1 bad2; do
		out=$(validate "$schema" "$tmp/$b.json" 2>&1) && pass=0 || pass=1
		result $pass "the schema refuses a changed document ($b)" "$out"
	done
else
	for d in "tofu.json holds the roots and blocks of the release it extends" \
		"the schema refuses a changed document (bad1)" "the schema refuses a changed document (bad2)"; do
		skip "$d" "python3 with jsonschema not found"
	done
fi

echo "1..$n"
[ $fails -eq 0 ]
