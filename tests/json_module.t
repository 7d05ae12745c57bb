#!/bin/sh
# json_module.t -- JSON-syntax files (.tf.json, .tofu.json, .tftest.json) are module files, read
# with HCL's JSON syntax against the spec's block types: a module of native and JSON files
# (declarations in one, references in the other), references undeclared in JSON strings (and in
# depends_on given as strings), a variable type given as a string, a duplicate declaration
# across .tf and .tf.json, a NAME.tofu.json hiding NAME.tf.json, hcl's JSON-specific errors,
# refs and graph edges from JSON, fix inside JSON strings (escaped, idempotent, the result
# read again), moves into and out of _ in JSON objects, audit's places in JSON strings.  Fixtures: tests/data/json-module.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
src=$(pwd)
RESERVE_SPEC_PATH=$src/spec; export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
cd tests/data || exit 1
d=json-module
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
compact() { "$RESERVE" check --format compact "$@" 2>&1; echo "rc=$?"; }

# ---- a module of native and JSON files ---------------------------------------------------
check "mixed: native and JSON files check clean" "$(compact $d/mixed)" "rc=0"
check "mixed: refs of both files, JSON ranges inside the strings" "$("$RESERVE" refs $d/mixed)" \
"$d/mixed/main.tf:3:10-3:17	var.ami	InputVariable name=ami	declared
$d/mixed/main.tf:4:19-4:29	local.name	LocalValue name=name	declared
$d/mixed/main.tf.json:7:25-7:32	var.ami	InputVariable name=ami	declared
$d/mixed/main.tf.json:7:43-7:52	var.names	InputVariable name=names	declared
$d/mixed/main.tf.json:12:19-12:29	local.name	LocalValue name=name	declared
$d/mixed/main.tf.json:13:24-13:40	aws_instance.web	Resource mode=managed type=aws_instance name=web	declared
$d/mixed/main.tf.json:16:36-16:55	aws_instance.web.id	ResourceInstance mode=managed type=aws_instance name=web	declared
$d/mixed/main.tf.json:22:24-22:45	aws_instance.db[0].id	ResourceInstance mode=managed type=aws_instance name=db	declared
$d/mixed/tests/main.tftest.json:5:35-5:42	var.ami	InputVariable name=ami	-"
check "mixed: graph edges from JSON (depends_on and replace_triggered_by strings included)" \
	"$("$RESERVE" graph --format dot $d/mixed | grep -- '->' | sort)" \
'	"m1:aws_instance.db" -> "m1:aws_instance.web";
	"m1:aws_instance.db" -> "m1:local.name";
	"m1:aws_instance.web" -> "m1:local.name";
	"m1:aws_instance.web" -> "m1:var.ami";
	"m1:local.name" -> "m1:var.ami";
	"m1:local.name" -> "m1:var.names";
	"m1:output.db" -> "m1:aws_instance.db";'
mkdir "$tmp/alone" && cp $d/mixed/main.tf.json "$tmp/alone/"
check "a .tf.json alone in its folder is read as JSON" "$(compact "$tmp/alone/main.tf.json" | sed "s|$tmp/||")" \
	"alone/main.tf.json:13:24: error: Reference to undeclared resource [TOFU1104]
alone/main.tf.json:16:36: error: Reference to undeclared resource [TOFU1104]
rc=1"
check "a .tf.json named is read with its folder's module, as JSON" "$(compact $d/mixed/main.tf.json)" "rc=0"

# ---- references and declarations -----------------------------------------------------------
check "undeclared: a template's variable and a depends_on string, where hcl places them (a string read as an expression from its opening quote)" "$(compact $d/undeclared)" \
	"$d/undeclared/main.tf.json:5:19: error: Reference to undeclared input variable [TOFU1101]
$d/undeclared/main.tf.json:6:24: error: Reference to undeclared resource [TOFU1104]
rc=1"
"$RESERVE" check $d/undeclared >"$tmp/human" 2>&1
check "undeclared: the human layout shows the JSON line, in hcl's path of properties" "$(grep -A1 '  on ' "$tmp/human")" \
	"│   on $d/undeclared/main.tf.json line 5, in resource.aws_instance.web:
│    5:         \"ami\": \"\${var.nope}\",
--
│   on $d/undeclared/main.tf.json line 6, in resource.aws_instance.web.depends_on:
│    6:         \"depends_on\": [\"aws_instance.gone\"]"
mkdir "$tmp/esc"
printf '{"output": {"o": {"value": "\\u00e9\\t${var.nope}"}}}\n' >"$tmp/esc/main.tf.json"
check "undeclared: after escapes in its string, a traversal is placed in the decoded text, as hcl places it (1:33; its bytes are at 1:39)" \
	"$(compact "$tmp/esc" | sed "s|$tmp/||")" "esc/main.tf.json:1:33: error: Reference to undeclared input variable [TOFU1101]
rc=1"
mkdir "$tmp/late"
printf '{\n  "output": {\n    "a": {"value": "${var.x"},\n    "b": {"value": "${var.nope}"}\n  }\n}\n' >"$tmp/late/main.tf.json"
check "a template with errors is met when evaluated, not while loading: the other strings' references are still checked" \
	"$(compact "$tmp/late" | sed "s|$tmp/||")" "late/main.tf.json:3:21: error: Unclosed template interpolation sequence [syntax]
late/main.tf.json:4:23: error: Reference to undeclared input variable [TOFU1101]
rc=1"
check "duplicate: a variable of a .tf declared again in a .tf.json (at its body's brace, as hcl)" \
	"$(compact $d/duplicate)" \
	"$d/duplicate/b.tf.json:1:20: error: Duplicate variable declaration [TOFU3083]
rc=1"
check "precedence: vars.tofu.json hides vars.tf.json" "$(compact $d/precedence)" \
	"$d/precedence/main.tf:2:24: error: Reference to undeclared input variable [TOFU1101]
rc=1"
check "precedence: refs read vars.tofu.json, not vars.tf.json" \
	"$("$RESERVE" refs $d/precedence 2>/dev/null | cut -f1,2)" \
	"$d/precedence/main.tf:1:24-1:31	var.new
$d/precedence/main.tf:2:24-2:31	var.old"

# ---- hcl's JSON-specific errors -------------------------------------------------------------
check "structure: extraneous properties, duplicates, a block that is no object, a missing label" \
	"$(compact $d/structure)" \
	"$d/structure/main.tf.json:2:3: error: Extraneous JSON object property [syntax]
$d/structure/main.tf.json:3:40: error: Extraneous JSON object property [syntax]
$d/structure/main.tf.json:4:22: error: Duplicate attribute definition [syntax]
$d/structure/main.tf.json:7:25: error: Duplicate argument [syntax]
$d/structure/main.tf.json:7:50: error: Incorrect JSON value type [syntax]
$d/structure/main.tf.json:10:13: error: Missing block label [syntax]
rc=1"
"$RESERVE" check $d/structure >"$tmp/human" 2>&1
check "structure: hcl's details (suggestion, label name, block type)" \
	"$(grep -E 'No argument|represent|already set' "$tmp/human" | sed 's/^│ //')" \
	"No argument or block type is named \"resourc\". Did you mean \"resource\"?
No argument or block type is named \"typo\". Did you mean \"type\"?
The argument \"a\" was already set at $d/structure/main.tf.json:4,14-20.
The argument \"count\" was already set at $d/structure/main.tf.json:7,13-23.
Either a JSON object or a JSON array is required, representing the contents of one or more \"lifecycle\" blocks.
At least one object property is required, whose name represents the module block's name."
printf '{"variable": {"v": {"type": "strin"}}}\n' >"$tmp/type.tf.json"
check "a variable type given as a string is read as a type expression" "$(compact "$tmp/type.tf.json" | head -1)" \
	"$tmp/type.tf.json:1:29: error: Invalid type specification [TOFU5101]"

# ---- audit -------------------------------------------------------------------------------
"$RESERVE" audit tofu-1.10 tofu-1.11 $d/audit >"$tmp/audit" 2>&1
check "audit: the place in a JSON string that tofu-1.11 reads otherwise, at its bytes" \
	"$(grep -A4 "^  $d/audit/main.tf.json" "$tmp/audit")" \
	"  $d/audit/main.tf.json:4:50: ephemeral.x.id
    was:     managed resource ephemeral.x
    now:     ephemeral resource x.id (an error: Reference to undeclared resource)
    rewrite: resource.ephemeral.x.id
    change:  root ephemeral added"

# ---- fix ---------------------------------------------------------------------------------
new=$src/tests/data/fix/specs/new.hcl
cp -R $d/fix "$tmp/fix"
(cd "$tmp" && "$RESERVE" fix --write --to "$new" fix >"$tmp/out" 2>"$tmp/err"); rc=$?
check "fix: the JSON files are rewritten, a move into a _ written as an array is a problem" "$rc:$(cat "$tmp/out")" \
	"1:reserve fix: 2 files scanned, 2 changed (5 references rewritten, 0 arguments and blocks moved), 0 refused"
check "fix: the problem says why" "$(cat "$tmp/err")" \
	"reserve fix: fix/moved.tf.json:6:9: \"enabled\": true: the provider's or module's own argument under opentofu, a meta-argument under $new; its _ is written as an array of objects (left as it is)"
check "fix: the argument with the problem stays where it was" "$(diff $d/fix/moved.tf.json "$tmp/fix/moved.tf.json" | grep '^[<>]')" \
	'<         "ami": "${symbols.lib.id}"
>         "ami": "${resource.symbols.lib.id}"'
check "fix: only the prefix is inserted, inside the strings (escapes kept)" \
	"$(diff $d/fix/main.tf.json "$tmp/fix/main.tf.json" | grep '^>')" \
	'>         "triggers": {"id": "${resource.symbols.lib.id}", "text": "say \"${resource.symbols.lib.name}\"\n"},
>         "depends_on": ["resource.symbols.lib"],
>         "lifecycle": {"replace_triggered_by": ["resource.symbols.lib.id"]}'
rm "$tmp/fix/moved.tf.json"
check "fix: the result checks clean under the new release" \
	"$("$RESERVE" check --spec "$new" --format compact "$tmp/fix" 2>&1; echo "rc=$?")" "rc=0"
(cd "$tmp" && "$RESERVE" fix --check --to "$new" fix >"$tmp/out" 2>&1); rc=$?
check "fix: a second run has nothing to do" "$rc:$(cat "$tmp/out")" "0:"

# Moves into and out of _: a property goes whole, with one comma, into its object's "_" (made
# as the last property, laid out as the object is: a property a line or all on one line; tabs
# and CRLF kept), or into the "_" there (empty, on one line, or a line each); --trim takes
# them out again, and the "_" with them when nothing else is left in it.
cp -R $d/moves "$tmp/moves"
(cd "$tmp" && "$RESERVE" fix --write --to "$new" moves >"$tmp/out" 2>"$tmp/err"); rc=$?
check "fix, moves: every move into _ made" "$rc:$(cat "$tmp/out" "$tmp/err")" \
	"0:reserve fix: 5 files scanned, 4 changed (2 references rewritten, 10 arguments and blocks moved), 0 refused"
check "fix, moves: the files as expected" "$(diff -r $d/expected/moves "$tmp/moves" 2>&1)" ""
check "fix, moves: CRLF line endings kept (12 lines, 12 CRs)" \
	"$(wc -l <"$tmp/moves/crlf.tf.json" | tr -d ' ') $(tr -cd '\r' <"$tmp/moves/crlf.tf.json" | wc -c | tr -d ' ')" "12 12"
check "fix, moves: the result checks clean under the new release" \
	"$("$RESERVE" check --spec "$new" --format compact "$tmp/moves" 2>&1; echo "rc=$?")" "rc=0"
(cd "$tmp" && "$RESERVE" fix --check --to "$new" moves >"$tmp/out" 2>&1); rc=$?
check "fix, moves: a second run has nothing to do" "$rc:$(cat "$tmp/out")" "0:"
(cd "$tmp" && "$RESERVE" fix --write --trim --from "$new" --to tofu moves >"$tmp/out" 2>"$tmp/err"); rc=$?
check "fix --trim, moves: every move out of _ made" "$rc:$(cat "$tmp/out" "$tmp/err")" \
	"0:reserve fix: 5 files scanned, 4 changed (2 references rewritten, 14 arguments and blocks moved), 0 refused"
check "fix --trim, moves: the files as expected" "$(diff -r $d/expected/trimmed "$tmp/moves" 2>&1)" ""
check "fix --trim, moves: what only moved in comes back byte for byte" \
	"$(cmp $d/moves/crlf.tf.json "$tmp/moves/crlf.tf.json" && cmp $d/moves/lib.tf.json "$tmp/moves/lib.tf.json" && echo same)" same
check "fix --trim, moves: the result checks clean under tofu" \
	"$("$RESERVE" check --spec tofu --format compact "$tmp/moves" 2>&1; echo "rc=$?")" "rc=0"

got=$("$RESERVE" audit tofu "$new" $d/moves/first.tf.json 2>&1 | grep -c "^  $d/moves/")
check "audit of a file named: its places alone (6 of the module's 12), the module read whole" \
	"$got $("$RESERVE" audit tofu "$new" $d/moves 2>&1 | grep -c "^  $d/moves/")" "6 12"
# audit's rewrite of each move, applied alone, gives JSON in which the property sits in "_".
"$RESERVE" audit --format json tofu "$new" $d/moves >"$tmp/audit.json" 2>/dev/null
if command -v python3 >/dev/null 2>&1; then
	got=$(python3 - "$tmp/audit.json" <<'EOF'
import json, sys
j = json.load(open(sys.argv[1]))
seen = good = 0
def holding(v, name):
    """the objects of v whose "_" object has property name"""
    if isinstance(v, list):
        return sum((holding(x, name) for x in v), [])
    if not isinstance(v, dict):
        return []
    here = [v] if isinstance(v.get("_"), dict) and name in v["_"] else []
    return here + sum((holding(x, name) for x in v.values()), [])
for p in j["impact"]:
    if p["rewrite_kind"] != "move":
        continue
    seen += 1
    before = json.load(open(p["file"]))
    src = open(p["file"], "rb").read()
    for e in sorted(p["edits"], key=lambda e: -e["start"]["byte"]):
        src = src[:e["start"]["byte"]] + e["text"].encode() + src[e["end"]["byte"]:]
    try:
        doc = json.loads(src)
    except ValueError as x:
        print("not JSON after the rewrite at %s:%d: %s" % (p["file"], p["line"], x))
        continue
    name = json.loads(p["text"].split(":")[0])
    if len(holding(doc, name)) == len(holding(before, name)) + 1:
        good += 1
print("%d moves, %d rewritten as JSON with the property in _" % (seen, good))
EOF
)
	check "audit: each move's rewrite in a JSON file is JSON, the property in \"_\"" "$got" \
		"10 moves, 10 rewritten as JSON with the property in _"
else
	echo "ok $((n = n + 1)) # SKIP python3 is needed to read audit's JSON"
fi

echo "1..$n"
