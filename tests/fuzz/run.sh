#!/bin/sh
# run.sh - runs fuzz targets built with libFuzzer (configure --enable-fuzzing), for
# `make fuzz`, `make fuzz-long` and `make fuzz-merge`, from the build folder:
#
#   tests/fuzz/run.sh [--merge | --merge-only] [--keep-going] SRCDIR SECONDS TARGET...
#
# Each target NAME (tests/fuzz/fuzz_NAME) runs for SECONDS from its committed corpus
# (SRCDIR/tests/fuzz/corpus/NAME), its new inputs in fuzz-corpus/NAME, its log in
# fuzz-NAME.log and any crash in fuzz-crashes/NAME-*.  A line per target gives the
# executions, the time and the rate, from libFuzzer's final statistics; fuzz-summary.txt
# (or $FUZZ_SUMMARY) keeps them: target, executions, seconds, executions a second, crashes,
# and with GNU time (/usr/bin/time) the CPU seconds taken and the executions per CPU second
# (the rate on one core, whatever else runs on the machine; else "?").  The run stops at
# the first crash, or with --keep-going runs every target and fails at the end.
#
# With --merge, after its run, and with --merge-only instead of a run, the inputs of
# fuzz-corpus/NAME that reach code the committed corpus does not join it (libFuzzer
# -merge=1 with -use_counters=0: new edges, not new hit counts, so that the committed
# corpus stays small), each cut to FUZZ_MERGE_MAX_LEN bytes (default 2048); when what joins
# a target's corpus comes to more than FUZZ_MERGE_MAX_BYTES (default 81920), the largest of
# the new inputs are left out until it does not.
# FUZZ_FLAGS adds libFuzzer options.
set -u

merge=0
run=1
keep_going=0
while :; do
	case ${1-} in
	--merge) merge=1; shift ;;
	--merge-only) merge=1; run=0; shift ;;
	--keep-going) keep_going=1; shift ;;
	*) break ;;
	esac
done
if [ $# -lt 3 ]; then
	echo "usage: $0 [--merge | --merge-only] [--keep-going] SRCDIR SECONDS TARGET..." >&2
	exit 2
fi
srcdir=$1
seconds=$2
shift 2

if [ ! -x tests/fuzz/fuzz_parse ]; then
	echo "fuzz: configure with --enable-fuzzing (clang's libFuzzer)" >&2
	exit 1
fi
mkdir -p fuzz-crashes
summary=${FUZZ_SUMMARY:-fuzz-summary.txt}
[ $run = 0 ] || : >"$summary"
failed=
total=0

# fuzz NAME: runs target NAME for $seconds; 0, or 1 when it stopped at a crash.
fuzz() {
	t=$1
	mkdir -p "fuzz-corpus/$t"
	started=$(date +%s)
	known=$(find fuzz-crashes -name "$t-*" -type f | wc -l)
	# the CPU time it takes, when GNU time is there: the rate on one core whatever else runs
	rm -f "fuzz-$t.cpu"
	timer=
	[ -x /usr/bin/time ] && timer="/usr/bin/time -f %U+%S -o fuzz-$t.cpu"
	# shellcheck disable=SC2086
	$timer tests/fuzz/fuzz_$t -max_total_time="$seconds" -close_fd_mask=3 \
		-dict="$srcdir/tests/fuzz/hcl.dict" -artifact_prefix="fuzz-crashes/$t-" \
		-print_final_stats=1 ${FUZZ_FLAGS-} "fuzz-corpus/$t" "$srcdir/tests/fuzz/corpus/$t" \
		2>"fuzz-$t.log"
	rc=$?
	took=$(($(date +%s) - started))
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "fuzz-$t.log" | tail -n 1)
	rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "fuzz-$t.log" | tail -n 1)
	crashes=$(($(find fuzz-crashes -name "$t-*" -type f | wc -l) - known))
	cpu=$(awk -F+ 'NF == 2 && $1 ~ /^[0-9.]+$/ { printf "%.2f", $1 + $2 }' "fuzz-$t.cpu" 2>/dev/null)
	per_cpu=$(awk -v n="${execs:-0}" -v c="${cpu:-0}" 'BEGIN { if (c > 0) printf "%.0f", n / c; else print "?" }')
	printf 'fuzz: %-10s %12s executions in %5s s: %8s executions/s (%s per CPU second), %s crashes\n' \
		"$t" "${execs:-?}" "$took" "${rate:-?}" "$per_cpu" "$crashes"
	printf '%s %s %s %s %s %s %s\n' "$t" "${execs:-0}" "$took" "${rate:-0}" "$crashes" "${cpu:-?}" "$per_cpu" >>"$summary"
	total=$((total + ${execs:-0}))
	[ $rc -eq 0 ] && return 0
	tail -n 40 "fuzz-$t.log"
	return 1
}

# merge NAME: what fuzz-corpus/NAME adds to the committed corpus joins it, within the budget.
merge() {
	t=$1
	dir=$srcdir/tests/fuzz/corpus/$t
	[ -d "fuzz-corpus/$t" ] || return 0
	ls "$dir" | sort >"fuzz-$t.before"
	tests/fuzz/fuzz_$t -merge=1 -use_counters=0 -close_fd_mask=3 -max_len="${FUZZ_MERGE_MAX_LEN:-2048}" \
		"$dir" "fuzz-corpus/$t" 2>"fuzz-$t-merge.log" || { tail -n 20 "fuzz-$t-merge.log"; return 1; }
	# the new inputs, largest first, and what they come to
	ls "$dir" | sort | comm -13 "fuzz-$t.before" - | while read -r f; do
		printf '%s %s\n' "$(wc -c <"$dir/$f")" "$f"
	done | sort -rn >"fuzz-$t.added"
	bytes=$(awk '{ n += $1 } END { print n + 0 }' "fuzz-$t.added")
	added=$(wc -l <"fuzz-$t.added")
	left=0
	while [ "$bytes" -gt "${FUZZ_MERGE_MAX_BYTES:-81920}" ] && read -r size f; do
		rm -f "$dir/$f"
		bytes=$((bytes - size))
		left=$((left + 1))
	done <"fuzz-$t.added"
	rm -f "fuzz-$t.before" "fuzz-$t.added"
	extra=
	[ $left = 0 ] || extra=" ($left more left out: over the budget)"
	echo "fuzz: $t: $((added - left)) inputs that reach new code ($bytes bytes) merged into tests/fuzz/corpus/$t$extra"
}

for t in "$@"; do
	if [ $run = 1 ] && ! fuzz "$t"; then
		failed="$failed $t"
		[ $keep_going = 1 ] || break
	fi
	if [ $merge = 1 ] && ! merge "$t"; then
		failed="$failed $t(merge)"
	fi
done
[ $run = 0 ] || echo "fuzz: $total executions in all"
if [ -n "$failed" ]; then
	echo "fuzz: failed:$failed (inputs in fuzz-crashes/)" >&2
	exit 1
fi
exit 0
