#!/bin/sh
# go_parseref.t -- the Go package of reserve-gen --lang go against the C reader:
# for spec/tofu.hcl and spec/terraform.hcl the package is generated, must be
# gofmt- and go vet-clean, regenerate byte for byte and pass its own tests; its
# cmd/refvector must print the very lines of `reserve ref --format vector` over
# OpenTofu's upstream vectors (from $SHARED_DIR), our own cases
# (tests/data/ref-cases.tsv) and 100,000 references of tests/refgen per spec.
# Without Go every point is a SKIP.  Builds with no network (GOPROXY=off,
# GOFLAGS=-mod=mod: the standard library only).
: "${top_srcdir:=.}" "${top_builddir:=.}"
RESERVE=${RESERVE:-$top_builddir/reserve}
GEN=${RESERVE_GEN:-$top_builddir/reserve-gen}
vectors=${SHARED_DIR:-$top_srcdir/../shared}/reference/opentofu-parse-ref-vectors.tsv
count=${GO_PARSEREF_COUNT:-100000}
n=0
fails=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
: "${GOCACHE:=$tmp/gocache}"
GOPATH=$tmp/gopath GOPROXY=off GOFLAGS=-mod=mod GO111MODULE=on GOTOOLCHAIN=local
export GOCACHE GOPATH GOPROXY GOFLAGS GO111MODULE GOTOOLCHAIN

result() { # PASS DESCRIPTION [OUTPUT]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		printf '%s\n' "$3" | head -n 15 | sed 's/^/#   /'
		fails=$((fails + 1))
	fi
}

points="generated gofmt vet regenerated gotest refvector upstream cases random"
if ! command -v go >/dev/null 2>&1 || ! command -v gofmt >/dev/null 2>&1; then
	for spec in tofu terraform; do
		for p in $points; do
			n=$((n + 1))
			echo "ok $n # SKIP $spec: $p: go not found (apt-get install golang-go)"
		done
	done
	echo "1..$n"
	exit 0
fi

# c_lines SPECFILE IN OUT: reserve ref's line for each SCOPE<TAB>INPUT of IN, in order
c_lines() {
	cut -f1 "$2" >"$tmp/scope"
	awk -F'\t' '$1 == "normal" { sub(/^[^\t]*\t/, ""); print }' "$2" >"$tmp/in.normal"
	awk -F'\t' '$1 == "testing" { sub(/^[^\t]*\t/, ""); print }' "$2" >"$tmp/in.testing"
	: >"$tmp/out.normal"
	: >"$tmp/out.testing"
	[ -s "$tmp/in.normal" ] && xargs -d '\n' -a "$tmp/in.normal" "$RESERVE" ref --spec="$1" -- >"$tmp/out.normal" 2>/dev/null
	[ -s "$tmp/in.testing" ] && xargs -d '\n' -a "$tmp/in.testing" "$RESERVE" ref --spec="$1" --testing -- >"$tmp/out.testing" 2>/dev/null
	awk -v n="$tmp/out.normal" -v t="$tmp/out.testing" \
		'{ if ($0 == "normal") getline l < n; else getline l < t; print l }' "$tmp/scope" >"$3"
}

# compare WHAT IN SPECFILE: Go and C lines for IN are the same
compare() {
	if "$tmp/refvector" <"$2" >"$tmp/go.out" 2>"$tmp/err"; then
		c_lines "$3" "$2" "$tmp/c.out"
		lines=$(grep -c '' "$2")
		diffs=$(paste "$2" "$tmp/c.out" "$tmp/go.out" | awk -F'\t' '$3 != $4' | head -n 5)
		if [ -z "$diffs" ] && [ "$(grep -c '' "$tmp/go.out")" = "$lines" ]; then
			result 1 "$1: Go and C print the same $lines lines"
		else
			result 0 "$1: Go and C print the same $lines lines" "SCOPE INPUT C GO:
$diffs"
		fi
	else
		result 0 "$1: refvector runs" "$(cat "$tmp/err")"
	fi
}

go build -o "$tmp/refgen" "$top_srcdir/tests/refgen/main.go" 2>"$tmp/refgen.err" || cat "$tmp/refgen.err" >&2

for spec in tofu terraform; do
	specfile=$top_srcdir/spec/$spec.hcl
	pkg=$tmp/$spec
	out=$("$GEN" --templates "$top_srcdir/gen" --lang go --package "$spec" --module "example.com/$spec" \
		-o "$pkg" "$specfile" 2>&1)
	[ $? -eq 0 ] && [ -f "$pkg/cmd/refvector/main.go" ] && pass=1 || pass=0
	result $pass "$spec: reserve-gen --lang go writes the package" "$out"
	out=$(gofmt -l "$pkg" 2>&1)
	[ -z "$out" ] && pass=1 || pass=0
	result $pass "$spec: the package is gofmt-clean" "$out"
	out=$(cd "$pkg" && go vet ./... 2>&1) && pass=1 || pass=0
	result $pass "$spec: the package is go vet-clean" "$out"
	out=$("$GEN" --templates "$top_srcdir/gen" --lang go --package "$spec" --module "example.com/$spec" \
		-o "$tmp/again" "$specfile" 2>&1 && diff -r "$pkg" "$tmp/again" 2>&1) && pass=1 || pass=0
	result $pass "$spec: the package regenerates byte for byte" "$out"
	rm -rf "$tmp/again"
	out=$(cd "$pkg" && go test . 2>&1) && pass=1 || pass=0
	result $pass "$spec: the package's own tests pass (LookupRoot finds every root)" "$out"
	out=$(cd "$pkg" && go build -o "$tmp/refvector" ./cmd/refvector 2>&1) && pass=1 || pass=0
	result $pass "$spec: cmd/refvector builds" "$out"
	if [ $pass = 0 ]; then
		for p in upstream cases random; do result 0 "$spec: $p (no refvector)"; done
		continue
	fi
	if [ -f "$vectors" ]; then
		cut -f1,2 "$vectors" >"$tmp/upstream.tsv"
		compare "$spec: upstream vectors" "$tmp/upstream.tsv" "$specfile"
	else
		n=$((n + 1))
		echo "ok $n # SKIP $spec: upstream vectors: $vectors not found (set SHARED_DIR)"
	fi
	awk -F'\t' '$1 == "builtin" { print $2 "\t" $3 }' "$top_srcdir/tests/data/ref-cases.tsv" >"$tmp/cases.tsv"
	compare "$spec: tests/data/ref-cases.tsv" "$tmp/cases.tsv" "$specfile"
	if "$GEN" --lang json "$specfile" >"$tmp/$spec.json" &&
		"$tmp/refgen" -spec "$tmp/$spec.json" -n "$count" -seed 28 >"$tmp/random.tsv"; then
		compare "$spec: $count random references (tests/refgen, seed 28)" "$tmp/random.tsv" "$specfile"
	else
		result 0 "$spec: tests/refgen writes $count references" "$(cat "$tmp/refgen.err" 2>/dev/null)"
	fi
done

echo "1..$n"
[ $fails -eq 0 ]
