#!/bin/sh
# cli_options.t -- the command line as GNU and linter users expect it, from the one option
# parser of every subcommand (cli/options.c): options anywhere among the operands, "--",
# exact long names, one-line usage errors with the Try line (status 2) and a "did you mean",
# -h/-V/help COMMAND everywhere, --color/--no-color against NO_COLOR and the terminal,
# --quiet; and the manual page, which documents every option of every --help and renders
# its examples.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
cd "$top_srcdir" || exit 1
srcdir=$(pwd)
man1=$srcdir/doc/reserve.1
RESERVE_SPEC_PATH=$srcdir/spec
export RESERVE_SPEC_PATH
unset NO_COLOR
LC_ALL=C
export LC_ALL
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
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
# run NAME ARG...: the program's output in $tmp/NAME.out and .err, its status in $tmp/NAME.rc
run() {
	name=$1
	shift
	"$RESERVE" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
	echo $? >"$tmp/$name.rc"
}
out() { cat "$tmp/$1.out"; }
err() { cat "$tmp/$1.err"; }
rc() { cat "$tmp/$1.rc"; }
esc=$(printf '\033')
has_esc() { grep -q "$esc\\[" "$1" && echo yes || echo no; }
try() { printf "Try '%s --help' for more information." "$1"; }

cd "$tmp" || exit 1
mkdir bad good
printf 'output "o" {\n  value = var.nope\n}\n' >bad/main.tf
printf 'variable "a" {}\noutput "o" {\n  value = var.a\n}\n' >good/main.tf
commands="check refs graph traversals ref audit fix merge"

# ---- options anywhere among the operands, "--", "-" ------------------------------------------
run before check --format json bad
run after check bad --format json
run equals check bad --format=json
check "check bad --format json is check --format json bad" "$(rc after) $(out after)" "$(rc before) $(out before)"
check "check bad --format=json is check --format json bad" "$(rc equals) $(out equals)" "$(rc before) $(out before)"
check "the options before: json on stdout, status 1" "$(rc before) $(out before | head -c 1)" "1 {"
run order1 traversals --ranges good/main.tf bad/main.tf
run order2 traversals good/main.tf --ranges bad/main.tf
run order3 traversals bad/main.tf --ranges good/main.tf
check "an option between operands: the same output" "$(out order2)" "$(out order1)"
check "the operands keep their order" "$(out order2 | cut -d: -f1 | tr '\n' ' ')$(out order3 | cut -d: -f1 | tr '\n' ' ')" \
	"good/main.tf bad/main.tf bad/main.tf good/main.tf "
run dashdash check --format compact -- --quiet
check "after --, an argument starting with a dash is an operand (a path)" "$(rc dashdash) $(err dashdash)" \
	"2 reserve: --quiet: No such file or directory"
run dashdash2 check -- bad --format json
check "after --, --format is an operand too" "$(rc dashdash2) $(grep -c 'reserve: --format: No such file' "$tmp/dashdash2.err")" "2 1"
run stdin check --format compact - <bad/main.tf
check "- is standard input, an operand among options" "$(rc stdin) $(out stdin | cut -d: -f1-3)" "1 -:2:11"
run bundle check -qj2 good
run bundle2 check -q -j 2 good
check "short flags bundle: -qj2 is -q -j 2" "$(rc bundle) $(out bundle) $(err bundle)" "$(rc bundle2) $(out bundle2) $(err bundle2)"

# ---- usage errors: one line, the Try line, status 2 ------------------------------------------
usage_error() { # DESCRIPTION NAME MESSAGE PROG
	check "$1: status 2, nothing on stdout" "$(rc "$2") $(out "$2" | wc -c | tr -d ' ')" "2 0"
	check "$1: one line and the Try line" "$(err "$2")" "$3
$(try "$4")"
}
run prefix check --form json bad
usage_error "exact names only: --form is no --format" prefix \
	"reserve check: unknown option '--form'; did you mean '--format'?" "reserve check"
run typo check bad --formt json
usage_error "a mistyped option" typo "reserve check: unknown option '--formt'; did you mean '--format'?" "reserve check"
run far check --frobnicate bad
usage_error "an unknown option with nothing close" far "reserve check: unknown option '--frobnicate'" "reserve check"
run novalue check bad --format
usage_error "--format last" novalue "reserve check: option '--format' needs a value" "reserve check"
run novalue2 traversals good -j
usage_error "-j last" novalue2 "reserve traversals: option '-j' needs a value" "reserve traversals"
run badvalue check --format x bad
usage_error "--format x" badvalue \
	"reserve check: invalid value 'x' for --format (human, compact, json, sarif, checkstyle, junit or jsonl)" \
	"reserve check"
run badnumber check -j 0 bad
usage_error "-j 0" badnumber "reserve check: invalid value '0' for -j (a number from 1 to 1048576)" "reserve check"
run badlimit check --max-errors=x bad
usage_error "--max-errors=x" badlimit "reserve check: invalid value 'x' for --max-errors (a number, 0 for all)" \
	"reserve check"
run flagvalue check --no-config=yes bad
usage_error "a flag given a value" flagvalue "reserve check: option '--no-config' takes no value" "reserve check"
run shortbad check -x bad
usage_error "an unknown short option" shortbad "reserve check: unknown option '-x'" "reserve check"
run badcolor check --color=blue bad
usage_error "--color=blue" badcolor "reserve check: invalid value 'blue' for --color (auto, always or never)" \
	"reserve check"
run audit1 audit tofu-1.10
usage_error "audit with OLD alone" audit1 "reserve audit: OLD and NEW are needed" "reserve audit"
run fixto fix good
usage_error "fix without --to" fixto "reserve fix: --to NEW is needed" "reserve fix"
for cmd in $commands; do
	run "bogus_$cmd" "$cmd" --bogus x
	usage_error "$cmd --bogus" "bogus_$cmd" "reserve $cmd: unknown option '--bogus'" "reserve $cmd"
done
for cmd in check refs graph traversals ref merge; do
	run "none_$cmd" "$cmd"
	check "$cmd without operands: status 2, two lines, the Try line" \
		"$(rc "none_$cmd") $(err "none_$cmd" | wc -l | tr -d ' ') $(err "none_$cmd" | tail -n 1)" \
		"2 2 $(try "reserve $cmd")"
done
run merge_color merge --color=always x
usage_error "merge writes no diagnostics: no --color" merge_color "reserve merge: unknown option '--color'" \
	"reserve merge"

# ---- help and version, everywhere --------------------------------------------------------------
run top_help --help
run top_h -h
run top_helpcmd help
check "reserve --help: status 0, usage on stdout" "$(rc top_help) $(out top_help | head -n 1)" \
	"0 Usage: reserve COMMAND [OPTION]... PATH..."
check "reserve -h and reserve help are reserve --help" "$(out top_h)$(out top_helpcmd)" "$(out top_help)$(out top_help)"
run top_version --version
version=$(out top_version)
check "reserve --version" "$(rc top_version) $(printf '%s' "$version" | cut -d' ' -f1)" "0 reserve"
for cmd in $commands; do
	run "help_$cmd" "$cmd" --help
	run "h_$cmd" "$cmd" -h
	run "helpcmd_$cmd" help "$cmd"
	run "late_$cmd" "$cmd" x --help
	check "$cmd --help: status 0, Usage on stdout, nothing on stderr" \
		"$(rc "help_$cmd") $(out "help_$cmd" | head -n 1 | cut -d' ' -f1-3) $(err "help_$cmd" | wc -c | tr -d ' ')" \
		"0 Usage: reserve $cmd 0"
	check "$cmd -h, reserve help $cmd and $cmd x --help are $cmd --help" \
		"$(out "h_$cmd")|$(out "helpcmd_$cmd")|$(out "late_$cmd")" \
		"$(out "help_$cmd")|$(out "help_$cmd")|$(out "help_$cmd")"
	run "V_$cmd" "$cmd" -V
	run "version_$cmd" "$cmd" --version
	check "$cmd -V and $cmd --version: the version, status 0" \
		"$(rc "V_$cmd") $(out "V_$cmd") $(rc "version_$cmd") $(out "version_$cmd")" "0 $version 0 $version"
done
run chek chek
usage_error "reserve chek" chek "reserve: unknown command 'chek'; did you mean 'check'?" "reserve"
run helpchek help chek
usage_error "reserve help chek" helpchek "reserve: unknown command 'chek'; did you mean 'check'?" "reserve"
run nosuch frobnicate
usage_error "an unknown command with nothing close" nosuch "reserve: unknown command 'frobnicate'" "reserve"
run verison --verison
usage_error "reserve --verison" verison "reserve: unknown option '--verison'; did you mean '--version'?" "reserve"
run nocmd
usage_error "reserve alone" nocmd "reserve: no command given" "reserve"

# ---- colour: --color and --no-color over NO_COLOR over the terminal ---------------------------
run c_auto check bad
run c_always check --color=always bad
run c_never check --color never bad
run c_last check --color=always --no-color bad
run c_last2 check --no-color --color always bad
(NO_COLOR=1 && export NO_COLOR && run c_nocolor check --color=always bad)
run c_refs refs bad --color=always
check "not a terminal: no colour" "$(has_esc "$tmp/c_auto.err")" no
check "--color=always: colour on a file" "$(has_esc "$tmp/c_always.err")" yes
check "--color never: none" "$(has_esc "$tmp/c_never.err")" no
check "--color=always --no-color: the last wins (none)" "$(has_esc "$tmp/c_last.err")" no
check "--no-color --color always: the last wins (colour)" "$(has_esc "$tmp/c_last2.err")" yes
check "--color=always over NO_COLOR" "$(has_esc "$tmp/c_nocolor.err")" yes
check "refs --color=always: its diagnostics coloured" "$(has_esc "$tmp/c_refs.err")" yes
check "the same diagnostics with and without colour" \
	"$(sed "s/$esc\\[[0-9;]*m//g" "$tmp/c_always.err")" "$(err c_auto)"
# on a terminal (script(1) gives the program one)
tty_run() { # NAME [VAR=VALUE...] -- ARG...
	name=$1
	shift
	env_args=
	while [ "$1" != -- ]; do env_args="$env_args $1"; shift; done
	shift
	# shellcheck disable=SC2086
	env TERM=xterm $env_args script -qec "\"$RESERVE\" $*" /dev/null >"$tmp/$name.tty" 2>&1 </dev/null
}
if command -v script >/dev/null 2>&1 && tty_run t_probe -- --version && grep -q reserve "$tmp/t_probe.tty"; then
	tty_run t_auto -- check bad
	tty_run t_nocolor NO_COLOR=1 -- check bad
	tty_run t_always NO_COLOR=1 -- check --color=always bad
	tty_run t_never -- check --no-color bad
	tty_run t_dumb TERM=dumb -- check bad
	check "a terminal: colour" "$(has_esc "$tmp/t_auto.tty")" yes
	check "a terminal with NO_COLOR set: none" "$(has_esc "$tmp/t_nocolor.tty")" no
	check "a terminal with NO_COLOR set and --color=always: colour" "$(has_esc "$tmp/t_always.tty")" yes
	check "a terminal and --no-color: none" "$(has_esc "$tmp/t_never.tty")" no
	check "a terminal with TERM=dumb: none" "$(has_esc "$tmp/t_dumb.tty")" no
else
	skip "script(1) cannot give the program a terminal here"
fi

# ---- --quiet ----------------------------------------------------------------------------------
run q_loud check bad
run q_quiet check --quiet bad
summary="1 module, 1 file: 1 error, 0 warnings"
check "check: the summary line without --quiet" "$(rc q_loud) $(err q_loud | tail -n 1)" "1 $summary"
check "check --quiet: no summary line, the same status" "$(rc q_quiet) $(grep -c "$summary" "$tmp/q_quiet.err")" "1 0"
check "check --quiet: the diagnostics all the same" "$(err q_quiet)" "$(err q_loud | sed '$d')"
run q_good check good
run q_good_quiet check -q good
check "check: the success message without --quiet" "$(rc q_good) $(out q_good)" \
	"0 Success! The configuration is valid."
check "check -q: no success message, status 0" "$(rc q_good_quiet) $(out q_good_quiet)$(err q_good_quiet)" "0 "
run q_json check -q --format json bad
check "check -q --format json: the same JSON" "$(rc q_json) $(out q_json)" "$(rc before) $(out before)"
cp -R good fixme
run q_fix fix --from tofu-1.10 --to tofu-1.11 --write fixme
run q_fix_quiet fix --from tofu-1.10 --to tofu-1.11 --write -q fixme
check "fix --write: a summary" "$(rc q_fix) $(out q_fix | cut -d, -f1)" "0 reserve fix: 1 files scanned"
check "fix --write --quiet: none" "$(rc q_fix_quiet) $(out q_fix_quiet)" "0 "

# ---- the manual page: every option of every --help, in its section -----------------------------
# section TITLE: the source lines of the manual's section or subsection TITLE
section() {
	awk -v t="$1" '/^\.S[hs] / { on = (substr($0, 5) == t); next } on' "$man1"
}
# long options of the option lines of stdin ("  -x, --name ARG  text", "  --name ARG  text")
long_options() { sed -n 's/^  \(-[A-Za-z], \)\{0,1\}--\([a-z][a-z-]*\).*/\2/p'; }
# documented SECTION NAME...: the names that no .It line of SECTION has as "Fl -NAME"
undocumented() {
	title=$1
	shift
	section "$title" >"$tmp/section"
	for o in "$@"; do
		grep -q "^\\.It .*Fl -$o\\( \\|\$\\)" "$tmp/section" || printf ' %s' "$o"
	done
}
for cmd in $commands; do
	"$RESERVE" "$cmd" --help >"$tmp/h" 2>/dev/null
	own=$(sed '/^Common options:$/,$d' "$tmp/h" | long_options)
	common=$(sed -n '/^Common options:$/,/^Limits/p' "$tmp/h" | long_options)
	limits=$(sed -n '/^Limits/,$p' "$tmp/h" | long_options)
	quiet=$(printf '%s\n' $common | grep -x quiet)
	# shellcheck disable=SC2086
	check "reserve.1: every option of $cmd --help in its section (reserve $cmd)" \
		"$(undocumented "reserve $cmd" $own $quiet)" ""
	# shellcheck disable=SC2086
	check "reserve.1: $cmd's common options in COMMON OPTIONS, its limits in LIMITS" \
		"$(undocumented "COMMON OPTIONS" $common)|$(undocumented LIMITS $limits)" "|"
done
listed=$(out top_help | sed -n '/^Commands:$/,/^$/p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
missing=
for cmd in $listed; do
	[ -n "$(section "reserve $cmd")" ] || missing="$missing $cmd"
done
check "reserve.1: a section for every command of reserve --help" "$(echo $listed | wc -w | tr -d ' ')$missing" \
	"$(echo $commands help | wc -w | tr -d ' ')"
check "reserve.1: no line roff would eat (a text line starting with . or ')" \
	"$(grep -n "^'\\|^\\.\\([^A-Z\\\\]\\|[A-Z][^a-z]\\|[A-Z][a-z][^ ]\\)" "$man1")" ""
if command -v groff >/dev/null 2>&1; then
	check "reserve.1: groff -ww -mandoc has no warning" "$(groff -ww -z -mandoc "$man1" 2>&1)" ""
else
	skip "no groff"
fi
if command -v man >/dev/null 2>&1 && MANWIDTH=80 man -l "$man1" >"$tmp/man80" 2>"$tmp/man80.err" &&
	[ -s "$tmp/man80" ]; then
	check "reserve.1: man -l at 80 columns has no warning" "$(cat "$tmp/man80.err")" ""
	MANWIDTH=200 man -l "$man1" 2>/dev/null | sed 's/^ *//' >"$tmp/man200"
	lost=$(sed -n 's/^\.Dl \(\$ .*\)/\1/p' "$man1" | sed 's/\\&//g' | while IFS= read -r ex; do
		grep -qxF "$ex" "$tmp/man200" || printf '%s\n' "$ex"
	done)
	check "reserve.1: every example renders as written" "$lost" ""
	check "reserve.1: the examples are there ($(sed -n '/^\.Sh EXAMPLES/,$p' "$man1" | grep -c '^\.Dl \$') of them)" \
		"$(sed -n '/^\.Sh EXAMPLES/,$p' "$man1" | grep -c '^\.Dl \$' | awk '{print ($1 > 10)}')" 1
else
	skip "no man(1) that renders reserve.1"
fi

echo "1..$n"
[ $fails -eq 0 ]
