#!/bin/sh
# accuracy.t -- what a comparison of `reserve check` with `tofu validate` on real modules found
# wrong, each pinned with a small module of tests/data/accuracy: the undeclared variable's
# second sentence, references in a test file's assert blocks (read in the module's scope), the declaration a third duplicate names, validate stopping after load
# errors (and --level all going on), and duplicate symbols blocks in the two example specs of
# symbol libraries.  (The module source and default-value cases are check fixtures,
# tests/data/check/TOFU5201 and TOFU5202; the Terraform spec's depth is spec_check.t's and
# functions.t's.)  Diagnostics are read from --format json with sed.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
data=tests/data/accuracy
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
# details ARGS...: the detail of each diagnostic of `reserve check --format json ARGS`.
details() {
	"$RESERVE" check --format json "$@" 2>/dev/null | sed -n 's/^ *"detail": "\(.*\)",$/\1/p'
}
# summaries ARGS...: the summary of each.
summaries() {
	"$RESERVE" check --format json "$@" 2>/dev/null | sed -n 's/^ *"summary": "\(.*\)",$/\1/p'
}

echo "1..10"

check "undeclared variable: a suggestion, else the hint to declare it (evaluate.go)" \
	"$(details $data/undeclared-variable)" \
	'An input variable with the name \"regoin\" has not been declared. Did you mean \"region\"?
An input variable with the name \"zone\" has not been declared. This variable can be declared with a variable \"zone\" {} block.'

check "a name declared three times: variables, locals, outputs and module calls name the one before, resources the first" \
	"$(details $data/duplicates | sed -n 's/.* at [^:]*:\([0-9]*\),.*/\1/p' | tr '\n' ' ')" \
	"4 5 9 12 18 21 28 31 38 38 "

check "validate stops after load errors (tofu validate's loadConfig)" \
	"$(summaries $data/stop-after-load)" "Unsupported argument"
check "--level all goes on to the references" \
	"$(summaries --level all $data/stop-after-load)" "Unsupported argument
Reference to undeclared input variable"

check "a run's assert is read in the module's scope (tofu test): undeclared resources, locals, module calls and data resources, not variables" \
	"$("$RESERVE" check --format compact $data/test-scope 2>&1 | sed 's/.*tftest.hcl://')" \
	"7:21: error: Reference to undeclared resource [TOFU1104]
8:30: error: Reference to undeclared local value [TOFU1102]
8:49: error: Reference to undeclared module [TOFU1103]
11:49: error: Reference to undeclared resource [TOFU1105]"

check "test files alone: no module under test, their asserts not checked" \
	"$("$RESERVE" check --format compact $data/test-only 2>&1; echo "rc=$?")" "rc=0"

RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
check "symbols (RFC PR #2262): a second symbols block of one name is a duplicate of the first" \
	"$(details --spec spec/examples/symbols.hcl $data/symbols | sed -n 's/.* at [^:]*:\([0-9]*\),.*/\1/p' | tr '\n' ' ')" "2 2 "
check "symbols-experiment: appendFile replaces, so the third names the second" \
	"$(details --spec spec/examples/symbols-experiment.hcl $data/symbols | sed -n 's/.* at [^:]*:\([0-9]*\),.*/\1/p' | tr '\n' ' ')" "2 6 "

# OpenTofu's TestModule_required_providers_multiple_one_with_syntax_error (internal/configs/
# module_test.go) wants these three errors, in this order.
n=$((n + 1))
mrp=${SHARED_DIR:+$SHARED_DIR/corpus/opentofu__opentofu/internal/configs/testdata/invalid-modules/multiple-required-providers-with-syntax-error}
if [ -n "$mrp" ] && [ -d "$mrp" ]; then
	got=$(summaries "$mrp" | tr '\n' ';')
	if [ "$got" = 'Missing attribute value;Unexpected \"resource\" block;Duplicate required providers configuration;' ]; then
		echo "ok $n - required_providers with a syntax error: OpenTofu's three errors, in its order"
	else
		echo "not ok $n - required_providers with a syntax error: OpenTofu's three errors, in its order"
		echo "#   got: $got"
	fi
else
	echo "ok $n # SKIP no OpenTofu testdata in SHARED_DIR's corpus"
fi

# bench/agreement on the OpenTofu testdata of the shared corpus (its configuration loader's
# error-files and warning-files), when there is one.
corpus=${SHARED_DIR:+$SHARED_DIR/corpus/opentofu__opentofu}
n=$((n + 1))
if [ -n "$corpus" ] && [ -d "$corpus/internal/configs/testdata" ] && command -v python3 >/dev/null 2>&1; then
	got=$(sh bench/agreement "$RESERVE" "$corpus" | sed -n 's/^agreement: [0-9]*\/[0-9]* expected diagnostics matched (\([0-9.]*%\)), \([0-9]*\) extra.*/\1 \2 extra/p')
	if [ "$got" = "100.0% 0 extra" ]; then
		echo "ok $n - bench/agreement on the corpus's OpenTofu testdata: $got"
	else
		echo "not ok $n - bench/agreement on the corpus's OpenTofu testdata: $got"
	fi
else
	echo "ok $n # SKIP no OpenTofu testdata in SHARED_DIR's corpus (or no python3)"
fi
