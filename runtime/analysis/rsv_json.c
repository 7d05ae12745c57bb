/* rsv_json.c - module and test files in HCL's JSON syntax (.tf.json,
 * .tofu.json, .tftest.json): the schema their bodies are read against,
 * taken from the spec's block types, and the one entry point that parses a
 * file of either syntax.  The lowering itself is the syntax layer's
 * (hcl_json_lower.c); what it gives is the native tree every check reads. */
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"
#include "rsv_read.h"
#include "rsv_walker.h"

/* How OpenTofu reads a JSON string given to an argument of a form
 * (doc/spec.md, "Argument forms"): as a native expression (it decodes the
 * argument with hcl's AbsTraversalForExpr, ExprAsKeyword, ExprCall or
 * ConvertJSONExpressionToHCL), or as the plain string it is.  A static
 * argument of no form listed here is read as an expression. */
#define RSV_JSON_FORMS(X) \
	X(references, HCL_JSON_ARG_EXPR) \
	X(triggers, HCL_JSON_ARG_EXPR) \
	X(attribute_paths, HCL_JSON_ARG_EXPR) \
	X(provider, HCL_JSON_ARG_EXPR) \
	X(providers, HCL_JSON_ARG_EXPR) \
	X(keyword, HCL_JSON_ARG_EXPR) \
	X(bare_keyword, HCL_JSON_ARG_EXPR) \
	X(self_only, HCL_JSON_ARG_EXPR) \
	X(type, HCL_JSON_ARG_EXPR) \
	X(version, HCL_JSON_ARG) \
	X(compatibility, HCL_JSON_ARG) \
	X(module_source, HCL_JSON_ARG) \
	X(static, HCL_JSON_ARG) \
	X(provider_requirement, HCL_JSON_ARG)

static const struct {
	const char *form;
	int how;
} json_forms[] = {
#define X(form, how) {#form, how},
	RSV_JSON_FORMS(X)
#undef X
};

/* A body's schema, as an int for the syntax layer: a kind and a block
 * index (or -1). */
enum {
	BODY_SPEC,      /* the body of the spec's block type */
	BODY_ROOT,      /* the top of a module file */
	BODY_TEST_ROOT, /* the top of a test file */
	BODY_OPEN,      /* provider- or module-defined: every property an argument */
	BODY_DYNAMIC    /* a dynamic block; the index is its label's block type */
};
#define BODY(kind, spec) ((kind) << 16 | ((spec) + 1))
#define BODY_KIND(id) ((id) >> 16)
#define BODY_INDEX(id) (((id) & 0xffff) - 1)

int rsv_json_name(const char *name)
{
	size_t n = strlen(name);
	return n >= 5 && strcmp(name + n - 5, ".json") == 0;
}

static int is(const char *word, const char *name)
{
	return word && strcmp(word, name) == 0;
}

/* Whether block type bi belongs to test files. */
static int in_test_file(const spec_lang *l, int bi)
{
	while (bi >= 0 && l->blocks[bi].parent >= 0)
		bi = l->blocks[bi].parent;
	return bi >= 0 && l->blocks[bi].test_file;
}

/* How the strings of argument name of block type bi are read. */
static int arg_how(const spec_lang *l, int bi, const char *name)
{
	const spec_block *sb = &l->blocks[bi];
	int plain = 0;
	rsv_form_entry fe;
	for (uint16_t i = 0; i < sb->argument_forms.n; i++) {
		if (!rsv_form_entry_for(sb->argument_forms.v[i], name, &fe))
			continue;
		for (size_t k = 0; k < sizeof json_forms / sizeof *json_forms; k++) {
			if (!rsv_form_is(&fe, json_forms[k].form))
				continue;
			if (json_forms[k].how == HCL_JSON_ARG_EXPR)
				return HCL_JSON_ARG_EXPR;
			plain = 1;
		}
	}
	if (plain || !rsv_in_names(sb->static_arguments, name))
		return HCL_JSON_ARG;
	/* test files' static arguments mix keywords and addresses with paths
	 * and names given as strings */
	return in_test_file(l, bi) ? HCL_JSON_ARG_TRY : HCL_JSON_ARG_EXPR;
}

static void as_block(hcl_json_item *out, const spec_block *sb)
{
	out->kind = HCL_JSON_BLOCK;
	out->labels = sb ? sb->labels.v : NULL;
	out->nlabels = sb ? sb->labels.n : 0;
}

static void as_dynamic(hcl_json_item *out)
{
	static const char *const label[] = {"type"};
	out->kind = HCL_JSON_BLOCK;
	out->labels = label;
	out->nlabels = 1;
}

/* hcl's nameSuggestion: the first candidate closer than three edits. */
static void suggest(const char *name, const char *cand, const char **best)
{
	if (!*best && cand && rsv_distance(name, cand) < 3)
		*best = cand;
}

static void suggest_names(const char *name, spec_names n, const char **best)
{
	for (uint16_t i = 0; i < n.n; i++)
		suggest(name, n.v[i], best);
}

/* A name that is no argument or block type of closed body bi (-1: the top
 * of a file, test says which). */
static void extra(const spec_lang *l, int bi, int test, const char *name, hcl_json_item *out)
{
	out->kind = HCL_JSON_EXTRA;
	if (bi >= 0) {
		suggest_names(name, l->blocks[bi].meta_arguments, &out->suggestion);
		suggest_names(name, l->blocks[bi].reserved_arguments, &out->suggestion);
		suggest_names(name, l->blocks[bi].meta_blocks, &out->suggestion);
		suggest_names(name, l->blocks[bi].reserved_blocks, &out->suggestion);
	}
	for (uint16_t k = 0; k < l->nblocks; k++)
		if (l->blocks[k].parent == bi && (bi >= 0 || !l->blocks[k].test_file == !test))
			suggest(name, l->blocks[k].type, &out->suggestion);
}

static void spec_item(const spec_lang *l, int bi, const char *name, hcl_json_item *out)
{
	const spec_block *sb = &l->blocks[bi];
	int k = spec_block_index(l, name, bi);
	if (rsv_walker_is_escaping(l, sb, name))
		as_block(out, NULL);
	else if (k >= 0)
		as_block(out, &l->blocks[k]);
	else if (rsv_in_names(sb->meta_blocks, name) || rsv_in_names(sb->reserved_blocks, name))
		as_block(out, NULL);
	else if (!sb->strict && is(l->dynamic_block, name))
		as_dynamic(out);
	else if (!sb->strict || rsv_in_names(sb->meta_arguments, name) || rsv_in_names(sb->reserved_arguments, name))
		out->kind = arg_how(l, bi, name);
	else
		extra(l, bi, 0, name, out);
}

static void item(void *self, int body, const char *name, hcl_json_item *out)
{
	const spec_lang *l = self;
	int bi = BODY_INDEX(body), k;
	switch (BODY_KIND(body)) {
	case BODY_ROOT:
	case BODY_TEST_ROOT:
		k = BODY_KIND(body) == BODY_ROOT ? spec_block_index(l, name, -1) : spec_test_block_index(l, name);
		if (k >= 0)
			as_block(out, &l->blocks[k]);
		else
			extra(l, -1, BODY_KIND(body) == BODY_TEST_ROOT, name, out);
		break;
	case BODY_SPEC:
		spec_item(l, bi, name, out);
		break;
	case BODY_DYNAMIC:
		if (is(l->dynamic_content, name))
			as_block(out, NULL);
		else
			out->kind = is(l->dynamic_iterator, name) ? HCL_JSON_ARG_EXPR : HCL_JSON_ARG;
		break;
	default:
		if (is(l->dynamic_block, name))
			as_dynamic(out);
		else
			out->kind = HCL_JSON_ARG;
		break;
	}
}

/* The schema of the body of block type k; *just for those read with
 * JustAttributes (locals, and blocks all of whose arguments are static). */
static int spec_body(const spec_lang *l, int k, int *just)
{
	if (k < 0)
		return BODY(BODY_OPEN, -1);
	*just = l->blocks[k].declares == SPEC_DECL_LOCALS || rsv_in_names(l->blocks[k].static_arguments, "*");
	return BODY(BODY_SPEC, k);
}

static int block_body(void *self, int parent, const hcl_block *b, int *just)
{
	const spec_lang *l = self;
	int bi = BODY_INDEX(parent);
	switch (BODY_KIND(parent)) {
	case BODY_ROOT:
		return spec_body(l, spec_block_index(l, b->type, -1), just);
	case BODY_TEST_ROOT:
		return spec_body(l, spec_test_block_index(l, b->type), just);
	case BODY_SPEC:
		if (rsv_walker_is_escaping(l, &l->blocks[bi], b->type))
			return BODY(BODY_OPEN, -1);
		if (spec_block_index(l, b->type, bi) >= 0)
			return spec_body(l, spec_block_index(l, b->type, bi), just);
		if (is(l->dynamic_block, b->type) && !l->blocks[bi].strict)
			return BODY(BODY_DYNAMIC, b->labels ? spec_block_index(l, b->labels->text, bi) : -1);
		return BODY(BODY_OPEN, -1);
	case BODY_DYNAMIC:
		return is(l->dynamic_content, b->type) ? spec_body(l, bi, just) : BODY(BODY_OPEN, -1);
	default:
		return is(l->dynamic_block, b->type) ? BODY(BODY_DYNAMIC, -1) : BODY(BODY_OPEN, -1);
	}
}

hcl_file *rsv_parse_owned(const spec_lang *l, const char *name, char *buf, size_t len, int testing)
{
	return rsv_parse_reusing(l, NULL, name, buf, len, testing);
}

hcl_file *rsv_parse_reusing(const spec_lang *l, hcl_reuse *r, const char *name, char *buf, size_t len,
			    int testing)
{
	if (!rsv_json_name(name))
		return hcl_parse_reusing(r, name, buf, len, HCL_MODE_CONFIG);
	hcl_json_file *jf = hcl_json_parse_owned(name, buf, len);
	if (!jf)
		return NULL;
	hcl_json_schema s = {item, block_body, (void *)l, testing ? BODY(BODY_TEST_ROOT, -1) : BODY(BODY_ROOT, -1)};
	hcl_json_lower(jf, &s);
	return &jf->file;
}

hcl_file *rsv_parse(const spec_lang *l, const char *name, const char *src, size_t len, int testing)
{
	char *buf;
	if (len > UINT32_MAX - 2 || !(buf = malloc(len + 1)))
		return NULL;
	memcpy(buf, src, len);
	buf[len] = '\0';
	return rsv_parse_owned(l, name, buf, len, testing);
}
