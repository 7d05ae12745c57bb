/* rsv_schema.c - the built-in schemas validate checks without any provider
 * installed: a block whose type has `label_schemas` in the spec and whose
 * first label one of them names (the built-in provider's terraform_data
 * resource, its terraform_remote_state data source, the local-exec,
 * remote-exec and file provisioners) is decoded, as validate decodes it
 * (hcldec over the schema, after the loader took the meta-arguments), with
 * that schema: hcl's Body.Content errors for an argument it has no
 * attribute for, a block type it does not take (a dynamic block's too,
 * dynblock's), a required attribute not set; and, of a resource whose body
 * decoded, each ignore_changes path whose first name the schema lacks, or
 * names an attribute the provider alone decides, a warning when nothing
 * before it was an error (node_resource_validate.go).
 * Entries are `LABEL=WORD NAME...`: WORD `optional`, `required` or
 * `computed` (attributes: hcldec decodes all three, so any may be set),
 * `blocks` (nested block types), `one_of` (attributes of which a nested
 * block, a provisioner, must set exactly one: its ValidateProvisionerConfig,
 * which validate calls until a provisioner of the resource has errors). */
#include <stdlib.h>
#include <string.h>

#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_schema.h"
#include "rsv_text.h"
#include "rsv_walker.h"

/* The schema of label `label` in block type sb's entries. */
typedef struct schema {
	const spec_block *sb;
	const char *label;
	size_t len;
	int found;
} schema;

/* Calls each NAME of the entries of s with word `word`: stops when fn
 * returns nonzero, and returns that. */
static int each_name(const schema *s, const char *word, int (*fn)(void *, const char *, size_t), void *ctx)
{
	size_t wl = strlen(word);
	for (uint16_t i = 0; i < s->sb->label_schemas.n; i++) {
		const char *e = s->sb->label_schemas.v[i], *eq = strchr(e, '=');
		if (!eq || (size_t)(eq - e) != s->len || memcmp(e, s->label, s->len) != 0)
			continue;
		const char *words = eq + 1, *w;
		size_t n;
		if (!rsv_word(&words, &w, &n) || n != wl || memcmp(w, word, n) != 0)
			continue;
		while (rsv_word(&words, &w, &n)) {
			int r = fn(ctx, w, n);
			if (r)
				return r;
		}
	}
	return 0;
}

static int any(void *ctx, const char *w, size_t n)
{
	(void)ctx, (void)w, (void)n;
	return 1;
}

typedef struct named {
	const char *name;
	size_t len;
} named;

static int same(void *ctx, const char *w, size_t n)
{
	const named *x = ctx;
	return n == x->len && memcmp(w, x->name, n) == 0;
}

static int has(const schema *s, const char *word, const char *name)
{
	named x = {name, strlen(name)};
	return each_name(s, word, same, &x);
}

/* An attribute of the schema, of any of the three words. */
static int has_attribute(const schema *s, const char *name)
{
	return has(s, "optional", name) || has(s, "required", name) || has(s, "computed", name);
}

/* The candidates of a suggestion, collected. */
typedef struct names {
	hcl_file *f;
	const hcl_block *b; /* when set, the attributes it sets are left out */
	const char *v[64];
	size_t n;
} names;

static int collect(void *ctx, const char *w, size_t n)
{
	names *c = ctx;
	char *s = hcl_strndup(&c->f->arena, w, n);
	if (c->b && rsv_attr(c->b->body, s))
		return 0;
	if (c->n < sizeof c->v / sizeof c->v[0])
		c->v[c->n++] = s;
	return 0;
}

/* hcl's suggestion among the names of the entries with one of the words
 * (the attributes not set, for an argument; the block types, for a block);
 * without one, when the name is of the other kind, the language's
 * argument_block_suggestion or block_argument_suggestion (Body.Content's). */
static const char *suggest(rsv_module *m, hcl_file *f, const schema *s, const hcl_block *set, const char *given,
			   int blocks)
{
	const spec_lang *l = m->l;
	names c = {f, set, {0}, 0};
	if (blocks) {
		each_name(s, "blocks", collect, &c);
	} else {
		each_name(s, "required", collect, &c);
		each_name(s, "optional", collect, &c);
		each_name(s, "computed", collect, &c);
	}
	const char *sugg = rsv_suggestion(f, l, given, c.v, c.n);
	const char *other = blocks ? l->block_argument_suggestion : l->argument_block_suggestion;
	if (!*sugg && other && (blocks ? has_attribute(s, given) : has(s, "blocks", given))) {
		const char *kv[] = {"name", given, NULL};
		sugg = rsv_fill(f, other, kv);
	}
	return sugg;
}

/* The arguments of body (and of its escaping block's), against schema s;
 * returns the number of errors. */
static int arguments(rsv_module *m, hcl_file *f, const schema *s, const hcl_block *b, const hcl_body *body)
{
	int errors = 0;
	for (const hcl_attr *a = body->attrs; a; a = a->next) {
		if (rsv_in_names(s->sb->meta_arguments, a->name) && body == b->body)
			continue; /* the loader's, hidden from the decoder */
		if (has_attribute(s, a->name))
			continue;
		errors += rsv_diag(f, rsv_role(m, RSV_ROLE_UNSUPPORTED_ARGUMENT), a->name_start, a->name_end, "name",
				   a->name, "suggestion", suggest(m, f, s, b, a->name, 0), (const char *)NULL) != NULL;
	}
	return errors;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* StaticValidateTraversal's first step: a name of no attribute or block
 * type of the schema, with the closest of them all in name order. */
static void path_name(rsv_module *m, hcl_file *f, const schema *s, const hcl_block *b, const hcl_step *st,
		      int *errors)
{
	const char *name = hcl_strndup(&f->arena, st->text, st->len);
	if (has(s, "blocks", name))
		return;
	if (has_attribute(s, name)) {
		/* decided by the provider alone: ignoring it has no effect */
		if (has(s, "computed", name) && b->labels && !*errors)
			rsv_diag(f, rsv_role(m, RSV_ROLE_SCHEMA_IGNORE_COMPUTED), b->labels->start, b->labels->end, "name",
				 name, (const char *)NULL);
		return;
	}
	names c = {f, NULL, {0}, 0};
	each_name(s, "required", collect, &c);
	each_name(s, "optional", collect, &c);
	each_name(s, "computed", collect, &c);
	each_name(s, "blocks", collect, &c);
	qsort(c.v, c.n, sizeof c.v[0], by_name);
	*errors += rsv_diag(f, rsv_role(m, RSV_ROLE_SCHEMA_ATTRIBUTE_UNSUPPORTED), st->start, st->end, "name", name,
			    "suggestion", rsv_suggestion(f, m->l, name, c.v, c.n), (const char *)NULL) != NULL;
}

/* A resource's ignore_changes (an argument of form attribute_paths of a
 * meta block): each path written as a traversal, against the schema. */
static void ignore_changes(rsv_module *m, hcl_file *f, const schema *s, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = m->l;
	int si = (int)(sb - l->blocks), errors = 0;
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		int ki = rsv_in_names(sb->meta_blocks, k->type) ? spec_block_index(l, k->type, si) : -1;
		for (const hcl_attr *a = ki >= 0 ? k->body->attrs : NULL; a; a = a->next) {
			if (!rsv_has_form(&l->blocks[ki], a->name, "attribute_paths", NULL) || a->expr->kind != HCL_E_TUPLE)
				continue;
			for (const hcl_expr *e = a->expr->list; e; e = e->next)
				if (e->kind == HCL_E_SCOPETRAV && e->trav.head)
					path_name(m, f, s, b, e->trav.head, &errors);
		}
	}
}

/* Block b (spec block sb) against the schema its first label names, if any. */
static void check_block(rsv_module *m, hcl_file *f, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = m->l;
	if (!sb->label_schemas.n || !b->labels)
		return;
	schema s = {sb, b->labels->text, strlen(b->labels->text), 0};
	if (!each_name(&s, "optional", any, NULL) && !each_name(&s, "required", any, NULL) &&
	    !each_name(&s, "computed", any, NULL) && !each_name(&s, "blocks", any, NULL))
		return; /* a type whose schema only its provider knows */
	const hcl_block *escape = NULL;
	for (const hcl_block *k = b->body->blocks; k; k = k->next)
		if (!escape && rsv_walker_is_escaping(l, sb, k->type))
			escape = k;
	int errors = arguments(m, f, &s, b, b->body);
	if (escape)
		errors += arguments(m, f, &s, b, escape->body);
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		if (k == escape || rsv_in_names(sb->meta_blocks, k->type) || rsv_in_names(sb->reserved_blocks, k->type))
			continue;
		if (l->dynamic_block && strcmp(k->type, l->dynamic_block) == 0) {
			/* dynblock's expansion: a generated type the schema does not take */
			const hcl_label *lb = k->labels;
			if (lb && !has(&s, "blocks", lb->text) && !rsv_in_names(sb->meta_blocks, lb->text))
				errors += rsv_diag(f, rsv_role(m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE), lb->start, lb->end, "type",
						   lb->text, "suggestion", "", (const char *)NULL) != NULL;
			continue;
		}
		if (!has(&s, "blocks", k->type))
			errors += rsv_diag(f, rsv_role(m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE), k->type_start, k->type_end,
					   "type", k->type, "suggestion", suggest(m, f, &s, NULL, k->type, 1),
					   (const char *)NULL) != NULL;
	}
	names req = {f, NULL, {0}, 0};
	each_name(&s, "required", collect, &req);
	for (size_t i = 0; i < req.n; i++)
		if (!rsv_attr(b->body, req.v[i]) && !(escape && rsv_attr(escape->body, req.v[i])))
			errors += rsv_diag(f, rsv_role(m, RSV_ROLE_MISSING_ARGUMENT), b->open_brace, b->open_brace, "name",
					   req.v[i], (const char *)NULL) != NULL;
	/* validate checks the paths only once the body decoded */
	if (!errors)
		ignore_changes(m, f, &s, b, sb);
}

/* How many of the `one_of` names are set in a body (a literal null is not
 * set: ValidateProvisionerConfig sees a null value). */
typedef struct set_count {
	const hcl_body *body, *escape;
	int n;
} set_count;

static int count_set(void *ctx, const char *w, size_t n)
{
	set_count *c = ctx;
	for (const hcl_body *body = c->body; body; body = body == c->body ? c->escape : NULL)
		for (const hcl_attr *a = body->attrs; a; a = a->next)
			if (strlen(a->name) == n && memcmp(a->name, w, n) == 0 &&
			    !(a->expr->kind == HCL_E_LITERAL && a->expr->op == HCL_LIT_NULL)) {
				c->n++;
				return 0;
			}
	return 0;
}

/* The errors f has so far that start in [start, end). */
static unsigned errors_in(const hcl_file *f, uint32_t start, uint32_t end)
{
	unsigned n = 0;
	for (const hcl_diag *d = f->diags; d; d = d->next)
		n += d->severity == HCL_ERROR && d->start >= start && d->start < end;
	return n;
}

/* Whether nested block k (spec block sb) has a label with `one_of` entries. */
static int has_one_of(const hcl_block *k, const spec_block *sb)
{
	if (!k->labels)
		return 0;
	schema s = {sb, k->labels->text, strlen(k->labels->text), 0};
	return each_name(&s, "one_of", any, NULL);
}

/* Nested block k (spec block sb): exactly one of its label's `one_of`
 * names set, or a diagnostic at k's header. */
static void one_of(rsv_module *m, hcl_file *f, const hcl_block *k, const spec_block *sb)
{
	schema s = {sb, k->labels->text, strlen(k->labels->text), 0};
	set_count c = {k->body, NULL, 0};
	for (const hcl_block *e = k->body->blocks; e && !c.escape; e = e->next)
		if (rsv_walker_is_escaping(m->l, sb, e->type))
			c.escape = e->body;
	each_name(&s, "one_of", count_set, &c);
	if (c.n == 1)
		return;
	const spec_diag *d = c.n ? rsv_role(m, RSV_ROLE_SCHEMA_ONE_OF_CONFLICT, k->labels->text)
				 : rsv_role(m, RSV_ROLE_SCHEMA_ONE_OF_MISSING, k->labels->text);
	if (d)
		rsv_diag(f, d, rsv_def_start(k), rsv_def_end(k), (const char *)NULL);
}

/* The nested blocks of b with schemas (the provisioners of a resource), in
 * validate's order (node_resource_validate.go, NodeValidatableResource's
 * Execute, the same in both languages): each is decoded with its schema,
 * then its `one_of` checked (ValidateProvisionerConfig, whatever its
 * references gave); validate returns after the first provisioner when
 * there is an error so far, b's own (its schema's and its references',
 * read before: rsv_check.c check_file) or a provisioner's, so no later
 * provisioner is checked.  Found with a Terraform v1.11.4 binary. */
static void nested(rsv_module *m, hcl_file *f, const hcl_block *b, int si)
{
	const spec_lang *l = m->l;
	int any = 0, stop = 0;
	for (const hcl_block *k = b->body->blocks; k && !any; k = k->next) {
		int ki = spec_block_index(l, k->type, si);
		any = ki >= 0 && l->blocks[ki].label_schemas.n;
	}
	if (!any)
		return;
	unsigned own = errors_in(f, b->start, b->end); /* b's errors outside its nested blocks with schemas */
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		int ki = spec_block_index(l, k->type, si);
		if (ki >= 0 && l->blocks[ki].label_schemas.n)
			own -= errors_in(f, k->start, k->end);
	}
	for (const hcl_block *k = b->body->blocks; k && !stop; k = k->next) {
		int ki = spec_block_index(l, k->type, si);
		if (ki < 0 || !l->blocks[ki].label_schemas.n)
			continue;
		check_block(m, f, k, &l->blocks[ki]);
		if (has_one_of(k, &l->blocks[ki]))
			one_of(m, f, k, &l->blocks[ki]);
		stop = errors_in(f, k->start, k->end) > 0 || own;
	}
}

void rsv_schema_rule(rsv_module *m, hcl_file *f, const hcl_block *b, int si)
{
	const spec_lang *l = m->l;
	check_block(m, f, b, &l->blocks[si]);
	nested(m, f, b, si);
}
