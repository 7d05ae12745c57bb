#!/bin/bash
# srcfacts_blocks.t -- reserve-srcfacts' root, root_attribute, block, schema, argument,
# constant, reserved and reserved_label facts (doc/drift.md).  First over a small tree written
# here, one case per rule (the forms of a root, the evaluator's attributes, dispatch on
# block.Type, sniffs and probes, schemas built with append and helpers, override schemas,
# attribute names given as parameters, reserved names, constants); then over every tree of
# SHARED_DIR/upstream: each run exits 0 and quickly, and facts read in the trees' sources,
# among them facts that appear or vanish between releases.
# Needs go (srcfacts is built here with `go build`); the second part needs SHARED_DIR/upstream.
# Runs as `SHARED_DIR=DIR bash tests/srcfacts_blocks.t` from the top folder, or from make.
: "${top_srcdir:=.}"
LC_ALL=C; export LC_ALL
cd "$top_srcdir" || exit 1
command -v go >/dev/null 2>&1 || { echo "1..0 # SKIP go is not installed: srcfacts cannot be built"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/srcfacts_blocks.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
[ -n "$(go env GOCACHE 2>/dev/null)" ] || { GOCACHE=$tmp/gocache; export GOCACHE; }
if ! go build -o "$tmp/srcfacts" gen/srcfacts/*.go 2>"$tmp/build.err"; then
	echo "1..1"; echo "not ok 1 - go build of gen/srcfacts"; sed 's/^/#   /' "$tmp/build.err"; exit 0
fi
KINDS=root,root_attribute,block,schema,argument,constant,reserved,reserved_label

total=100
echo "1..$total"
n=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $*"; }
# has FACTS KIND WHERE NAME VALUE: FACTS states the fact (its first four fields).
has() { cut -f1-4 "$1" | grep -Fxq "$(printf '%s\t%s\t%s\t%s' "$2" "$3" "$4" "$5")"; }
# fact DESCRIPTION FACTS KIND WHERE NAME VALUE: a test that FACTS states the fact.
fact() { local d=$1; shift; has "$@"; ok $? "$d"; }
# nofact DESCRIPTION FACTS KIND WHERE NAME: a test that FACTS has no such fact, whatever its value.
nofact() { cut -f1-3 "$2" | grep -Fxq "$(printf '%s\t%s\t%s' "$3" "$4" "$5")"; [ $? = 1 ]; ok $? "$1"; }

# ---- a tree written for the rules ------------------------------------------------------
t=$tmp/tree
mkdir -p "$t/internal/addrs" "$t/internal/tofu" "$t/internal/configs"
cat >"$t/internal/addrs/parse_ref.go" <<'EOF'
package addrs

import "github.com/hashicorp/hcl/v2"

func ParseRef(traversal hcl.Traversal) (*Reference, Diagnostics) {
	ref, diags := parseRef(traversal)
	return ref, diags
}

func ParseRefFromTestingScope(traversal hcl.Traversal) (*Reference, Diagnostics) {
	root := traversal.RootName()
	switch root {
	case "output":
		return parseSingleAttrRef(traversal, OutputValue{})
	case "plan":
		return nil, Diagnostics{&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reserved symbol name"}}
	}
	return ParseRef(traversal)
}

func parseRef(traversal hcl.Traversal) (*Reference, Diagnostics) {
	root := traversal.RootName()
	switch root {
	case "count":
		return parseSingleAttrRef(traversal, CountAttr{})
	case "path", "where":
		return parseSingleAttrRef(traversal, PathAttr{})
	case "data":
		return parseResourceRef(traversal[1:])
	case "module":
		name, diags := parseSingleAttrRef(traversal, nil)
		return &Reference{Subject: ModuleCallInstance{Call: name}}, diags
	case "self":
		return &Reference{Subject: Self, Remaining: traversal[1:]}, nil
	case "template", "lazy":
		return nil, Diagnostics{&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Reserved symbol name"}}
	case "string":
		fallthrough
	default:
		return parseResourceRef(traversal)
	}
}
EOF
cat >"$t/internal/tofu/evaluate.go" <<'EOF'
package tofu

func (d *data) GetPathAttr(addr addrs.PathAttr, rng Range) (cty.Value, Diagnostics) {
	var diags Diagnostics
	switch addr.Name {
	case "cwd":
		if d.broken {
			diags = diags.Append(&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No cwd"})
		}
		return d.cwd, diags
	case "old":
		diags = diags.Append(&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Removed"})
		return cty.DynamicVal, diags
	}
	return cty.DynamicVal, diags
}

func (d *data) GetCountAttr(addr addrs.CountAttr, rng Range) (cty.Value, Diagnostics) {
	switch addr.Name {
	case "index":
		return d.index, nil
	}
	return cty.DynamicVal, nil
}
EOF
cat >"$t/internal/configs/parser.go" <<'EOF'
package configs

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
)

func (p *Parser) loadConfigFile(path string, override bool) (*File, hcl.Diagnostics) {
	body, diags := p.LoadHCLFile(path)
	sniff(body)
	content, moreDiags := body.Content(fileSchema)
	diags = append(diags, moreDiags...)
	for _, block := range content.Blocks {
		switch block.Type {
		case "resource":
			diags = append(diags, decodeResource(block, override)...)
		case "variable":
			diags = append(diags, decodeVariable(block)...)
		case "widget":
			decodeWidget(block)
		}
	}
	return nil, diags
}

func sniff(body hcl.Body) {
	rootContent, _, diags := body.PartialContent(sniffSchema)
	for _, block := range rootContent.Blocks {
		content, _, moreDiags := block.Body.PartialContent(&hcl.BodySchema{
			Attributes: []hcl.AttributeSchema{{Name: "sniffed"}},
		})
		use(content, diags, moreDiags)
	}
}

var sniffSchema = &hcl.BodySchema{
	Blocks: []hcl.BlockHeaderSchema{{Type: "resource", LabelNames: []string{"type", "name"}}},
}

var fileSchema = &hcl.BodySchema{
	Blocks: []hcl.BlockHeaderSchema{
		{Type: "resource", LabelNames: []string{"type", "name"}},
		{Type: "variable", LabelNames: []string{"name"}},
		{Type: "widget"},
	},
}

var commonAttrs = []hcl.AttributeSchema{{Name: "count", Required: true}}

var resourceSchema = &hcl.BodySchema{
	Attributes: append(commonAttrs, hcl.AttributeSchema{Name: "source"}, hcl.AttributeSchema{Name: "version"}),
	Blocks:     []hcl.BlockHeaderSchema{{Type: "lifecycle"}, {Type: "connection"}, {Type: "locals"}},
}

func schemaForOverrides(schema *hcl.BodySchema) *hcl.BodySchema {
	return &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "overridden"}}}
}

func lifecycleSchemaFor() *hcl.BodySchema {
	return &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "keep"}, {Name: "when"}}}
}

func decodeResource(block *hcl.Block, override bool) hcl.Diagnostics {
	schema := resourceSchema
	if override {
		schema = schemaForOverrides(schema)
	}
	content, remain, diags := block.Body.PartialContent(schema)
	use(remain)
	for _, name := range []string{"source", "version"} {
		if attr, exists := content.Attributes[name]; exists {
			diags = append(diags, &hcl.Diagnostic{Summary: "Reserved argument name in resource block", Subject: &attr.NameRange})
		}
	}
	for _, block := range content.Blocks {
		switch block.Type {
		case "lifecycle":
			lc, lcDiags := block.Body.Content(lifecycleSchemaFor())
			diags = append(diags, lcDiags...)
			if attr, exists := lc.Attributes["keep"]; exists {
				diags = append(diags, gohcl.DecodeExpression(attr.Expr, nil, &keep)...)
			}
			if attr, exists := lc.Attributes["when"]; exists {
				diags = append(diags, gohcl.DecodeExpression(attr.Expr, ctx, &when)...)
			}
		case "connection":
			attrs, _ := block.Body.JustAttributes()
			use(attrs)
		default:
			diags = append(diags, &hcl.Diagnostic{Summary: "Reserved block type name in resource block"})
		}
	}
	return diags
}

func decodeVariable(block *hcl.Block) hcl.Diagnostics {
	content, diags := block.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "description"}}})
	for _, attr := range resourceSchema.Attributes {
		if attr.Name == block.Labels[0] {
			diags = append(diags, &hcl.Diagnostic{Summary: "Invalid variable name", Subject: &block.LabelRanges[0]})
		}
	}
	if attr, exists := content.Attributes["description"]; exists {
		diags = append(diags, gohcl.DecodeExpression(attr.Expr, nil, &description)...)
	}
	return diags
}

func decodeWidget(block *hcl.Block) {
	c1, rest, diags := block.Body.PartialContent(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "part"}}})
	c2, moreDiags := rest.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "color"}}})
	use(c2, diags, moreDiags)
	decodePart(c1)
}

func decodePart(c *hcl.BodyContent) {
	if len(c.Blocks) > 0 {
		decodeNamed(c.Blocks[0], "size")
	}
}

func decodeNamed(block *hcl.Block, attrName string) {
	_, diags := block.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: attrName}, {Name: "fixed"}}})
	use(diags)
}

func decodeOther(body hcl.Body) {
	_, diags := body.Content(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "other"}}})
	use(diags)
}
EOF
cat >"$t/internal/configs/test_file.go" <<'EOF'
package configs

func loadTestFile(body hcl.Body) (*TestFile, hcl.Diagnostics) {
	content, diags := body.Content(testFileSchema)
	for _, block := range content.Blocks {
		if block.Type == "run" {
			decodeRun(block)
		}
	}
	return nil, diags
}

func decodeRun(block *hcl.Block) {
	_, diags := block.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "command"}}})
	use(diags)
}

var testFileSchema = &hcl.BodySchema{
	Blocks: []hcl.BlockHeaderSchema{{Type: "run", LabelNames: []string{"name"}}},
}
EOF
f=$tmp/tree.facts
"$tmp/srcfacts" --kinds $KINDS "$t" >"$f" 2>"$tmp/tree.err"
ok $? "srcfacts reads the small tree"
fact "root: parseSingleAttrRef is a name" "$f" root normal count name
fact "root: a case of two names gives both" "$f" root normal where name
fact "root: parseResourceRef is a type and a name" "$f" root normal data type_name
fact "root: a ModuleCallInstance is a module call" "$f" root normal module module_call
fact "root: a Reference of the root alone is bare" "$f" root normal self bare
fact "root: \"Reserved symbol name\" is reserved" "$f" root normal lazy reserved
nofact "root: a case that falls through gives none" "$f" root normal string
fact "root: the testing scope's own switch" "$f" root testing output name
fact "root: the testing scope's reserved names" "$f" root testing plan reserved
nofact "root: the testing scope does not repeat ParseRef's roots" "$f" root testing count
fact "root_attribute: a case that may report an error is valid" "$f" root_attribute path cwd valid
fact "root_attribute: a case that only reports an error is removed" "$f" root_attribute path old removed
fact "root_attribute: each root that builds the type has them" "$f" root_attribute where old removed
fact "root_attribute: count.index" "$f" root_attribute count index valid
fact "block: the top level of a module file" "$f" block module resource "type name"
fact "block: dispatched by switch block.Type" "$f" block module/resource lifecycle ""
fact "schema: PartialContent is open" "$f" schema module/resource content open
fact "schema: Content is closed" "$f" schema module/resource/lifecycle content closed
fact "schema: a helper function returning the schema" "$f" argument module/resource/lifecycle keep optional
fact "argument: Required: true, from a list built with append" "$f" argument module/resource count required
fact "argument: the appended entries" "$f" argument module/resource version optional
nofact "argument: the override schema is not followed" "$f" argument module/resource overridden
nofact "schema: a JustAttributes whose diagnostics are thrown away is a probe" "$f" schema module/resource/connection content
nofact "schema: a sniff (rest thrown away, body also read in full) gives nothing" "$f" argument module/resource sniffed
fact "reserved: the argument names of a Reserved argument name loop" "$f" reserved module/resource source argument
fact "reserved: a schema block no case takes, under a Reserved block type name default" "$f" reserved module/resource locals block
nofact "reserved: a block a case takes is not reserved" "$f" reserved module/resource lifecycle
fact "reserved_label: the names of a schema a label is compared with" "$f" reserved_label module/variable version reserved
fact "constant: gohcl.DecodeExpression with a nil context" "$f" constant module/variable description constant
fact "constant: in a nested block" "$f" constant module/resource/lifecycle keep constant
nofact "constant: a context is not constant" "$f" constant module/resource/lifecycle when
fact "schema: a rest read in full is closed" "$f" schema module/widget content closed
fact "block: a block of the first read of a rest read in full" "$f" block module/widget part ""
fact "argument: content.Blocks[0] passed on, an attribute named by a string parameter" "$f" argument module/widget/part size optional
fact "block: if block.Type == \"run\" in a test file" "$f" block test run name
fact "schema: a test file block's body" "$f" argument test/run command optional
nofact "block: a function with a body parameter that reads no file's body gives nothing" "$f" block "#" other
[ -z "$(cut -f2 "$f" | grep -F '#')" ]
ok $? "no fact is left under the walk's placeholder root"

# ---- the trees of SHARED_DIR/upstream ---------------------------------------------------
up=${SHARED_DIR:-../shared}/upstream
if [ ! -d "$up/opentofu" ] || [ ! -d "$up/terraform" ]; then
	while [ "$n" -lt "$total" ]; do skip "no upstream trees: SHARED_DIR is not set or has no upstream/"; done
	exit 0
fi
trees="opentofu/1.6.3 opentofu/1.7.10 opentofu/1.8.11 opentofu/1.9.4 opentofu/1.10.10
opentofu/1.11.14 opentofu/1.12.6 opentofu/main terraform/1.0.11 terraform/1.1.9 terraform/1.2.9
terraform/1.3.10 terraform/1.4.7 terraform/1.5.7 terraform/1.6.6 terraform/1.7.5 terraform/1.8.5
terraform/1.9.8 terraform/1.10.5 terraform/1.11.4 terraform/1.12.2 terraform/1.13.5
terraform/1.14.9 terraform/main"
bad_rc="" bad_common="" count=0
start=$(date +%s)
for tree in $trees; do
	out=$tmp/${tree%/*}-${tree#*/}.facts
	count=$((count + 1))
	"$tmp/srcfacts" --kinds $KINDS "$up/$tree" >"$out" 2>"$tmp/err" || bad_rc="$bad_rc $tree"
	# what every release states
	{ has "$out" root normal var name && has "$out" root normal self bare &&
	  has "$out" root normal module module_call && has "$out" root normal resource type_name &&
	  has "$out" root_attribute path root valid && has "$out" root_attribute each key valid &&
	  has "$out" block module resource "type name" && has "$out" block module variable name &&
	  has "$out" schema module content closed && has "$out" schema module/resource content open &&
	  has "$out" schema module/variable content closed && has "$out" schema module/locals content attributes &&
	  has "$out" argument module/module source required && has "$out" argument module/output value required &&
	  has "$out" constant module/variable description constant &&
	  has "$out" reserved module/resource locals block &&
	  has "$out" reserved_label module/variable providers reserved &&
	  [ -z "$(cut -f2 "$out" | grep -F '#')" ]; } || bad_common="$bad_common $tree"
done
elapsed=$(( $(date +%s) - start ))
[ "$count" = 24 ] && [ -z "$bad_rc" ]
ok $? "srcfacts exits 0 on each of the 24 trees${bad_rc:+ (not:$bad_rc)}"
[ "$elapsed" -lt 20 ]
ok $? "the 24 trees are read in under 20 s (took ${elapsed} s)"
[ -z "$bad_common" ]
ok $? "each tree states the facts every release has${bad_common:+ (not:$bad_common)}"

o=$tmp/opentofu
tf=$tmp/terraform
# OpenTofu
fact "tofu 1.12.6: ephemeral is a resource prefix" "$o-1.12.6.facts" root normal ephemeral type_name
fact "tofu 1.12.6: tofu is terraform's other name" "$o-1.12.6.facts" root normal tofu name
fact "tofu 1.12.6: tofu.applying" "$o-1.12.6.facts" root_attribute tofu applying valid
fact "tofu 1.12.6: tofu.env is removed" "$o-1.12.6.facts" root_attribute tofu env removed
fact "tofu 1.12.6: template is reserved" "$o-1.12.6.facts" root normal template reserved
fact "tofu 1.12.6: check in the testing scope" "$o-1.12.6.facts" root testing check name
nofact "tofu 1.12.6: no run root in the testing scope" "$o-1.12.6.facts" root testing run
fact "tofu 1.12.6: import id is optional" "$o-1.12.6.facts" argument module/import id optional
fact "tofu 1.12.6: import identity" "$o-1.12.6.facts" argument module/import identity optional
fact "tofu 1.12.6: import to is required" "$o-1.12.6.facts" argument module/import to required
fact "tofu 1.12.6: variable const is a constant" "$o-1.12.6.facts" constant module/variable const constant
fact "tofu 1.12.6: output deprecated is a constant" "$o-1.12.6.facts" constant module/output deprecated constant
fact "tofu 1.12.6: removed lifecycle destroy is a constant" "$o-1.12.6.facts" constant module/removed/lifecycle destroy constant
nofact "tofu 1.12.6: prevent_destroy is no longer a constant" "$o-1.12.6.facts" constant module/resource/lifecycle prevent_destroy
fact "tofu 1.12.6: resource lifecycle destroy" "$o-1.12.6.facts" argument module/resource/lifecycle destroy optional
fact "tofu 1.12.6: the language block is closed" "$o-1.12.6.facts" schema module/language content closed
fact "tofu 1.12.6: compatible_with is open" "$o-1.12.6.facts" schema module/language/compatible_with content open
fact "tofu 1.12.6: terraform/encryption" "$o-1.12.6.facts" block module/terraform encryption ""
fact "tofu 1.12.6: provider count is reserved" "$o-1.12.6.facts" reserved module/provider count argument
nofact "tofu 1.12.6: provider for_each is not reserved" "$o-1.12.6.facts" reserved module/provider for_each
fact "tofu 1.12.6: module provider blocks are reserved" "$o-1.12.6.facts" reserved module/module provider block
nofact "tofu 1.12.6: module lifecycle is not reserved" "$o-1.12.6.facts" reserved module/module lifecycle
fact "tofu 1.12.6: module lifecycle enabled" "$o-1.12.6.facts" argument module/module/lifecycle enabled optional
fact "tofu 1.12.6: provisioner lifecycle is reserved" "$o-1.12.6.facts" reserved module/resource/provisioner lifecycle block
fact "tofu 1.12.6: a check's data block" "$o-1.12.6.facts" block module/check data "type name"
fact "tofu 1.12.6: provider_meta takes any attribute" "$o-1.12.6.facts" schema module/terraform/provider_meta content attributes
fact "tofu 1.12.6: test file run blocks" "$o-1.12.6.facts" block test run name
fact "tofu 1.12.6: a run's assert" "$o-1.12.6.facts" argument test/run/assert condition required
fact "tofu 1.12.6: mock_provider alias is a constant" "$o-1.12.6.facts" constant test/mock_provider alias constant
fact "tofu 1.11.14: import id is required" "$o-1.11.14.facts" argument module/import id required
fact "tofu 1.11.14: prevent_destroy is a constant" "$o-1.11.14.facts" constant module/resource/lifecycle prevent_destroy constant
fact "tofu 1.11.14: ephemeral is a resource prefix" "$o-1.11.14.facts" root normal ephemeral type_name
fact "tofu 1.10.10: import id is required" "$o-1.10.10.facts" argument module/import id required
nofact "tofu 1.10.10: no ephemeral root" "$o-1.10.10.facts" root normal ephemeral
nofact "tofu 1.10.10: no language block" "$o-1.10.10.facts" block module language
fact "tofu 1.9.4: tofu root" "$o-1.9.4.facts" root normal tofu name
nofact "tofu 1.8.11: no tofu root" "$o-1.8.11.facts" root normal tofu
fact "tofu 1.6.3: provider for_each is reserved" "$o-1.6.3.facts" reserved module/provider for_each argument
# Terraform
nofact "terraform 1.2.9: no ephemeral root" "$tf-1.2.9.facts" root normal ephemeral
nofact "terraform 1.2.9: no testing scope" "$tf-1.2.9.facts" root testing output
fact "terraform 1.2.9: terraform.env is removed" "$tf-1.2.9.facts" root_attribute terraform env removed
nofact "terraform 1.0.11: no moved block" "$tf-1.0.11.facts" block module moved
fact "terraform 1.1.9: moved" "$tf-1.1.9.facts" block module moved ""
fact "terraform 1.0.11: validation error_message is a constant" "$tf-1.0.11.facts" constant module/variable/validation error_message constant
fact "terraform 1.0.11: module source is a constant" "$tf-1.0.11.facts" constant module/module source constant
fact "terraform 1.14.9: action is a resource prefix" "$tf-1.14.9.facts" root normal action type_name
fact "terraform 1.14.9: list is a resource prefix" "$tf-1.14.9.facts" root normal list type_name
fact "terraform 1.14.9: run in the testing scope" "$tf-1.14.9.facts" root testing run name
fact "terraform 1.14.9: state is reserved in the testing scope" "$tf-1.14.9.facts" root testing state reserved
fact "terraform 1.14.9: action blocks" "$tf-1.14.9.facts" block module action "type name"
fact "terraform 1.14.9: prevent_destroy is a constant" "$tf-1.14.9.facts" constant module/resource/lifecycle prevent_destroy constant
fact "terraform 1.14.9: module lifecycle is reserved" "$tf-1.14.9.facts" reserved module/module lifecycle block
fact "terraform 1.14.9: a test file's test block, read before the rest" "$tf-1.14.9.facts" block test test ""
fact "terraform 1.14.9: the test file is closed" "$tf-1.14.9.facts" schema test content closed
fact "terraform 1.14.9: override blocks name an attribute by a parameter" "$tf-1.14.9.facts" argument test/run/override_module outputs optional
nofact "terraform 1.14.9: no caller root" "$tf-1.14.9.facts" root normal caller
fact "terraform main: caller is bare" "$tf-main.facts" root normal caller bare
nofact "terraform main: a lone type keyword falls through: no root" "$tf-main.facts" root normal string
