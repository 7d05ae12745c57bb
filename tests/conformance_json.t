#!/bin/sh
# conformance_json.t: TAP test of HCL's JSON syntax.  `reserve traversals --ranges --error-count`
# is compared byte for byte with the hcl oracle (hashicorp/hcl built from Debian's Go sources:
# json.Parse, Body.JustAttributes, Variables() of each attribute) on
#   - each hand-written input of tests/data/json (one point each),
#   - hcl's own JSON test inputs (its json fuzz corpus and specsuite files),
#   - JSON files made from the corpus's .tf files: every attribute with traversals becomes a
#     property whose string is "${EXPRESSION}" (the expression's source text, as our native
#     parser delimits it), blocks become nested objects; written with and without \u escapes
#     for non-ASCII, indented with spaces, tabs or not at all; plus the --count totals.
# The first point, which needs no oracle, checks that a directory walk lists *.tf.json,
# *.tofu.json, *.tftest.json and *.tofutest.json files and nothing else ending in .json.
# Environment: top_srcdir, top_builddir, RESERVE, SHARED_DIR; HCL_ORACLE may name an already
# built oracle.

set -u
LC_ALL=C; export LC_ALL
top_srcdir=${top_srcdir:-.}
top_builddir=${top_builddir:-.}
RESERVE=${RESERVE:-$top_builddir/reserve}
EXPRS=${EXPRS:-$top_builddir/tests/json_exprs}
hcl_src=/usr/share/gocode/src/github.com/hashicorp/hcl/v2

for v in RESERVE EXPRS top_srcdir; do
  eval "p=\$$v"
  case $p in /*) ;; *) eval "$v=\$(pwd)/\$p" ;; esac
done
if [ ! -x "$RESERVE" ]; then
  echo "Bail out! program under test not found: $RESERVE"
  exit 1
fi
data=$top_srcdir/tests/data/json
inputs=$(cd "$data" && ls | grep '\.json$' | LC_ALL=C sort)
ninputs=$(echo "$inputs" | awk 'NF { n++ } END { print n + 0 }')

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

echo "1..$((ninputs + 4))"

# ---- 1: the directory walk ------------------------------------------------------------------
mkdir -p "$tmp/walk/sub/tests"
for f in main.tf.json sub/a.tofu.json sub/tests/t.tftest.json sub/tests/t.tofutest.json \
         plain.json sub/t.tftest.hcl.json sub/tf.json sub/.tf.json; do
  printf '{"a": "${x}"}\n' >"$tmp/walk/$f"
done
printf 'a = x\n' >"$tmp/walk/sub/native.tf"
(cd "$tmp/walk" && "$RESERVE" traversals .) 2>&1 | sed 's/:.*//' >"$tmp/walk.out"
printf '%s\n' main.tf.json sub/a.tofu.json sub/native.tf sub/tests/t.tftest.json \
  sub/tests/t.tofutest.json >"$tmp/walk.exp"
if cmp -s "$tmp/walk.exp" "$tmp/walk.out"; then
  echo "ok 1 - a directory walk lists the JSON forms of the module and test file extensions"
else
  echo "not ok 1 - a directory walk lists the JSON forms of the module and test file extensions"
  diff "$tmp/walk.exp" "$tmp/walk.out" | sed 's/^/#   /'
fi

# ---- the oracle -------------------------------------------------------------------------------
oracle=
why=
if [ -n "${HCL_ORACLE:-}" ]; then
  if [ -x "$HCL_ORACLE" ]; then oracle=$HCL_ORACLE; else why="HCL_ORACLE=$HCL_ORACLE is not executable"; fi
elif [ -z "${SHARED_DIR:-}" ]; then
  why="SHARED_DIR is not set"
elif [ ! -f "$SHARED_DIR/tools/hcl-oracle/build" ]; then
  why="no oracle build script in SHARED_DIR"
elif ! command -v bash >/dev/null 2>&1; then
  why="bash is needed to build the hcl oracle"
elif ! command -v go >/dev/null 2>&1; then
  why="go not found (apt-get install golang-go) to build the hcl oracle"
elif [ ! -d "$hcl_src" ]; then
  why="hcl sources not found (apt-get install golang-github-hashicorp-hcl-v2-dev)"
elif GOCACHE=${GOCACHE:-$tmp/gocache} bash "$SHARED_DIR/tools/hcl-oracle/build" "$tmp/hcl-oracle" \
       >"$tmp/build.log" 2>&1; then
  oracle=$tmp/hcl-oracle
else
  sed -e '10q' -e 's/^/# /' "$tmp/build.log"
  why="building the hcl oracle failed"
fi
case $oracle in '' | /*) ;; *) oracle=$(pwd)/$oracle ;; esac

# compare DIR LIST: runs both sides on the files of LIST (names relative to DIR) into
# $tmp/hcl and $tmp/ours; 0 when identical.
compare() {
  (cd "$1" && sed 's/[^A-Za-z0-9_./-]/\\&/g' "$2" | xargs "$oracle" -r -diagcount) \
    >"$tmp/hcl" 2>"$tmp/hcl.err"
  (cd "$1" && sed 's/[^A-Za-z0-9_./-]/\\&/g' "$2" | xargs "$RESERVE" traversals --ranges --error-count) \
    >"$tmp/ours" 2>"$tmp/ours.err"
  cmp -s "$tmp/hcl" "$tmp/ours"
}

show_diff() {
  echo "#   $(diff "$tmp/hcl" "$tmp/ours" | grep -c '^[<>]') differing lines (< hcl, > reserve); first ones:"
  diff "$tmp/hcl" "$tmp/ours" | sed -e '20q' -e 's/^/#   /'
}

# ---- 2..: the hand-written inputs -----------------------------------------------------------
n=1
for f in $inputs; do
  n=$((n + 1))
  if [ -z "$oracle" ]; then
    echo "ok $n - $f # SKIP $why"
    continue
  fi
  echo "$f" >"$tmp/list"
  if compare "$data" "$tmp/list"; then
    echo "ok $n - $f ($(grep -vc '#errors' "$tmp/hcl") traversals, $(sed -n 's/.*#errors //p' "$tmp/hcl") errors)"
  else
    echo "not ok $n - $f"
    show_diff
  fi
done

# ---- hcl's own JSON inputs --------------------------------------------------------------------
# Go fuzz corpus files hold one Go string literal: []byte("...").
cat >"$tmp/unfuzz.py" <<'EOF'
import os, sys
def go_string(lit):
    out, i = bytearray(), 0
    simple = {'n': b'\n', 't': b'\t', 'r': b'\r', '"': b'"', '\\': b'\\', "'": b"'",
              'a': b'\a', 'b': b'\b', 'f': b'\f', 'v': b'\v'}
    while i < len(lit):
        c = lit[i]
        if c != '\\':
            out += c.encode('utf-8'); i += 1
        elif lit[i + 1] in simple:
            out += simple[lit[i + 1]]; i += 2
        elif lit[i + 1] == 'x':
            out.append(int(lit[i + 2:i + 4], 16)); i += 4
        elif lit[i + 1] in 'uU':
            k = 4 if lit[i + 1] == 'u' else 8
            out += chr(int(lit[i + 2:i + 2 + k], 16)).encode('utf-8'); i += 2 + k
        else:
            out.append(int(lit[i + 1:i + 4], 8)); i += 4
    return bytes(out)
src, dst = sys.argv[1], sys.argv[2]
for root, _, names in os.walk(src):
    for name in sorted(names):
        path = os.path.join(root, name)
        rel = os.path.relpath(path, src).replace(os.sep, '__')
        if not rel.endswith('.json'):
            rel += '.json'
        text = open(path, encoding='utf-8').read()
        if text.startswith('go test fuzz v1\n'):
            lit = text.split('\n', 1)[1].strip()
            if not (lit.startswith('[]byte("') and lit.endswith('")')):
                continue
            data = go_string(lit[8:-2])
        elif name.endswith('.json'):
            data = text.encode('utf-8')
        else:
            continue
        open(os.path.join(dst, rel), 'wb').write(data)
EOF
n=$((n + 1))
if [ -z "$oracle" ]; then
  echo "ok $n - hcl's own JSON test inputs # SKIP $why"
elif ! command -v python3 >/dev/null 2>&1; then
  echo "ok $n - hcl's own JSON test inputs # SKIP python3 not found"
else
  mkdir "$tmp/hclown"
  for d in json/fuzz/testdata specsuite/tests; do
    [ -d "$hcl_src/$d" ] && python3 "$tmp/unfuzz.py" "$hcl_src/$d" "$tmp/hclown"
  done
  (cd "$tmp/hclown" && ls | LC_ALL=C sort) >"$tmp/list"
  count=$(awk 'END { print NR }' "$tmp/list")
  if [ "$count" = 0 ]; then
    echo "ok $n - hcl's own JSON test inputs # SKIP none found in $hcl_src"
  elif compare "$tmp/hclown" "$tmp/list"; then
    echo "ok $n - hcl's own JSON test inputs ($count files, $(grep -vc '#errors' "$tmp/hcl") traversals)"
  else
    echo "not ok $n - hcl's own JSON test inputs ($count files)"
    show_diff
  fi
fi

# ---- JSON files made from the corpus ------------------------------------------------------------
cat >"$tmp/tojson.py" <<'EOF'
import json, os, sys
# stdin: the json_exprs listing; argv: output directory.  Writes one FILE.tf.json per input file
# that has an attribute with traversals; prints the number written.
out_dir, written = sys.argv[1], 0
def unique(d, key):
    k, i = key, 1
    while k in d:
        i += 1
        k = '%s #%d' % (key, i)
    return k
def prune(d):
    for k in list(d):
        if isinstance(d[k], dict):
            prune(d[k])
            if not d[k]:
                del d[k]
    return d
def flush(path, root, index):
    global written
    if path is None or not prune(root):
        return
    name = path.lstrip('./').replace('/', '__') + '.json'
    indent = (2, None, '\t')[index % 3]
    text = json.dumps(root, ensure_ascii=index % 2 == 0, indent=indent)
    open(os.path.join(out_dir, name), 'w', encoding='utf-8').write(text + '\n')
    written += 1
path, src, stack, index = None, b'', [], 0
for line in sys.stdin.buffer.read().decode('utf-8', 'replace').split('\n'):
    f = line.split('\t')
    if f[0] == 'F':
        flush(path, stack[0] if stack else {}, index)
        index += 1
        path, stack = f[1], [{}]
        src = open(path, 'rb').read()
    elif f[0] == 'A' and int(f[5]) > 0:
        d = int(f[1])
        del stack[d + 1:]
        text = src[int(f[3]):int(f[4])].decode('utf-8', 'replace')
        stack[d][unique(stack[d], f[2])] = '${' + text + ('\n}' if '<<' in text else '}')
    elif f[0] == 'B':
        d = int(f[1])
        del stack[d + 1:]
        block = {}
        stack[d][unique(stack[d], ' '.join(f[2:]))] = block
        stack.append(block)
flush(path, stack[0] if stack else {}, index)
print(written)
EOF
n=$((n + 1))
corpus=${SHARED_DIR:-}/corpus
why2=$why
[ -n "$why2" ] || { [ -n "${SHARED_DIR:-}" ] && [ -d "$corpus" ]; } || why2="no corpus in SHARED_DIR"
[ -n "$why2" ] || command -v python3 >/dev/null 2>&1 || why2="python3 not found"
[ -n "$why2" ] || [ -x "$EXPRS" ] || why2="test helper not built: $EXPRS"
if [ -n "$why2" ]; then
  echo "ok $n - JSON files made from the corpus # SKIP $why2"
  echo "ok $((n + 1)) - their --count totals agree with hcl # SKIP $why2"
  exit 0
fi
mkdir "$tmp/fromtf"
(cd "$corpus" && find . -type f -name '*.tf' | LC_ALL=C sort | sed 's/[^A-Za-z0-9_./-]/\\&/g' |
  xargs "$EXPRS" | python3 "$tmp/tojson.py" "$tmp/fromtf") >"$tmp/written" 2>"$tmp/tojson.err"
(cd "$tmp/fromtf" && ls | LC_ALL=C sort) >"$tmp/list"
count=$(awk 'END { print NR }' "$tmp/list")
if [ "$count" = 0 ]; then
  echo "not ok $n - JSON files made from the corpus: none written"
  sed -e '5q' -e 's/^/#   /' "$tmp/tojson.err"
else
  compare "$tmp/fromtf" "$tmp/list"
  same=$?
  # files, traversals, identical files (their lines, the #errors line included, agree)
  awk -F'\t' '
    FNR == 1 { side++ }
    { key = $0 ~ /\t#errors [0-9]+$/ ? $1 : substr($0, 1, index($0, ":") - 1)
      text[side, key] = text[side, key] $0 "\n"; keys[key] = 1
      if ($0 !~ /\t#errors [0-9]+$/ && side == 1) travs++ }
    END { for (k in keys) { files++; if (text[1, k] == text[2, k]) same++ }
          printf "%d files, %d traversals (hcl), %d files identical\n", files, travs, same }
  ' "$tmp/hcl" "$tmp/ours" >"$tmp/summary"
  echo "# $(cat "$tmp/summary")"
  if [ "$same" = 0 ]; then
    echo "ok $n - JSON files made from the corpus ($count files)"
  else
    echo "not ok $n - JSON files made from the corpus ($count files)"
    show_diff
  fi
fi

n=$((n + 1))
(cd "$tmp/fromtf" && sed 's/[^A-Za-z0-9_./-]/\\&/g' "$tmp/list" | xargs "$RESERVE" traversals --count) \
  >"$tmp/ours.raw" 2>/dev/null
(cd "$tmp/fromtf" && sed 's/[^A-Za-z0-9_./-]/\\&/g' "$tmp/list" | xargs "$oracle" -count) \
  >"$tmp/hcl.raw" 2>/dev/null
# One line per xargs chunk: add them up, drop the oracle's diags= field.
sum() {
  awk '/^files=/ { for (i = 1; i <= NF; i++) { k = substr($i, 1, index($i, "=") - 1)
                     if (k == "diags") continue
                     if (!(k in s)) o[++nk] = k
                     s[k] += substr($i, index($i, "=") + 1) } }
       END { for (i = 1; i <= nk; i++) printf "%s%s=%d", (i > 1 ? " " : ""), o[i], s[o[i]]
             if (nk) print "" }' "$1"
}
sum "$tmp/ours.raw" >"$tmp/ours.count"
sum "$tmp/hcl.raw" >"$tmp/hcl.count"
echo "# hcl:     $(cat "$tmp/hcl.count")"
echo "# reserve: $(cat "$tmp/ours.count")"
if [ -s "$tmp/hcl.count" ] && cmp -s "$tmp/hcl.count" "$tmp/ours.count"; then
  echo "ok $n - their --count totals agree with hcl"
else
  echo "not ok $n - their --count totals agree with hcl"
fi
