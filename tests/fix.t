#!/bin/sh
# fix.t -- reserve fix: a module of tests/data/fix rewritten for a test release (a root "symbols"
# every module reads, a meta-argument "enabled" of resources and module calls): the --diff output
# (which git apply takes to the same bytes as --write), the files written (CRLF, a BOM, heredocs,
# comments, tabs, mode kept), --check, a second run that changes nothing, --trim back, a file
# with syntax errors (refused, untouched), places no rewrite keeps (reported, left as they are),
# usage errors.  With SHARED_DIR, the corpus end to end: a release that reserves the corpus's
# most used resource types as roots, then one that also makes "tags" a meta-argument of
# resources; every reference names what it did, every changed line only gains "resource.", the
# files still parse, --check is then quiet, a second --write changes nothing, and --trim back
# restores the original bytes.  The corpus checks read JSON with python3 (skipped without it).
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
src=$(pwd)
RESERVE_SPEC_PATH=$src/spec; export RESERVE_SPEC_PATH
data=$src/tests/data/fix
new=$data/specs/new.hcl
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
fix() { "$RESERVE" fix "$@" 2>"$tmp/err"; }
fresh() { rm -rf "$tmp/$1" && mkdir -p "$tmp/$1" && cp -R "$data/$2" "$tmp/$1/$2"; }

# ---- usage ---------------------------------------------------------------------------------
fix "$data/mod" >/dev/null; rc=$?
check "--to missing: exit status 2" "$rc:$(grep -c 'to NEW is needed' "$tmp/err")" "2:1"
fix --to "$new" --diff --write "$data/mod" >/dev/null; rc=$?
check "--diff with --write: exit status 2" "$rc" 2
fix --to nosuch "$data/mod" >/dev/null; rc=$?
check "an unknown spec: exit status 2" "$rc:$(grep -c "no spec 'nosuch'" "$tmp/err")" "2:1"

# ---- one module, every kind of place --------------------------------------------------------
fresh d mod
(cd "$tmp/d" && "$RESERVE" fix --to "$new" mod >"$tmp/mod.diff" 2>"$tmp/err"); rc=$?
check "--diff: exit status 0, nothing on stderr" "$rc:$(cat "$tmp/err")" "0:"
got=$(diff "$data/expected/mod.diff" "$tmp/mod.diff" 2>&1)
check "--diff: the diff expected (prefixes, moves into _, CRLF, BOM, heredocs, tabs)" "$got" ""

fresh c mod
(cd "$tmp/c" && "$RESERVE" fix --check --to "$new" mod >"$tmp/list" 2>"$tmp/err"); rc=$?
check "--check before: exit status 1, one line per rewrite" "$rc:$(wc -l <"$tmp/list" | tr -d ' ')" "1:20"
check "--check: a rewrite as FILE:LINE:COLUMN: KIND: OLD -> NEW" "$(sed -n 3p "$tmp/list")" \
	"mod/crlf.tf:7:11: prefix: symbols.crlf.name -> resource.symbols.crlf.name"

fresh w mod
chmod 640 "$tmp/w/mod/main.tf"
(cd "$tmp/w" && "$RESERVE" fix --write --to "$new" mod >"$tmp/out" 2>"$tmp/err"); rc=$?
check "--write: exit status 0 and the summary" "$rc:$(cat "$tmp/out")" \
	"0:reserve fix: 4 files scanned, 4 changed (15 references rewritten, 5 arguments and blocks moved), 0 refused"
got=$(diff -r "$data/expected/mod" "$tmp/w/mod" 2>&1)
check "--write: the files expected, byte for byte" "$got" ""
check "--write: the CRLF file keeps CR LF on every line" \
	"$(tr -d '\r' <"$tmp/w/mod/crlf.tf" | wc -l | tr -d ' '):$(grep -c "$(printf '\r')\$" "$tmp/w/mod/crlf.tf")" "10:10"
check "--write: the BOM stays" "$(head -c 3 "$tmp/w/mod/bom.tf" | od -An -tx1 | tr -d ' ')" "efbbbf"
check "--write: the mode stays" "$(ls -l "$tmp/w/mod/main.tf" | cut -c1-10)" "-rw-r-----"
check "--write: no temporary file is left" "$(ls -A "$tmp/w/mod" | grep -c reserve-fix)" 0

if command -v git >/dev/null 2>&1; then
	fresh g mod
	(cd "$tmp/g" && git apply "$tmp/mod.diff" 2>"$tmp/err"); rc=$?
	check "git apply of the --diff output gives the bytes of --write" "$rc:$(diff -r "$tmp/w/mod" "$tmp/g/mod" 2>&1)" "0:"
else
	skip "git is not installed"
fi

# The PATH in each form: the diff names the same a/PATH, b/PATH, and git apply --check takes it.
fresh p mod
mkdir "$tmp/p/sub"
got=""
for shape in . ./mod mod/ mod/../mod ./mod/ "$tmp/p/mod" "$tmp/p/./mod/"; do
	(cd "$tmp/p" && "$RESERVE" fix --to "$new" "$shape" >"$tmp/shape.diff" 2>"$tmp/err"); rc=$?
	cmp -s "$tmp/shape.diff" "$tmp/mod.diff" || got="$got [$shape: not the diff of mod]"
	[ "$rc:$(cat "$tmp/err")" = "0:" ] || got="$got [$shape: $rc $(cat "$tmp/err")]"
	if command -v git >/dev/null 2>&1; then
		(cd "$tmp/p" && git apply --check "$tmp/shape.diff" 2>"$tmp/err") || got="$got [$shape: git apply: $(cat "$tmp/err")]"
	fi
done
check "--diff: a/PATH and b/PATH relative to the working folder for ., ./x, x/, x/../y and absolute paths" "$got" ""
if command -v git >/dev/null 2>&1; then
	(cd "$tmp/p/mod" && "$RESERVE" fix --to "$new" main.tf >"$tmp/sub.diff" 2>/dev/null)
	got=$(cd "$tmp/p" && git apply --check --directory=mod "$tmp/sub.diff" 2>&1 && grep -c '^--- a/main.tf$' "$tmp/sub.diff")
	check "a diff made in the file's folder: git apply --directory takes it from above" "$got" 1
else
	skip "git is not installed"
fi
(cd "$tmp/p/sub" && "$RESERVE" fix --to "$new" ../mod >"$tmp/out" 2>"$tmp/err"); rc=$?
check "--diff: a file outside the working folder (../x) is refused with a message, exit status 1" \
	"$rc:$(wc -c <"$tmp/out" | tr -d ' '):$(grep -c 'outside the working folder' "$tmp/err")" "1:0:4"

(cd "$tmp/w" && "$RESERVE" fix --check --to "$new" mod >"$tmp/out" 2>"$tmp/err"); rc=$?
check "--check after --write: exit status 0, nothing listed" "$rc:$(cat "$tmp/out" "$tmp/err")" "0:"
cp -R "$tmp/w/mod" "$tmp/w/again"
(cd "$tmp/w" && "$RESERVE" fix --write --to "$new" again >"$tmp/out" 2>"$tmp/err"); rc=$?
check "a second --write changes nothing" "$rc:$(cat "$tmp/out"):$(diff -r "$tmp/w/mod" "$tmp/w/again")" \
	"0:reserve fix: 4 files scanned, 0 changed (0 references rewritten, 0 arguments and blocks moved), 0 refused:"

(cd "$tmp/w" && "$RESERVE" fix --write --trim --from "$new" --to tofu mod >"$tmp/out" 2>"$tmp/err"); rc=$?
check "--trim --from NEW --to tofu: exit status 0" "$rc:$(cat "$tmp/err")" "0:"
got=$(diff -r "$data/expected/trimmed" "$tmp/w/mod" 2>&1)
check "--trim: resource. and _ go where tofu does not need them" "$got" ""
got=$(cmp "$data/mod/bom.tf" "$tmp/w/mod/bom.tf" && cmp "$data/mod/tests/main.tftest.hcl" "$tmp/w/mod/tests/main.tftest.hcl")
check "--trim: a file with only prefixes gets its original bytes back" "$got" ""

# ---- refused files, places no rewrite keeps ---------------------------------------------------
fresh b broken
(cd "$tmp/b" && "$RESERVE" fix --write --to "$new" broken >"$tmp/out" 2>"$tmp/err"); rc=$?
check "syntax errors: exit status 1, the file refused and untouched" \
	"$rc:$(cat "$tmp/err"):$(cmp "$data/broken/main.tf" "$tmp/b/broken/main.tf")" \
	"1:reserve fix: broken/main.tf:10:11: refused: the file has syntax errors (the first: Invalid expression) (left as it is):"
check "syntax errors: the summary counts the refusal" "$(cat "$tmp/out")" \
	"reserve fix: 1 files scanned, 0 changed (0 references rewritten, 0 arguments and blocks moved), 1 refused"

fresh s stuck
(cd "$tmp/s" && "$RESERVE" fix --to "$new" stuck >/dev/null 2>"$tmp/err"); rc=$?
check "no rewrite keeps it: --diff exits 1" "$rc" 1
check "no rewrite keeps it: each place reported with its location" "$(cut -d: -f2-4 "$tmp/err")" \
	" stuck/main.tf:9:10"
check "no rewrite keeps it: why" "$(sed 's/.*; //' "$tmp/err")" \
	"no rewrite keeps its name (left as it is)"
(cd "$tmp/s" && "$RESERVE" fix --check --to "$new" stuck >/dev/null 2>&1); rc=$?
check "no rewrite keeps it: --check exits 1" "$rc" 1
(cd "$tmp/s" && "$RESERVE" fix --write --to "$new" stuck >/dev/null 2>&1); rc=$?
check "no rewrite keeps it: --write exits 1, the rest rewritten, the places left as they are" \
	"$rc:$(grep -c 'resource.symbols.lib.id' "$tmp/s/stuck/main.tf"):$(grep -c '^variable "enabled"' "$tmp/s/stuck/main.tf")" \
	"1:1:1"
check "a block written on one line: expanded, its argument moved into _ on lines of its own" \
	"$(sed -n 2,6p "$tmp/s/stuck/main.tf")" 'resource "null_resource" "inline" {
  _ {
    enabled = true
  }
}'
# The audit's edits are the bytes fix writes: applied to the original, they give --write's file.
fresh e stuck
(cd "$tmp/e" && "$RESERVE" audit --format json tofu "$new" stuck >"$tmp/stuck.json" 2>/dev/null)
(cd "$tmp/e" && "$RESERVE" audit tofu "$new" stuck >"$tmp/stuck.txt" 2>/dev/null)
if command -v python3 >/dev/null 2>&1; then
	got=$(cd "$tmp/e" && python3 "$src/tests/apply_edits.py" "$tmp/stuck.json" && cmp stuck/main.tf "$tmp/s/stuck/main.tf" && echo same)
	check "audit --format json: its edits, applied, give the file fix --write writes (one-line block included)" "$got" "same"
	# The human rewrite: the lines after "| " are the text of the edit that inserts, byte for byte
	# (and the JSON "rewrite" is that text too).
	got=$(python3 - "$tmp/stuck.json" "$tmp/stuck.txt" <<'PY'
import json, re, sys
j = json.load(open(sys.argv[1]))
human, cur = [], None
for line in open(sys.argv[2]).read().split("\n"):
    if line.startswith("    rewrite: ") and line.endswith(":"):
        cur = []; human.append(cur); continue
    if cur is not None and line.startswith("      |"):
        cur.append(line[7:] + "\n"); continue
    cur = None
moves = [p for p in j["impact"] if p["rewrite_kind"] == "move"]
inserts = [max((e["text"] for e in p["edits"]), key=len) for p in moves]
print(len(moves), ["".join(h) for h in human] == inserts, [p["rewrite"] for p in moves] == inserts,
      inserts[0].startswith("\n  _ {\n"))
PY
)
	check "audit's human and JSON rewrite of a move are the bytes fix writes (a one-line block expanded)" "$got" \
		"2 True True True"
else
	skip "no python3"
	skip "no python3"
fi

# ---- the corpus --------------------------------------------------------------------------------
corpus=${SHARED_DIR:+$SHARED_DIR/corpus}
if [ -z "$corpus" ] || [ ! -d "$corpus" ] || ! command -v python3 >/dev/null 2>&1; then
	for i in 1 2 3 4 5 6 7 8 9 10 11 12; do skip "no corpus (SHARED_DIR) or no python3"; done
	echo "1..$n"
	exit 0
fi

# The release: the six resource types the corpus declares most, reserved as roots.
types=$(cd "$corpus" && find . -name '*.tf' -exec grep -ho '^resource "[a-z0-9_]*"' {} + | sort | uniq -c |
	sort -k1,1nr -k2 | head -6 | sed 's/.*"\(.*\)"/\1/')
{
	printf 'language "opentofu-fix-corpus" {\n  extends  = "%s/spec/tofu.hcl"\n' "$src"
	printf '  version  = "1.99.0-corpus"\n  c_prefix = "tofucorpus"\n  display  = "OpenTofu"\n}\n'
	for t in $types; do
		printf 'root "%s" {\n  form   = reserved\n  refers = "nothing yet (a test)"\n  since  = "1.99"\n}\n' "$t"
	done
} >"$tmp/roots.hcl"
{ cat "$tmp/roots.hcl"; printf 'block "resource" {\n  add {\n    meta_arguments = ["tags"]\n  }\n}\n'; } >"$tmp/tags.hcl"

mkdir "$tmp/corpus" && cp -R "$corpus"/. "$tmp/corpus/a" && cp -R "$corpus"/. "$tmp/corpus/t" &&
	cp -R "$corpus"/. "$tmp/corpus/self" || exit 1
cd "$tmp/corpus" || exit 1
"$RESERVE" refs --format json a >before.json 2>/dev/null
"$RESERVE" traversals a >/dev/null 2>before.err
"$RESERVE" fix --to "$tmp/roots.hcl" a >roots.diff 2>/dev/null
"$RESERVE" fix --write --to "$tmp/roots.hcl" a >out 2>err; rc=$?
check "corpus, roots: --write exits 0, nothing refused" "$rc:$(sed 's/.*), //' out):$(cat err)" "0:0 refused:"
"$RESERVE" refs --spec "$tmp/roots.hcl" --format json a >after.json 2>/dev/null
"$RESERVE" traversals a >/dev/null 2>after.err

# refs ORDER: each file's references under OLD before and under NEW after, "resource." aside.
refs_py='
import json, sys, collections
def rows(path, order):
    per = collections.defaultdict(list)
    for r in json.load(open(path)):
        t = r["traversal"]
        if t.startswith("resource."): t = t[len("resource."):]
        per[r["file"].split("/", 1)[1]].append((t, r["kind"], r.get("mode"), r.get("type"), r.get("call"), r.get("name"),
                               json.dumps(r["target"])))
    return {f: (v if order else sorted(v)) for f, v in per.items()}
order = sys.argv[3] == "order"
a, b = rows(sys.argv[1], order), rows(sys.argv[2], order)
bad = [f for f in set(a) | set(b) if a.get(f) != b.get(f)]
n = sum(len(v) for v in a.values())
print("ok %d" % n if not bad and n else "differ: %s" % sorted(bad)[:5])
'
got=$(python3 -c "$refs_py" before.json after.json order)
check "corpus, roots: every reference names what it did, declared as it was (${got#ok })" "${got%% *}" ok

# lines ORIG NEW: every changed line is its original with "resource." inserted; nothing else moves.
lines_py='
import os, sys, functools
P = b"resource."
def only_inserts(a, b):
    @functools.lru_cache(None)
    def go(i, j):
        if j == len(b): return 0 if i == len(a) else None
        if i < len(a) and a[i] == b[j]:
            r = go(i + 1, j + 1)
            if r is not None: return r
        if b.startswith(P, j):
            r = go(i, j + len(P))
            if r is not None: return r + 1
        return None
    return go(0, 0)
sys.setrecursionlimit(100000)
files = inserted = outside = 0
for root, _, names in os.walk(sys.argv[2]):
    for name in names:
        new = os.path.join(root, name)
        orig = os.path.join(sys.argv[1], os.path.relpath(new, sys.argv[2]))
        a, b = open(orig, "rb").read(), open(new, "rb").read()
        if a == b: continue
        files += 1
        la, lb = a.splitlines(True), b.splitlines(True)
        if len(la) != len(lb): outside += abs(len(a) - len(b)); continue
        for x, y in zip(la, lb):
            if x == y: continue
            k = only_inserts(x, y)
            if k is None: outside += max(len(x), len(y))
            else: inserted += k
print("%d files, %d prefixes, %d bytes outside" % (files, inserted, outside))
'
fig=$(python3 -c "$lines_py" "$corpus" a)
check "corpus, roots: every changed line only gains resource. ($fig)" "${fig##*, }" "0 bytes outside"
check "corpus, roots: the summary counts those rewrites" \
	"$(sed 's/reserve fix: [0-9]* files scanned, \([0-9]*\) changed (\([0-9]*\) ref.*/\1 files, \2 prefixes/' out)" \
	"${fig%%, 0 bytes*}"
check "corpus, roots: the files parse as before" "$(cut -c1-200 after.err | grep -c Error:)" \
	"$(cut -c1-200 before.err | grep -c Error:)"
"$RESERVE" fix --check --to "$tmp/roots.hcl" a >out 2>&1; rc=$?
check "corpus, roots: --check then exits 0, nothing listed" "$rc:$(cat out)" "0:"
"$RESERVE" fix --write --to "$tmp/roots.hcl" a >out 2>&1
check "corpus, roots: a second --write changes nothing" "$(sed 's/.*scanned, //' out)" \
	"0 changed (0 references rewritten, 0 arguments and blocks moved), 0 refused"

# Back: what --trim does to the original alone (its own needless escapes), then to the rewrite.
"$RESERVE" fix --write --trim --to tofu self >/dev/null 2>&1
"$RESERVE" fix --write --trim --from "$tmp/roots.hcl" --to tofu a >out 2>err; rc=$?
own=$(diff -rq "$corpus" self | wc -l | tr -d ' ')
check "corpus, roots: --trim --from NEW --to tofu gives back the original bytes ($own files have escapes of their own)" \
	"$rc:$(diff -r self a | head -5)" "0:"
echo "# corpus, roots: $(sed 's/reserve fix: //' out) back; $fig"

# The release that also takes "tags" from resources.
"$RESERVE" fix --write --to "$tmp/tags.hcl" t >out 2>err; rc=$?
check "corpus, tags: --write exits 0, arguments moved, nothing refused" \
	"$rc:$(sed -n 's/.*, \([0-9]*\) arguments.*), \(.*\)/\2/p' out):$([ "$(sed -n 's/.*, \([0-9]*\) arguments.*/\1/p' out)" -gt 0 ] && echo moved)" \
	"0:0 refused:moved"
echo "# corpus, tags: $(sed 's/reserve fix: //' out)"
"$RESERVE" refs --spec "$tmp/tags.hcl" --format json t >tags.json 2>/dev/null
got=$(python3 -c "$refs_py" before.json tags.json any)
check "corpus, tags: every reference names what it did" "${got%% *}" ok
# Every edit of the audit over the corpus, applied, gives the files fix --write wrote, in every
# module the audit reads as valid under OLD (fix rewrites invalid places too).
cp -R "$corpus"/. e
"$RESERVE" audit --format json tofu "$tmp/tags.hcl" e >audit.json 2>/dev/null
got=$(python3 "$src/tests/apply_edits.py" audit.json --compare e t)
check "corpus, tags: every edit of the audit, applied, gives the bytes of fix --write (${got#ok })" "${got%% *}" ok
"$RESERVE" fix --check --to "$tmp/tags.hcl" t >out 2>&1; rc=$?
"$RESERVE" fix --write --to "$tmp/tags.hcl" t >out2 2>&1
check "corpus, tags: --check then exits 0, and a second --write changes nothing" \
	"$rc:$(cat out):$(sed 's/.*scanned, //' out2)" \
	"0::0 changed (0 references rewritten, 0 arguments and blocks moved), 0 refused"
echo "1..$n"
