/* spec_load.c - reads a language spec (doc/spec.md) into the tables of
 * spec.h: one reader per block kind, driven by the columns of
 * spec_fields.h, then whole files and `extends` (spec_open.c has the
 * public entry points).  Values are
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

static void read_root_fields(spec_loader *ld, const hcl_block *b, spec_root *r, int changing)
{
	if (!changing) {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_INIT_##kind(&r->field)
#include "spec_fields.h"
	}
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_READ_##kind(ld, b, key, &r->field)
#include "spec_fields.h"
}

static void read_fallback_fields(spec_loader *ld, const hcl_block *b, spec_root *r, int changing)
{
	if (!changing) {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_INIT_##kind(&r->field)
#include "spec_fields.h"
	}
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_FALLBACK_##in(SPEC_READ_##kind(ld, b, key, &r->field))
#include "spec_fields.h"
}

/* The readers of each table's columns.  Deliberately alike: one function per table, each expanding that
 * table's X-list of spec_fields.h; an #include cannot stand in a macro, so
 * the bodies cannot be written once. */

/* (A block's columns all start as zeroes: SPEC_INIT does nothing.) */
static void read_block_fields(spec_loader *ld, const hcl_block *b, spec_block *k)
{
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &k->field)
#include "spec_fields.h"
}

static void read_feature_fields(spec_loader *ld, const hcl_block *b, spec_feature *f, int changing)
{
	if (!changing) {
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_INIT_##kind(&f->field)
#include "spec_fields.h"
	}
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &f->field)
#include "spec_fields.h"
}

static void read_edition_fields(spec_loader *ld, const hcl_block *b, spec_edition *e, int changing)
{
	if (!changing) {
#define SPEC_EDITION_FIELD(field, key, kind) SPEC_INIT_##kind(&e->field)
#include "spec_fields.h"
	}
#define SPEC_EDITION_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &e->field)
#include "spec_fields.h"
}

static void read_diag_fields(spec_loader *ld, const hcl_block *b, spec_diag *d, int changing)
{
	if (!changing) {
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_INIT_##kind(&d->field)
#include "spec_fields.h"
	}
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &d->field)
#include "spec_fields.h"
}

static void read_function_fields(spec_loader *ld, const hcl_block *b, spec_function *fn, int changing)
{
	if (!changing) {
#define SPEC_FUNCTION_FIELD(field, key, kind) SPEC_INIT_##kind(&fn->field)
#include "spec_fields.h"
	}
#define SPEC_FUNCTION_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &fn->field)
#include "spec_fields.h"
}

static void read_namespace_fields(spec_loader *ld, const hcl_block *b, spec_namespace *ns, int changing)
{
	if (!changing) {
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_INIT_##kind(&ns->field)
#include "spec_fields.h"
	}
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_READ_##kind(ld, b, key, &ns->field)
#include "spec_fields.h"
}

static void read_type_fields(spec_loader *ld, const hcl_block *b, spec_type *t, int changing)
{
	if (!changing) {
#define SPEC_TYPE_FIELD(field, key, kind) SPEC_INIT_##kind(&t->field)
#include "spec_fields.h"
	}
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
		     "%s \"%s\" needs a %s: %s = %s.", what, b->labels->text, key, key, spec_buf_done(ld, &list));
}

/* The blocks an item's block may hold: `add` and `remove`. */
static const char *const item_nested[] = {"add", "remove", NULL};

/* ---- one block kind at a time ------------------------------------------- */

/* The language block: its keys replace the base's; in a spec that extends
 * another, `add` and `remove` change the base's lists. */
static void read_language(spec_loader *ld, const hcl_block *b)
{
	static const spec_item_meta none;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "language", language_keys, COUNT(language_keys), item_nested);
	read_language_fields(ld, b, &ld->s->lang);
	ld->prev_file = ld->lang_file;
	ld->prev_at = ld->lang_at;
	spec_change_item_lists(ld, b, spec_base_file(ld) != NULL, &none, &ld->s->lang, SPEC_T_LANG, "language");
	ld->lang_file = (uint16_t)ld->fi;
	ld->lang_at = b->type_start;
}

/* The keys of roots (and the fallback) that module analysis reads, given
 * for it in this block or a base's. */
static void check_analysis_keys(spec_loader *ld, const hcl_block *b, const spec_root *r, uint64_t given)
{
	if ((r->requires_self || r->requires_argument) && !(given >> SPEC_COL_ROOT_out_of_context & 1))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Root \"%s\" is limited to a context: give out_of_context = \"DIAGNOSTIC\".",
			     r->name);
	if (r->declared_by && !(given >> SPEC_COL_ROOT_undeclared & 1))
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

/* What a root of its form must and must not have (given: its keys). */
static void check_root_form(spec_loader *ld, const hcl_block *b, spec_root *r, uint64_t given)
{
#define GIVEN(field) ((int)(given >> SPEC_COL_ROOT_##field & 1))
	if (r->form == SPEC_FORM_TYPE_NAME) {
		resource_defaults(r);
		if (!r->what || !r->two_names || (!r->mode && !GIVEN(subject)))
			spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
				     "Root \"%s\" has form type_name: it needs what, two_names, and mode (which "
				     "may be left out only with a subject of its own).", r->name);
		return;
	}
	if (!GIVEN(subject) && r->form != SPEC_FORM_RESERVED && r->form != SPEC_FORM_MODULE_CALL)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Root \"%s\" needs subject = \"KIND\": the kind of reference it makes.", r->name);
	if (GIVEN(mode) || GIVEN(what) || GIVEN(two_names) || GIVEN(instance_subject))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": mode, what, two_names and instance_subject apply only to form "
			     "type_name.", r->name);
#undef GIVEN
}

static void read_root(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "root", root_keys, COUNT(root_keys), item_nested);
	spec_root *r = spec_define(ld, &ld->s->roots, &ld->ids[SPEC_IDS_ROOT], b, "roots", &changing);
	spec_item_meta *m = spec_meta(ld, &ld->s->roots, r);
	if (!changing)
		r->form = SPEC_FORM_RESERVED; /* when it is missing or wrong: reported, and nothing more asked */
	read_root_fields(ld, b, r, changing);
	m->given |= spec_given_keys(b, SPEC_T_ROOT);
	spec_change_item_lists(ld, b, changing, m, r, SPEC_T_ROOT, "root");
	if (!(m->given >> SPEC_COL_ROOT_form & 1))
		missing_choice(ld, b, "Root", "form", spec_form_names, SPEC_FORM_FALLBACK);
	check_analysis_keys(ld, b, r, m->given);
	check_root_form(ld, b, r, m->given);
	if (r->escape && r->form != SPEC_FORM_TYPE_NAME)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": only a type_name root can be the escape prefix.", r->name);
	if (r->alias && r->form != SPEC_FORM_NAME)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Root \"%s\": alias applies only to form name.", r->name);
}

/* The fallback: one per spec; a spec that extends another may change its
 * base's, once. */
static void read_fallback(spec_loader *ld, const hcl_block *b)
{
	spec_root *r = &ld->s->lang.fallback;
	int changing = ld->saw_fallback && ld->fallback_file != ld->fi;
	spec_check_keys(ld, b, "fallback", fallback_keys, COUNT(fallback_keys), NULL);
	if (ld->saw_fallback++ && !changing) {
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Duplicate spec block",
			     "A spec has exactly one fallback block, and this file has one already, at %s; "
			     "remove this one.", spec_place(ld, ld->fallback_file, ld->fallback_at));
		return;
	}
	if (!changing) {
		memset(r, 0, sizeof *r);
		ld->fallback_given = 0;
	}
	ld->fallback_file = (uint16_t)ld->fi;
	ld->fallback_at = b->type_start;
	read_fallback_fields(ld, b, r, changing);
	ld->fallback_given |= spec_given_keys(b, SPEC_T_ROOT);
	r->name = "";
	r->form = SPEC_FORM_FALLBACK;
	resource_defaults(r);
	check_analysis_keys(ld, b, r, ld->fallback_given);
	if (!r->mode || !r->what)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "The fallback block needs mode and what.");
}

/* The forms an argument_forms entry may name. */
static const char *const arg_forms[] = {
#define SPEC_ARG_FORM(name) #name,
#include "spec_words.h"
};

/* Each entry is NAME=FORM, optionally followed by words (reported at b's
 * argument_forms, or at b when they come from elsewhere). */
static void check_forms(spec_loader *ld, const hcl_block *b, spec_names forms)
{
	const hcl_attr *a = spec_attr(b, "argument_forms");
	uint32_t start = a ? a->expr->start : b->type_start, end = a ? a->expr->end : b->type_end;
	for (uint16_t i = 0; i < forms.n; i++) {
		const char *eq = strchr(forms.v[i], '=');
		size_t n = eq ? strcspn(eq + 1, " ") : 0;
		int ok = 0;
		for (size_t f = 0; eq && eq > forms.v[i] && f < COUNT(arg_forms) && !ok; f++)
			ok = strlen(arg_forms[f]) == n && strncmp(arg_forms[f], eq + 1, n) == 0;
		if (!ok) {
			hcl_buf names = {0};
			spec_word_list(&names, arg_forms, (int)COUNT(arg_forms), " and ");
			spec_problem(ld, ld->f, start, end, "Invalid spec value",
				     "\"%s\" is not NAME=FORM; the forms are %s.", forms.v[i], spec_buf_done(ld, &names));
		}
	}
}

/* A block type, nested in block type parent (-1: at the top).  In a spec
 * that extends another, one its base has at the same place (at the top:
 * of module files, or of test files with test_file = true) is changed:
 * each key given replaces the base's value, `add` and `remove` blocks
 * change its lists, and nested blocks change (or add) its nested block
 * types. */
static void read_block(spec_loader *ld, const hcl_block *b, int parent)
{
	static const char *const nested[] = {"block", "add", "remove", NULL};
	int changing, idx;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "block", block_keys, COUNT(block_keys), nested);
	spec_block *k = spec_define_block(ld, b, parent, &changing, &idx);
	read_block_fields(ld, b, k);
	if (parent >= 0) /* nested blocks are of the file kind of their parent */
		k->test_file = SPEC_ITEM(ld->s->blocks, spec_block, parent).test_file;
	spec_meta(ld, &ld->s->blocks, k)->given |= spec_given_keys(b, SPEC_T_BLOCK);
	if ((uint32_t)idx >= ld->s->blocks.n)
		return; /* past the limit: reported */
	spec_change_block_lists(ld, b, changing, idx);
	check_forms(ld, b, SPEC_ITEM(ld->s->blocks, spec_block, idx).argument_forms);
	for (const hcl_block *c = b->body->blocks; c; c = c->next)
		if (strcmp(c->type, "block") == 0)
			read_block(ld, c, idx);
}

static void read_top_block(spec_loader *ld, const hcl_block *b)
{
	read_block(ld, b, -1);
}

static void read_feature(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "feature", feature_keys, COUNT(feature_keys), item_nested);
	spec_feature *f = spec_define(ld, &ld->s->features, &ld->ids[SPEC_IDS_FEATURE], b, "features", &changing);
	spec_item_meta *m = spec_meta(ld, &ld->s->features, f);
	if (!changing)
		f->state = SPEC_REMOVED; /* when it is missing or wrong: reported, and never on */
	read_feature_fields(ld, b, f, changing);
	m->given |= spec_given_keys(b, SPEC_T_FEATURE);
	spec_change_item_lists(ld, b, changing, m, f, SPEC_T_NONE, "feature");
	if (!(m->given >> SPEC_COL_FEATURE_state & 1))
		missing_choice(ld, b, "Feature", "state", spec_state_names, SPEC_STATE_COUNT);
	if (f->state == SPEC_SELECTABLE && !(m->given >> SPEC_COL_FEATURE_opt_in & 1))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Feature \"%s\" is selectable: give the block type that opts a module in, "
			     "opt_in = \"TYPE\".", f->name);
	if (f->state != SPEC_SELECTABLE && (m->given >> SPEC_COL_FEATURE_opt_in & 1))
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			     "Feature \"%s\": only a selectable feature has an opt_in block.", f->name);
	if ((f->state == SPEC_CONCLUDED || f->state == SPEC_REMOVED) && !f->message)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Feature \"%s\" is %s: give the message shown when it is named as an experiment.",
			     f->name, spec_state_names[f->state]);
}

/* An edition's features: names, resolved to feature indices once every
 * file is read (spec_pend_editions); in a change, `add` and `remove`
 * change the base's list. */
static void read_edition_features(spec_loader *ld, const hcl_block *b, spec_item_meta *m, int changing)
{
	const hcl_attr *fa = spec_attr(b, "features");
	if (fa) {
		m->names.n = 0;
		spec_read_list(ld, b, "features", &m->names);
	}
	if (fa || !changing) {
		m->names_at = fa ? fa->expr->start : b->type_start;
		m->names_file = (uint16_t)ld->fi;
	}
	spec_change_item_lists(ld, b, changing, m, m, SPEC_T_EDITION, "edition");
}

static void read_edition(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "edition", edition_keys, COUNT(edition_keys), item_nested);
	spec_edition *e = spec_define(ld, &ld->s->editions, &ld->ids[SPEC_IDS_EDITION], b, "editions", &changing);
	read_edition_fields(ld, b, e, changing);
	read_edition_features(ld, b, spec_meta(ld, &ld->s->editions, e), changing);
}

static void read_diag(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "diagnostic", diag_keys, COUNT(diag_keys), item_nested);
	spec_diag *d = spec_define(ld, &ld->s->diags, &ld->ids[SPEC_IDS_DIAG], b, "diagnostics", &changing);
	if (!changing)
		d->severity = SPEC_ERROR;
	read_diag_fields(ld, b, d, changing);
	spec_change_item_lists(ld, b, changing, spec_meta(ld, &ld->s->diags, d), d, SPEC_T_DIAG, "diagnostic");
	if (!d->code || !d->summary)
		spec_problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			     "Diagnostic \"%s\" needs at least code and summary.", d->id);
	if (!d->detail)
		d->detail = "";
	spec_check_placeholders(ld, b, "summary", d->summary, d->params);
	spec_check_placeholders(ld, b, "detail", d->detail, d->params);
}

/* A function (one named like one of the base's changes it: an extending
 * spec can so end a function with `until`). */
static void read_function(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "function", function_keys, COUNT(function_keys), item_nested);
	spec_function *fn = spec_define(ld, &ld->s->functions, &ld->ids[SPEC_IDS_FUNCTION], b, "functions", &changing);
	read_function_fields(ld, b, fn, changing);
	spec_change_item_lists(ld, b, changing, spec_meta(ld, &ld->s->functions, fn), fn, SPEC_T_NONE, "function");
}

static void read_namespace(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "namespace", namespace_keys, COUNT(namespace_keys), item_nested);
	spec_namespace *ns = spec_define(ld, &ld->s->namespaces, &ld->ids[SPEC_IDS_NAMESPACE], b, "namespaces", &changing);
	spec_item_meta *m = spec_meta(ld, &ld->s->namespaces, ns);
	read_namespace_fields(ld, b, ns, changing);
	m->given |= spec_given_keys(b, SPEC_T_NAMESPACE);
	spec_change_item_lists(ld, b, changing, m, ns, SPEC_T_NONE, "namespace");
	if (!(m->given >> SPEC_COL_NAMESPACE_form & 1))
		missing_choice(ld, b, "Namespace", "form", spec_namespace_form_names, SPEC_NS_COUNT);
}

/* A name of the type-constraint reader. */
static void read_type(spec_loader *ld, const hcl_block *b)
{
	int changing;
	if (!spec_one_label(ld, b))
		return;
	spec_check_keys(ld, b, "type", type_keys, COUNT(type_keys), item_nested);
	spec_type *t = spec_define(ld, &ld->s->types, &ld->ids[SPEC_IDS_TYPE], b, "types", &changing);
	spec_item_meta *m = spec_meta(ld, &ld->s->types, t);
	read_type_fields(ld, b, t, changing);
	m->given |= spec_given_keys(b, SPEC_T_TYPE);
	spec_change_item_lists(ld, b, changing, m, t, SPEC_T_NONE, "type");
	if (!(m->given >> SPEC_COL_TYPE_form & 1))
		missing_choice(ld, b, "Type", "form", spec_type_form_names, SPEC_TYPE_COUNT);
}


/* ---- whole files -------------------------------------------------------- */

/* The blocks of a spec file; the language block is read first, apart,
 * and so are the `remove` blocks, right after it. */
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
	{"change", spec_read_change},
	{"remove", NULL},
};

static void unknown_block(spec_loader *ld, const hcl_block *b)
{
	const char *types[COUNT(block_readers)];
	hcl_buf list = {0};
	for (size_t i = 0; i < COUNT(block_readers); i++)
		types[i] = block_readers[i].type;
	spec_word_list(&list, types, (int)COUNT(types), " and ");
	spec_problem(ld, ld->f, b->type_start, b->type_end, "Unknown spec block",
		     "A spec has no \"%s\" block. Its blocks are %s.", b->type, spec_buf_done(ld, &list));
}


/* The index of the file already read that path names (the same file, by
 * device and inode), or -1. */
static int already_read(const spec_loader *ld, const char *path)
{
	struct stat a, b;
	for (unsigned i = 0; ld->mem && i < ld->s->nfiles; i++) /* sources in memory: by name */
		if (strcmp(ld->s->files[i]->name, path) == 0)
			return (int)i;
	if (ld->mem || stat(path, &a) != 0)
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
		     spec_buf_done(ld, &chain));
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
	} else if (spec_load_file(ld, full, depth + 1) != 0) {
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
				     "A spec file has exactly one language block, and this one has one at %s; "
				     "remove this one.", spec_place(ld, ld->fi, lang->type_start));
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
	for (const hcl_block *b = body->blocks; b; b = b->next)
		if (strcmp(b->type, "remove") == 0)
			spec_remove_items(ld, b);
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
	spec_compact(ld);
}

/* Why the last file could not be read: ": file too large", or "". */
static void set_why(spec_loader *ld, int err)
{
	ld->why = err == EFBIG ? ": it is over the size limit" : err == EISDIR ? ": it is a directory"
		: err == HCL_ENOTREG ? ": it is not a regular file" : err == ENOENT ? ": there is no such file" : "";
}

/* The text of the source in memory named path (a copy, as hcl_read_file_max
 * returns it), or NULL with *err set. */
static char *read_source(const spec_loader *ld, const char *path, size_t *len, int *err)
{
	const spec_source *m = ld->mem;
	while (m < ld->mem + ld->nmem && strcmp(m->name, path) != 0)
		m++;
	*err = m == ld->mem + ld->nmem ? ENOENT : m->len > ld->max_size ? EFBIG : 0;
	char *src = *err ? NULL : malloc(m->len + 1);
	if (src) {
		memcpy(src, m->text, m->len);
		src[m->len] = '\0';
		*len = m->len;
	}
	return src;
}

int spec_load_file(spec_loader *ld, const char *path, int depth)
{
	size_t len;
	int err = 0;
	char *src = ld->mem ? read_source(ld, path, &len, &err) : hcl_read_file_max(path, ld->max_size, &len, &err);
	set_why(ld, err);
	if (!src && err == ENOMEM)
		spec_nomem(ld);
	if (!src)
		return -1;
	hcl_file *f = hcl_parse_owned(path, src, len, HCL_MODE_CONFIG);
	if (f && hcl_file_no_memory(f)) { /* not the whole file */
		hcl_file_free(f);
		spec_nomem(ld);
	}
	if (!f && len <= HCL_MAX_FILE_SIZE_CAP) /* else too large to parse */
		spec_nomem(ld);
	if (!f)
		return -1;
	if (ld->s->nfiles == SPEC_MAX_FILES) {
		hcl_file_free(f);
		return -1;
	}
	f->arena.oom = ld->oom;
	ld->fi = ld->s->nfiles;
	ld->s->files[ld->s->nfiles++] = f;
	ld->f = f;
	ld->s->errors += f->nerrors;
	if (f->body)
		read_body(ld, f->body, path, depth);
	return 0;
}
