/* spec_load.c - reads a language spec (doc/spec.md) into the tables of
 * spec.h: one reader per block kind, driven by the columns of
 * spec_fields.h, then `extends` and the public entry points.  Values are
 * read by spec_read.c; names are resolved and the whole is checked by
 * spec_check.c.  Every problem becomes a diagnostic on the spec file, at
 * the key or block it is about, saying what to do. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "spec_loader.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Roots' columns in ROOT are read from root blocks only, in BOTH from the
 * fallback block too. */
#define SPEC_FALLBACK_ROOT(x)
#define SPEC_FALLBACK_BOTH(x) x

/* ---- the keys each block takes ------------------------------------------- */

static const char *const language_keys[] = {
#define SPEC_LANG_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const root_keys[] = {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const fallback_keys[] = {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_FALLBACK_##in(SPEC_KEY_##kind(key))
#include "spec_fields.h"
};
static const char *const block_keys[] = {
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const feature_keys[] = {
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const edition_keys[] = {
#define SPEC_EDITION_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const diag_keys[] = {
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const function_keys[] = {
#define SPEC_FUNCTION_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const namespace_keys[] = {
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};
static const char *const type_keys[] = {
#define SPEC_TYPE_FIELD(field, key, kind) SPEC_KEY_##kind(key)
#include "spec_fields.h"
};

/* ---- the fields of each table, read generically ---------------------------- */

static void read_language_fields(spec_loader *ld, const hcl_block *b, spec_lang *l)
{
#define SPEC_LANG_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &l->field)
#include "spec_fields.h"
}

static void read_root_fields(spec_loader *ld, const hcl_block *b, spec_root *r)
{
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_INIT_##kind(&r->field)
#include "spec_fields.h"
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_READ_##kind(ld, b, key, &r->field)
#include "spec_fields.h"
}

static void read_fallback_fields(spec_loader *ld, const hcl_block *b, spec_root *r)
{
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_INIT_##kind(&r->field)
#include "spec_fields.h"
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_FALLBACK_##in(SPEC_READ_##kind(ld, b, key, &r->field))
#include "spec_fields.h"
}

static void read_block_fields(spec_loader *ld, const hcl_block *b, spec_block *k)
{
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_INIT_##kind(&k->field)
#include "spec_fields.h"
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &k->field)
#include "spec_fields.h"
}

static void read_feature_fields(spec_loader *ld, const hcl_block *b, spec_feature *f)
{
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_INIT_##kind(&f->field)
#include "spec_fields.h"
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &f->field)
#include "spec_fields.h"
}

static void read_edition_fields(spec_loader *ld, const hcl_block *b, spec_edition *e)
{
#define SPEC_EDITION_FIELD(field, key, kind) SPEC_INIT_##kind(&e->field)
#include "spec_fields.h"
#define SPEC_EDITION_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &e->field)
#include "spec_fields.h"
}

static void read_diag_fields(spec_loader *ld, const hcl_block *b, spec_diag *d)
{
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_INIT_##kind(&d->field)
#include "spec_fields.h"
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &d->field)
#include "spec_fields.h"
}

static void read_function_fields(spec_loader *ld, const hcl_block *b, spec_function *fn)
{
#define SPEC_FUNCTION_FIELD(field, key, kind) SPEC_INIT_##kind(&fn->field)
#include "spec_fields.h"
#define SPEC_FUNCTION_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &fn->field)
#include "spec_fields.h"
}

static void read_namespace_fields(spec_loader *ld, const hcl_block *b, spec_namespace *ns)
{
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_INIT_##kind(&ns->field)
#include "spec_fields.h"
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &ns->field)
#include "spec_fields.h"
}

static void read_type_fields(spec_loader *ld, const hcl_block *b, spec_type *t)
{
#define SPEC_TYPE_FIELD(field, key, kind) SPEC_INIT_##kind(&t->field)
#include "spec_fields.h"
#define SPEC_TYPE_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &t->field)
#include "spec_fields.h"
}

/* Reports that b has no `key`, whose value is one of n words. */
static void missing_choice(spec_loader *ld, const hcl_block *b, const char *what, const char *key,
			   const char *const *words, int n)
{
	hcl_buf list = {0};
	spec_word_list(&list, words, n, " or ");
	spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
		     "%s \"%s\" needs a %s: %s = %s.", what, b->labels->text, key, key,
		     list.oom ? "(out of memory)" : list.p);
	hcl_buf_free(&list);
}

/* ---- one block kind at a time ------------------------------------------- */

static void read_language(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "language", language_keys, COUNT(language_keys), NULL);
	read_language_fields(ld, b, &ld->s->lang);
}

/* The keys of roots (and the fallback) that module analysis reads. */
static void check_analysis_keys(spec_loader *ld, const hcl_block *b, const spec_root *r)
{
	if ((r->requires_self || r->requires_argument) && !spec_attr(b, "out_of_context"))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Root \"%s\" is limited to a context: give out_of_context = \"DIAGNOSTIC\".",
			     r->name);
	if (r->declared_by && !spec_attr(b, "undeclared"))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "\"%s\" names declarations: give undeclared = \"DIAGNOSTIC\".", r->name);
}

/* A root of form type_name, and the fallback, make resources. */
static void resource_defaults(spec_root *r)
{
	if (!r->subject)
		r->subject = "Resource";
	if (!r->instance_subject)
		r->instance_subject = "ResourceInstance";
}

/* What a root of its form must and must not have. */
static void check_root_form(spec_loader *ld, const hcl_block *b, spec_root *r)
{
	if (r->form == SPEC_FORM_TYPE_NAME) {
		resource_defaults(r);
		if (!r->what || !r->two_names || (!r->mode && !spec_attr(b, "subject")))
			spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
				     "Root \"%s\" has form type_name: it needs what, two_names, and mode (which "
				     "may be left out only with a subject of its own).", r->name);
		return;
	}
	if (!r->subject && r->form != SPEC_FORM_RESERVED && r->form != SPEC_FORM_MODULE_CALL)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Root \"%s\" needs subject = \"KIND\": the kind of reference it makes.", r->name);
	if (spec_attr(b, "mode") || spec_attr(b, "what") || spec_attr(b, "two_names") ||
	    spec_attr(b, "instance_subject"))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": mode, what, two_names and instance_subject apply only to form "
			     "type_name.", r->name);
}

static void read_root(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "root", root_keys, COUNT(root_keys), NULL);
	spec_root *r = spec_grow_add(ld, &ld->s->roots, b->type_start, "roots");
	r->form = SPEC_FORM_RESERVED; /* when it is missing or wrong: reported, and nothing more asked */
	read_root_fields(ld, b, r);
	if (!spec_attr(b, "form"))
		missing_choice(ld, b, "Root", "form", spec_form_names, SPEC_FORM_FALLBACK);
	check_analysis_keys(ld, b, r);
	check_root_form(ld, b, r);
	if (r->escape && r->form != SPEC_FORM_TYPE_NAME)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": only a type_name root can be the escape prefix.", r->name);
	if (r->alias && r->form != SPEC_FORM_NAME)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": alias applies only to form name.", r->name);
}

static void read_fallback(spec_loader *ld, const hcl_block *b)
{
	spec_root *r = &ld->s->lang.fallback;
	spec_check_keys(ld, b, "fallback", fallback_keys, COUNT(fallback_keys), NULL);
	if (ld->saw_fallback++)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Duplicate spec block",
			     "A spec has exactly one fallback block; remove this one.");
	memset(r, 0, sizeof *r);
	read_fallback_fields(ld, b, r);
	r->name = "";
	r->form = SPEC_FORM_FALLBACK;
	resource_defaults(r);
	check_analysis_keys(ld, b, r);
	if (!r->mode || !r->what)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "The fallback block needs mode and what.");
}

/* The forms an argument_forms entry may name. */
static const char *const arg_forms[] = {
#define SPEC_ARG_FORM(name) #name,
#include "spec_words.h"
};

/* Each entry is NAME=FORM, optionally followed by words. */
static void check_forms(spec_loader *ld, const hcl_block *b, spec_names forms)
{
	const hcl_attr *a = spec_attr(b, "argument_forms");
	for (uint16_t i = 0; i < forms.n; i++) {
		const char *eq = strchr(forms.v[i], '=');
		size_t n = eq ? strcspn(eq + 1, " ") : 0;
		int ok = 0;
		for (size_t f = 0; eq && eq > forms.v[i] && f < COUNT(arg_forms) && !ok; f++)
			ok = strlen(arg_forms[f]) == n && strncmp(arg_forms[f], eq + 1, n) == 0;
		if (!ok) {
			hcl_buf names = {0};
			spec_word_list(&names, arg_forms, (int)COUNT(arg_forms), " and ");
			spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Invalid spec value",
				     "\"%s\" is not NAME=FORM; the forms are %s.", forms.v[i],
				     names.oom ? "(out of memory)" : names.p);
			hcl_buf_free(&names);
		}
	}
}

static void read_block(spec_loader *ld, const hcl_block *b, int parent);

/* The block type of a base spec (a file read before this one) that b
 * names, at the same nesting, or -1. */
static int base_block(const spec_loader *ld, const hcl_block *b, int parent)
{
	const spec_grow *g = &ld->s->blocks;
	for (uint32_t i = 0; i < g->n; i++) {
		const spec_block *k = &SPEC_ITEM(*g, spec_block, i);
		if (g->file[i] != ld->fi && k->parent == parent && strcmp(k->type, b->labels->text) == 0)
			return (int)i;
	}
	return -1;
}

/* The list *to with the names of add that it lacks appended (add_or_remove
 * 1), or without the names of add (0); a name to remove that is not there
 * is a problem. */
static void change_list(spec_loader *ld, const hcl_block *in, const char *key, spec_names add,
			int adding, spec_names *to)
{
	const char **v = hcl_alloc(&ld->s->arena, ((size_t)to->n + add.n + 1) * sizeof *v);
	uint16_t n = 0;
	for (uint16_t i = 0; i < to->n; i++) {
		int drop = 0;
		for (uint16_t j = 0; !adding && j < add.n && !drop; j++)
			drop = strcmp(to->v[i], add.v[j]) == 0;
		if (!drop)
			v[n++] = to->v[i];
	}
	for (uint16_t j = 0; j < add.n; j++) {
		int have = 0;
		for (uint16_t i = 0; i < to->n && !have; i++)
			have = strcmp(to->v[i], add.v[j]) == 0;
		if (adding && !have)
			v[n++] = add.v[j];
		else if (!adding && !have)
			spec_problem(ld, ld->f, in->type_start, in->type_end, "Nothing to remove",
				     "The base's block has no \"%s\" in %s to remove.", add.v[j], key);
	}
	to->v = v;
	to->n = n;
}

/* SPEC_LISTS_kind(field, key, ...): the rest for list columns, nothing for others. */
#define SPEC_LISTS_list(field, key, ...) __VA_ARGS__
#define SPEC_LISTS_label(field, key, ...)
#define SPEC_LISTS_nesting(field, key, ...)
#define SPEC_LISTS_str(field, key, ...)
#define SPEC_LISTS_bool(field, key, ...)
#define SPEC_LISTS_decl(field, key, ...)
#define SPEC_LISTS_unused(field, key, ...)

/* The keys of an `add` or `remove` block: a block's list columns. */
static const char *const list_keys[] = {
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_LISTS_##kind(field, key, key,)
#include "spec_fields.h"
};

static void change_lists(spec_loader *ld, const hcl_block *in, int adding, spec_block *k)
{
	spec_names given;
	spec_check_keys(ld, in, adding ? "add" : "remove", list_keys, COUNT(list_keys), NULL);
#define SPEC_BLOCK_FIELD(field, key, kind)                                              \
	SPEC_LISTS_##kind(field, key, given.n = 0; spec_read_list(ld, in, key, &given);  \
			  if (given.n) change_list(ld, in, key, given, adding, &k->field);)
#include "spec_fields.h"
}

/* A block of an extending spec named like a block type of its base changes
 * that block type: each key given replaces the base's value, `add` and
 * `remove` blocks add names to or remove names from its lists, and nested
 * blocks change (or add) the base's nested block types. */
static void change_block(spec_loader *ld, const hcl_block *b, int base)
{
	static const char *const nested[] = {"block", "add", "remove", NULL};
	spec_check_keys(ld, b, "block", block_keys, COUNT(block_keys), nested);
	spec_block *k = &SPEC_ITEM(ld->s->blocks, spec_block, base);
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &k->field)
#include "spec_fields.h"
	ld->s->blocks.file[base] = (uint16_t)ld->fi;
	for (const hcl_block *c = b->body->blocks; c; c = c->next) {
		if (strcmp(c->type, "add") == 0 || strcmp(c->type, "remove") == 0)
			change_lists(ld, c, c->type[0] == 'a', k);
		else if (strcmp(c->type, "block") == 0)
			read_block(ld, c, base);
	}
	check_forms(ld, b, k->argument_forms);
}

static void read_block(spec_loader *ld, const hcl_block *b, int parent)
{
	static const char *const nested[] = {"block", NULL};
	if (!spec_one_label(ld, b))
		return;
	int base = base_block(ld, b, parent);
	if (base >= 0) {
		change_block(ld, b, base);
		return;
	}
	spec_check_keys(ld, b, "block", block_keys, COUNT(block_keys), nested);
	uint32_t idx = ld->s->blocks.n;
	spec_block *k = spec_grow_add(ld, &ld->s->blocks, b->type_start, "block types");
	read_block_fields(ld, b, k);
	k->parent = (int16_t)parent;
	if (parent >= 0) /* nested blocks are of the file kind of their parent */
		k->test_file = SPEC_ITEM(ld->s->blocks, spec_block, parent).test_file;
	check_forms(ld, b, k->argument_forms);
	for (const hcl_block *c = b->body->blocks; c; c = c->next)
		if (strcmp(c->type, "block") == 0)
			read_block(ld, c, (int)idx);
}

static void read_top_block(spec_loader *ld, const hcl_block *b)
{
	read_block(ld, b, -1);
}

/* An item named like one of a base spec (any file read before this one;
 * its name is the first field, a string) replaces it where it stands; a
 * second one in the same file is a duplicate, reported by the checks.  x
 * leads each name to its first item; what names the table.  The names the
 * replaced item had pending are dropped when they are resolved: their file
 * is no longer the item's. */
static void *replace_slot(spec_loader *ld, spec_grow *g, spec_index *x, const hcl_block *b, const char *what)
{
	int32_t i = spec_index_find(x, g->v, g->size, 0, b->labels->text);
	if (i >= 0 && g->file[i] != ld->fi) {
		char *old = (char *)g->v + g->size * (uint32_t)i;
		g->file[i] = (uint16_t)ld->fi;
		g->at[i] = b->type_start;
		memset(old, 0, g->size);
		*(const char **)old = b->labels->text;
		return old;
	}
	uint32_t n = g->n;
	void *item = spec_grow_add(ld, g, b->type_start, what);
	*(const char **)item = b->labels->text;
	if (g->n > n)
		spec_index_add(ld->s, x, g->v, g->size, 0, n);
	return item;
}

static void read_feature(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "feature", feature_keys, COUNT(feature_keys), NULL);
	spec_feature *f = replace_slot(ld, &ld->s->features, &ld->ids[SPEC_IDS_FEATURE], b, "features");
	f->state = SPEC_REMOVED; /* when it is missing or wrong: reported, and never on */
	read_feature_fields(ld, b, f);
	if (!spec_attr(b, "state"))
		missing_choice(ld, b, "Feature", "state", spec_state_names, SPEC_STATE_COUNT);
	if (f->state == SPEC_SELECTABLE && !spec_attr(b, "opt_in"))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Feature \"%s\" is selectable: give the block type that opts a module in, "
			     "opt_in = \"TYPE\".", f->name);
	if (f->state != SPEC_SELECTABLE && spec_attr(b, "opt_in"))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Feature \"%s\": only a selectable feature has an opt_in block.", f->name);
	if ((f->state == SPEC_CONCLUDED || f->state == SPEC_REMOVED) && !f->message)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Feature \"%s\" is %s: give the message shown when it is named as an experiment.",
			     f->name, spec_state_names[f->state]);
}

/* An edition's features: names resolved to feature indices at the end. */
static void read_edition_features(spec_loader *ld, const hcl_block *b, spec_edition *e)
{
	spec_names fs = {NULL, 0};
	spec_read_list(ld, b, "features", &fs);
	int16_t *ix = hcl_alloc(&ld->s->arena, (fs.n ? fs.n : 1) * sizeof *ix);
	const hcl_attr *fa = spec_attr(b, "features");
	for (uint16_t i = 0; i < fs.n; i++)
		spec_pend(ld, fs.v[i], SPEC_REF_FEATURE, fa->expr->start, &ix[i]);
	e->features = ix;
	e->nfeatures = fs.n;
}

static void read_edition(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "edition", edition_keys, COUNT(edition_keys), NULL);
	spec_edition *e = spec_grow_add(ld, &ld->s->editions, b->type_start, "editions");
	read_edition_fields(ld, b, e);
	read_edition_features(ld, b, e);
}

static void read_diag(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "diagnostic", diag_keys, COUNT(diag_keys), NULL);
	spec_diag *d = replace_slot(ld, &ld->s->diags, &ld->ids[SPEC_IDS_DIAG], b, "diagnostics");
	d->severity = SPEC_ERROR;
	read_diag_fields(ld, b, d);
	if (!d->code || !d->summary)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Diagnostic \"%s\" needs at least code and summary.", d->id);
	if (!d->detail)
		d->detail = "";
	spec_check_placeholders(ld, b, "summary", d->summary, d->params);
	spec_check_placeholders(ld, b, "detail", d->detail, d->params);
}

/* A function, or a namespace: one named like one of the base's replaces it
 * (so an extending spec can end a function with `until`). */
static void read_function(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "function", function_keys, COUNT(function_keys), NULL);
	read_function_fields(ld, b, replace_slot(ld, &ld->s->functions, &ld->ids[SPEC_IDS_FUNCTION], b, "functions"));
}

static void read_namespace(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "namespace", namespace_keys, COUNT(namespace_keys), NULL);
	spec_namespace *ns = replace_slot(ld, &ld->s->namespaces, &ld->ids[SPEC_IDS_NAMESPACE], b, "namespaces");
	read_namespace_fields(ld, b, ns);
	if (!spec_attr(b, "form"))
		missing_choice(ld, b, "Namespace", "form", spec_namespace_form_names, SPEC_NS_COUNT);
}

/* A name of the type-constraint reader: one named like one of the base's
 * replaces it. */
static void read_type(spec_loader *ld, const hcl_block *b)
{
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "type", type_keys, COUNT(type_keys), NULL);
	spec_type *t = replace_slot(ld, &ld->s->types, &ld->ids[SPEC_IDS_TYPE], b, "types");
	read_type_fields(ld, b, t);
	if (!spec_attr(b, "form"))
		missing_choice(ld, b, "Type", "form", spec_type_form_names, SPEC_TYPE_COUNT);
}

/* ---- whole files -------------------------------------------------------- */

/* The blocks of a spec file; the language block is read first, apart. */
static const struct {
	const char *type;
	void (*read)(spec_loader *ld, const hcl_block *b);
} block_readers[] = {
	{"language", NULL},
	{"root", read_root},
	{"fallback", read_fallback},
	{"block", read_top_block},
	{"feature", read_feature},
	{"edition", read_edition},
	{"diagnostic", read_diag},
	{"function", read_function},
	{"namespace", read_namespace},
	{"type", read_type},
	{"drift", spec_read_drift},
};

static void unknown_block(spec_loader *ld, const hcl_block *b)
{
	const char *types[COUNT(block_readers)];
	hcl_buf list = {0};
	for (size_t i = 0; i < COUNT(block_readers); i++)
		types[i] = block_readers[i].type;
	spec_word_list(&list, types, (int)COUNT(types), " and ");
	spec_problem(ld, ld->f, b->type_start, b->type_end, "Unknown spec block",
		     "A spec has no \"%s\" block. Its blocks are %s.", b->type,
		     list.oom ? "(out of memory)" : list.p);
	hcl_buf_free(&list);
}

static int load_file(spec_loader *ld, const char *path, int depth);

/* The index of the file already read that path names (the same file, by
 * device and inode), or -1. */
static int already_read(const spec_loader *ld, const char *path)
{
	struct stat a, b;
	if (stat(path, &a) != 0)
		return -1;
	for (unsigned i = 0; i < ld->s->nfiles; i++)
		if (stat(ld->s->files[i]->name, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
			return (int)i;
	return -1;
}

/* Reports, once, that the extends of file self (at ext) lead back to file
 * back: the chain from there to self and back again. */
static void extends_cycle(spec_loader *ld, hcl_file *self, const hcl_attr *ext, unsigned back)
{
	hcl_buf chain = {0};
	for (unsigned i = back; i < ld->s->nfiles; i++) {
		hcl_buf_puts(&chain, ld->s->files[i]->name);
		hcl_buf_puts(&chain, " -> ");
	}
	hcl_buf_puts(&chain, ld->s->files[back]->name);
	spec_problem(ld, self, ext->expr->start, ext->expr->end, "Spec extends cycle",
		     "The specs extend one another in a cycle: %s. Remove one of these extends.",
		     chain.oom ? "(out of memory)" : chain.p);
	hcl_buf_free(&chain);
}

/* Loads the spec named by `extends` (relative to the extending file).  A
 * base that cannot be read, one that leads back to a file read (a cycle)
 * or one too deep leaves the spec incomplete: that one problem is
 * reported, and none of the checks of the whole that would follow from
 * it. */
static void load_base(spec_loader *ld, const hcl_attr *ext, const char *path, int depth)
{
	const char *rel = spec_str_value(ld, ext);
	hcl_file *self = ld->f;
	unsigned selfi = ld->fi;
	int back;
	if (!rel)
		return;
	size_t n = strlen(path) + strlen(rel) + 2;
	char *full = hcl_alloc(&ld->s->arena, n);
	const char *slash = strrchr(path, '/');
	if (rel[0] == '/' || !slash)
		snprintf(full, n, "%s", rel);
	else
		snprintf(full, n, "%.*s/%s", (int)(slash - path), path, rel);
	if ((back = already_read(ld, full)) >= 0) {
		extends_cycle(ld, self, ext, (unsigned)back);
		ld->incomplete = 1;
	} else if (depth + 1 >= SPEC_MAX_FILES) {
		spec_problem(ld, self, ext->expr->start, ext->expr->end, "Spec extends too deep",
			     "Specs may extend one another at most %d levels deep.", SPEC_MAX_FILES - 1);
		ld->incomplete = 1;
	} else if (load_file(ld, full, depth + 1) != 0) {
		spec_problem(ld, self, ext->expr->start, ext->expr->end, "Cannot read spec",
			     "The spec this one extends, %s, could not be read%s.", full, ld->why);
		ld->incomplete = 1;
	}
	ld->f = self;
	ld->fi = selfi;
}

/* The language block: exactly one, read (after its base) before the rest. */
static void read_head(spec_loader *ld, const hcl_body *body, const char *path, int depth)
{
	const hcl_block *lang = NULL;
	for (const hcl_block *b = body->blocks; b; b = b->next) {
		if (strcmp(b->type, "language") != 0)
			continue;
		if (lang)
			spec_problem(ld, ld->f, b->type_start, b->type_end, "Duplicate spec block",
				     "A spec file has exactly one language block; remove this one.");
		else
			lang = b;
	}
	if (!lang) {
		spec_problem(ld, ld->f, 0, 0, "Missing language block",
			     "A spec starts with language \"NAME\" { ... }: add one.");
		return;
	}
	const hcl_attr *ext = spec_attr(lang, "extends");
	if (ext)
		load_base(ld, ext, path, depth);
	read_language(ld, lang);
}

static void read_body(spec_loader *ld, const hcl_body *body, const char *path, int depth)
{
	read_head(ld, body, path, depth);
	for (const hcl_block *b = body->blocks; b; b = b->next) {
		size_t i = 0;
		while (i < COUNT(block_readers) && strcmp(b->type, block_readers[i].type) != 0)
			i++;
		if (i == COUNT(block_readers))
			unknown_block(ld, b);
		else if (block_readers[i].read)
			block_readers[i].read(ld, b);
	}
	for (const hcl_attr *a = body->attrs; a; a = a->next)
		spec_problem(ld, ld->f, a->name_start, a->name_end, "Unknown spec key",
			     "A spec has no top-level argument \"%s\"; everything goes in blocks.", a->name);
}

/* Why the last file could not be read: ": file too large", or "". */
static void set_why(spec_loader *ld, int err)
{
	ld->why = err == EFBIG ? ": it is over the size limit" : err == EISDIR ? ": it is a directory"
		: err == HCL_ENOTREG ? ": it is not a regular file" : err == ENOENT ? ": there is no such file" : "";
}

static int load_file(spec_loader *ld, const char *path, int depth)
{
	size_t len;
	int err = 0;
	char *src = hcl_read_file_max(path, ld->max_size, &len, &err);
	set_why(ld, err);
	if (!src)
		return -1;
	hcl_file *f = hcl_parse_owned(path, src, len, HCL_MODE_CONFIG);
	if (!f)
		return -1;
	if (ld->s->nfiles == SPEC_MAX_FILES) {
		hcl_file_free(f);
		return -1;
	}
	ld->fi = ld->s->nfiles;
	ld->s->files[ld->s->nfiles++] = f;
	ld->f = f;
	ld->s->errors += f->nerrors;
	if (f->body)
		read_body(ld, f->body, path, depth);
	return 0;
}

/* ---- the public entry points ---------------------------------------------- */

/* n zeroed values in the spec's arena (NULL for none). */
static uint16_t *index_array(spec_loaded *s, uint32_t n)
{
	return n ? hcl_alloc(&s->arena, n * sizeof(uint16_t)) : NULL;
}

static spec_loaded *finish(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	spec_lang *l = &s->lang;
	l->roots = s->roots.v;
	l->nroots = (uint16_t)s->roots.n;
	l->blocks = s->blocks.v;
	l->nblocks = (uint16_t)s->blocks.n;
	l->features = s->features.v;
	l->nfeatures = (uint16_t)s->features.n;
	l->editions = s->editions.v;
	l->neditions = (uint16_t)s->editions.n;
	l->diags = s->diags.v;
	l->ndiags = (uint16_t)s->diags.n;
	l->functions = s->functions.v;
	l->nfunctions = (uint16_t)s->functions.n;
	l->namespaces = s->namespaces.v;
	l->nnamespaces = (uint16_t)s->namespaces.n;
	l->types = s->types.v;
	l->ntypes = (uint16_t)s->types.n;
	/* the indexes by name, as reserve-gen writes them for a compiled spec */
#define SPEC_INDEX_FIELD(table, type, key)                                                                   \
	{                                                                                                     \
		uint32_t nslot = spec_hash_slots(l->n##table);                                                \
		uint16_t *slot = index_array(s, nslot), *next = index_array(s, l->n##table);                  \
		spec_hash_rows(slot, nslot, next, l->table, sizeof(type), offsetof(type, key), l->n##table); \
		l->index.table = (spec_hashed){slot, next, nslot};                                            \
	}
#include "spec_fields.h"
	if (!ld->incomplete)
		spec_check_all(ld);
	free(ld->pend);
	return s;
}

spec_loaded *spec_load(const char *path)
{
	return spec_load_max(path, HCL_MAX_FILE_SIZE);
}

spec_loaded *spec_load_max(const char *path, size_t max_size)
{
	spec_loader ld;
	spec_loaded *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	hcl_arena_init(&s->arena);
	s->roots.size = sizeof(spec_root);
	s->blocks.size = sizeof(spec_block);
	s->features.size = sizeof(spec_feature);
	s->editions.size = sizeof(spec_edition);
	s->diags.size = sizeof(spec_diag);
	s->functions.size = sizeof(spec_function);
	s->namespaces.size = sizeof(spec_namespace);
	s->types.size = sizeof(spec_type);
	s->drift.size = sizeof(spec_drift_note);
	s->lang.fallback.feature = -1;
	memset(&ld, 0, sizeof ld);
	ld.s = s;
	ld.max_size = max_size;
	if (load_file(&ld, path, 0) != 0) {
		hcl_file *f = hcl_parse(path, "", 0, HCL_MODE_CONFIG);
		ld.incomplete = 1;
		if (f) {
			s->files[s->nfiles++] = f;
			spec_problem(&ld, f, 0, 0, "Cannot read spec", "The spec file %s could not be read%s.",
				     path, ld.why);
		}
	}
	return finish(&ld);
}

const spec_lang *spec_loaded_lang(const spec_loaded *s)
{
	return &s->lang;
}

unsigned spec_loaded_errors(const spec_loaded *s)
{
	return s->errors;
}

struct hcl_file *spec_loaded_file(const spec_loaded *s, unsigned i)
{
	return i < s->nfiles ? s->files[i] : NULL;
}

void spec_loaded_free(spec_loaded *s)
{
	if (!s)
		return;
	for (unsigned i = 0; i < s->nfiles; i++)
		hcl_file_free(s->files[i]);
	hcl_arena_free(&s->arena);
	free(s);
}
