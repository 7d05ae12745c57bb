#!/bin/sh
# completion.t: TAP test of the shell completions (completion/reserve.bash, completion/_reserve)
# against the programs built here: the commands, subcommands (drift, draft, flatten, delta),
# options, spec names and option values they offer, each value run through the program to
# see that it takes it, and the two scripts' value lists the same.
# Environment: RESERVE, RESERVE_GEN (the programs), top_srcdir.  bash is needed for the bash
# points; the zsh points are skipped without zsh.

set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
RESERVE_GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
case $RESERVE_GEN in /*) ;; *) RESERVE_GEN=$(pwd)/$RESERVE_GEN ;; esac
case $top_srcdir in /*) ;; *) top_srcdir=$(pwd)/$top_srcdir ;; esac
# The shipped specs, as other tests find them (a build outside the source tree has no spec
# folder beside its programs).
RESERVE_SPEC_PATH=$top_srcdir/spec; export RESERVE_SPEC_PATH
bashc=$top_srcdir/completion/reserve.bash
zshc=$top_srcdir/completion/_reserve
for p in "$RESERVE" "$RESERVE_GEN"; do
  [ -x "$p" ] || { echo "Bail out! program under test not found: $p"; exit 1; }
done
if ! command -v bash >/dev/null 2>&1; then
  echo "1..0 # SKIP bash is not installed"
  exit 0
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$top_srcdir" || exit 1

n=0
pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); echo "not ok $n - $1"; shift; for l; do echo "#   $l"; done; }

# bcomp FUNCTION WORD... : what the bash function completes for the words (the last one the
# word under the cursor), one per line, sorted.
bcomp() {
  bash -c '. "$1"; f=$2; shift 2; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); "$f"
    printf "%s\n" "${COMPREPLY[@]}"' bcomp "$bashc" "$@" | sort
}

# want_has OUTFILE DESCRIPTION WORD...: a point: OUTFILE has a line for every WORD.
want_has() {
  out=$1 what=$2; shift 2
  missing=
  for w; do grep -qx -- "$w" "$out" || missing="$missing $w"; done
  if [ -z "$missing" ]; then pass "$what"; else fail "$what" "missing:$missing" "got: $(tr '\n' ' ' <"$out")"; fi
}
# want_is OUTFILE DESCRIPTION WORD...: a point: OUTFILE has exactly the WORDs.
want_is() {
  out=$1 what=$2; shift 2
  printf '%s\n' "$@" | sort >"$tmp/want"
  if cmp -s "$tmp/want" "$out"; then pass "$what"; else fail "$what" "want: $*" "got: $(tr '\n' ' ' <"$out")"; fi
}

# ---- bash ----------------------------------------------------------------------------------
commands=$("$RESERVE" --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^[^ ]/ { on = 0 }')
bcomp _reserve "$RESERVE" "" >"$tmp/o"
# shellcheck disable=SC2086
want_is "$tmp/o" "bash: reserve <TAB>: the commands of reserve --help" $commands
bcomp _reserve "$RESERVE" "ch" >"$tmp/o"
want_is "$tmp/o" "bash: reserve ch<TAB>: check" check
bcomp _reserve "$RESERVE" check --fo >"$tmp/o"
want_is "$tmp/o" "bash: reserve check --fo<TAB>: --follow, --format" --follow --format
bcomp _reserve "$RESERVE" fix --t >"$tmp/o"
want_is "$tmp/o" "bash: reserve fix --t<TAB>: --to, --trim" --to --trim
bcomp _reserve "$RESERVE" check --spec "" >"$tmp/o"
want_has "$tmp/o" "bash: reserve check --spec <TAB>: the spec names" tofu terraform tofu-1.12 symbols
bcomp _reserve "$RESERVE" audit tofu-1.1 >"$tmp/o"
want_is "$tmp/o" "bash: reserve audit tofu-1.1<TAB>: the releases" tofu-1.10 tofu-1.11 tofu-1.12
bcomp _reserve "$RESERVE" help f >"$tmp/o"
want_is "$tmp/o" "bash: reserve help f<TAB>: fix" fix
bcomp _reserve "$RESERVE" check examples/mod >"$tmp/o"
want_is "$tmp/o" "bash: reserve check examples/mod<TAB>: the folder" examples/module
subs=$("$RESERVE_GEN" --help | grep -oE '^ *(Usage: )?reserve-gen [a-z]+' | awk '{ print $NF }' | sort -u | tr '\n' ' ')
if [ "$subs" = "delta draft drift flatten " ]; then
  pass "reserve-gen --help names the subcommands drift, draft, flatten and delta"
else
  fail "reserve-gen --help names the subcommands drift, draft, flatten and delta" "got: $subs"
fi
bcomp _reserve_gen "$RESERVE_GEN" d >"$tmp/o"
want_has "$tmp/o" "bash: reserve-gen d<TAB>: delta, draft, drift" delta draft drift
bcomp _reserve_gen "$RESERVE_GEN" f >"$tmp/o"
want_has "$tmp/o" "bash: reserve-gen f<TAB>: flatten" flatten
bcomp _reserve_gen "$RESERVE_GEN" drift -- >"$tmp/o"
want_has "$tmp/o" "bash: reserve-gen drift --<TAB>: its options" --format --srcfacts
bcomp _reserve_gen "$RESERVE_GEN" draft --f >"$tmp/o"
want_is "$tmp/o" "bash: reserve-gen draft --f<TAB>: --from" --from
bcomp _reserve_gen "$RESERVE_GEN" --lang "" >"$tmp/o"
want_is "$tmp/o" "bash: reserve-gen --lang <TAB>: the languages" c go json json-schema
bcomp _reserve_gen "$RESERVE_GEN" delta --base tofu-1.1 >"$tmp/o"
want_is "$tmp/o" "bash: reserve-gen delta --base tofu-1.1<TAB>: the releases" tofu-1.10 tofu-1.11 tofu-1.12

# ---- every value offered is one the program takes ---------------------------------------------
# value_runs COMMAND OPTION ARGS...: for each value bash offers after COMMAND OPTION, the
# program run with OPTION VALUE ARGS must not refuse it (exit status 2 is a usage error).
value_runs() {
  cmd=$1 opt=$2; shift 2
  bcomp _reserve "$RESERVE" "$cmd" "$opt" "" >"$tmp/vals"
  bad= nv=0
  while read -r v; do
    nv=$((nv + 1))
    "$RESERVE" "$cmd" "$opt" "$v" "$@" >"$tmp/run.out" 2>&1 </dev/null
    [ $? -ne 2 ] || bad="$bad $v($(head -n 1 "$tmp/run.out"))"
  done <"$tmp/vals"
  if [ -z "$bad" ] && [ "$nv" -gt 0 ]; then
    pass "bash: reserve $cmd $opt: the $nv values offered are taken"
  else
    fail "bash: reserve $cmd $opt: the values offered are taken" "refused or none:$bad"
  fi
}
value_runs check --format examples/module
value_runs check --level examples/module
value_runs check --minimum-failure-severity examples/module
value_runs check --call-module-type examples/module
value_runs check --color examples/module
value_runs refs --format examples/module
value_runs graph --format examples/module
value_runs ref --format var.x
value_runs traversals --format examples/module/main.tf
value_runs traversals --mode examples/module/main.tf
value_runs audit --format tofu-1.10 tofu-1.11
value_runs audit --min-class tofu-1.10 tofu-1.11
# reserve-gen's: each language of --lang is named in its help (--lang c writes files)
bcomp _reserve_gen "$RESERVE_GEN" --lang "" >"$tmp/vals"
missing=
while read -r v; do "$RESERVE_GEN" --help | grep -q -- "\\b$v\\b" || missing="$missing $v"; done <"$tmp/vals"
if [ -z "$missing" ]; then pass "bash: reserve-gen --lang: every language offered is in its help"; else
  fail "bash: reserve-gen --lang: every language offered is in its help" "missing:$missing"; fi
bcomp _reserve_gen "$RESERVE_GEN" drift --format "" >"$tmp/vals"
if [ "$(tr '\n' '|' <"$tmp/vals")" = "json|text|" ] &&
   "$RESERVE_GEN" drift --help 2>&1 | grep -q -- '--format text|json'; then
  pass "bash: reserve-gen drift --format: text and json, as its help says"
else
  fail "bash: reserve-gen drift --format: text and json, as its help says" "got: $(tr '\n' ' ' <"$tmp/vals")"
fi

# ---- the two scripts list the same values -------------------------------------------------------
vals() { sed -n '/^_reserve_values()/,/^}/p' "$1" | grep -E '^[[:space:]]+[a-z*]+:--' |
  sed -e 's/^[[:space:]]*//' -e 's/) *\(echo\|print --\) */ /' -e 's/ *;;$//'; }
vals "$bashc" >"$tmp/bv"
vals "$zshc" >"$tmp/zv"
if [ -s "$tmp/bv" ] && cmp -s "$tmp/bv" "$tmp/zv"; then
  pass "bash and zsh offer the same option values ($(wc -l <"$tmp/bv" | tr -d ' ') lists)"
else
  fail "bash and zsh offer the same option values" "$(diff "$tmp/bv" "$tmp/zv" | head -n 5 | tr '\n' ' ')"
fi

# ---- zsh ---------------------------------------------------------------------------------------
# zcomp SERVICE WORD...: what _reserve adds for the words (the last under the cursor), with
# compadd and _files stubbed to print what they are given.
zcomp() {
  eval "zlast=\${$#}"
  zsh -f -c 'service=$1; shift; fn=$1; shift; words=("$@"); CURRENT=$#words; PREFIX=${words[CURRENT]}
    compadd() { local a; for a in "$@"; do [[ $a == -a ]] && continue; print -l -- ${(P)a}; done }
    _files() { print -- "(files)" }
    source "$fn"' zcomp "$@" | grep -v '^$' | awk -v p="$zlast" 'index($0, p) == 1 || $0 == "(files)"' | sort -u
}
if command -v zsh >/dev/null 2>&1; then
  if zsh -n "$zshc" 2>"$tmp/zerr"; then pass "zsh: _reserve parses"; else fail "zsh: _reserve parses" "$(cat "$tmp/zerr")"; fi
  zcomp reserve "$zshc" "$RESERVE" "" >"$tmp/o"
  # shellcheck disable=SC2086
  want_is "$tmp/o" "zsh: reserve <TAB>: the commands of reserve --help" $commands
  zcomp reserve "$zshc" "$RESERVE" check --format "" >"$tmp/o"
  want_is "$tmp/o" "zsh: reserve check --format <TAB>: the formats" human compact json sarif checkstyle junit jsonl
  zcomp reserve "$zshc" "$RESERVE" check --fo >"$tmp/o"
  want_has "$tmp/o" "zsh: reserve check --fo<TAB>: --format" --format
  zcomp reserve-gen "$zshc" "$RESERVE_GEN" "" >"$tmp/o"
  want_has "$tmp/o" "zsh: reserve-gen <TAB>: the subcommands and files" drift draft flatten delta "(files)"
  zcomp reserve-gen "$zshc" "$RESERVE_GEN" drift --fo >"$tmp/o"
  want_has "$tmp/o" "zsh: reserve-gen drift --fo<TAB>: --format" --format
  zcomp reserve "$zshc" "$RESERVE" audit tofu-1.1 >"$tmp/o"
  want_has "$tmp/o" "zsh: reserve audit tofu-1.1<TAB>: the releases" tofu-1.10 tofu-1.11 tofu-1.12
else
  for w in "_reserve parses" "reserve <TAB>" "reserve check --format <TAB>" "reserve check --fo<TAB>" \
    "reserve-gen <TAB>" "reserve-gen drift --fo<TAB>" "reserve audit tofu-1.1<TAB>"; do
    n=$((n + 1)); echo "ok $n - zsh: $w # SKIP zsh is not installed"
  done
fi
echo "1..$n"
