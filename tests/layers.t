#!/bin/sh
# layers.t -- the architecture holds: one folder per layer, each file
# includes only headers of its own layer or of the layers below it, no
# file calls into a file that calls back into it (checked on the built
# objects with nm), every hand-written C file opens with one line saying
# what it is for, and the calls between the files of the analysis layer
# follow the order runtime/analysis/rsv_rules.h lists them in.
#
# Layers, bottom to top: syntax (runtime/syntax, out/hcl_*), spec
# (runtime/spec, the compiled spec tables out/tofu_*), analysis
# (runtime/analysis), api (runtime/reserve.[ch]); gen/ and cli/ are
# programs on top that do not use each other.
: "${top_srcdir:=.}" "${top_builddir:=.}"
top_builddir=$(cd "$top_builddir" && pwd) || exit 1
cd "$top_srcdir" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
echo "1..5"

# layer FILE -- the layer of a source file or header (by its folder), or
# nothing for files outside the layered tree (system headers).
layer() {
	case $1 in
	runtime/syntax/* | out/hcl_*) echo 1 ;;
	runtime/spec/* | out/tofu_*) echo 2 ;;
	runtime/analysis/*) echo 3 ;;
	runtime/reserve.[ch]) echo 4 ;;
	gen/*) echo gen ;;
	cli/*) echo cli ;;
	esac
}
rank() { case $1 in gen | cli) echo 5 ;; *) echo "$1" ;; esac; }

# where HEADER -- the path of a project header named in an include.
where() {
	for d in runtime/syntax runtime/spec runtime/analysis runtime out cli gen; do
		[ -f "$d/$1" ] && { echo "$d/$1"; return; }
	done
}

sources=$(find runtime gen cli -name '*.[ch]' -o -name '*.re' -o -name '*.y' | sort)
: >"$tmp/up"
for f in $sources; do
	own=$(layer "$f")
	[ -n "$own" ] || { echo "$f: outside every layer folder" >>"$tmp/up"; continue; }
	sed -n 's/^[ 	]*#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$f" | while read -r h; do
		p=$(where "$h")
		[ -n "$p" ] || continue
		theirs=$(layer "$p")
		if [ "$(rank "$theirs")" -gt "$(rank "$own")" ] ||
		   { [ "$(rank "$own")" = 5 ] && [ "$theirs" != "$own" ] && [ "$(rank "$theirs")" = 5 ]; }; then
			echo "$f includes $p (layer $theirs above $own)" >>"$tmp/up"
		fi
	done
done
if [ -s "$tmp/up" ]; then
	echo "not ok 1 - no file includes a header of a higher layer"
	sed 's/^/#   /' "$tmp/up"
else
	echo "ok 1 - no file includes a header of a higher layer ($(echo "$sources" | wc -l) files)"
fi

: >"$tmp/nohead"
for f in $(find runtime gen cli -name '*.[ch]' -o -name '*.re' -o -name '*.y' | sort); do
	b=${f##*/}
	head -n 1 "$f" | grep -q "^/\* $b - [a-z\"\`A-Z(]" ||
		echo "$f: $(head -n 1 "$f")" >>"$tmp/nohead"
done
if [ -s "$tmp/nohead" ]; then
	echo "not ok 2 - every hand-written C file opens with '/* ITS-NAME - what it is for'"
	sed 's/^/#   /' "$tmp/nohead"
else
	echo "ok 2 - every hand-written C file opens with '/* ITS-NAME - what it is for'"
fi

# File-level call graph from the objects the build made: "A B" when A uses
# a symbol B defines.
if ! command -v nm >/dev/null 2>&1; then
	echo "ok 3 # SKIP nm is not installed"
	echo "ok 4 # SKIP nm is not installed"
	echo "ok 5 # SKIP nm is not installed"
	exit 0
fi
objs=$(cd "$top_builddir" && find runtime out cli gen -name '*.o' 2>/dev/null | sort)
if [ -z "$objs" ]; then
	echo "ok 3 # SKIP no objects built in $top_builddir"
	echo "ok 4 # SKIP no objects built in $top_builddir"
	echo "ok 5 # SKIP no objects built in $top_builddir"
	exit 0
fi
# name OBJ -- the source file an object was built from (libtool and
# automake prefix objects with the target: libfoo_la-bar.o is bar).
name() { b=${1##*/}; b=${b%.o}; echo "${b##*-}"; }
for o in $objs; do
	n=$(name "$o")
	(cd "$top_builddir" && nm --defined-only -g "$o") | awk -v n="$n" 'NF == 3 { print $3, n }'
done | sort -u >"$tmp/defs"
for o in $objs; do
	n=$(name "$o")
	(cd "$top_builddir" && nm -u "$o") | awk -v n="$n" '{ print $NF, n }'
done | sort -u >"$tmp/uses"
join "$tmp/uses" "$tmp/defs" | awk '$2 != $3 { print $2, $3 }' | sort -u >"$tmp/edges"
# Cycles: tsort reports them on stderr.
if tsort "$tmp/edges" >/dev/null 2>"$tmp/cycles" && [ ! -s "$tmp/cycles" ]; then
	echo "ok 3 - no circle in the calls between files ($(wc -l <"$tmp/edges") edges)"
else
	echo "not ok 3 - no circle in the calls between files"
	sed 's/^/#   /' "$tmp/cycles"
fi
# Calls go down: a file never calls one of a higher layer.
: >"$tmp/upcalls"
while read -r a b; do
	fa=$(find runtime out cli gen -name "$a.c" | head -n 1)
	fb=$(find runtime out cli gen -name "$b.c" | head -n 1)
	[ -n "$fa" ] && [ -n "$fb" ] || continue
	la=$(layer "$fa") lb=$(layer "$fb")
	if [ "$(rank "$lb")" -gt "$(rank "$la")" ] || { [ "$la" != "$lb" ] && [ "$(rank "$la")" = 5 ] && [ "$(rank "$lb")" = 5 ]; }; then
		echo "$fa calls into $fb" >>"$tmp/upcalls"
	fi
done <"$tmp/edges"
if [ -s "$tmp/upcalls" ]; then
	echo "not ok 4 - no call goes up a layer"
	sed 's/^/#   /' "$tmp/upcalls"
else
	echo "ok 4 - no call goes up a layer"
fi

# The analysis layer's call order: the files between ORDER BEGIN and ORDER
# END of runtime/analysis/rsv_rules.h, each once, every C file of the
# folder among them, and a file calls only files listed after it.
order=runtime/analysis/rsv_rules.h
sed -n '/ORDER BEGIN/,/ORDER END/p' "$order" | tr ' \t' '\n\n' | sed -n 's/\.c$//p' |
	awk '{ print $1, NR }' >"$tmp/rank"
: >"$tmp/order"
for f in runtime/analysis/*.c; do
	b=${f##*/}
	b=${b%.c}
	c=$(awk -v b="$b" '$1 == b' "$tmp/rank" | wc -l)
	[ "$c" -eq 1 ] || echo "$f is in the list $c times" >>"$tmp/order"
done
while read -r b r; do
	[ -f "runtime/analysis/$b.c" ] || echo "$b.c is listed but is not in runtime/analysis" >>"$tmp/order"
done <"$tmp/rank"
awk 'NR == FNR { r[$1] = $2; next }
	($1 in r) && ($2 in r) && r[$2] <= r[$1] {
		print "runtime/analysis/" $1 ".c calls into runtime/analysis/" $2 ".c, listed before it"
	}' "$tmp/rank" "$tmp/edges" >>"$tmp/order"
if [ -s "$tmp/order" ]; then
	echo "not ok 5 - the analysis files call one another in the order $order lists"
	sed 's/^/#   /' "$tmp/order"
else
	echo "ok 5 - the analysis files call one another in the order $order lists ($(wc -l <"$tmp/rank") files)"
fi
