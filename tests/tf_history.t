#!/bin/sh
# tf_history.t -- Terraform's specs release by release: the rules Terraform v1.2 applies when
# it decodes a module (spec/history/terraform-1.2.hcl, which v1.3 extends) against a module
# that breaks them and one that keeps them, the same module under Terraform main (which lifted
# the validation rules' self-only references and reads module sources when it builds the
# configuration), the whole audit
# of Terraform 1.2 -> 1.3, and Terraform main's const variables.  Diagnostics are read from
# --format json with awk.
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
case $RESERVE in /*) ;; *) RESERVE=$(pwd)/$RESERVE ;; esac
LC_ALL=C; export LC_ALL
NO_COLOR=1; export NO_COLOR
cd "$top_srcdir" || exit 1
RESERVE_SPEC_PATH=$(pwd)/spec; export RESERVE_SPEC_PATH
data=tests/data/tf-history
tf12=spec/history/terraform-1.2.hcl
tf13=spec/history/terraform-1.3.hcl
tf=spec/terraform.hcl
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
		}' | sort -n -k1,1 -k2,2 | tr '\n' ' '
}
# details SPEC PATH: the detail of each diagnostic, one a line.
details() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null |
		sed -n 's/^ *"detail": "\(.*\)",$/\1/p'
}

echo "1..28"

# ---- Terraform v1.2's decoding rules ----------------------------------------------------
want12="6 TF5234 7 TF5201 13 TF5210 14 TF5226 20 TF5231 22 TF5237 23 TF5238 29 TF5228 31 TF5237 31 TF5239 \
42 TF5236 47 TF5205 48 TF4017 49 TF3002 51 TF5208 55 TF5207 60 TF5204 61 TF4019 65 TF5224 "
check "terraform-1.2: each rule at its place" "$(codes $tf12 $data/tf12-rules)" "$want12"
check "terraform-1.3: the same (none of these rules changed)" "$(codes $tf13 $data/tf12-rules)" "$want12"
check "terraform main: validation rules may refer to other objects but must still refer to the variable, sources are read when the configuration is built, lifecycle has destroy" \
	"$(codes $tf $data/tf12-rules)" \
	"6 TF5234 7 TF5201 13 TF5210 14 TF5226 20 TF5231 29 TF5228 31 TF5239 42 TF5236 47 TF5205 48 TF4017 51 TF5208 55 TF5207 60 TF5204 61 TF4019 65 TF5224 "
check "terraform-1.2: the validation rules' texts" \
	"$(details $tf12 $data/tf12-rules | grep 'variable \\"')" \
	'The condition for variable \"zones\" can only refer to the variable itself, using var.zones.
The error message for variable \"zones\" can only refer to the variable itself, using var.zones.
The condition for variable \"size\" can only refer to the variable itself, using var.size.
The condition for variable \"size\" must refer to var.size in order to test incoming values.'
check "the module that keeps the rules: nothing under 1.2, 1.3 and main" \
	"$(codes $tf12 $data/tf12-good)|$(codes $tf13 $data/tf12-good)|$(codes $tf $data/tf12-good)" "||"

# ---- the audit of Terraform 1.2 -> 1.3, whole ----------------------------------------------
# Every change, as "CLASS KIND NAME WHERE CHANGE": the language changes of v1.3 and nothing
# else (none of the rules above is in the list).  v1.3 mended v1.2's "in which it unavailable"
# (internal/terraform/evaluate.go).
changes() {
	"$RESERVE" audit --format json "$1" "$2" 2>/dev/null | awk '
		/^ *[{]"kind": / {
			k = $0; sub(/^ *[{]"kind": "/, "", k); sub(/".*/, "", k)
			nm = $0; sub(/.*"name": "/, "", nm); sub(/".*/, "", nm)
			w = $0; sub(/.*"where": "/, "", w); sub(/".*/, "", w); if (w == "") w = "-"
			ch = $0; sub(/.*"change": "/, "", ch); sub(/".*/, "", ch)
			c = $0; sub(/.*"class": "/, "", c); sub(/".*/, "", c)
			print c " " k " " nm " " w " " ch
		}'
}
check "audit terraform-1.2 terraform-1.3: the whole list of changes" "$(changes terraform-1.2 terraform-1.3)" \
"safe feature module_variable_optional_attrs - changed
safe diagnostic experiment_active text changed
safe diagnostic each_value_unavailable text changed
safe diagnostic type_dynamic_arguments text changed
safe diagnostic count_negative text changed
breaking diagnostic experiments_unavailable - added
safe diagnostic type_optional_arguments - added
safe function defaults - removed
safe function endswith - added
safe function startswith - added
safe function timecmp - added
safe type optional - changed"

# ---- experiments in release builds: Terraform 1.3's sniffActiveExperiments -------------------
check "terraform-1.3: any experiments argument refused at its name, but one naming only module_variable_optional_attrs" \
	"$(codes $tf13 $data/experiments13)" \
	"4 TF2016 8 TF2012 12 TF2006 12 TF2012 12 TF2012 16 TF2007 16 TF2012 20 TF2016 24 TF2016 "
check "terraform-1.2: every entry read (module_variable_optional_attrs is a current experiment)" \
	"$(codes $tf12 $data/experiments13)" "4 TF2012 8 TF2013 12 TF2006 12 TF2013 12 TF2013 16 TF2007 16 TF2013 20 TF2005 "

check "terraform main: every experiments argument refused at its name (configs/experiments.go: release builds, no exempt feature)" \
	"$(codes $tf $data/experiments13)" "4 TF2014 8 TF2014 12 TF2014 16 TF2014 20 TF2014 24 TF2014 "

# The role experiments_unavailable is itself the rule: its arrival breaks the modules whose
# experiments argument names no experiment, and its departure breaks none.
check "audit terraform-1.2 terraform-1.3: experiments_unavailable arriving is breaking, with the modules it breaks" \
	"$("$RESERVE" audit terraform-1.2 terraform-1.3 2>/dev/null | grep -A1 'experiments_unavailable added' | sed -n 2p)" \
	"      release builds refuse every terraform.experiments argument that does not name exactly one exempt feature (module_variable_optional_attrs): a module valid under the old release with one that names no experiment (experiments = []) is an error now (one that names a current experiment has no compatibility promise)"
check "audit terraform-1.3 terraform-1.2: experiments_unavailable leaving is safe" \
	"$(changes terraform-1.3 terraform-1.2 | grep experiments_unavailable)" "safe diagnostic experiments_unavailable - removed"
check "audit terraform-1.2 terraform-1.3 over a module with experiments = []: regressed, at the argument" \
	"$("$RESERVE" audit terraform-1.2 terraform-1.3 $data/experiments-empty 2>/dev/null | sed -n '/^Regressed/,/^$/p')" \
	"Regressed: 1 module (no errors under terraform-1.2, errors under terraform-1.3)
  $data/experiments-empty (0 -> 1 errors)
    + $data/experiments-empty/main.tf:5:3: error: Module uses experimental features [TF2016]"

# ---- test files: Terraform main's block types (internal/configs/test_file.go) ---------------
check "terraform main: every test-file block type known, an unknown one refused, expect_failures checked, a run's backend block refused (release builds)" \
	"$(codes $tf $data/tests-main)" "35 TF5242 45 TF5254 49 TF3001 "
check "terraform-1.3: its spec says nothing of test files, so nothing is reported" \
	"$(codes $tf13 $data/tests-main)" ""
check "terraform main: a test file's load checks (run name, command, mode, one variables and module each, a module's source; a second plan_options block is no duplicate when the first had an error, as terraform 1.11.4 validate says)" \
	"$(codes $tf $data/tests-load)" "7 TF5247 10 TF5243 11 TF5248 14 TF5249 23 TF5245 30 TF5246 30 TF5250 "

# fcodes SPEC PATH: "FILE:LINE:COLUMN CODE" of each diagnostic, FILE without its folder.
fcodes() {
	"$RESERVE" check --spec "$1" --format json "$2" 2>/dev/null | awk '
		/^ *"code": / { c = $0; sub(/^ *"code": /, "", c); sub(/,$/, "", c); gsub(/"/, "", c); next }
		/^ *"range": [{]"filename": "/ {
			f = $0; sub(/.*"filename": "/, "", f); sub(/".*/, "", f); sub(/.*\//, "", f)
			l = $0; sub(/.*"start": [{]"line": /, "", l); sub(/[^0-9].*/, "", l)
			col = $0; sub(/.*"start": [{]"line": [0-9]*, "column": /, "", col); sub(/[^0-9].*/, "", col)
			print f ":" l ":" col " " c
		}' | sort -t: -k1,1 -k2,2n -k3,3n | tr '\n' ' '
}
# A value gohcl cannot decode is refused at hcl's StartRange: a quoted string's first part, inside the quotes.
check "terraform main: closed schemas of test blocks, skip_cleanup and backend refused, duplicate run names at the name, plan options that conflict, values gohcl cannot decode, a second test block" \
	"$(fcodes $tf $data/tests-rules)" \
	"config.tftest.hcl:4:3 TF5252 config.tftest.hcl:5:3 TF3002 \
main.tftest.hcl:7:3 TF5253 main.tftest.hcl:8:3 TF3002 main.tftest.hcl:12:5 TF5256 main.tftest.hcl:14:15 TF2005 \
main.tftest.hcl:17:10 TF5224 main.tftest.hcl:18:17 TF5207 main.tftest.hcl:21:3 TF5254 main.tftest.hcl:25:15 TF5214 \
main.tftest.hcl:27:5 TF3002 main.tftest.hcl:32:5 TF3002 main.tftest.hcl:36:5 TF5255 main.tftest.hcl:39:5 TF5255 \
main.tftest.hcl:43:3 TF3015 main.tftest.hcl:48:3 TF3002 main.tftest.hcl:52:5 TF3002 main.tftest.hcl:55:3 TF3001 \
main.tftest.hcl:62:3 TF3002 main.tftest.hcl:66:16 TF5257 main.tftest.hcl:67:15 TF5257 main.tftest.hcl:70:15 TF5257 \
twice.tftest.hcl:6:1 TF5251 "
check "terraform main: a duplicate run name's text names the first run" \
	"$(details $tf $data/tests-rules | grep 'run named' | sort -u)" \
	"This test file already has a run named setup block defined at $data/tests-rules/main.tftest.hcl:5,1-12."

# ---- Terraform main's const variables ----------------------------------------------------
check "terraform main: a const variable that is sensitive or ephemeral, at its header, once each" \
	"$(codes $tf $data/const)" "2 TF5240 2 TF5241 8 TF5240 "
check "terraform-1.2: no const argument (Unsupported argument), nor sensitive-and-ephemeral rules; a module version that is a variable" \
	"$(codes $tf12 $data/const)" "3 TF3002 5 TF3002 10 TF3002 14 TF3002 16 TF3002 20 TF3002 26 TF5227 "

# ---- versions decoded with no context ----------------------------------------------------
check "terraform-1.2: module source and version, provider version: no variables" \
	"$(codes $tf12 $data/static)" "3 TF3031 3 TF5227 7 TF5227 8 TF5227 "
check "terraform main: only the provider's version (a module's are read at init)" \
	"$(codes $tf $data/static)" "3 TF3031 3 TF5227 "

# ---- rules drift found missing: Terraform main against its source (reserve-gen drift) -------
# A module and test file that break each rule once (drift-rules-bad) and a twin that keeps
# them (drift-rules-good): lifecycle's action_trigger (closed, events and actions required,
# on_failure a keyword), action, check and removed's lifecycle closed, an action's second config
# block and a check's second data block, one backend and one cloud per module and not both (and
# one cloud per override file), a validation condition that does not refer to its variable, and
# a test file's variable blocks read as a module's (closed, the same validation rule, a name
# given twice).
check "terraform main: each rule drift found missing, at its place" \
	"$(fcodes $tf $data/drift-rules-bad)" \
	"main.tf:2:3 TF5261 main.tf:9:3 TF5258 main.tf:11:3 TF5259 main.tf:20:20 TF5264 main.tf:21:7 TF3002 \
main.tf:23:20 TF5224 main.tf:23:20 TF5224 main.tf:33:3 TF5263 main.tf:35:3 TF3002 main.tf:41:3 TF5262 \
main.tf:47:3 TF3002 main.tf:54:5 TF3002 main.tf:61:21 TF5239 main.tftest.hcl:5:10 TF5265 \
main.tftest.hcl:11:3 TF3002 main.tftest.hcl:13:21 TF5207 main.tftest.hcl:13:21 TF5239 override.tf:4:3 TF5260 "
check "terraform main: the twin that keeps them is valid (a cloud block in an override file replaces the backend)" \
	"$(fcodes $tf $data/drift-rules-good)" ""
check "terraform main: a test file's duplicate variable names the first" \
	"$(details $tf $data/drift-rules-bad | grep 'variable named')" \
	"This test file already has a variable named region defined at $data/drift-rules-bad/main.tftest.hcl:1,1-18."
check "terraform-1.3: one backend and one cloud per module and not both, with v1.2's texts" \
	"$(fcodes $tf13 $data/drift-rules-bad | tr ' ' '\n' | paste -d' ' - - | grep ' TF52[56]' | tr '\n' ' ')|$(details $tf13 $data/drift-rules-bad | grep 'one backend configuration')" \
	"main.tf:2:3 TF5261 main.tf:9:3 TF5258 main.tf:11:3 TF5259 override.tf:4:3 TF5260 |A module may have only one backend configuration. The backend was previously configured at $data/drift-rules-bad/main.tf:2,3-15."
check "terraform-1.2: none of them in the twin that keeps them" \
	"$(fcodes $tf12 $data/drift-rules-good | tr ' ' '\n' | paste -d' ' - - | grep ' TF52[56]')" ""

# ---- a spec by name ------------------------------------------------------------------------
check "--spec takes the names --list-specs prints: terraform-1.2 reads as the file does" \
	"$(codes terraform-1.2 $data/static)" "$(codes $tf12 $data/static)"
check "--spec terraform reads as spec/terraform.hcl" "$(codes terraform $data/static)" "$(codes $tf $data/static)"
