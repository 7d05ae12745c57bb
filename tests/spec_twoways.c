/* spec_twoways: the built-in spec's generated tables, matcher and form
 * machine give the same answers as spec/tofu.hcl loaded at run time. */
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

static int same_root(const spec_root *a, const spec_root *b)
{
	return same_str(a->name, b->name) && a->form == b->form && a->scope == b->scope &&
	       a->alias == b->alias && a->escape == b->escape && a->no_remaining == b->no_remaining &&
	       a->feature == b->feature && same_str(a->subject, b->subject) &&
	       same_str(a->instance_subject, b->instance_subject) && same_str(a->mode, b->mode) &&
	       same_str(a->what, b->what) && same_str(a->two_names, b->two_names) &&
	       same_str(a->refers, b->refers) && same_str(a->since, b->since) &&
	       same_names(a->attributes, b->attributes) && a->declared_by == b->declared_by &&
	       a->requires_self == b->requires_self && a->undeclared == b->undeclared &&
	       a->out_of_context == b->out_of_context && a->invalid_attribute == b->invalid_attribute &&
	       a->removed_attribute == b->removed_attribute &&
	       same_str(a->requires_argument, b->requires_argument) &&
	       same_names(a->removed_attributes, b->removed_attributes) &&
	       same_names(a->static_attributes, b->static_attributes);
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
	ok(same_names(c->module_extensions, r->module_extensions) &&
	   same_names(c->test_extensions, r->test_extensions) &&
	   same_names(c->type_keywords, r->type_keywords) &&
	   c->type_keyword_reference == r->type_keyword_reference &&
	   same_str(c->index_object, r->index_object) &&
	   same_str(c->function_namespace, r->function_namespace) &&
	   same_str(c->experiments_in, r->experiments_in) && same_str(c->edition_in, r->edition_in) &&
	   same_str(c->edition_attribute, r->edition_attribute) &&
	   same_str(c->dynamic_block, r->dynamic_block) && same_str(c->dynamic_iterator, r->dynamic_iterator) &&
	   same_str(c->dynamic_content, r->dynamic_content) && same_str(c->suggestion, r->suggestion) &&
	   same_str(c->resource_suggestion, r->resource_suggestion) &&
	   same_names(c->repetition_arguments, r->repetition_arguments) &&
	   same_names(c->self_only_references, r->self_only_references) &&
	   same_str(c->sensitive_function, r->sensitive_function) &&
	   same_str(c->attribute_suggestion, r->attribute_suggestion),
	   "language settings agree");
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
	ok(var >= 0 && c->roots[var].undeclared >= 0 && c->diags[c->roots[var].undeclared].role &&
	   strcmp(c->diags[c->roots[var].undeclared].role, "undeclared_variable") == 0,
	   "root var names its undeclared diagnostic");
	int cnt = spec_root_index(c, "count", 5);
	ok(cnt >= 0 && c->roots[cnt].out_of_context >= 0 && c->roots[cnt].invalid_attribute >= 0,
	   "root count names its context and attribute diagnostics");

	is_int(c->nblocks, r->nblocks, "same number of block types");
	int blocks_ok = c->nblocks == r->nblocks;
	for (uint16_t i = 0; blocks_ok && i < c->nblocks; i++) {
		const spec_block *a = &c->blocks[i], *b = &r->blocks[i];
		blocks_ok = same_str(a->type, b->type) && a->parent == b->parent &&
			    a->escaping == b->escaping && a->declares == b->declares &&
			    a->reserved_names == b->reserved_names && same_names(a->labels, b->labels) &&
			    same_names(a->meta_arguments, b->meta_arguments) &&
			    same_names(a->meta_blocks, b->meta_blocks) &&
			    same_names(a->reserved_arguments, b->reserved_arguments) &&
			    same_names(a->reserved_blocks, b->reserved_blocks) &&
			    same_names(a->static_arguments, b->static_arguments) &&
			    a->self_context == b->self_context && a->test_file == b->test_file &&
			    same_str(a->since, b->since) && same_str(a->objects, b->objects) &&
			    a->unique == b->unique && a->strict == b->strict &&
			    same_names(a->argument_forms, b->argument_forms) &&
			    same_names(a->removed_labels, b->removed_labels) &&
			    same_names(a->required_arguments, b->required_arguments) &&
			    a->module_unique == b->module_unique && a->provider_label == b->provider_label &&
			    a->override_optional == b->override_optional &&
			    same_names(a->module_excludes, b->module_excludes);
		if (!blocks_ok)
			diag("block %s differs", a->type);
	}
	ok(blocks_ok, "block types agree");

	int feat_ok = c->nfeatures == r->nfeatures;
	for (uint16_t i = 0; feat_ok && i < c->nfeatures; i++) {
		const spec_feature *a = &c->features[i], *b = &r->features[i];
		feat_ok = same_str(a->name, b->name) && a->state == b->state && a->opt_in == b->opt_in &&
			  a->undefined == b->undefined && a->hint == b->hint && same_str(a->since, b->since) &&
			  same_str(a->until, b->until) && same_str(a->message, b->message);
	}
	ok(feat_ok, "features agree (%u)", c->nfeatures);

	int ed_ok = c->neditions == r->neditions;
	for (uint16_t i = 0; ed_ok && i < c->neditions; i++) {
		const spec_edition *a = &c->editions[i], *b = &r->editions[i];
		ed_ok = same_str(a->name, b->name) && a->is_default == b->is_default &&
			same_str(a->since, b->since) && a->nfeatures == b->nfeatures &&
			(!a->nfeatures || memcmp(a->features, b->features, a->nfeatures * sizeof *a->features) == 0);
	}
	ok(ed_ok, "editions agree (%u)", c->neditions);

	int diag_ok = c->ndiags == r->ndiags;
	for (uint16_t i = 0; diag_ok && i < c->ndiags; i++) {
		const spec_diag *a = &c->diags[i], *b = &r->diags[i];
		diag_ok = same_str(a->id, b->id) && same_str(a->code, b->code) && same_str(a->role, b->role) &&
			  a->severity == b->severity && same_str(a->summary, b->summary) &&
			  same_str(a->detail, b->detail) && same_names(a->params, b->params) &&
			  a->at_block == b->at_block;
		if (!diag_ok)
			diag("diagnostic %s differs", a->id);
	}
	ok(diag_ok, "diagnostics catalogue agrees (%u entries)", c->ndiags);

	spec_loaded_free(s);
	return done_testing();
}
