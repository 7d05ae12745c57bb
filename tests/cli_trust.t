#!/bin/sh
# cli_trust.t -- answers a CI pipeline can trust: a failed write of the output is an I/O
# error (status 2, a message) for every command, never a quiet success; so is a folder that
# cannot be read below a PATH, a dangling link, and a PATH with no module files.  Walks end:
# links to folders are not followed unless --follow, which stops at loops; the depth limit
# is reported.  A module named twice is read once, and a file named is read with its
# folder's module, its own diagnostics alone reported.  JSON and SARIF carry the failures.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
cd "$top_srcdir" || exit 1
# the specs by name, in an out-of-tree build too
RESERVE_SPEC_PATH=$(pwd)/spec
export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0
check() { # DESCRIPTION GOT WANT [DETAIL]
	n=$((n + 1))
	if [ "$2" = "$3" ]; then
		echo "ok $n - $1"
	else
		echo "not ok $n - $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" "$4" | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}
skip() {
	n=$((n + 1))
	echo "ok $n # SKIP $*"
}
py=
command -v python3 >/dev/null 2>&1 && py=python3

if [ -w /dev/full ]; then
	"$RESERVE" check --format jsonl --shard 1/1 examples >"$tmp/slice.jsonl" 2>/dev/null
	for cmd in "check --format json examples" "refs examples" "graph examples" \
		"traversals examples" "ref var.x" "audit tofu-1.10 tofu-1.11" "--list-specs" "--version" \
		"fix --to tests/data/fix/specs/new.hcl tests/data/fix/mod" "merge $tmp/slice.jsonl"; do
		# shellcheck disable=SC2086
		"$RESERVE" $cmd >/dev/full 2>"$tmp/err"
		rc=$?
		grep -q 'write error on standard output' "$tmp/err" && said=yes || said=no
		check "reserve $(echo "$cmd" | sed "s|$tmp/||") > /dev/full: status 2 and a message" "$rc $said" "2 yes" \
			"$(head -n 3 "$tmp/err")"
	done
else
	skip "/dev/full is not writable here"
fi

# A module: main.tf uses the variable variables.tf declares; bad.tf names one never declared.
mod() { # mod DIR
	mkdir -p "$1"
	printf 'variable "a" {}\n' >"$1/variables.tf"
	printf 'output "o" {\n  value = var.a\n}\n' >"$1/main.tf"
}
# Every command that walks PATHs, given PATH: its status and whether stderr has TEXT.
every() { # every DESCRIPTION TEXT STATUS PATH...
	d=$1 text=$2 want=$3
	shift 3
	for cmd in check refs graph traversals "audit tofu-1.10 tofu-1.11" "fix --to tofu-1.11"; do
		# shellcheck disable=SC2086
		$as "$RESERVE" $cmd "$@" >"$tmp/out" 2>"$tmp/err"
		rc=$?
		grep -qF -- "$text" "$tmp/err" && said=yes || said=no
		check "$d: reserve ${cmd%% *}: status $want and the message" "$rc $said" "$want yes" "$(head -n 3 "$tmp/err")"
	done
}

# ---- a folder below a PATH that cannot be read -------------------------------------------------
mod "$tmp/locked/ok"
mkdir -p "$tmp/locked/shut"
mod "$tmp/locked/shut/inner"
chmod 000 "$tmp/locked/shut"
# root reads every folder: as root, the commands run as the user nobody (setpriv), when they can
as=
if [ "$(id -u)" = 0 ]; then
	chmod 755 "$tmp"
	nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	# shellcheck disable=SC2086
	if $nobody "$RESERVE" check "$tmp/locked/ok" >/dev/null 2>&1; then
		$nobody "$RESERVE" audit tofu-1.10 tofu-1.11 "$tmp/locked/ok" >/dev/null 2>&1 # the specs too
		[ $? -le 1 ] && as=$nobody
	fi
fi
if [ "$(id -u)" = 0 ] && [ -z "$as" ]; then
	skip "an unreadable folder: run as root, which reads every folder, and the user nobody cannot run $RESERVE"
else
	every "an unreadable folder below a PATH" "locked/shut: Permission denied" 2 "$tmp/locked"
fi
as=
chmod 755 "$tmp/locked/shut"

# A path too long to open (PATH_MAX): the same I/O error, as any user.
mod "$tmp/long"
long=$(printf '%0200d' 0 | tr 0 d)
(cd "$tmp/long" && i=0 && while [ $i -lt 24 ]; do mkdir "$long" && cd "$long" || exit 1; i=$((i + 1)); done &&
	printf 'variable "deep" {}\n' >main.tf) 2>/dev/null
every "a folder whose path is too long to open" "File name too long" 2 "$tmp/long"

# A dangling link, to a file or to a folder: the same in every command.
mod "$tmp/dangling"
ln -s nowhere.tf "$tmp/dangling/gone.tf"
every "a dangling link below a PATH" "dangling/gone.tf: No such file or directory" 2 "$tmp/dangling"
every "a dangling link named" "gone.tf: No such file or directory" 2 "$tmp/dangling/gone.tf"

# ---- a PATH with no module files ---------------------------------------------------------------
mkdir -p "$tmp/empty/sub"
printf 'not a module\n' >"$tmp/empty/README"
every "a PATH with no module files" "no module files found under $tmp/empty" 2 "$tmp/empty"
"$RESERVE" check "$tmp/empty" >"$tmp/out" 2>/dev/null
check "check of a PATH with no module files: no success message" "$(cat "$tmp/out")" ""
mod "$tmp/full"
"$RESERVE" traversals "$tmp/full" >/dev/null 2>"$tmp/err"
check "traversals of a PATH with files: status 0, nothing on stderr" "$? $(cat "$tmp/err")" "0 "
"$RESERVE" check "$tmp/full" "$tmp/empty" >/dev/null 2>"$tmp/err"
check "check of a module and an empty PATH: status 2, the empty PATH named" "$? $(cat "$tmp/err")" \
	"2 reserve: no module files found under $tmp/empty"

# ---- JSON and SARIF carry the failures ---------------------------------------------------------
if [ -n "$py" ]; then
	"$RESERVE" check --format json "$tmp/full" "$tmp/nosuch" >"$tmp/json" 2>/dev/null
	rc=$?
	got=$($py -c 'import json,sys; d=json.load(open(sys.argv[1])); x=d["diagnostics"]
print(d["valid"], d["error_count"], [(e["severity"], e["code"], e["detail"].endswith("nosuch: No such file or directory")) for e in x])' "$tmp/json")
	check "check --format json with a PATH missing: status 2, valid false, the I/O error a diagnostic" \
		"$rc $got" "2 False 1 [('error', 'io', True)]"
	"$RESERVE" check --format sarif "$tmp/full" "$tmp/empty" >"$tmp/sarif" 2>/dev/null
	rc=$?
	got=$($py -c 'import json,sys; d=json.load(open(sys.argv[1])); i=d["runs"][0]["invocations"][0]
print(i["executionSuccessful"], [(t["level"], t["descriptor"]["id"], t["message"]["text"]) for t in i["toolExecutionNotifications"]])' "$tmp/sarif" | sed "s|$tmp|TMP|g")
	check "check --format sarif with an empty PATH: status 2, executionSuccessful false, a notification" \
		"$rc $got" "2 False [('error', 'io', 'No module files found: no module files found under TMP/empty')]"
	"$RESERVE" check --format sarif "$tmp/full" >"$tmp/sarif" 2>/dev/null
	got=$($py -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["runs"][0]["invocations"])' "$tmp/sarif")
	check "check --format sarif that read everything: executionSuccessful true" "$got" \
		"[{'executionSuccessful': True}]"
	"$RESERVE" check --format json --disable no-such-code "$tmp/full" >"$tmp/json" 2>/dev/null
	rc=$?
	got=$($py -c 'import json,sys; d=json.load(open(sys.argv[1]))
print(d["valid"], [e["code"] for e in d["diagnostics"]])' "$tmp/json")
	check "check --format json with a usage error: status 2, valid false, a usage diagnostic" \
		"$rc $got" "2 False ['usage']"
else
	skip "python3 not found: the JSON and SARIF points"
fi

# ---- a module given twice, or a file and its folder, is read once ------------------------------
mod "$tmp/twice/m"
printf 'output "bad" {\n  value = var.nope\n}\n' >"$tmp/twice/m/bad.tf"
modules() { # modules ARGS...: the modules of check --format jsonl, with their error counts
	"$RESERVE" check --format jsonl "$@" 2>/dev/null | sed -n 's/^{"module": "\([^"]*\)".*"error_count": \([0-9]*\).*/\1 \2/p' |
		sed "s|$tmp/||" | tr '\n' ' '
}
check "a module given twice is read once" "$(modules "$tmp/twice/m" "$tmp/twice/m")" "twice/m 1 "
check "a module given under its parent too is read once" "$(modules "$tmp/twice" "$tmp/twice/m")" "twice/m 1 "
check "a module given before its parent is read once" "$(modules "$tmp/twice/m" "$tmp/twice")" "twice/m 1 "
check "a file and its folder: the module read once" "$(modules "$tmp/twice/m/main.tf" "$tmp/twice/m")" "twice/m 1 "
check "a file named twice: read once" "$(modules "$tmp/twice/m/bad.tf" "$tmp/twice/m/bad.tf")" "twice/m 1 "

# ---- a file named is read with its folder's module --------------------------------------------
check "a file named: its folder's module, its diagnostics alone" "$(modules "$tmp/twice/m/main.tf")" "twice/m 0 "
check "a file named with errors: they are reported" "$(modules "$tmp/twice/m/bad.tf")" "twice/m 1 "
check "files of one folder named together: one module" \
	"$(modules "$tmp/twice/m/main.tf" "$tmp/twice/m/variables.tf" "$tmp/twice/m/bad.tf")" "twice/m 1 "
check "--level file: a file named is read alone" "$(modules --level file "$tmp/twice/m/main.tf")" \
	"twice/m/main.tf 0 "
"$RESERVE" check "$tmp/twice/m/main.tf" >"$tmp/out" 2>"$tmp/err"
check "check FOLDER/main.tf: the variable of variables.tf is declared" "$? $(cat "$tmp/err")" "0 "
(cd "$tmp/twice/m" && "$RESERVE" check --format compact bad.tf) >"$tmp/out" 2>&1
check "check FILE in the working directory: the file's name as given" "$(cut -d: -f1-3 "$tmp/out")" "bad.tf:2:11"
"$RESERVE" refs "$tmp/twice/m/main.tf" >"$tmp/out" 2>&1
check "refs FOLDER/main.tf: the references of main.tf, declared in the module" \
	"$(cut -f2,4 "$tmp/out" | tr '\t' ' ')" "var.a declared"
mkdir -p "$tmp/twice/m/tests"
printf 'run "r" {\n}\n' >"$tmp/twice/m/tests/a.tftest.hcl"
check "a test file in tests/ named: the module above" "$(modules "$tmp/twice/m/tests/a.tftest.hcl")" "twice/m 0 "
check "standard input: a module of one file" "$(modules - <"$tmp/twice/m/main.tf")" "- 1 "

# ---- links and loops ---------------------------------------------------------------------------
mod "$tmp/links/real"
printf 'output "bad" {\n  value = var.nope\n}\n' >"$tmp/links/real/bad.tf"
mkdir -p "$tmp/links/top"
ln -s ../real "$tmp/links/top/linked"
mod "$tmp/links/top/here"
ln -s ../../real/bad.tf "$tmp/links/top/here/bad.tf"
check "a link to a folder is not followed; a link to a file is read" \
	"$(modules "$tmp/links/top")" "links/top/here 1 "
"$RESERVE" check "$tmp/links/top" >/dev/null 2>"$tmp/err"
check "a link to a folder not followed: a note, status 1 (the errors found)" "$? $(grep -c 'linked: a link to a folder: not followed' "$tmp/err")" "1 1"
check "--follow follows a link to a folder" "$(modules --follow "$tmp/links/top")" \
	"links/top/here 1 links/top/linked 1 "
check "--follow: a folder reached by a link and by its path is read once, by the first" \
	"$(modules --follow "$tmp/links")" "links/real 1 links/top/here 1 "
check "a folder given, and given again through a link to it, is read once" \
	"$(modules "$tmp/links/real" "$tmp/links/top/linked")" "links/real 1 "
check "a folder given through a link, and again under its parent, is read once" \
	"$(modules "$tmp/links/top/linked" "$tmp/links")" "links/top/linked 1 links/top/here 1 "
mkdir -p "$tmp/links/sib"
ln -s ../real "$tmp/links/sib/again"
check "--follow: two links to one folder, it is read once" \
	"$(modules --follow "$tmp/links/sib" "$tmp/links/top")" "links/sib/again 1 links/top/here 1 "
rm -r "$tmp/links/sib"
check "traversals: a folder given and under another given is read once" \
	"$("$RESERVE" traversals "$tmp/twice" "$tmp/twice/m" 2>/dev/null | wc -l)" \
	"$("$RESERVE" traversals "$tmp/twice" 2>/dev/null | wc -l)"
check "traversals: a folder given through a link and by its path is read once" \
	"$("$RESERVE" traversals "$tmp/links/top/linked" "$tmp/links/real" 2>/dev/null | wc -l)" \
	"$("$RESERVE" traversals "$tmp/links/real" 2>/dev/null | wc -l)"
mod "$tmp/loops"
ln -s . "$tmp/loops/a"
mkdir "$tmp/loops/sub"
ln -s .. "$tmp/loops/sub/up"
start=$(date +%s)
"$RESERVE" check "$tmp/loops" >/dev/null 2>"$tmp/err"
rc=$?
check "two loop links, not followed: status 0, a note for each" "$rc $(grep -c 'not followed' "$tmp/err")" "0 2"
"$RESERVE" check --follow "$tmp/loops" >/dev/null 2>"$tmp/err"
rc=$?
check "two loop links, --follow: status 0, each loop reported once" "$rc $(grep -c 'a link back to a folder the walk is in' "$tmp/err")" "0 2"
"$RESERVE" traversals --follow "$tmp/loops" >/dev/null 2>"$tmp/err"
check "traversals --follow over loops: status 0" "$?" "0"
end=$(date +%s)
check "the loop walks end within 10 seconds" "$((end - start < 10))" "1"
"$RESERVE" check --follow=yes "$tmp/loops" >/dev/null 2>&1
check "--follow takes no value: a usage error" "$?" "2"

# ---- the depth limit ---------------------------------------------------------------------------
(mkdir -p "$tmp/deep" && cd "$tmp/deep" && i=0 && while [ $i -lt 66 ]; do mkdir d && cd d || exit 1; i=$((i + 1)); done &&
	printf 'variable "deep" {}\n' >main.tf)
printf 'variable "top" {}\n' >"$tmp/deep/main.tf"
"$RESERVE" check "$tmp/deep" >/dev/null 2>"$tmp/err"
rc=$?
check "folders below the depth limit: status 2 and one message naming the folder at the limit" \
	"$rc $(grep -c 'its sub-folders are not read' "$tmp/err") $(grep -o '/d/d/d[/d]*: its' "$tmp/err" | tr -cd / | wc -c)" \
	"2 1 64"

echo "1..$n"
[ $fails -eq 0 ]
