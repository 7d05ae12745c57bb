#!/bin/sh
# hostile.t -- a catalogue of hostile inputs through the CLI.  Each input is
# generated here (nothing large is committed) and run by tests/hostile_run,
# which reports the exit status, the CPU time and the peak memory of the
# run.  Each point asserts:
#   - the exit status;
#   - the first line of what the run reports: the first "Error:" or
#     "Warning:" of a diagnostic, else the first "reserve..." line on
#     standard error, else the first line of standard output;
#   - bounded memory: at most 16 MiB plus MEM times the input's size
#     (MEM is 64 unless the point says otherwise; doc/limits.md);
#   - no hang (60 s at most) and, for the points marked "scaled", linear
#     time: the same shape at 4N takes at most 10 times the CPU time of N
#     (plus 0.03 s for the clock's grain; N is chosen for about 0.05 s).
# doc/limits.md lists the limits these inputs reach.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
RUN=${HOSTILE_RUN:-$top_builddir/tests/hostile_run}
tmp=$(mktemp -d) || exit 1
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
n=0
fails=0
mem=64   # KiB of peak memory allowed per KiB of input ...
extra=0  # ... and KiB beyond that (folders: 16 KiB a file)
todo=

# ---- generators: each writes an input of size N on standard output --------

rep() { # TEXT N: TEXT (awk escapes such as \n) N times
	awk -v t="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'
}
seqf() { # FORMAT N: FORMAT with %d = 0..N-1, one after another
	awk -v f="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) printf f, i }'
}
attr() { # N PREFIX REPEATED SUFFIX: "a = PREFIX REPEATED*N SUFFIX"
	printf 'a = %s' "$2"; rep "$3" "$1"; printf '%s\n' "$4"
}

g_brackets() { attr "$1" "" "[" ""; }
g_brackets_expr() { rep "[" "$1"; }
g_braces() { attr "$1" "" "{a = " ""; }
g_parens() { attr "$1" "" "(" "x"; }
g_calls() { attr "$1" "" "f(" ""; }
g_blocks() { rep 'b {\n' "$1"; }
g_interps() { attr "$1" "" '"${' ""; }
g_tifs() { printf 'a = <<EOT\n'; rep '%%{ if x }' "$1"; printf '\nEOT\n'; }
g_fors() { attr "$1" "" "[for x in " ""; }
g_unary() { attr "$1" "" "!" "x"; }
g_conds() { attr "$1" "x" " ? x : x" ""; }
g_splats() { attr "$1" "x" "[*].y" ""; }
g_heredocs() { rep 'a = <<EOT\n${' "$1"; }
g_binops() { attr "$1" "x" " + x" ""; }
g_steps() { attr "$1" "var.x" ".y" ""; }
g_indexes() { attr "$1" "var.x" "[0]" ""; }
g_refs_line() { printf 'locals {\n  x = 1\n  a = ['; rep 'local.x, ' "$1"; printf ']\n}\n'; }
g_long_ident() { printf 'a = '; head -c "$1" /dev/zero | tr '\0' x; printf '\n'; }
g_long_string() { printf 'a = "'; head -c "$1" /dev/zero | tr '\0' x; printf '"\n'; }
g_attrs() { seqf 'a%d = 1\n' "$1"; }
g_same_attr() { rep 'a = 1\n' "$1"; }
g_resources() { seqf 'resource "t" "r%d" {\n  x = 1\n}\n' "$1"; }
g_labels() { printf 'b'; rep ' "l"' "$1"; printf ' {\n}\n'; }
g_comments() { rep '# a comment\n/* and another */\n' "$1"; }
g_empty_lines() { head -c "$1" /dev/zero | tr '\0' '\n'; }
g_undeclared() { printf 'locals {\n  a = ['; rep 'local.x, ' "$1"; printf ']\n}\n'; }
g_undeclared_lines() { printf 'locals {\n'; seqf '  a%d = local.x\n' "$1"; printf '}\n'; }
# b123 is two edits from a12 and a1234 alike: "Did you mean" must find the
# first close name without comparing with every earlier one
# a locals object of many properties in JSON syntax: duplicates found through a hash table
dir_json_locals() { awk -v n="$1" 'BEGIN { printf "{\"locals\": {"; for (i = 0; i < n; i++) printf "%s\"a%d\": %d", i ? ", " : "", i, i; print "}}" }' >"$2/main.tf.json"; }
# import blocks of distinct addresses: each is compared with the earlier ones of its address only
g_imports() { awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "import {\n  to = aws_instance.a%d\n  id = \"i-%d\"\n}\n", i, i }'; }
g_undeclared_near() { printf 'locals {\n'; awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "  a%d = local.b%d\n", i, i }'; printf '}\n'; }
g_chain() { printf 'locals {\n'; awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "  a%d = local.a%d\n", i, i + 1; printf "  a%d = 1\n", n }'; printf '}\n'; }
g_cycle() { printf 'locals {\n'; awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "  a%d = local.a%d\n", i, (i + 1) % n }'; printf '}\n'; }
g_long_cycle() { # four names of about 1 KB in a cycle (a stack buffer once overflowed on it)
	awk 'BEGIN { s = ""; for (i = 0; i < 1017; i++) s = s "a"
		printf "locals {\n"; for (i = 0; i < 4; i++) printf "%s%d = local.%s%d\n", s, i, s, (i + 1) % 4
		printf "}\n" }'
}
g_nuls() { printf 'a = 1\n'; head -c "$1" /dev/zero; }
g_dollar_braces() { rep '${' "$1"; }
g_ff_bytes() { printf 'a = "'; head -c "$1" /dev/zero | tr '\0' '\377'; printf '"\n'; }
g_bom_only() { printf '\357\273\277'; }
g_bom() { printf '\357\273\277a = local.x\n'; }
g_overlong() { printf 'locals {\n  a = "\300\257 \340\200\257"\n  b = local.x\n}\n'; }
g_surrogate() { printf 'locals {\n  a = "\355\240\200"\n  b = local.x\n}\n'; }
g_escape_source() { printf 'locals {\n  a = "\033[31mred\033[0m" + local.x\n}\n'; }
g_escape_label() { printf 'resource "x\\u001b[2J" "y" {\n  a = local.x\n}\n'; }
g_crlf() { printf 'locals {\r\n  a = local.x\r\n}\r\n'; }
g_cr() { printf 'locals {\r  a = local.x\r}\r'; }
g_open_string() { printf 'a = "abc'; }
g_open_heredoc() { printf 'a = <<EOT\nabc\n'; }
g_open_comment() { printf 'a = 1\n/* abc'; }
g_open_interp() { printf 'a = "${x'; }
g_empty() { :; }
g_spaces() { head -c "$1" /dev/zero | tr '\0' ' '; }
g_tabs() { rep '\t\n' "$1"; }
g_module() { printf 'locals {\n  a = 1\n}\n'; }
g_trav() { printf 'a = b.c\n'; }

# ---- running ----------------------------------------------------------------

# The first line the run reports (see the header).
first_line() {
	l=$(awk '/(Error|Warning): / { sub(/^[^A-Z]*/, ""); print; exit }
		 /^reserve/ { print; exit }' "$tmp/err")
	[ -n "$l" ] || l=$(awk 'NF { print; exit }' "$tmp/out")
	printf '%s' "$l"
}

size_of() { # PATH: bytes of a file, or of every file under a folder
	if [ -d "$1" ]; then find "$1" -type f -exec cat {} + 2>/dev/null | wc -c | tr -d ' '
	elif [ -f "$1" ]; then wc -c <"$1" | tr -d ' '
	else echo 0
	fi
}

# run GEN N ARG...: generates the input for N (@ in an argument is its path,
# "<@" makes it standard input instead, "<FILE" makes FILE standard input)
# and runs reserve; sets status, cpu, kb and size.
run() {
	gen=$1 rn=$2
	shift 2
	rm -rf "$tmp/in" "$tmp/in.d"
	case $gen in
	dir_*) mkdir -p "$tmp/in.d" && $gen "$rn" "$tmp/in.d"; input=$tmp/in.d ;;
	none) input=$tmp/in; : >"$input" ;;
	*) $gen "$rn" >"$tmp/in"; input=$tmp/in ;;
	esac
	stdin=/dev/null
	set -- "$@"
	args=
	for a in "$@"; do
		case $a in
		'<@') stdin=$input; continue ;;
		'<'*) stdin=${a#<}; continue ;;
		@) a=$input ;;
		esac
		args="$args $(printf '%s' "$a" | sed "s/'/'\\\\''/g; s/^/'/; s/\$/'/")"
	done
	eval "set -- $args"
	set -- $(NO_COLOR=1 "$RUN" -i "$stdin" -o "$tmp/out" -e "$tmp/err" -t 60 "$RESERVE" "$@")
	status=$1 cpu=$2 kb=$3
	size=$(size_of "$input")
}

# result OK DESCRIPTION WHY: one point; with $todo set, a known problem
# (TAP's TODO: a failure expected, a pass to be noticed).
result() {
	n=$((n + 1))
	[ -z "$HOSTILE_TIMES" ] || echo "# $(date +%s.%N)"
	if [ "$1" = 1 ]; then
		echo "ok $n - $2${todo:+ # TODO $todo}"
	else
		echo "not ok $n - $2${todo:+ # TODO $todo}"
		printf '#   %s\n' "$3"
		[ -n "$todo" ] || fails=$((fails + 1))
	fi
}

# hostile DESCRIPTION STATUS FIRST-LINE GEN N ARG...: one point.
hostile() {
	desc=$1 want=$2 wfirst=$3
	shift 3
	run "$@"
	got=$(first_line)
	limit=$((16384 + extra + mem * size / 1024))
	why=
	[ "$status" = "$want" ] || why="exit status $status, not $want;"
	[ "$got" = "$wfirst" ] || why="$why first line \"$got\", not \"$wfirst\";"
	[ -z "$check_mem" ] || [ "$kb" -le "$limit" ] || why="$why peak memory $kb KiB over $limit KiB (input $size bytes);"
	if [ -z "$why" ]; then result 1 "$desc"; else result 0 "$desc" "$why"; fi
	mem=64 extra=0
}

# scaled DESCRIPTION STATUS FIRST-LINE GEN N ARG...: the same point at N, and
# linear time from N to 4N.
scaled() {
	desc=$1 want=$2 wfirst=$3 sgen=$4 sn=$5 smem=$mem sextra=$extra stodo=$todo
	shift 5
	todo=
	hostile "$desc" "$want" "$wfirst" "$sgen" "$sn" "$@"
	t1=$cpu
	if [ -z "$check_time" ]; then
		todo=
		return
	fi
	run "$sgen" $((4 * sn)) "$@"
	t4=$cpu
	ok=$(awk -v a="$t1" -v b="$t4" 'BEGIN { print (b <= 10 * a + 0.03) ? 1 : 0 }')
	echo "# $desc: CPU ${t1}s at N=$sn, ${t4}s at 4N, $kb KiB at 4N"
	limit=$((16384 + 4 * sextra + smem * size / 1024))
	[ -z "$check_mem" ] || [ "$kb" -le "$limit" ] || ok=0
	todo=$stodo
	result "$ok" "$desc: linear from N=$sn to 4N" "CPU ${t1}s at N, ${t4}s at 4N; ${kb} KiB (limit $limit)"
	todo=
}

if [ ! -x "$RUN" ]; then
	echo "1..0 # SKIP no $RUN"
	exit 0
fi
# A sanitizer's shadow memory is no measure of ours, and its run time would
# only slow CI: under ASan each point runs once, at N, for its status and
# first line (memory errors are what that build looks for).
check_mem=1 check_time=1
if grep -q __asan_init "$RESERVE" 2>/dev/null; then
	check_mem= check_time=
	echo "# built with AddressSanitizer: peak memory and 4N runs left out"
fi

# ---- nesting: the parser's limit (HCL_MAX_NESTING) -------------------------------
deep="Error: Nesting too deep"
hostile "100,000 open brackets" 1 "$deep" g_brackets 100000 check @
hostile "100,000 nested objects" 1 "$deep" g_braces 100000 check @
hostile "100,000 open parentheses" 1 "$deep" g_parens 100000 check @
hostile "100,000 nested calls" 1 "$deep" g_calls 100000 check @
hostile "10,000 nested blocks" 1 "$deep" g_blocks 10000 check @
hostile "100,000 nested interpolations" 1 "$deep" g_interps 100000 check @
hostile "10,000 template ifs never closed" 1 "Error: Unsupported argument" g_tifs 10000 check @
hostile "100,000 nested for expressions" 1 "$deep" g_fors 100000 check @
hostile "1,000,000 unary operators" 1 "$deep" g_unary 1000000 check @
hostile "100,000 nested conditionals" 1 "$deep" g_conds 100000 check @
hostile "100,000 chained splats" 1 "$deep" g_splats 100000 check @
hostile "10,000 heredocs opened in interpolations" 1 "$deep" g_heredocs 10000 check @
hostile "100,000 nested brackets, traversals in expression mode" 1 "$deep" g_brackets_expr 100000 \
	traversals --mode expr @

# ---- long and wide: linear time ---------------------------------------------------
mem=192; scaled "a chain of binary operators" 1 "Error: Unsupported argument" g_binops 50000 check @
mem=96; scaled "a traversal of many steps" 1 "Error: Unsupported argument" g_steps 500000 check @
mem=160; scaled "a traversal of many indexes" 1 "Error: Unsupported argument" g_indexes 200000 check @
scaled "references on one line" 0 "Success! The configuration is valid." g_refs_line 100000 check @
scaled "an identifier of 4 MB" 1 "Error: Unsupported argument" g_long_ident 4000000 check @
scaled "a string of 4 MB" 1 "Error: Unsupported argument" g_long_string 4000000 check @
mem=128; scaled "attributes with different names" 1 "Error: Unsupported argument" g_attrs 40000 check @
mem=128; scaled "one attribute name over and over" 1 "Error: Attribute redefined" g_same_attr 50000 check @
mem=96; scaled "many resources" 0 "Success! The configuration is valid." g_resources 10000 check @
mem=128; scaled "a JSON locals object of many properties" 0 "Success! The configuration is valid." \
	dir_json_locals 20000 check @
mem=96; scaled "many import blocks" 0 "Success! The configuration is valid." g_imports 10000 check @
mem=96; scaled "a block with many labels" 1 "Error: Unsupported block type" g_labels 80000 check @
scaled "many comments" 0 "Success! The configuration is valid." g_comments 200000 check @
scaled "many empty lines" 0 "Success! The configuration is valid." g_empty_lines 2000000 check @
scaled "undeclared references on one line" 1 "Error: Reference to undeclared local value" \
	g_undeclared 30000 check @
scaled "undeclared references on one line, JSON" 1 "{" g_undeclared 20000 check --format json @
scaled "undeclared references on one line, SARIF" 1 "{" g_undeclared 20000 check --format sarif @
scaled "undeclared references, a line each" 1 "Error: Reference to undeclared local value" \
	g_undeclared_lines 8000 check @
scaled "undeclared references, refs" 1 "Error: Reference to undeclared local value" \
	g_undeclared_lines 8000 refs @
scaled "undeclared references, each two edits from a late name" 1 \
	"Error: Reference to undeclared local value" g_undeclared_near 8000 check @
scaled "a long chain of locals, graph order" 0 "# $tmp/in" g_chain 20000 graph --format order @
scaled "a long chain of locals, graph (DOT)" 0 "digraph \"reserve\" {" g_chain 20000 graph --format dot @
scaled "a long cycle of locals, graph" 1 "Error: Cycle in references" g_cycle 20000 graph @
last=$((${check_time:+4 *} 20000 - 1))
result "$(grep -q ": local.a0 -> local.a1 -> .* -> local.a$last -> local.a0\.\$" "$tmp/err" && echo 1)" \
	"the cycle of $((last + 1)) locals is reported with its whole chain" "$(grep -c 'Error: ' "$tmp/err") errors"
hostile "four names of 1 KB in a cycle (graph)" 1 "Error: Cycle in references" g_long_cycle 1 graph @
long=$(awk 'BEGIN { for (i = 0; i < 1017; i++) s = s "a"; for (i = 0; i < 5; i++) printf "%slocal.%s%d", i ? " -> " : "", s, i % 4 }')
result "$(grep -qF "$long." "$tmp/err" && echo 1)" "the chain of 1 KB names is not cut" "$(wc -c <"$tmp/err") bytes"

# ---- bytes and encodings ---------------------------------------------------------------
scaled "NUL bytes" 1 "Error: Invalid character" g_nuls 400000 check @
scaled "\${ over and over" 1 "Error: Invalid character" g_dollar_braces 300000 check @
scaled "bytes that are not UTF-8" 1 "Error: Invalid character encoding" g_ff_bytes 2000000 check @
hostile "a byte-order mark alone" 0 "Success! The configuration is valid." g_bom_only 1 check @
hostile "a byte-order mark first" 1 "Error: Unsupported argument" g_bom 1 check @
hostile "overlong UTF-8 forms, JSON" 1 "{" g_overlong 1 check --format json @
hostile "an encoded surrogate, JSON" 1 "{" g_surrogate 1 check --format json @
hostile "terminal escapes in the source" 1 "Error: Reference to undeclared local value" g_escape_source 1 check @
hostile "terminal escapes in a label" 1 "Error: Invalid resource type name" g_escape_label 1 check @
hostile "CRLF line ends" 1 "Error: Reference to undeclared local value" g_crlf 1 check @
hostile "CR line ends" 1 "Error: Invalid character" g_cr 1 check @
hostile "a string open at the end" 1 "Error: Unterminated template string" g_open_string 1 check @
hostile "a heredoc open at the end" 1 "Error: Unterminated template string" g_open_heredoc 1 check @
hostile "a comment open at the end" 1 "Error: Unterminated comment" g_open_comment 1 check @
hostile "an interpolation open at the end" 1 "Error: Unclosed template interpolation sequence" \
	g_open_interp 1 check @
hostile "an empty file" 0 "Success! The configuration is valid." g_empty 1 check @
scaled "only spaces" 0 "Success! The configuration is valid." g_spaces 8000000 check @
scaled "only tabs and newlines" 0 "Success! The configuration is valid." g_tabs 500000 check @

# ---- what is shown: --max-errors ----------------------------------------------------
run g_nuls 300 check --format json @
all=$(sed -n 's/.*"error_count": \([0-9]*\).*/\1/p' "$tmp/out")
shown=$(grep -c '"severity"' "$tmp/out")
result "$([ "$shown" = "$all" ] && [ "$all" -gt 300 ] && echo 1)" "JSON without --max-errors keeps every error ($all)" \
	"$shown written"
run g_nuls 300 check --max-errors 0 @
shown=$(grep -c 'Error: ' "$tmp/err")
result "$([ "$shown" = "$all" ] && echo 1)" "--max-errors 0 shows every error" "$shown shown"
run g_nuls 300 check --max-errors 5 --format json @
shown=$(grep -c '"severity"' "$tmp/out")
result "$([ "$shown" = 5 ] && grep -q "\"error_count\": $all" "$tmp/out" && echo 1)" \
	"--max-errors 5 with JSON: 5 written, all counted" "$shown written"
run g_nuls 20000 check @
shown=$(grep -c 'Error: ' "$tmp/err")
result "$([ "$shown" = 100 ] && grep -q '^and 19,9[0-9][0-9] more errors in .*, not shown (--max-errors 0 shows them all)$' "$tmp/err" && echo 1)" \
	"20,000 NUL bytes: 100 errors shown, the rest counted in one line" "$shown shown"
run g_escape_source 1 check @
result "$(grep -q '\\x1b\[31mred\\x1b\[0m' "$tmp/err" && ! grep -q "$(printf '\033')" "$tmp/err" && echo 1)" \
	"no escape character of the source reaches the terminal" "$(grep -m1 red "$tmp/err")"

# ---- reading: files that are not, or too large ---------------------------------------
hostile "/dev/zero named" 2 "reserve: /dev/zero: not a regular file (a device, FIFO or socket): not read" \
	none 1 check /dev/zero
mkfifo "$tmp/fifo" 2>/dev/null &&
	hostile "a FIFO named (no writer: must not wait)" 2 \
		"reserve: $tmp/fifo: not a regular file (a device, FIFO or socket): not read" none 1 check "$tmp/fifo"
hostile "a path that does not exist" 2 "reserve: $tmp/nothing: No such file or directory" \
	none 1 check "$tmp/nothing"
hostile "a file over --max-file-size" 2 "reserve: $tmp/in: file too large (over 1024 bytes; see --max-file-size)" \
	g_attrs 1000 check --max-file-size 1K @
hostile "a file of 65 MiB (over the default limit)" 2 \
	"reserve: $tmp/in: file too large (over 67108864 bytes; see --max-file-size)" g_spaces 68157440 check @
hostile "standard input within the limit" 1 "Error: Reference to undeclared local value" g_crlf 1 check - '<@'
hostile "/dev/zero on standard input, over the limit" 2 \
	"reserve: -: file too large (over 1048576 bytes; see --max-file-size)" none 1 \
	check --max-file-size 1M - '</dev/zero'
mem=4; hostile "standard input of 2 MiB, over --max-file-size 1M" 2 \
	"reserve: -: file too large (over 1048576 bytes; see --max-file-size)" g_spaces 2097152 \
	check --max-file-size 1M - '<@'
hostile "--max-file-size that is no size" 2 \
	"reserve check: invalid value '12Q' for --max-file-size (a number of bytes, with K, M or G, at most 4G - 2)" \
	g_module 1 check --max-file-size 12Q @
hostile "--max-errors that is no number" 2 "reserve check: invalid value '-1' for --max-errors (a number, 0 for all)" \
	g_module 1 check --max-errors=-1 @
hostile "traversals of /dev/zero" 2 "reserve: /dev/zero: not a regular file (a device, FIFO or socket): not read" \
	none 1 traversals /dev/zero
hostile "traversals of standard input" 0 "-:1:5	b.c" g_trav 1 traversals - '<@'

# ---- folders (what needs no change of the walk) -----------------------------------------
dir_files() { # N DIR: N empty module files
	awk -v n="$1" -v d="$2" 'BEGIN { for (i = 0; i < n; i++) { f = d "/f" i ".tf"; printf "" > f; close(f) } }'
}
dir_siblings() { # N DIR: N NAME.tf each hidden by a NAME.tofu with an error
	awk -v n="$1" -v d="$2" 'BEGIN { for (i = 0; i < n; i++) {
		f = d "/f" i ".tf"; printf "a = local.x\n" > f; close(f)
		f = d "/f" i ".tofu"; printf "" > f; close(f) } }'
}
dir_fifo() { mkfifo "$2/pipe.tf" && printf 'locals {\n  a = 1\n}\n' >"$2/main.tf"; }
extra=16000; scaled "empty module files in one folder" 0 "Success! The configuration is valid." dir_files 1000 check @
extra=32000; scaled "NAME.tf files hidden by NAME.tofu" 0 "Success! The configuration is valid." dir_siblings 1000 check @
hostile "a FIFO inside a folder is not read" 0 "Success! The configuration is valid." dir_fifo 1 check @

# ---- specs -----------------------------------------------------------------------------
spec_pair() { # DIR: a.hcl extends b.hcl extends a.hcl
	printf 'language "a" {\n  extends = "b.hcl"\n}\n' >"$1/a.hcl"
	printf 'language "b" {\n  extends = "a.hcl"\n}\n' >"$1/b.hcl"
}
mkdir "$tmp/spec" && spec_pair "$tmp/spec"
hostile "a spec that extends itself through another" 2 "Error: Spec extends cycle" g_module 1 \
	check --spec "$tmp/spec/a.hcl" @
result "$([ "$(grep -c 'Error: ' "$tmp/err")" = 1 ] && grep -q 'a.hcl -> .*b.hcl -> .*a.hcl\.' "$tmp/err" && echo 1)" \
	"the extends cycle is reported once, with its chain" "$(grep 'Error: ' "$tmp/err" | head -n 3)"
printf 'language "s" {\n  extends = "self.hcl"\n}\n' >"$tmp/spec/self.hcl"
hostile "a spec that extends itself" 2 "Error: Spec extends cycle" g_module 1 check --spec "$tmp/spec/self.hcl" @
i=1
while [ $i -le 16 ]; do printf 'language "d" {\n  extends = "d%d.hcl"\n}\n' $((i + 1)) >"$tmp/spec/d$i.hcl"; i=$((i + 1)); done
printf 'language "d" {\n}\n' >"$tmp/spec/d17.hcl"
hostile "specs extending seventeen deep" 2 "Error: Spec extends too deep" g_module 1 check --spec "$tmp/spec/d1.hcl" @
hostile "a spec that does not exist" 2 "reserve: $tmp/spec/none.hcl: No such file or directory" g_module 1 \
	check --spec "$tmp/spec/none.hcl" @
hostile "a spec that is a folder" 2 "reserve: $tmp/spec: Is a directory" g_module 1 check --spec "$tmp/spec" @
hostile "a spec over --max-file-size" 2 \
	"reserve: $tmp/spec/a.hcl: file too large (over 10 bytes; see --max-file-size)" g_module 1 \
	check --max-file-size 10 --spec "$tmp/spec/a.hcl" @
g_spec_dups() { printf 'language "d" {\n  extends = "%s/spec/tofu.hcl"\n}\n' "$(cd "$top_srcdir" && pwd)"; seqf 'diagnostic "d" {\n  code = "X%d"\n  summary = "s"\n}\n' "$1"; }
g_spec_many() { printf 'language "m" {\n}\n'; awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "diagnostic \"d%d\" {\n  code = \"X%d\"\n  summary = \"s\"\n}\n", i, i }'; }
scaled "a spec defining one diagnostic over and over" 2 "Error: Duplicate spec name" g_spec_dups 8000 \
	ref --spec @ var.x
hostile "a spec of 40,000 diagnostics: past 32,767, \"Spec too large\"" 2 "Error: Spec too large" \
	g_spec_many 40000 ref --spec @ var.x

# ---- ref --------------------------------------------------------------------------------
ref_steps() { printf 'var.x'; rep '.a' "$1"; }
run ref_steps 16000 none
ref16=$(cat "$tmp/in")
rm -f "$tmp/in"
set -- $("$RUN" -o "$tmp/out" -e "$tmp/err" "$RESERVE" ref "$ref16")
t1=$2
ref64=$(ref_steps 64000)
set -- $("$RUN" -o "$tmp/out" -e "$tmp/err" "$RESERVE" ref "$ref64")
result "$([ "$1" = 0 ] && awk -v a="$t1" -v b="$2" 'BEGIN { exit !(b <= 10 * a + 0.1) }' && echo 1)" \
	"ref with 64,000 steps: status 0, linear from 16,000" "status $1, CPU ${t1}s then $2s"
set -- $("$RUN" -o "$tmp/out" -e "$tmp/err" "$RESERVE" ref "$(rep '[' 10000)")
result "$([ "$1" = 1 ] && grep -q 'Error\|err' "$tmp/out" "$tmp/err" && echo 1)" "ref of 10,000 open brackets: an error, status 1" "status $1"
set -- $("$RUN" -o "$tmp/out" -e "$tmp/err" "$RESERVE" ref --format json "$(printf 'var.\377\376')")
result "$([ "$1" = 1 ] && ! LC_ALL=C grep -q "$(printf '\377')" "$tmp/out" && echo 1)" \
	"ref of bytes that are not UTF-8, JSON: no such byte in the output" "status $1"

echo "1..$n"
[ $fails -eq 0 ]
