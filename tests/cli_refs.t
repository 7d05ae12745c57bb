#!/bin/sh
# cli_refs.t -- reserve refs and reserve graph on small modules: every
# reference with its subject and whether it is declared; the dependency
# order, the DOT drawing, and a cycle reported with its chain.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
cd "$top_srcdir/tests/data/graph" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0
check() { # DESCRIPTION GOT WANT
	n=$((n + 1))
	if [ "$2" = "$3" ]; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}
tab=$(printf '\t')

got=$("$RESERVE" graph chain 2>"$tmp/err"); rc=$?
check "graph: order, each declaration after what it refers to" "$got" "# chain
var.name
local.prefix
data.aws_ami.base
aws_instance.web
aws_eip.ip
output.ip
output.missing"
check "graph: an undeclared reference makes the exit status 1" "$rc" 1
grep -q 'Reference to undeclared input variable' "$tmp/err"
check "graph: the undeclared reference is reported" "$?" 0

got=$("$RESERVE" graph --format dot chain 2>/dev/null | grep -- '->' | sort)
check "graph --format dot: one edge per dependency" "$got" "	\"m1:aws_eip.ip\" -> \"m1:aws_instance.web\";
	\"m1:aws_instance.web\" -> \"m1:data.aws_ami.base\";
	\"m1:aws_instance.web\" -> \"m1:local.prefix\";
	\"m1:local.prefix\" -> \"m1:var.name\";
	\"m1:output.ip\" -> \"m1:aws_eip.ip\";"

got=$(NO_COLOR=1 "$RESERVE" graph cycle 2>"$tmp/err"); rc=$?
check "graph: the nodes outside the cycle are still ordered" "$got" "# cycle
local.d
output.o"
check "graph: a cycle makes the exit status 1" "$rc" 1
grep -q 'form a cycle: local.a -> local.b -> local.c -> local.a\.' "$tmp/err"
check "graph: the cycle is reported with its chain" "$?" 0
grep -q 'on cycle/main.tf line 2, in locals:' "$tmp/err"
check "graph: ... at the first declaration of the chain" "$?" 0

# A module call is its call, its inputs and its outputs: an input that refers to an
# output of the same call is a cycle only when the child's output uses that input.
for case in independent:0 dependent:1 remote:0 count:1; do
	name=${case%:*} want=${case#*:}
	NO_COLOR=1 "$RESERVE" graph "calls/$name" >"$tmp/out" 2>"$tmp/err"
	grep -q 'form a cycle' "$tmp/err"
	[ $? -eq 0 ] && found=1 || found=0
	check "graph calls/$name: a cycle is reported only when certain ($want)" "$found" "$want"
done
NO_COLOR=1 "$RESERVE" graph calls/dependent 2>&1 | grep -q 'module.a.var.x -> module.a.output.y -> module.a.var.x\.'
check "graph: the cycle through a child names the input and the output" "$?" 0
got=$("$RESERVE" graph calls/independent 2>/dev/null | sed -n '1,6p')
check "graph: an output after the inputs it uses in the child, each module headed by its path" "$got" "# calls/independent
module.a
module.a.output.y
module.a.var.x
module.a.output.z
output.o"
if command -v dot >/dev/null 2>&1; then
	"$RESERVE" graph --format dot . >"$tmp/all.dot" 2>/dev/null
	dot -Tsvg "$tmp/all.dot" >/dev/null 2>"$tmp/dot.err"
	check "graph --format dot over several modules is one graph that dot draws" "$?" 0
else
	echo "ok $((n + 1)) # SKIP graphviz's dot is not installed"
	n=$((n + 1))
fi

got=$("$RESERVE" refs chain 2>/dev/null | cut -f2,4)
check "refs: every reference and whether it is declared" "$got" "var.name${tab}declared
data.aws_ami.base.id${tab}declared
local.prefix${tab}declared
aws_instance.web.id${tab}declared
aws_eip.ip.public_ip${tab}declared
var.nope${tab}undeclared"
got=$("$RESERVE" refs chain 2>/dev/null | sed -n 2p | cut -f1,3)
check "refs: range and subject" "$got" "chain/main.tf:14:10-14:30${tab}ResourceInstance mode=data type=aws_ami name=base"
"$RESERVE" refs chain >/dev/null 2>&1
check "refs: an undeclared reference makes the exit status 1" "$?" 1
if command -v python3 >/dev/null 2>&1; then
	got=$("$RESERVE" refs --format json chain 2>/dev/null |
		python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d), sum(1 for r in d if r["target"] and not r["target"]["declared"]))')
	check "refs --format json: valid JSON, 6 references, 1 undeclared" "$got" "6 1"
else
	n=$((n + 1)); echo "ok $n # SKIP python3 is not installed"
fi
"$RESERVE" refs --format yaml chain >/dev/null 2>&1
check "refs: an unknown format is a usage error" "$?" 2
"$RESERVE" graph >/dev/null 2>&1
check "graph: no PATH is a usage error" "$?" 2

echo "1..$n"
[ $fails -eq 0 ]
