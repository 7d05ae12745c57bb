#!/bin/sh
# functions.t -- functions and function namespaces in the shipped specs other than the built-in
# one (whose catalogue tests/check_fixtures.t covers): Terraform 1.2's experimental defaults()
# placeholder and its removal in 1.3, Terraform's provider:: and core:: messages, the symbol
# libraries experiment's symbols:: namespace, a spec that lists no function, Terraform 1.2's
# and 1.3's optional() in type constraints, and the audit of Terraform 1.2 -> 1.3 (the
# experiment concluded, defaults removed, optional's default argument, three functions added)
# with small modules; and contains(), whose value takes null from go-cty v1.18.1 on (Terraform
# main, OpenTofu main) and not before.  Diagnostics are read from --format json with awk.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
data=tests/data/functions
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

# codes SPEC PATH: "LINE CODE" of each diagnostic of `reserve check --spec SPEC PATH`.
codes() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null | awk '
		/^ *"code": / { c = $0; sub(/^ *"code": /, "", c); sub(/,$/, "", c); gsub(/"/, "", c); next }
		/^ *"range": [{]"filename": "/ {
			l = $0; sub(/.*"start": [{]"line": /, "", l); sub(/[^0-9].*/, "", l); print l " " c
		}' | sort -n | tr '\n' ' '
}
# details SPEC PATH: the detail of each diagnostic, one a line.
details() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null |
		sed -n 's/^ *"detail": "\(.*\)",$/\1/p'
}

echo "1..29"

tf12=spec/history/terraform-1.2.hcl
tf13=spec/history/terraform-1.3.hcl
check "terraform 1.14 (go-cty v1.16.3): contains() refuses a literal null value" \
	"$(codes terraform-1.14 $data/contains-null)" "2 TF5011 "
check "terraform 1.14: in hcl's words" "$(details terraform-1.14 $data/contains-null)" \
	'Invalid value for \"value\" parameter: argument must not be null.'
check "terraform main (go-cty v1.18.1) and opentofu main: contains() takes it" \
	"$(codes terraform $data/contains-null)$(codes tofu $data/contains-null)" ""
check "opentofu 1.12 (go-cty v1.18.0): contains() refuses it" \
	"$(codes tofu-1.12 $data/contains-null)" "2 TOFU5009 "
check "terraform 1.12 (go-cty v1.16.2): a mismatch names the type required" \
	"$(details terraform-1.12 $data/mismatch)" 'Invalid value for \"str\" parameter: string required.
Invalid value for \"num\" parameter: number required.'
check "terraform 1.13 (go-cty v1.16.3): and the type given" \
	"$(details terraform-1.13 $data/mismatch)" 'Invalid value for \"str\" parameter: string required, but have tuple.
Invalid value for \"num\" parameter: number required, but have bool.'
check "opentofu 1.9 (go-cty v1.14.4): the type required" \
	"$(details tofu-1.9 $data/mismatch)" 'Invalid value for \"str\" parameter: string required.
Invalid value for \"num\" parameter: number required.'
check "opentofu 1.10 (go-cty v1.16.3) and main: the type given too" \
	"$(details tofu-1.10 $data/mismatch; details tofu $data/mismatch)" 'Invalid value for \"str\" parameter: string required, but have tuple.
Invalid value for \"num\" parameter: number required, but have bool.
Invalid value for \"str\" parameter: string required, but have tuple.
Invalid value for \"num\" parameter: number required, but have bool.'
check "terraform 1.2, experiment on: defaults() works (the experiment's warning only)" \
	"$(codes $tf12 $data/tf12-experiment)" "3 TF2013 "
check "terraform 1.2, experiment off: the placeholder fails; startswith is not in 1.2" \
	"$(codes $tf12 $data/tf12-plain)" "9 TF5007 11 TF5001 "
check "terraform 1.2: the placeholder names the experiment (Scope.experimentalFunction)" \
	"$(details $tf12 $data/tf12-plain | sed -n 1p)" \
	'Call to function \"defaults\" failed: this function is experimental and available only when the experiment keyword module_variable_optional_attrs is enabled for the current module.'
check "terraform 1.3, experiment named: it has concluded, a load error, so no call is checked" \
	"$(codes $tf13 $data/tf12-experiment)" "3 TF2012 "
check "terraform 1.3, --level all: and defaults is no function" \
	"$("$RESERVE" check --level all --spec $tf13 --format json $data/tf12-experiment | grep -c '"code": "TF5001"')" "1"
check "terraform 1.3: defaults() is unknown, startswith known" \
	"$(codes $tf13 $data/tf12-plain)" "9 TF5001 "
check "terraform 1.2: optional() needs the experiment (at the variable) and takes one argument" \
	"$(codes $tf12 $data/tf12-optional)" "3 TF5117 11 TF5115 "
check "terraform 1.3: optional(type) and optional(type, default) with no experiment" \
	"$(codes $tf13 $data/tf12-optional)" ""

tf=spec/terraform.hcl
check "terraform main: provider and core namespaces, as Terraform rewrites hcl's messages" \
	"$(codes $tf $data/tf-main)" "10 TF5004 11 TF5004 12 TF5005 13 TF5002 14 TF5003 "
check "terraform main: a provider not in required_providers" \
	"$(details $tf $data/tf-main | sed -n 1p)" \
	'There is no function named \"provider::google::region_from_zone\". Ensure that provider name \"google\" is declared in this module'"'"'s required_providers block, and that this provider offers a function named \"region_from_zone\".'

symx=spec/examples/symbols-experiment.hcl
check "symbols-experiment: symbols::LIB::FUNC needs LIB declared and three parts" \
	"$(codes $symx $data/symlib)" "12 TOFU1203 13 TOFU1204 "
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
sed '/experiments/d' $data/symlib/main.tf >"$tmp/main.tf"
check "symbols-experiment: without the experiment every symbols:: call is refused" \
	"$(codes $symx "$tmp")" "10 TOFU1205 11 TOFU1205 12 TOFU1205 "
check "symbols-experiment: the namespaces, the built-in one last" \
	"$(printf 'locals {\n  a = x::f()\n}\n' >"$tmp/main.tf"; details $symx "$tmp")" \
	'Function \"x::f\" does not exist within a valid namespace (provider,symbols,core)'

check "a spec that lists no function checks no call" \
	"$(printf 'resource "r" "x" {\n  a = nosuch()\n}\n' >"$tmp/main.tf"; codes tests/data/audit/specs/old.hcl "$tmp")" ""

# ---- the audit of Terraform 1.2 -> 1.3 -------------------------------------------------
"$RESERVE" audit --format json terraform-1.2 terraform-1.3 >"$tmp/a.json" 2>"$tmp/err"
rc=$?
check "audit terraform-1.2 terraform-1.3: exit status 1 (experiments_unavailable arriving is breaking; tests/tf_history.t)" "$rc" 1
change() { # KIND NAME: "op old -> new: class" of that change
	awk -v k="\"kind\": \"$1\"" -v nm="\"name\": \"$2\"" '
		index($0, k) && index($0, nm) {
			op = $0; sub(/.*"change": "/, "", op); sub(/".*/, "", op)
			o = $0; sub(/.*"old": /, "", o); sub(/, "new".*/, "", o)
			nw = $0; sub(/.*"new": /, "", nw); sub(/, "class".*/, "", nw)
			c = $0; sub(/.*"class": "/, "", c); sub(/".*/, "", c)
			print op " " o " -> " nw ": " c
		}' "$tmp/a.json"
}
check "the experiment concluded (safe)" "$(change feature module_variable_optional_attrs)" \
	'changed "experiment" -> "concluded": safe'
check "defaults removed: safe, breaking only for modules that enabled the experiment" \
	"$(change function defaults; grep -c 'breaking only for modules that enabled the experiment module_variable_optional_attrs' "$tmp/a.json")" \
	'removed "experiment module_variable_optional_attrs" -> null: safe
1'
check "optional gains its default argument, the experiment over (safe)" \
	"$(change type optional; grep -c 'a second argument, the attribute.s default, was an error before; the experiment it needed is over' "$tmp/a.json")" \
	'changed "optional, experiment module_variable_optional_attrs" -> "optional, with a default": safe
1'
check "three functions added (safe)" \
	"$(for f in endswith startswith timecmp; do change function $f; done)" \
	'added null -> "built-in": safe
added null -> "built-in": safe
added null -> "built-in": safe'
"$RESERVE" audit terraform-1.2 terraform-1.3 $data/tf12-experiment $data/tf12-plain >"$tmp/h.txt" 2>"$tmp/err"
check "with modules: only the one that enabled the experiment regressed" \
	"$(sed -n 's/^  \(tests[^ ]*\) (\(.*\))$/\1 \2/p' "$tmp/h.txt")" \
	"tests/data/functions/tf12-experiment 0 -> 2 errors"
"$RESERVE" audit terraform-1.2 terraform-1.3 $data/tf12-optional >"$tmp/h.txt" 2>"$tmp/err"
check "with modules: a module that 1.2 refused is fixed by 1.3" \
	"$(sed -n 's/^  \(tests[^ ]*\) (\(.*\))$/\1 \2/p' "$tmp/h.txt")" \
	"tests/data/functions/tf12-optional 2 -> 0 errors"
