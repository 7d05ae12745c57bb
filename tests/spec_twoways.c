/* spec_twoways: the built-in spec's generated tables, matcher and form
 * machine give the same answers as spec/tofu.hcl loaded at run time.  The
 * tables are compared column by column, as spec_fields.h lists them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec.h"
#include "tap.h"

static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static int same_names(spec_names a, spec_names b)
{
	if (a.n != b.n)
		return 0;
	for (uint16_t i = 0; i < a.n; i++)
		if (strcmp(a.v[i], b.v[i]) != 0)
			return 0;
	return 1;
}

/* SAME_kind(a, b): the two values of a column of spec_fields.h agree. */
#define SAME_label(a, b) same_str(a, b)
#define SAME_nesting(a, b) ((a) == (b))
#define SAME_str(a, b) same_str(a, b)
#define SAME_list(a, b) same_names(a, b)
#define SAME_bool(a, b) ((a) == (b))
#define SAME_form(a, b) ((a) == (b))
#define SAME_scope(a, b) ((a) == (b))
#define SAME_state(a, b) ((a) == (b))
#define SAME_severity(a, b) ((a) == (b))
#define SAME_decl(a, b) ((a) == (b))
#define SAME_type_keyword_result(a, b) ((a) == (b))
#define SAME_diag_subject(a, b) ((a) == (b))
#define SAME_namespace_form(a, b) ((a) == (b))
#define SAME_type_form(a, b) ((a) == (b))
#define SAME_feature_ref(a, b) ((a) == (b))
#define SAME_block_ref(a, b) ((a) == (b))
#define SAME_diag_ref(a, b) ((a) == (b))
#define SAME_custom(a, b) 1 /* compared by the table's own code */
#define SAME_unused(a, b) 1

static int same_lang(const spec_lang *a, const spec_lang *b)
{
	return 1
#define SPEC_LANG_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_root(const spec_root *a, const spec_root *b)
{
	return 1
#define SPEC_ROOT_FIELD(field, key, kind, in) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_block(const spec_block *a, const spec_block *b)
{
	return 1
#define SPEC_BLOCK_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_feature(const spec_feature *a, const spec_feature *b)
{
	return 1
#define SPEC_FEATURE_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_edition(const spec_edition *a, const spec_edition *b)
{
	return a->nfeatures == b->nfeatures &&
	       (!a->nfeatures || memcmp(a->features, b->features, a->nfeatures * sizeof *a->features) == 0)
#define SPEC_EDITION_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_diag(const spec_diag *a, const spec_diag *b)
{
	return 1
#define SPEC_DIAG_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_function(const spec_function *a, const spec_function *b)
{
	return 1
#define SPEC_FUNCTION_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_namespace(const spec_namespace *a, const spec_namespace *b)
{
	return 1
#define SPEC_NAMESPACE_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

static int same_type(const spec_type *a, const spec_type *b)
{
	return 1
#define SPEC_TYPE_FIELD(field, key, kind) && SAME_##kind(a->field, b->field)
#include "spec_fields.h"
		;
}

/* Every shape of up to `len` steps over the four step kinds. */
static int shapes_agree(const spec_lang *l, int root, char *buf, int at, int len, long *checked)
{
	static const char kinds[] = {SPEC_STEP_ATTR, SPEC_STEP_STRING, SPEC_STEP_INT, SPEC_STEP_OTHER};
	buf[at] = '\0';
	(*checked)++;
	if (l->form(root, buf) != spec_form_outcome(l, root, buf)) {
		diag("root %d shape \"%s\": generated %d, tables %d", root, buf, l->form(root, buf),
		     spec_form_outcome(l, root, buf));
		return 0;
	}
	if (at == len)
		return 1;
	for (int k = 0; k < 4; k++) {
		buf[at] = kinds[k];
		if (!shapes_agree(l, root, buf, at + 1, len, checked))
			return 0;
	}
	return 1;
}

int main(void)
{
	const spec_lang *c = &tofu_spec;
	const char *top = getenv("top_srcdir");
	char path[4096];

	snprintf(path, sizeof path, "%s/spec/tofu.hcl", top ? top : ".");
	spec_loaded *s = spec_load(path);
	ok(s && spec_loaded_errors(s) == 0, "spec/tofu.hcl loads without problems");
	if (!s || spec_loaded_errors(s)) {
		spec_loaded_free(s);
		return done_testing();
	}
	const spec_lang *r = spec_loaded_lang(s);

	ok(same_str(c->name, r->name) && same_str(c->display, r->display) &&
	   same_str(c->version, r->version) && same_str(c->c_prefix, r->c_prefix),
	   "language identity agrees");
	ok(same_lang(c, r), "language settings agree");
	ok(same_root(&c->fallback, &r->fallback), "fallback agrees");

	is_int(c->nroots, r->nroots, "same number of roots");
	for (uint16_t i = 0; i < c->nroots && i < r->nroots; i++) {
		const char *n = c->roots[i].name;
		ok(same_root(&c->roots[i], &r->roots[i]), "root %s: same fields both ways", n);
		is_int(c->lookup_root(n, strlen(n)), i, "root %s: the generated matcher finds it", n);
		is_int(spec_root_index(r, n, strlen(n)), i, "root %s: the table search finds it", n);
	}
	static const char *const misses[] = {"", "v", "vars", "locals", "datas", "Count", "resource_",
					     "self_link", "null_resource", "aws_instance", "templates"};
	int miss_ok = 1;
	for (size_t i = 0; i < sizeof misses / sizeof misses[0]; i++)
		miss_ok &= c->lookup_root(misses[i], strlen(misses[i])) ==
			   spec_root_index(r, misses[i], strlen(misses[i]));
	ok(miss_ok, "matcher and table search agree on near-misses");

	for (int root = -1; root < (int)c->nroots; root++) {
		char buf[8];
		long checked = 0;
		int agree = shapes_agree(c, root, buf, 0, 5, &checked);
		ok(agree, "form machine agrees with the tables for root %s (%ld shapes)",
		   root < 0 ? "(fallback)" : c->roots[root].name, checked);
	}

	/* names between tables resolve (a dangling index would be -1) */
	int var = spec_root_index(c, "var", 3);
	ok(var >= 0 && c->roots[var].undeclared >= 0 &&
	   strcmp(c->diags[c->roots[var].undeclared].id, "undeclared_variable") == 0,
	   "root var names its undeclared diagnostic");
	int cnt = spec_root_index(c, "count", 5);
	ok(cnt >= 0 && c->roots[cnt].out_of_context >= 0 && c->roots[cnt].invalid_attribute >= 0,
	   "root count names its context and attribute diagnostics");

	is_int(c->nblocks, r->nblocks, "same number of block types");
	int blocks_ok = c->nblocks == r->nblocks;
	for (uint16_t i = 0; blocks_ok && i < c->nblocks; i++) {
		const spec_block *a = &c->blocks[i], *b = &r->blocks[i];
		blocks_ok = same_block(a, b);
		if (!blocks_ok)
			diag("block %s differs", a->type);
	}
	ok(blocks_ok, "block types agree");

	int feat_ok = c->nfeatures == r->nfeatures;
	for (uint16_t i = 0; feat_ok && i < c->nfeatures; i++)
		feat_ok = same_feature(&c->features[i], &r->features[i]);
	ok(feat_ok, "features agree (%u)", c->nfeatures);

	int ed_ok = c->neditions == r->neditions;
	for (uint16_t i = 0; ed_ok && i < c->neditions; i++)
		ed_ok = same_edition(&c->editions[i], &r->editions[i]);
	ok(ed_ok, "editions agree (%u)", c->neditions);

	int diag_ok = c->ndiags == r->ndiags;
	for (uint16_t i = 0; diag_ok && i < c->ndiags; i++) {
		const spec_diag *a = &c->diags[i], *b = &r->diags[i];
		diag_ok = same_diag(a, b);
		if (!diag_ok)
			diag("diagnostic %s differs", a->id);
	}
	ok(diag_ok, "diagnostics catalogue agrees (%u entries)", c->ndiags);

	int fn_ok = c->nfunctions == r->nfunctions;
	for (uint16_t i = 0; fn_ok && i < c->nfunctions; i++) {
		fn_ok = same_function(&c->functions[i], &r->functions[i]);
		if (!fn_ok)
			diag("function %s differs", c->functions[i].name);
	}
	ok(fn_ok, "functions agree (%u)", c->nfunctions);
	int ns_ok = c->nnamespaces == r->nnamespaces;
	for (uint16_t i = 0; ns_ok && i < c->nnamespaces; i++)
		ns_ok = same_namespace(&c->namespaces[i], &r->namespaces[i]);
	ok(ns_ok, "function namespaces agree (%u)", c->nnamespaces);
	int ty_ok = c->ntypes == r->ntypes;
	for (uint16_t i = 0; ty_ok && i < c->ntypes; i++)
		ty_ok = same_type(&c->types[i], &r->types[i]);
	ok(ty_ok, "type constraint names agree (%u)", c->ntypes);

	spec_loaded_free(s);
	return done_testing();
}
