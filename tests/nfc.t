#!/bin/sh
# nfc.t: string literal keys come out in NFC, checked against Python's unicodedata on random
# strings of the characters normalisation touches (precomposed letters, combining marks, Hangul
# jamo and syllables, singletons, exclusions), written raw and as \u escapes. The strings use
# only characters of Python's Unicode version, and NFC of such a string is the same in every
# later version (UAX #15's stability), so the check runs where that version is not newer than
# the one of reserve's tables (the first line of runtime/syntax/hcl_nfc_tables.h).
# Environment: RESERVE (the program), top_srcdir.
set -u
RESERVE=${RESERVE:-./reserve}
top_srcdir=${top_srcdir:-.}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
tables=$(sed -n '1s/.* - Unicode \([0-9.]*\) .*/\1/p' "$top_srcdir/runtime/syntax/hcl_nfc_tables.h")
if [ -z "$tables" ]; then
  echo "Bail out! no Unicode version on the first line of runtime/syntax/hcl_nfc_tables.h"
  exit 1
fi
py=$(command -v python3 || true)
version=
[ -n "$py" ] && version=$("$py" -c '
import sys, unicodedata as ud
v = ud.unidata_version
print(v if [int(x) for x in v.split(".")] <= [int(x) for x in sys.argv[1].split(".")] else "")
' "$tables" 2>/dev/null)
if [ -z "$version" ]; then
  found='no python3'
  [ -n "$py" ] && found=$("$py" -c 'import unicodedata; print(unicodedata.unidata_version)' 2>/dev/null)
  echo "1..0 # SKIP needs python3 with Unicode data not newer than the tables' $tables (found: $found)"
  exit 0
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

cat >"$tmp/nfc.py" <<'PY'
import json, random, re, sys, unicodedata as ud

def pool():
    out = []
    for cp in range(0x80, 0x30000):
        ch = chr(cp)
        if ud.category(ch) in ("Cn", "Cs", "Cc", "Co"):
            continue
        d = ud.decomposition(ch)
        if (d and not d.startswith("<")) or ud.combining(ch) or 0x1100 <= cp < 0x1200 \
           or 0xAC00 <= cp < 0xAC00 + 400:
            out.append(cp)
    return out + [ord(c) for c in "aeiouyAEIOUYnNcCsSzZ"]

def make(path, seed, n):
    rng = random.Random(seed)
    cps = pool()
    keys = []
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            s = "".join(chr(rng.choice(cps)) for _ in range(rng.randint(1, 8)))
            keys.append(s)
            lit = s if i % 2 else "".join("\\u%04x" % ord(c) if ord(c) < 0x10000
                                           else "\\U%08x" % ord(c) for c in s)
            f.write('k%d = x["%s"]\n' % (i, lit))
    return keys

def go_unquote(q):
    def one(m):
        e = m.group(1)
        if e[0] in "uU":
            return chr(int(e[1:], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}.get(e, e)
    return re.sub(r'\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)', one, q)

cmd, path, seed, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
if cmd == "make":
    make(path, seed, n)
    sys.exit(0)
keys = make(path + ".again", seed, n)
got = [t["traversal"] for t in json.load(sys.stdin)["files"][0]["traversals"]]
bad = 0
if len(got) != n:
    print("# %d traversals, expected %d" % (len(got), n))
    bad += 1
for key, g in zip(keys, got):
    want = ud.normalize("NFC", key)
    m = re.fullmatch(r'x\["(.*)"\]', g, re.S)
    have = go_unquote(m.group(1)) if m else None
    if have != want:
        bad += 1
        if bad <= 5:
            print("# key %s: got %s, NFC is %s" % (ascii(key), ascii(have), ascii(want)))
print(bad)
PY

n=0
for rng_key in 1 2 3 4; do
  n=$((n + 1))
  f=$tmp/s$rng_key.tf
  "$py" "$tmp/nfc.py" make "$f" $rng_key 5000
  "$RESERVE" traversals --format json "$f" >"$tmp/out.json" 2>"$tmp/err"
  rc=$?
  result=$("$py" "$tmp/nfc.py" check "$f" $rng_key 5000 <"$tmp/out.json" 2>&1)
  bad=$(printf '%s\n' "$result" | tail -n 1)
  if [ $rc -eq 0 ] && [ "$bad" = 0 ]; then
    echo "ok $n - seed $rng_key: 5000 random keys are in NFC, as unicodedata.normalize says"
  else
    echo "not ok $n - seed $rng_key: exit status $rc, $bad keys differ from unicodedata's NFC"
    printf '%s\n' "$result" | sed '$d'
    sed 's/^/# /' "$tmp/err" | head -n 5
  fi
done
echo "1..$n"
