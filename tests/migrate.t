#!/bin/sh
# migrate.t -- notes and migrations in the spec (doc/spec.md, "Changes: notes and migrations"),
# and addresses whose reading changes (doc/audit.md).  A test release (tests/data/migrate/new.hcl)
# migrates one change of each kind: a function renamed, a block type renamed, an argument
# renamed, one deleted, one moved into a nested block.  The audit makes them escapable and
# gives the note in every format; fix applies them (the file it writes is the expected one, is
# valid under the new release, and equals the audit's edits applied); a second run changes
# nothing; a deletion that would lose a reference is refused by the proof; the loader refuses
# change blocks it cannot use.  Addresses: under tofu-1.11, moved { to = ephemeral.token }
# names an ephemeral resource; the audit lists it with why no rewrite keeps it, and fix leaves
# it as it is, saying why.  The JSON checks read JSON with python3 (skipped without it).
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
src=$(pwd)
RESERVE_SPEC_PATH=$src/spec; export RESERVE_SPEC_PATH
data=$src/tests/data/migrate
new=$data/new.hcl
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
py=0
command -v python3 >/dev/null 2>&1 && py=1

# ---- the changes ------------------------------------------------------------------------------
"$RESERVE" audit tofu "$new" >"$tmp/out" 2>&1; rc=$?
check "without PATHs, the migrated changes are escapable: exit status 1" \
	"$rc:$(grep -c '^Changes: 0 breaking, 5 escapable' "$tmp/out")" "1:1"
for e in "rename to lowercase" "rename to move" "rename to replace_first" "delete it" "move into lifecycle"; do
	check "escape: $e" "$(grep -c "      escape: $e\$" "$tmp/out")" "1"
done
check "the notes in the human output" "$(grep -c '      note: ' "$tmp/out")" "2"
"$RESERVE" audit --format markdown tofu "$new" >"$tmp/md" 2>&1
check "the note in the markdown reason (doc/history.md is made of it)" \
	"$(grep -c 'Note: lower is called lowercase from 1.99 on.' "$tmp/md")" "1"
"$RESERVE" audit --format sarif tofu "$new" >"$tmp/sarif" 2>&1
check "the note in SARIF (rule and result)" "$(grep -o 'note: lower is called lowercase\|Note: lower is called lowercase' "$tmp/sarif" | sort -u | wc -l | tr -d ' ')" "2"
if [ $py = 1 ]; then
	"$RESERVE" audit --format json tofu "$new" >"$tmp/json" 2>&1
	got=$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
for c in r["changes"]:
    if c["migrate"]:
        print(c["kind"], c["name"], c["class"], c["migrate"]["kind"], c["migrate"]["to"], bool(c["note"]))' "$tmp/json")
	check "JSON: each change's migrate and note" "$got" "meta_argument depends_on escapable move lifecycle False
meta_argument create_before_destroy escapable rename replace_first False
meta_argument prevent_destroy escapable delete None True
block moved escapable rename move False
function lower escapable rename lowercase True"
else
	skip "python3 is not installed"
fi

# ---- the places, and fix ----------------------------------------------------------------------
mkdir -p "$tmp/w" && cp -R "$data/m" "$tmp/w/m"
(cd "$tmp/w" && "$RESERVE" audit tofu "$new" m) >"$tmp/out" 2>&1
check "the audit's rewrites: a rename shows the place renamed" \
	"$(grep -c '    rewrite: lowercase(var.name)$\|    rewrite: replace_first = true$\|    rewrite: move$' "$tmp/out")" "3"
check "the audit's rewrites: a deletion and a move show where" \
	"$(grep -c '    rewrite: delete 12:1-13:1$\|    rewrite: delete 8:1-9:1; insert at 13:1:$' "$tmp/out")" "2"
(cd "$tmp/w" && "$RESERVE" fix --check --to "$new" m) >"$tmp/out" 2>&1; rc=$?
check "fix --check lists six migrations: exit status 1" "$rc:$(grep -c ': migrate: ' "$tmp/out")" "1:6"
(cd "$tmp/w" && "$RESERVE" fix --write --to "$new" m) >"$tmp/out" 2>&1; rc=$?
check "fix --write: exit status 0, the count" "$rc:$(cat "$tmp/out")" \
	"0:reserve fix: 1 files scanned, 1 changed (0 references rewritten, 0 arguments and blocks moved, 6 places migrated), 0 refused"
check "the file written is the expected one" "$(cmp "$tmp/w/m/main.tf" "$data/expected/main.tf" && echo same)" "same"
"$RESERVE" check --spec "$new" "$tmp/w/m" >"$tmp/out" 2>&1; rc=$?
check "it is valid under the new release" "$rc" "0"
(cd "$tmp/w" && "$RESERVE" fix --write --to "$new" m) >"$tmp/out" 2>&1
check "a second --write changes nothing" "$(grep -c ' 0 changed' "$tmp/out")" "1"
if [ $py = 1 ]; then
	mkdir -p "$tmp/e" && cp -R "$data/m" "$tmp/e/m"
	(cd "$tmp/e" && "$RESERVE" audit --format json tofu "$new" m >"$tmp/a.json" 2>/dev/null)
	got=$(cd "$tmp/e" && python3 "$src/tests/apply_edits.py" "$tmp/a.json" && cmp m/main.tf "$data/expected/main.tf" && echo same)
	check "the audit's edits applied are the bytes fix writes" "$(echo "$got" | tail -n 1)" "same"
else
	skip "python3 is not installed"
fi
mkdir -p "$tmp/r" && cp -R "$data/refs" "$tmp/r/refs"
(cd "$tmp/r" && "$RESERVE" fix --write --to "$new" refs) >"$tmp/out" 2>&1; rc=$?
check "deleting an argument that refers to something is refused by the proof (exit status 1)" \
	"$rc:$(grep -c 'refused' "$tmp/out"):$(cmp "$tmp/r/refs/main.tf" "$data/refs/main.tf" && echo same)" "1:2:same"

# ---- the loader -------------------------------------------------------------------------------
"$RESERVE" audit tofu "$data/bad/kinds.hcl" >"$tmp/out" 2>&1; rc=$?
check "change blocks the loader refuses: exit status 2, five problems" "$rc:$(grep -c 'Error: ' "$tmp/out")" "2:5"
for w in "Invalid change name" "takes no rename migration" "says what to" "takes no to" "Empty change block"; do
	check "refused: $w" "$(grep -c "$w" "$tmp/out")" "1"
done
"$RESERVE" audit tofu "$data/bad/unsound.hcl" >"$tmp/out" 2>&1; rc=$?
check "a migration to a function the release lacks is refused" \
	"$rc:$(grep -c 'lowercase is no function every module can call' "$tmp/out")" "2:1"

# ---- addresses --------------------------------------------------------------------------------
mkdir -p "$tmp/a" && cp -R "$data/eph" "$data/ejson" "$tmp/a/"
(cd "$tmp/a" && "$RESERVE" audit tofu-1.10 tofu-1.11 eph) >"$tmp/out" 2>&1
check "moved's from and to are places: managed resources under 1.10, an error under 1.11" \
	"$(grep -c 'was:     managed resource ephemeral.[a-z]* (an address)' "$tmp/out"):$(grep -c '    why:     OpenTofu.s address grammar has no escape prefix' "$tmp/out")" "2:2"
check "depends_on is read by ParseRef: the prefix keeps it" "$(grep -c 'rewrite: resource.ephemeral.token$' "$tmp/out")" "1"
(cd "$tmp/a" && "$RESERVE" audit tofu-1.10 tofu-1.11 ejson) >"$tmp/out" 2>&1
check "the same in a JSON-syntax file (a depends_on string is a reference)" \
	"$(grep -c '(an address)' "$tmp/out"):$(grep -c 'rewrite: resource.ephemeral.token$' "$tmp/out")" "2:1"
(cd "$tmp/a" && "$RESERVE" audit --format sarif tofu-1.10 tofu-1.11 eph) >"$tmp/out" 2>&1
check "SARIF: each address result says why" "$(grep -c "no rewrite keeps the old meaning: OpenTofu" "$tmp/out")" "2"
if [ $py = 1 ]; then
	(cd "$tmp/a" && "$RESERVE" audit --format json tofu-1.10 tofu-1.11 eph) >"$tmp/a.json" 2>/dev/null
	got=$(python3 -c '
import json, sys
for p in json.load(open(sys.argv[1]))["impact"]:
    print(p["line"], p["text"], p["rewrite"], (p["why"] or "")[:33])' "$tmp/a.json")
	check "JSON: the places, with why for the addresses" "$got" "6 ephemeral.old None OpenTofu's address grammar has no
7 ephemeral.token None OpenTofu's address grammar has no
11 ephemeral.token.result resource.ephemeral.token.result 
12 ephemeral.token resource.ephemeral.token "
else
	skip "python3 is not installed"
fi
(cd "$tmp/a" && "$RESERVE" fix --write --from tofu-1.10 --to tofu-1.11 eph) >"$tmp/out" 2>"$tmp/err"; rc=$?
check "fix leaves the addresses, says why, exit status 1" \
	"$rc:$(grep -c 'address grammar has no escape prefix.*(left as it is)' "$tmp/err"):$(grep -c 'moved\|from = ephemeral.old\|to   = ephemeral.token$' "$tmp/a/eph/main.tf")" "1:2:3"
check "and rewrites the references" "$(grep -c 'resource.ephemeral.token' "$tmp/a/eph/main.tf")" "2"

echo "1..$n"
