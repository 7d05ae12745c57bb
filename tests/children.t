#!/bin/sh
# children.t: TAP test of the local child modules `reserve check` reads where their folders are
# reached in other ways than the plain case the validate fixtures show: through a link to a folder
# outside the paths given or inside them, a link back to the calling folder, a hidden folder, a
# path given with "./" and a trailing "/", and a path above the working directory.  A child the
# walk enters itself is checked as a module of its own (its diagnostics under its own name); one it
# does not enter (outside the paths given, behind a link or in a hidden folder) is checked by the
# cache and shown with its callers, once.  Every case runs with -j 1 and -j 2: the same bytes.
# Environment: RESERVE (the program), top_srcdir.
set -u
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
if [ ! -x "$RESERVE" ]; then
	echo "Bail out! program under test not found: $RESERVE"
	exit 1
fi
RESERVE_SPEC_PATH=$(cd "$top_srcdir/spec" && pwd); export RESERVE_SPEC_PATH
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' HUP INT PIPE TERM

n=0
# expect DESCRIPTION DIR ARGS... <<EXPECTED: `reserve check --format compact ARGS` run in DIR
# with -j 1 and -j 2 prints EXPECTED (standard output and error, then the exit status).
expect() {
	what=$1 dir=$2
	shift 2
	cat >"$tmp/want"
	n=$((n + 1))
	bad=
	for j in 1 2; do
		(cd "$dir" && "$RESERVE" check --format compact -j "$j" "$@" >"$tmp/got.$j" 2>&1; echo "exit $?" >>"$tmp/got.$j")
		cmp -s "$tmp/want" "$tmp/got.$j" || bad="$bad -j $j"
	done
	if [ -z "$bad" ]; then
		echo "ok $n - $what"
	else
		echo "not ok $n - $what (differs:$bad)"
		diff "$tmp/want" "$tmp/got.1" | sed -e '20q' -e 's/^/#   /'
	fi
}

# a child with one required variable and one output
child() {
	mkdir -p "$1"
	printf 'variable "need" {}\noutput "out" {\n  value = var.need\n}\n' >"$1/main.tf"
}
# a child with an error of its own
bad_child() {
	mkdir -p "$1"
	printf 'output "out" {\n  value = local.missing\n}\n' >"$1/main.tf"
}

echo "1..8"

# 1. a link inside the tree to a folder outside the paths given: the cache checks the child and
# shows its error with the caller, and the call is checked against it
mkdir -p "$tmp/t1/tree" "$tmp/t1/elsewhere"
bad_child "$tmp/t1/elsewhere/c"
ln -s ../elsewhere "$tmp/t1/tree/link"
printf 'module "m" {\n  source = "./link/c"\n  extra  = 1\n}\n' >"$tmp/t1/tree/main.tf"
expect "a link to a folder outside the paths given: the child's error shown with its caller" "$tmp/t1" tree <<'EOF'
reserve: note: tree/link: a link to a folder: not followed (--follow follows it)
tree/main.tf:3:3: error: Unsupported argument [TOFU3002]
tree/link/c/main.tf:2:11: error: Reference to undeclared local value [TOFU1102]
exit 1
EOF

# 2. a link inside the tree to a folder inside it: the walk checks the folder under its own name
# (once), the caller's call is checked against it
mkdir -p "$tmp/t2/tree/real"
bad_child "$tmp/t2/tree/real/c"
ln -s real "$tmp/t2/tree/alias"
printf 'module "m" {\n  source = "./alias/c"\n  extra  = 1\n}\n' >"$tmp/t2/tree/main.tf"
expect "a link to a folder inside the paths given: its module checked once, under its own name" "$tmp/t2" tree <<'EOF'
reserve: note: tree/alias: a link to a folder: not followed (--follow follows it)
tree/main.tf:3:3: error: Unsupported argument [TOFU3002]
tree/real/c/main.tf:2:11: error: Reference to undeclared local value [TOFU1102]
exit 1
EOF

# 3. a link back to the calling folder: a recursive call, at the call's source
mkdir -p "$tmp/t3/r"
ln -s . "$tmp/t3/r/self"
printf 'module "x" {\n  source = "./self"\n}\n' >"$tmp/t3/r/main.tf"
expect "a link back to the caller's folder: Recursive module call" "$tmp/t3" r <<'EOF'
reserve: note: r/self: a link to a folder: not followed (--follow follows it)
r/main.tf:2:12: error: Recursive module call [TOFU5351]
exit 1
EOF

# 4. a child in a hidden folder under the path given: the walk does not enter it, the cache checks
# it and shows it with its caller
mkdir -p "$tmp/t4/tree"
bad_child "$tmp/t4/tree/.hidden/c"
printf 'module "m" {\n  source = "./.hidden/c"\n}\n' >"$tmp/t4/tree/main.tf"
expect "a child in a hidden folder: shown with its caller" "$tmp/t4" tree <<'EOF'
tree/.hidden/c/main.tf:2:11: error: Reference to undeclared local value [TOFU1102]
exit 1
EOF

# 5. the path given as "./tree/" and a call going up and down again: the child under the path
# given, checked once as a module of the run; its caller's arguments checked against it
mkdir -p "$tmp/t5/tree/examples/a"
child "$tmp/t5/tree/modules/c"
printf 'module "m" {\n  source = "../../modules/c"\n  needed = 1\n}\n' >"$tmp/t5/tree/examples/a/main.tf"
expect "./tree/ given, ../../modules/c called: the call checked, the child once" "$tmp/t5" ./tree/ <<'EOF'
./tree/examples/a/main.tf:1:12: error: Missing required argument [TOFU3081]
./tree/examples/a/main.tf:3:3: error: Unsupported argument [TOFU3002]
exit 1
EOF

# 6. a module given as ".", its child above the working directory: outside, shown with its caller
mkdir -p "$tmp/t6/here"
bad_child "$tmp/t6/up"
printf 'module "m" {\n  source = "../up"\n}\n' >"$tmp/t6/here/main.tf"
expect "a child above the working directory: outside the path given, shown with its caller" "$tmp/t6/here" . <<'EOF'
../up/main.tf:2:11: error: Reference to undeclared local value [TOFU1102]
exit 1
EOF

# 7. two paths given, one calling into the other: the child checked once, as a module of the run
mkdir -p "$tmp/t7/a"
bad_child "$tmp/t7/b"
printf 'module "m" {\n  source = "../b"\n}\n' >"$tmp/t7/a/main.tf"
expect "two paths given, one calling into the other: the child's error once, under its own name" "$tmp/t7" a b <<'EOF'
b/main.tf:2:11: error: Reference to undeclared local value [TOFU1102]
exit 1
EOF

# 8. --call-module-type none: the same trees, nothing read of their children
expect "--call-module-type none: no child read, through a link or not" "$tmp/t1" --call-module-type none tree <<'EOF'
reserve: note: tree/link: a link to a folder: not followed (--follow follows it)
exit 0
EOF
