/* rsv_walker.c - direct test of the one walk over a module's blocks
 * (runtime/analysis/rsv_walker.c), under the built-in OpenTofu spec.  Each
 * point pins a behaviour the walk's five former copies disagreed on, as
 * OpenTofu (hcl's ext/dynblock, through internal/lang/blocktoattr) has it:
 * a dynamic block's iterator is not in scope in its own for_each, and is
 * in its content, its labels and the for_each of the dynamic blocks in it;
 * its iterator argument is a keyword, never read as an expression; the
 * iterators in scope are not capped (audit once kept 32); a block in a
 * dynamic block other than its content is one the spec does not know; the
 * content is a block of the label's type, with that type's scopes (self);
 * the escaping block's arguments are never meta; and one depth limit,
 * reported in the file, not a silent stop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "rsv_walker.h"
#include "tap.h"
#include "tofu_spec.h"

/* What the walk said at one argument. */
typedef struct seen {
	char name[32];
	char spec[32];      /* the spec block's type, or "-" */
	int kind;           /* the scope's rsv_walker_kind */
	int own, outer;     /* the iterators "setting" / "it" in scope */
	size_t niters;
	int self_ok, is_static;
	uint16_t depth;
} seen;

typedef struct log {
	seen v[256];
	int n;
	int skip_other;     /* the block callback skips blocks of type "other" */
} log_t;

static int on_attr(rsv_walker *w, const hcl_attr *a)
{
	log_t *lg = w->ctx;
	if (lg->n == (int)(sizeof lg->v / sizeof *lg->v))
		return RSV_WALKER_STOP;
	seen *s = &lg->v[lg->n++];
	snprintf(s->name, sizeof s->name, "%s", a->name);
	snprintf(s->spec, sizeof s->spec, "%s", w->scope.spec[0] >= 0 ? w->lang[0]->blocks[w->scope.spec[0]].type : "-");
	s->kind = w->scope.kind;
	s->own = rsv_walker_is_iterator(w, "setting", 7);
	s->outer = rsv_walker_is_iterator(w, "it", 2);
	s->niters = w->scope.niters;
	s->self_ok = w->scope.self_ok;
	s->is_static = rsv_walker_static(w, a->name);
	s->depth = w->scope.depth;
	return RSV_WALKER_DESCEND;
}

static int on_block(rsv_walker *w, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	log_t *lg = w->ctx;
	(void)kind, (void)inner;
	return lg->skip_other && strcmp(k->type, "other") == 0 ? RSV_WALKER_SKIP : RSV_WALKER_DESCEND;
}

static const seen *find(const log_t *lg, const char *name)
{
	for (int i = 0; i < lg->n; i++)
		if (strcmp(lg->v[i].name, name) == 0)
			return &lg->v[i];
	return NULL;
}

/* Walks the first block of src with the OpenTofu spec; the log in *lg,
 * the walk's status returned; max_depth 0: the default. */
static int walk(const char *src, log_t *lg, uint16_t max_depth, hcl_file **out)
{
	hcl_file *f = hcl_parse("t.tf", src, strlen(src), HCL_MODE_CONFIG);
	if (!f || !f->body || !f->body->blocks)
		bail_out("the test module did not parse");
	rsv_walker w;
	rsv_walker_init(&w, &tofu_spec, NULL, f);
	w.attr = on_attr;
	w.block = on_block;
	w.ctx = lg;
	if (max_depth)
		w.max_depth = max_depth;
	const hcl_block *b = f->body->blocks;
	int spec[RSV_WALKER_LANGS] = {rsv_walker_top_spec(&tofu_spec, b, 0), -1};
	int st = rsv_walker_run(&w, b, spec);
	rsv_walker_free(&w);
	*out = f;
	return st;
}

static const char module[] =
	"resource \"aws_instance\" \"a\" {\n"
	"  count = 1\n"
	"  dynamic \"setting\" {\n"
	"    for_each = setting.list\n"
	"    labels   = [setting.key]\n"
	"    content {\n"
	"      in_content = setting.value\n"
	"      dynamic \"inner\" {\n"
	"        for_each = setting.value\n"
	"        iterator = it\n"
	"        content {\n"
	"          in_inner = it.value\n"
	"        }\n"
	"      }\n"
	"    }\n"
	"    other {\n"
	"      in_other = 1\n"
	"    }\n"
	"  }\n"
	"  dynamic \"connection\" {\n"
	"    for_each = [1]\n"
	"    content {\n"
	"      in_connection = self.x\n"
	"    }\n"
	"  }\n"
	"  _ {\n"
	"    in_escaping = 1\n"
	"  }\n"
	"  lifecycle {\n"
	"    ignore_changes = [tags]\n"
	"  }\n"
	"}\n";

static void scopes(void)
{
	log_t lg;
	hcl_file *f;
	memset(&lg, 0, sizeof lg);
	is_int(walk(module, &lg, 0, &f), RSV_WALKER_DONE, "the walk reads the whole block");
	const seen *s = find(&lg, "count");
	ok(s && strcmp(s->spec, "resource") == 0, "a top-level argument: the resource's spec block");
	ok(s && s->niters == 0, "... no iterator in scope");

	/* for_each: not its own iterator (check kept this; audit had it in scope) */
	s = find(&lg, "for_each");
	ok(s && !s->own, "a dynamic block's own iterator is not in scope in its for_each");
	ok(s && s->kind == RSV_WALKER_DYNAMIC, "... which is read as the dynamic block's argument");
	ok(s && strcmp(s->spec, "-") == 0, "... with no spec block (not the resource's)");
	s = find(&lg, "labels");
	ok(s && s->own, "its own iterator is in scope in its labels");
	s = find(&lg, "in_content");
	ok(s && s->own, "... and in its content");
	ok(s && s->kind == RSV_WALKER_CONTENT, "... read as a dynamic block's content");
	ok(s && strcmp(s->spec, "-") == 0, "... of the label's type (setting: none under a resource)");

	/* the nested dynamic block: the outer iterator in its for_each, its own not */
	int inner_for_each = 0, outer_ok = 0, own_out = 0;
	for (int i = 0; i < lg.n; i++)
		if (strcmp(lg.v[i].name, "for_each") == 0 && lg.v[i].niters == 1) {
			inner_for_each = 1;
			outer_ok = lg.v[i].own;
			own_out = !lg.v[i].outer;
		}
	ok(inner_for_each, "the inner dynamic block's for_each is read with one iterator in scope");
	ok(outer_ok, "... the outer block's");
	ok(own_out, "... not its own");
	ok(!find(&lg, "iterator"), "a dynamic block's iterator argument is never read as an expression");
	s = find(&lg, "in_inner");
	ok(s && s->own, "the inner content sees the outer iterator");
	ok(s && s->outer, "... and its own, named by its iterator argument");
	ok(s && s->niters == 2, "... two in scope");

	/* a block in a dynamic block other than its content */
	s = find(&lg, "in_other");
	ok(s && strcmp(s->spec, "-") == 0, "a block in a dynamic block other than its content: no spec block");
	ok(s && s->kind == RSV_WALKER_BLOCK, "... an ordinary block");
	ok(s && s->own, "... the dynamic block's iterator in scope");

	/* the content of a dynamic block of a meta block's type: that type's scopes */
	s = find(&lg, "in_connection");
	ok(s && strcmp(s->spec, "connection") == 0, "a content block is a block of its label's type");
	ok(s && s->self_ok, "... with that type's scopes (self in a connection)");

	s = find(&lg, "in_escaping");
	ok(s && s->kind == RSV_WALKER_ESCAPING, "the _ block of a resource is its escaping block");
	ok(s && strcmp(s->spec, "-") == 0, "... whose arguments have no spec block (never meta)");
	s = find(&lg, "ignore_changes");
	ok(s && strcmp(s->spec, "lifecycle") == 0, "a meta block: its own spec block");
	ok(s && s->is_static, "... whose static arguments are static");
	ok(s && s->depth == 1, "... one block deep");
	hcl_file_free(f);

	memset(&lg, 0, sizeof lg);
	lg.skip_other = 1;
	walk(module, &lg, 0, &f);
	ok(!find(&lg, "in_other"), "a block the block callback skips is not read");
	ok(find(&lg, "in_escaping") != NULL, "... and the walk goes on after it");
	hcl_file_free(f);
}

/* Forty dynamic blocks, one in the content of the other: every iterator in
 * scope at the innermost argument (the audit's copy kept 32). */
static void many_iterators(void)
{
	hcl_buf b = {0};
	hcl_buf_printf(&b, "resource \"aws_instance\" \"a\" {\n");
	for (int i = 0; i < 40; i++)
		hcl_buf_printf(&b, "dynamic \"d%d\" {\nfor_each = []\ncontent {\n", i);
	hcl_buf_printf(&b, "deepest = d0.value\n");
	for (int i = 0; i < 40; i++)
		hcl_buf_printf(&b, "}\n}\n");
	hcl_buf_printf(&b, "}\n");
	if (b.oom)
		bail_out("out of memory");
	log_t *lg = calloc(1, sizeof *lg);
	hcl_file *f;
	if (!lg)
		bail_out("out of memory");
	walk(b.p, lg, 0, &f);
	const seen *s = find(lg, "deepest");
	ok(s && s->niters == 40, "forty nested dynamic blocks: forty iterators in scope, none dropped");
	hcl_file_free(f);
	hcl_buf_free(&b);
	free(lg);
}

/* The depth limit: a block deeper than max_depth is not read, and the walk
 * says so, in the file and in its status. */
static void depth_limit(void)
{
	static const char src[] = "resource \"aws_instance\" \"a\" {\n"
				  "  a {\n"
				  "    b {\n"
				  "      c {\n"
				  "        at_three = 1\n"
				  "        d {\n"
				  "          at_four = 1\n"
				  "        }\n"
				  "      }\n"
				  "    }\n"
				  "  }\n"
				  "}\n";
	log_t lg;
	hcl_file *f;
	memset(&lg, 0, sizeof lg);
	is_int(walk(src, &lg, 3, &f), RSV_WALKER_TOO_DEEP, "a block deeper than the limit ends the walk: TOO_DEEP");
	ok(find(&lg, "at_three") != NULL, "... the blocks up to the limit were read");
	ok(find(&lg, "at_four") == NULL, "... the one past it was not");
	is_int(f->nerrors, 1, "... and the file has an error for it");
	ok(f->diags && strcmp(f->diags->summary, "Nesting too deep") == 0, "... Nesting too deep");
	hcl_file_free(f);
	memset(&lg, 0, sizeof lg);
	is_int(walk(src, &lg, 0, &f), RSV_WALKER_DONE, "with the default limit the same block is read whole");
	is_int(f->nerrors, 0, "... without an error");
	hcl_file_free(f);
}

static void escaping(void)
{
	int ri = spec_block_index(&tofu_spec, "resource", -1), ki;
	if (ri < 0)
		bail_out("no resource block in the OpenTofu spec");
	const spec_block *rb = &tofu_spec.blocks[ri];
	ok(tofu_spec.escaping_block_type && strcmp(tofu_spec.escaping_block_type, "_") == 0,
	   "the spec names the escaping block: _");
	ok(rsv_walker_is_escaping(&tofu_spec, rb, "_"), "a resource's _ is its escaping block");
	ok(!rsv_walker_is_escaping(&tofu_spec, rb, "lifecycle"), "... its lifecycle is not");
	ok(!rsv_walker_is_escaping(&tofu_spec, NULL, "_"), "... nor a _ in a block the spec does not know");
	spec_lang l = tofu_spec;
	l.escaping_block_type = NULL;
	ok(!rsv_walker_is_escaping(&l, rb, "_"), "a language without escaping_block_type has no escaping block");
	hcl_block k;
	memset(&k, 0, sizeof k);
	k.type = "dynamic";
	is_int(rsv_walker_nested(&tofu_spec, ri, &k, &ki), RSV_WALKER_DYNAMIC, "rsv_walker_nested: a dynamic block");
	k.type = "lifecycle";
	is_int(rsv_walker_nested(&tofu_spec, ri, &k, &ki), RSV_WALKER_BLOCK, "rsv_walker_nested: a meta block");
	ok(ki >= 0 && strcmp(tofu_spec.blocks[ki].type, "lifecycle") == 0, "... with its spec block");
}

/* Below a block whose static_arguments has "*" (required_providers), every
 * argument is static, in the blocks inside it too (check's copy had it so;
 * audit's and fix's looked at each block's own list only). */
static void static_below(void)
{
	static const char src[] = "terraform {\n"
				  "  required_providers {\n"
				  "    aws = { source = \"hashicorp/aws\" }\n"
				  "    inner {\n"
				  "      below = var.x\n"
				  "    }\n"
				  "  }\n"
				  "  required_version = \">= 1.0\"\n"
				  "}\n";
	log_t lg;
	hcl_file *f;
	memset(&lg, 0, sizeof lg);
	walk(src, &lg, 0, &f);
	const seen *s = find(&lg, "aws");
	ok(s && s->is_static, "an argument of a block whose static_arguments has \"*\" is static");
	s = find(&lg, "below");
	ok(s && s->is_static, "... and so is one in a block inside it");
	s = find(&lg, "required_version");
	ok(s && s->is_static, "a static argument of the terraform block is static");
	hcl_file_free(f);
}

int main(void)
{
	scopes();
	static_below();
	many_iterators();
	depth_limit();
	escaping();
	return done_testing();
}
