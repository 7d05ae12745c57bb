/* spec_load.c - reads a language spec (doc/spec.md) into the tables of
 * spec.h and checks it.  Every problem becomes a diagnostic on the spec
 * file, at the key or block it is about, saying what to do. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "spec.h"

enum { MAX_FILES = 4 };

/* A table under construction: items of one kind, with where each was
 * declared. */
typedef struct grow {
	void *v;
	uint32_t *at; /* byte offset of the declaring block */
	uint16_t *file;
	uint32_t n, cap;
	size_t size;
} grow;

struct spec_loaded {
	hcl_arena arena;
	hcl_file *files[MAX_FILES];
	unsigned nfiles;
	unsigned errors;
	spec_lang lang;
	grow roots, blocks, features, editions, diags;
};

typedef struct loader {
	spec_loaded *s;
	hcl_file *f;   /* the file being read */
	unsigned fi;   /* its index */
	int saw_language, saw_fallback;
	/* names that refer to other items, resolved once all is read */
	struct pending {
		const char *name;
		uint16_t kind; /* what it names */
		uint16_t file;
		uint32_t at;
		grow *g;       /* the slot is in item `index` of g at byte `off` ... */
		uint32_t index;
		size_t off;
		int16_t *slot; /* ... or here, when g is NULL */
	} *pend;
	uint32_t npend, cappend;
} loader;

enum { REF_FEATURE, REF_BLOCK, REF_DIAG };

static void *grow_add(spec_loaded *s, grow *g, uint16_t file, uint32_t at)
{
	if (g->n == g->cap) {
		uint32_t ncap = g->cap ? g->cap * 2 : 16;
		void *nv = hcl_alloc(&s->arena, ncap * g->size);
		uint32_t *nat = hcl_alloc(&s->arena, ncap * sizeof *nat);
		uint16_t *nf = hcl_alloc(&s->arena, ncap * sizeof *nf);
		if (g->n) {
			memcpy(nv, g->v, g->n * g->size);
			memcpy(nat, g->at, g->n * sizeof *nat);
			memcpy(nf, g->file, g->n * sizeof *nf);
		}
		g->v = nv;
		g->at = nat;
		g->file = nf;
		g->cap = ncap;
	}
	g->at[g->n] = at;
	g->file[g->n] = file;
	return (char *)g->v + g->size * g->n++;
}

/* Reports a problem at [start, end) of the current file. */
static void problem(loader *ld, hcl_file *f, uint32_t start, uint32_t end, const char *summary,
		    const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	hcl_diag_add(f, HCL_ERROR, start, end, summary,
		     hcl_strndup(&f->arena, buf, strlen(buf)));
	ld->s->errors++;
}

/* ---- reading values ----------------------------------------------------- */

static const char *str_value(loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_TEMPLATE && !(e->flags & HCL_EF_HEREDOC) && e->list && !e->list->next &&
	    e->list->kind == HCL_E_LITERAL) {
		return hcl_strndup(&ld->s->arena, e->list->text, e->list->len);
	}
	if (e->kind == HCL_E_TEMPLATE && e->flags & HCL_EF_HEREDOC) {
		size_t n = 0;
		for (const hcl_expr *p = e->list; p; p = p->next) {
			if (p->kind != HCL_E_LITERAL)
				goto bad;
			n += p->len;
		}
		char *s = hcl_alloc(&ld->s->arena, n + 1), *o = s;
		for (const hcl_expr *p = e->list; p; p = p->next) {
			memcpy(o, p->text, p->len);
			o += p->len;
		}
		if (o > s && o[-1] == '\n')
			o[-1] = '\0'; /* a heredoc's last newline is not part of the text */
		return s;
	}
bad:
	problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		"The value of \"%s\" must be a quoted string with no interpolation.", a->name);
	return NULL;
}

static const char *keyword_value(loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_SCOPETRAV && e->trav.nsteps == 1)
		return hcl_strndup(&ld->s->arena, e->trav.head->text, e->trav.head->len);
	problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		"The value of \"%s\" must be a bare keyword, such as %s = name.", a->name, a->name);
	return NULL;
}

static int bool_value(loader *ld, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE;
	problem(ld, ld->f, e->start, e->end, "Invalid spec value",
		"The value of \"%s\" must be true or false.", a->name);
	return 0;
}

static spec_names list_value(loader *ld, const hcl_attr *a)
{
	spec_names r = {NULL, 0};
	const hcl_expr *e = a->expr;
	uint16_t n = 0;
	if (e->kind != HCL_E_TUPLE) {
		problem(ld, ld->f, e->start, e->end, "Invalid spec value",
			"The value of \"%s\" must be a list of quoted strings, such as [\"a\", \"b\"].", a->name);
		return r;
	}
	for (const hcl_expr *p = e->list; p; p = p->next)
		n++;
	const char **v = hcl_alloc(&ld->s->arena, (n ? n : 1) * sizeof *v);
	n = 0;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		if (p->kind == HCL_E_TEMPLATE && p->list && !p->list->next && p->list->kind == HCL_E_LITERAL &&
		    !(p->flags & HCL_EF_HEREDOC)) {
			v[n++] = hcl_strndup(&ld->s->arena, p->list->text, p->list->len);
			continue;
		}
		problem(ld, ld->f, p->start, p->end, "Invalid spec value",
			"Each element of \"%s\" must be a quoted string.", a->name);
	}
	for (uint16_t i = 0; i < n; i++)
		for (uint16_t j = 0; j < i; j++)
			if (strcmp(v[i], v[j]) == 0)
				problem(ld, ld->f, e->start, e->end, "Duplicate list element",
					"\"%s\" appears twice in \"%s\"; list it once.", v[i], a->name);
	r.v = v;
	r.n = n;
	return r;
}

/* Checks every attribute of b against the allowed keys (NULL-terminated)
 * and every nested block against the allowed block types. */
static void check_keys(loader *ld, const hcl_block *b, const char *what, const char *const *keys,
		       const char *const *blocks)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
		int ok = 0;
		for (const char *const *k = keys; *k && !ok; k++)
			ok = strcmp(*k, a->name) == 0;
		if (!ok) {
			char list[512] = "";
			for (const char *const *k = keys; *k; k++) {
				if (strlen(list) + strlen(*k) + 4 >= sizeof list)
					break;
				strcat(list, list[0] ? ", " : "");
				strcat(list, *k);
			}
			problem(ld, ld->f, a->name_start, a->name_end, "Unknown spec key",
				"A %s block has no key \"%s\". The keys it takes are: %s.", what, a->name, list);
		}
	}
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		int ok = 0;
		for (const char *const *t = blocks; t && *t && !ok; t++)
			ok = strcmp(*t, k->type) == 0;
		if (!ok)
			problem(ld, ld->f, k->type_start, k->type_end, "Unknown spec block",
				"A %s block cannot contain a \"%s\" block.", what, k->type);
	}
}

static const hcl_attr *attr(const hcl_block *b, const char *name)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next)
		if (strcmp(a->name, name) == 0)
			return a;
	return NULL;
}

static const char *opt_str(loader *ld, const hcl_block *b, const char *name)
{
	const hcl_attr *a = attr(b, name);
	return a ? str_value(ld, a) : NULL;
}

static spec_names opt_list(loader *ld, const hcl_block *b, const char *name)
{
	const hcl_attr *a = attr(b, name);
	spec_names none = {NULL, 0};
	return a ? list_value(ld, a) : none;
}

static int opt_bool(loader *ld, const hcl_block *b, const char *name)
{
	const hcl_attr *a = attr(b, name);
	return a ? bool_value(ld, a) : 0;
}

/* Matches a keyword attribute against choices; returns its index, dflt
 * when absent, or -1 after reporting. */
static int opt_choice(loader *ld, const hcl_block *b, const char *name, const char *const *choices,
		      int dflt)
{
	const hcl_attr *a = attr(b, name);
	if (!a)
		return dflt;
	const char *kw = keyword_value(ld, a);
	if (!kw)
		return -1;
	for (int i = 0; choices[i]; i++)
		if (strcmp(choices[i], kw) == 0)
			return i;
	char list[256] = "";
	for (int i = 0; choices[i]; i++) {
		strcat(list, i ? ", " : "");
		strcat(list, choices[i]);
	}
	problem(ld, ld->f, a->expr->start, a->expr->end, "Invalid spec value",
		"\"%s\" is not a valid %s; use one of: %s.", kw, name, list);
	return -1;
}

static int one_label(loader *ld, const hcl_block *b)
{
	if (b->nlabels == 1)
		return 1;
	problem(ld, ld->f, b->type_start, b->type_end, "Invalid spec block",
		"A %s block takes exactly one label, its name: %s \"NAME\" { ... }.", b->type, b->type);
	return 0;
}

/* Remembers that *slot names something to resolve at the end.  A slot
 * inside a table under construction is kept as (table, item, offset): the
 * table moves as it grows. */
static void pend(loader *ld, const char *name, int kind, uint32_t at, int16_t *slot)
{
	grow *tables[] = {&ld->s->roots, &ld->s->blocks, &ld->s->features, &ld->s->editions, &ld->s->diags};
	*slot = -1;
	if (!name)
		return;
	if (ld->npend == ld->cappend) {
		uint32_t ncap = ld->cappend ? ld->cappend * 2 : 32;
		struct pending *n = realloc(ld->pend, ncap * sizeof *n);
		if (!n)
			return;
		ld->pend = n;
		ld->cappend = ncap;
	}
	ld->pend[ld->npend].name = name;
	ld->pend[ld->npend].kind = (uint16_t)kind;
	ld->pend[ld->npend].file = (uint16_t)ld->fi;
	ld->pend[ld->npend].at = at;
	ld->pend[ld->npend].g = NULL;
	ld->pend[ld->npend].slot = slot;
	for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) {
		grow *g = tables[t];
		char *base = g->v, *p = (char *)slot;
		if (g->n && p >= base && p < base + g->n * g->size) {
			ld->pend[ld->npend].g = g;
			ld->pend[ld->npend].index = (uint32_t)((size_t)(p - base) / g->size);
			ld->pend[ld->npend].off = (size_t)(p - base) % g->size;
		}
	}
	ld->npend++;
}

/* ---- one block kind at a time ------------------------------------------ */

static const char *const forms[] = {"name", "type_name", "module_call", "bare", "reserved", NULL};
static const char *const scopes[] = {"any", "testing", NULL};
static const char *const states[] = {"experiment", "selectable", "concluded", "removed", NULL};
static const char *const severities[] = {"", "error", "warning", NULL};
static const char *const tk_results[] = {"none", "reference", NULL};

static void read_language(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {
		"display", "c_prefix", "version", "module_extensions", "test_extensions", "experiments_in",
		"edition_in", "edition_attribute", "function_namespace", "type_keywords",
		"type_keyword_result", "index_object", "extends", "dynamic_block", "dynamic_iterator",
		"dynamic_content", "suggestion", "resource_suggestion", "repetition_arguments",
		"self_only_references", "sensitive_function", "attribute_suggestion", NULL};
	spec_lang *l = &ld->s->lang;
	const hcl_attr *a;

	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "language", keys, NULL);
	l->name = hcl_strndup(&ld->s->arena, b->labels->text, strlen(b->labels->text));
#define STR_KEY(field, key) if ((a = attr(b, key)) != NULL) l->field = str_value(ld, a)
#define LIST_KEY(field, key) if ((a = attr(b, key)) != NULL) l->field = list_value(ld, a)
	STR_KEY(display, "display");
	STR_KEY(c_prefix, "c_prefix");
	STR_KEY(version, "version");
	LIST_KEY(module_extensions, "module_extensions");
	LIST_KEY(test_extensions, "test_extensions");
	STR_KEY(experiments_in, "experiments_in");
	STR_KEY(edition_in, "edition_in");
	STR_KEY(edition_attribute, "edition_attribute");
	STR_KEY(function_namespace, "function_namespace");
	LIST_KEY(type_keywords, "type_keywords");
	STR_KEY(index_object, "index_object");
	STR_KEY(dynamic_block, "dynamic_block");
	STR_KEY(dynamic_iterator, "dynamic_iterator");
	STR_KEY(dynamic_content, "dynamic_content");
	STR_KEY(suggestion, "suggestion");
	STR_KEY(resource_suggestion, "resource_suggestion");
	LIST_KEY(repetition_arguments, "repetition_arguments");
	LIST_KEY(self_only_references, "self_only_references");
	STR_KEY(sensitive_function, "sensitive_function");
	STR_KEY(attribute_suggestion, "attribute_suggestion");
#undef STR_KEY
#undef LIST_KEY
	if (attr(b, "type_keyword_result")) {
		int r = opt_choice(ld, b, "type_keyword_result", tk_results, 0);
		if (r >= 0)
			l->type_keyword_reference = (uint8_t)r;
	}
}

/* The keys of roots (and the fallback) that module analysis reads. */
static void read_analysis_keys(loader *ld, const hcl_block *b, spec_root *r)
{
	const hcl_attr *a;
	int d = opt_choice(ld, b, "declared_by", spec_decl_names, 0);
	r->declared_by = (uint8_t)(d < 0 ? 0 : d);
	r->requires_self = (uint8_t)opt_bool(ld, b, "requires_self");
	r->requires_argument = opt_str(ld, b, "requires_argument");
	r->removed_attributes = opt_list(ld, b, "removed_attributes");
	r->static_attributes = opt_list(ld, b, "static_attributes");
	a = attr(b, "undeclared");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &r->undeclared);
	a = attr(b, "out_of_context");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &r->out_of_context);
	a = attr(b, "invalid_attribute");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &r->invalid_attribute);
	a = attr(b, "removed_attribute");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &r->removed_attribute);
	if ((r->requires_self || r->requires_argument) && !attr(b, "out_of_context"))
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Root \"%s\" is limited to a context: give out_of_context = \"DIAGNOSTIC\".", r->name);
	if (r->declared_by && !attr(b, "undeclared"))
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"\"%s\" names declarations: give undeclared = \"DIAGNOSTIC\".", r->name);
}

static void read_resource_keys(loader *ld, const hcl_block *b, spec_root *r)
{
	r->subject = opt_str(ld, b, "subject");
	r->instance_subject = opt_str(ld, b, "instance_subject");
	r->mode = opt_str(ld, b, "mode");
	r->what = opt_str(ld, b, "what");
	if (!r->subject)
		r->subject = "Resource";
	if (!r->instance_subject)
		r->instance_subject = "ResourceInstance";
}

static void read_root(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {"form", "subject", "instance_subject", "mode", "what",
					   "two_names", "alias", "attributes", "no_remaining", "scope",
					   "feature", "escape", "refers", "since", "declared_by", "requires_self",
					   "requires_argument", "removed_attributes", "undeclared",
					   "out_of_context", "invalid_attribute", "removed_attribute",
					   "static_attributes", NULL};
	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "root", keys, NULL);
	spec_root *r = grow_add(ld->s, &ld->s->roots, (uint16_t)ld->fi, b->type_start);
	memset(r, 0, sizeof *r);
	r->name = b->labels->text;
	int form = opt_choice(ld, b, "form", forms, -2);
	if (form == -2)
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Root \"%s\" needs a form: form = name, type_name, module_call, bare or reserved.", r->name);
	r->form = (uint8_t)(form < 0 ? SPEC_FORM_RESERVED : form);
	int scope = opt_choice(ld, b, "scope", scopes, 0);
	r->scope = (uint8_t)(scope < 0 ? 0 : scope);
	r->alias = (uint8_t)opt_bool(ld, b, "alias");
	r->escape = (uint8_t)opt_bool(ld, b, "escape");
	r->no_remaining = (uint8_t)opt_bool(ld, b, "no_remaining");
	r->two_names = opt_str(ld, b, "two_names");
	r->refers = opt_str(ld, b, "refers");
	r->since = opt_str(ld, b, "since");
	r->attributes = opt_list(ld, b, "attributes");
	read_analysis_keys(ld, b, r);
	const hcl_attr *fa = attr(b, "feature");
	pend(ld, fa ? str_value(ld, fa) : NULL, REF_FEATURE, fa ? fa->expr->start : 0, &r->feature);
	if (r->form == SPEC_FORM_TYPE_NAME) {
		read_resource_keys(ld, b, r);
		if (!r->what || !r->two_names || (!r->mode && !attr(b, "subject")))
			problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
				"Root \"%s\" has form type_name: it needs what, two_names, and mode (which may "
				"be left out only with a subject of its own).", r->name);
	} else {
		r->subject = opt_str(ld, b, "subject");
		if (!r->subject && form >= 0 && r->form != SPEC_FORM_RESERVED &&
		    r->form != SPEC_FORM_MODULE_CALL)
			problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
				"Root \"%s\" needs subject = \"KIND\": the kind of reference it makes.", r->name);
		if (attr(b, "mode") || attr(b, "what") || attr(b, "two_names") || attr(b, "instance_subject"))
			problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
				"Root \"%s\": mode, what, two_names and instance_subject apply only to form type_name.",
				r->name);
	}
	if (r->escape && r->form != SPEC_FORM_TYPE_NAME)
		problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			"Root \"%s\": only a type_name root can be the escape prefix.", r->name);
	if (r->alias && r->form != SPEC_FORM_NAME)
		problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			"Root \"%s\": alias applies only to form name.", r->name);
}

static void read_fallback(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {"mode", "what", "subject", "instance_subject", "declared_by",
					   "undeclared", NULL};
	spec_root *r = &ld->s->lang.fallback;
	check_keys(ld, b, "fallback", keys, NULL);
	if (ld->saw_fallback++)
		problem(ld, ld->f, b->type_start, b->type_end, "Duplicate spec block",
			"A spec has exactly one fallback block; remove this one.");
	memset(r, 0, sizeof *r);
	r->name = "";
	r->form = SPEC_FORM_FALLBACK;
	r->feature = -1;
	read_resource_keys(ld, b, r);
	read_analysis_keys(ld, b, r);
	if (!r->mode || !r->what)
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"The fallback block needs mode and what.");
}

/* The forms an argument_forms entry may name. */
static const char *const arg_forms[] = {
#define SPEC_ARG_FORM(name) #name,
#include "spec_words.h"
	NULL};

/* Each entry is NAME=FORM, optionally followed by words. */
static void check_forms(loader *ld, const hcl_block *b, spec_names forms_)
{
	const hcl_attr *a = attr(b, "argument_forms");
	for (uint16_t i = 0; i < forms_.n; i++) {
		const char *eq = strchr(forms_.v[i], '=');
		size_t n = eq ? strcspn(eq + 1, " ") : 0;
		int ok = 0;
		for (const char *const *f = arg_forms; eq && eq > forms_.v[i] && *f && !ok; f++)
			ok = strlen(*f) == n && strncmp(*f, eq + 1, n) == 0;
		if (!ok) {
			hcl_buf names = {0};
			for (const char *const *f = arg_forms; *f; f++)
				hcl_buf_printf(&names, "%s%s", f == arg_forms ? "" : f[1] ? ", " : " and ", *f);
			problem(ld, ld->f, a->expr->start, a->expr->end, "Invalid spec value",
				"\"%s\" is not NAME=FORM; the forms are %s.", forms_.v[i],
				names.oom ? "(out of memory)" : names.p);
			hcl_buf_free(&names);
		}
	}
}

static void read_block(loader *ld, const hcl_block *b, int parent)
{
	static const char *const keys[] = {"labels", "top_level", "meta_arguments", "meta_blocks",
					   "reserved_arguments", "reserved_blocks", "escaping_block",
					   "declares", "reserved_names", "since", "static_arguments",
					   "self_context", "test_file", "objects", "unique", "strict",
					   "argument_forms", "removed_labels", "required_arguments",
					   "module_unique", "provider_label", "override_optional",
					   "module_excludes", NULL};
	static const char *const nested[] = {"block", NULL};
	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "block", keys, nested);
	uint32_t idx = ld->s->blocks.n;
	spec_block *k = grow_add(ld->s, &ld->s->blocks, (uint16_t)ld->fi, b->type_start);
	memset(k, 0, sizeof *k);
	k->type = b->labels->text;
	k->parent = (int16_t)parent;
	k->labels = opt_list(ld, b, "labels");
	k->meta_arguments = opt_list(ld, b, "meta_arguments");
	k->meta_blocks = opt_list(ld, b, "meta_blocks");
	k->reserved_arguments = opt_list(ld, b, "reserved_arguments");
	k->reserved_blocks = opt_list(ld, b, "reserved_blocks");
	k->escaping = (uint8_t)opt_bool(ld, b, "escaping_block");
	k->static_arguments = opt_list(ld, b, "static_arguments");
	k->self_context = (uint8_t)opt_bool(ld, b, "self_context");
	k->test_file = (uint8_t)(parent < 0 ? opt_bool(ld, b, "test_file")
				 : ((spec_block *)ld->s->blocks.v)[parent].test_file);
	k->reserved_names = (uint8_t)opt_bool(ld, b, "reserved_names");
	int d = opt_choice(ld, b, "declares", spec_decl_names, 0);
	k->declares = (uint8_t)(d < 0 ? 0 : d);
	k->since = opt_str(ld, b, "since");
	k->objects = opt_str(ld, b, "objects");
	k->unique = (uint8_t)opt_bool(ld, b, "unique");
	k->strict = (uint8_t)opt_bool(ld, b, "strict");
	k->argument_forms = opt_list(ld, b, "argument_forms");
	k->removed_labels = opt_list(ld, b, "removed_labels");
	k->required_arguments = opt_list(ld, b, "required_arguments");
	k->module_unique = (uint8_t)opt_bool(ld, b, "module_unique");
	k->provider_label = (uint8_t)opt_bool(ld, b, "provider_label");
	k->override_optional = (uint8_t)opt_bool(ld, b, "override_optional");
	k->module_excludes = opt_list(ld, b, "module_excludes");
	check_forms(ld, b, k->argument_forms);
	(void)opt_bool(ld, b, "top_level");
	for (const hcl_block *c = b->body->blocks; c; c = c->next)
		if (strcmp(c->type, "block") == 0)
			read_block(ld, c, (int)idx);
}

static void read_feature(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {"state", "since", "until", "opt_in", "message", "undefined",
					   "hint", NULL};
	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "feature", keys, NULL);
	spec_feature *f = grow_add(ld->s, &ld->s->features, (uint16_t)ld->fi, b->type_start);
	memset(f, 0, sizeof *f);
	f->name = b->labels->text;
	int st = opt_choice(ld, b, "state", states, -2);
	if (st == -2)
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Feature \"%s\" needs a state: experiment, selectable, concluded or removed.", f->name);
	f->state = (uint8_t)(st < 0 ? SPEC_REMOVED : st);
	f->since = opt_str(ld, b, "since");
	f->until = opt_str(ld, b, "until");
	f->message = opt_str(ld, b, "message");
	const hcl_attr *a;
	a = attr(b, "opt_in");
	pend(ld, a ? str_value(ld, a) : NULL, REF_BLOCK, a ? a->expr->start : 0, &f->opt_in);
	a = attr(b, "undefined");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &f->undefined);
	a = attr(b, "hint");
	pend(ld, a ? str_value(ld, a) : NULL, REF_DIAG, a ? a->expr->start : 0, &f->hint);
	if (f->state == SPEC_SELECTABLE && !attr(b, "opt_in"))
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Feature \"%s\" is selectable: give the block type that opts a module in, opt_in = \"TYPE\".",
			f->name);
	if (f->state != SPEC_SELECTABLE && attr(b, "opt_in"))
		problem(ld, ld->f, b->type_start, b->type_end, "Impossible spec combination",
			"Feature \"%s\": only a selectable feature has an opt_in block.", f->name);
	if ((f->state == SPEC_CONCLUDED || f->state == SPEC_REMOVED) && !f->message)
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Feature \"%s\" is %s: give the message shown when it is named as an experiment.",
			f->name, states[f->state]);
}

static int version_cmp(const char *a, const char *b)
{
	while (*a || *b) {
		long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if ((*a && (*a < '0' || *a > '9')) || (*b && (*b < '0' || *b > '9')))
			return strcmp(a, b);
	}
	return 0;
}

static void read_edition(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {"features", "default", "since", NULL};
	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "edition", keys, NULL);
	spec_edition *e = grow_add(ld->s, &ld->s->editions, (uint16_t)ld->fi, b->type_start);
	memset(e, 0, sizeof *e);
	e->name = b->labels->text;
	e->is_default = (uint8_t)opt_bool(ld, b, "default");
	e->since = opt_str(ld, b, "since");
	spec_names fs = opt_list(ld, b, "features");
	int16_t *ix = hcl_alloc(&ld->s->arena, (fs.n ? fs.n : 1) * sizeof *ix);
	const hcl_attr *fa = attr(b, "features");
	for (uint16_t i = 0; i < fs.n; i++)
		pend(ld, fs.v[i], REF_FEATURE, fa->expr->start, &ix[i]);
	e->features = ix;
	e->nfeatures = fs.n;
}

/* Checks the {placeholders} of text against params. */
static void check_placeholders(loader *ld, const hcl_block *b, const char *key, const char *text,
			       spec_names params)
{
	for (const char *p = text; p && *p; p++) {
		if (p[0] == '{' && p[1] == '{') {
			p++;
			continue;
		}
		if (p[0] == '}' && p[1] == '}') {
			p++;
			continue;
		}
		if (*p != '{')
			continue;
		const char *e = strchr(p, '}');
		if (!e) {
			problem(ld, ld->f, b->type_start, b->type_end, "Invalid diagnostic text",
				"The %s of diagnostic \"%s\" opens a placeholder with \"{\" and never closes it; write \"{{\" for a literal brace.",
				key, b->labels->text);
			return;
		}
		int known = 0;
		for (uint16_t i = 0; i < params.n && !known; i++)
			known = strlen(params.v[i]) == (size_t)(e - p - 1) &&
				memcmp(params.v[i], p + 1, (size_t)(e - p - 1)) == 0;
		if (!known)
			problem(ld, ld->f, b->type_start, b->type_end, "Unknown placeholder",
				"The %s of diagnostic \"%s\" uses {%.*s}, which is not in its params; add it to params or fix the name.",
				key, b->labels->text, (int)(e - p - 1), p + 1);
		p = e;
	}
}

static void read_diag(loader *ld, const hcl_block *b)
{
	static const char *const keys[] = {"code", "severity", "summary", "detail", "params", "role",
					   "subject", NULL};
	static const char *const subjects[] = {"item", "block", NULL};
	if (!one_label(ld, b))
		return;
	check_keys(ld, b, "diagnostic", keys, NULL);
	/* One named like a diagnostic of a base spec (any file read before this
	 * one) replaces it where it stands; a second one in the same file is a
	 * duplicate, reported by validate. */
	grow *g = &ld->s->diags;
	spec_diag *d = NULL;
	for (uint32_t i = 0; i < g->n && !d; i++) {
		spec_diag *old = (spec_diag *)g->v + i;
		if (g->file[i] != ld->fi && strcmp(old->id, b->labels->text) == 0) {
			g->file[i] = (uint16_t)ld->fi;
			g->at[i] = b->type_start;
			d = old;
		}
	}
	if (!d)
		d = grow_add(ld->s, g, (uint16_t)ld->fi, b->type_start);
	memset(d, 0, sizeof *d);
	d->id = b->labels->text;
	d->code = opt_str(ld, b, "code");
	d->role = opt_str(ld, b, "role");
	d->summary = opt_str(ld, b, "summary");
	d->detail = opt_str(ld, b, "detail");
	d->params = opt_list(ld, b, "params");
	int sev = opt_choice(ld, b, "severity", severities, 1);
	d->severity = (uint8_t)(sev <= 0 ? SPEC_ERROR : sev);
	int at = opt_choice(ld, b, "subject", subjects, 0);
	d->at_block = (uint8_t)(at == 1);
	if (!d->code || !d->summary)
		problem(ld, ld->f, b->type_start, b->type_end, "Missing spec key",
			"Diagnostic \"%s\" needs at least code and summary.", d->id);
	if (!d->detail)
		d->detail = "";
	check_placeholders(ld, b, "summary", d->summary, d->params);
	check_placeholders(ld, b, "detail", d->detail, d->params);
}

/* ---- whole files -------------------------------------------------------- */

static int load_file(loader *ld, const char *path, int depth);

/* Loads the spec named by `extends` (relative to the extending file). */
static void load_base(loader *ld, const hcl_attr *ext, const char *path, int depth)
{
	const char *rel = str_value(ld, ext);
	hcl_file *self = ld->f;
	unsigned selfi = ld->fi;
	if (!rel)
		return;
	if (depth + 1 >= MAX_FILES) {
		problem(ld, self, ext->expr->start, ext->expr->end, "Spec extends too deep",
			"Specs may extend one another at most %d levels deep.", MAX_FILES - 1);
		return;
	}
	size_t n = strlen(path) + strlen(rel) + 2;
	char *full = hcl_alloc(&ld->s->arena, n);
	const char *slash = strrchr(path, '/');
	if (rel[0] == '/' || !slash)
		snprintf(full, n, "%s", rel);
	else
		snprintf(full, n, "%.*s/%s", (int)(slash - path), path, rel);
	if (load_file(ld, full, depth + 1) != 0)
		problem(ld, self, ext->expr->start, ext->expr->end, "Cannot read spec",
			"The spec this one extends, %s, could not be read.", full);
	ld->f = self;
	ld->fi = selfi;
}

static void read_body(loader *ld, const hcl_body *body, const char *path, int depth)
{
	const hcl_block *lang = NULL;
	for (const hcl_block *b = body->blocks; b; b = b->next) {
		if (strcmp(b->type, "language") != 0)
			continue;
		if (lang)
			problem(ld, ld->f, b->type_start, b->type_end, "Duplicate spec block",
				"A spec file has exactly one language block; remove this one.");
		else
			lang = b;
	}
	if (!lang) {
		problem(ld, ld->f, 0, 0, "Missing language block",
			"A spec starts with language \"NAME\" { ... }: add one.");
	} else {
		const hcl_attr *ext = attr(lang, "extends");
		if (ext)
			load_base(ld, ext, path, depth);
		read_language(ld, lang);
	}
	for (const hcl_block *b = body->blocks; b; b = b->next) {
		if (strcmp(b->type, "language") == 0)
			continue;
		else if (strcmp(b->type, "root") == 0)
			read_root(ld, b);
		else if (strcmp(b->type, "fallback") == 0)
			read_fallback(ld, b);
		else if (strcmp(b->type, "block") == 0)
			read_block(ld, b, -1);
		else if (strcmp(b->type, "feature") == 0)
			read_feature(ld, b);
		else if (strcmp(b->type, "edition") == 0)
			read_edition(ld, b);
		else if (strcmp(b->type, "diagnostic") == 0)
			read_diag(ld, b);
		else
			problem(ld, ld->f, b->type_start, b->type_end, "Unknown spec block",
				"A spec has no \"%s\" block. Its blocks are language, root, fallback, block, "
				"feature, edition and diagnostic.", b->type);
	}
	for (const hcl_attr *a = body->attrs; a; a = a->next)
		problem(ld, ld->f, a->name_start, a->name_end, "Unknown spec key",
			"A spec has no top-level argument \"%s\"; everything goes in blocks.", a->name);
}

static int load_parsed(loader *ld, const char *path, hcl_file *f, int depth)
{
	if (ld->s->nfiles == MAX_FILES) {
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

static int load_file(loader *ld, const char *path, int depth)
{
	size_t len;
	int err;
	char *src = hcl_read_file(path, &len, &err);
	if (!src)
		return -1;
	hcl_file *f = hcl_parse_owned(path, src, len, HCL_MODE_CONFIG);
	if (!f)
		return -1;
	return load_parsed(ld, path, f, depth);
}

/* ---- resolving names and checking the whole ------------------------------ */

#define ITEM(g, T, i) (((T *)(g).v)[i])

static int find_feature(spec_loaded *s, const char *name)
{
	for (uint32_t i = 0; i < s->features.n; i++)
		if (strcmp(ITEM(s->features, spec_feature, i).name, name) == 0)
			return (int)i;
	return -1;
}

static int find_block(spec_loaded *s, const char *type)
{
	for (uint32_t i = 0; i < s->blocks.n; i++)
		if (ITEM(s->blocks, spec_block, i).parent < 0 && !ITEM(s->blocks, spec_block, i).test_file &&
		    strcmp(ITEM(s->blocks, spec_block, i).type, type) == 0)
			return (int)i;
	return -1;
}

static int find_diag(spec_loaded *s, const char *id)
{
	for (uint32_t i = 0; i < s->diags.n; i++)
		if (strcmp(ITEM(s->diags, spec_diag, i).id, id) == 0)
			return (int)i;
	return -1;
}

static void resolve(loader *ld)
{
	static const char *const what[] = {"feature", "block type", "diagnostic"};
	spec_loaded *s = ld->s;
	for (uint32_t i = 0; i < ld->npend; i++) {
		struct pending *p = &ld->pend[i];
		int ix = p->kind == REF_FEATURE ? find_feature(s, p->name)
		       : p->kind == REF_BLOCK ? find_block(s, p->name) : find_diag(s, p->name);
		int16_t *slot = p->g ? (int16_t *)((char *)p->g->v + p->g->size * p->index + p->off) : p->slot;
		*slot = (int16_t)ix;
		if (ix < 0)
			problem(ld, s->files[p->file], p->at, p->at + 1, "Dangling spec name",
				"There is no %s named \"%s\" in this spec; define it or fix the name.",
				what[p->kind], p->name);
	}
}

/* Reports the second of two items of one table sharing a name. */
static void check_unique(loader *ld, grow *g, size_t name_off, const char *what)
{
	for (uint32_t i = 0; i < g->n; i++) {
		const char *a = *(const char **)((char *)g->v + g->size * i + name_off);
		for (uint32_t j = 0; j < i; j++) {
			const char *b = *(const char **)((char *)g->v + g->size * j + name_off);
			if (a && b && strcmp(a, b) == 0) {
				problem(ld, ld->s->files[g->file[i]], g->at[i], g->at[i] + 1,
					"Duplicate spec name", "The %s \"%s\" is defined twice; keep one.", what, a);
				break;
			}
		}
	}
}

static const char *const roles[] = {
	"ref_no_attr", "ref_no_operation", "ref_two_names", "ref_index_first", "ref_resource_name",
	"ref_resource_key", "ref_module_key", "ref_module_operation", "ref_reserved", NULL};

static void validate(loader *ld)
{
	spec_loaded *s = ld->s;
	spec_lang *l = &s->lang;
	hcl_file *f0 = s->files[0];

	if (!l->c_prefix || !l->display || !l->version)
		problem(ld, f0, 0, 0, "Missing spec key",
			"The language block needs display, c_prefix and version.");
	if (!ld->saw_fallback)
		problem(ld, f0, 0, 0, "Missing spec block",
			"A spec needs a fallback block: how any other root (TYPE.NAME) is read.");
	if (l->c_prefix) {
		int ok = (l->c_prefix[0] >= 'a' && l->c_prefix[0] <= 'z') || l->c_prefix[0] == '_';
		for (const char *p = l->c_prefix; *p && ok; p++)
			ok = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
		if (!ok)
			problem(ld, f0, 0, 0, "Invalid spec value",
				"c_prefix \"%s\" must be a lower-case C identifier.", l->c_prefix);
	}

	check_unique(ld, &s->roots, offsetof(spec_root, name), "root");
	check_unique(ld, &s->features, offsetof(spec_feature, name), "feature");
	check_unique(ld, &s->editions, offsetof(spec_edition, name), "edition");
	check_unique(ld, &s->diags, offsetof(spec_diag, id), "diagnostic");
	check_unique(ld, &s->diags, offsetof(spec_diag, code), "diagnostic code");
	check_unique(ld, &s->diags, offsetof(spec_diag, role), "diagnostic role");

	/* a prefix claimed twice: by two roots (above) or a root and a type keyword */
	for (uint16_t k = 0; k < l->type_keywords.n; k++)
		for (uint32_t i = 0; i < s->roots.n; i++)
			if (strcmp(ITEM(s->roots, spec_root, i).name, l->type_keywords.v[k]) == 0)
				problem(ld, s->files[s->roots.file[i]], s->roots.at[i], s->roots.at[i] + 1,
					"Prefix claimed twice",
					"\"%s\" is both a root and a type keyword; keep one.", l->type_keywords.v[k]);

	int escapes = 0;
	for (uint32_t i = 0; i < s->roots.n; i++) {
		spec_root *r = &ITEM(s->roots, spec_root, i);
		escapes += r->escape;
		if (r->feature >= 0) {
			spec_feature *ft = &ITEM(s->features, spec_feature, r->feature);
			if (ft->state != SPEC_SELECTABLE && ft->state != SPEC_EXPERIMENT)
				problem(ld, s->files[s->roots.file[i]], s->roots.at[i], s->roots.at[i] + 1,
					"Impossible spec combination",
					"Root \"%s\" belongs to feature \"%s\", which is %s: only a selectable or "
					"experimental feature can own a root.", r->name, ft->name, states[ft->state]);
		}
	}
	if (escapes > 1)
		problem(ld, f0, 0, 0, "Impossible spec combination", "Only one root can be the escape prefix.");

	int defaults = 0;
	for (uint32_t i = 0; i < s->editions.n; i++) {
		spec_edition *e = &ITEM(s->editions, spec_edition, i);
		defaults += e->is_default;
		for (uint16_t k = 0; k < e->nfeatures; k++)
			if (e->features[k] >= 0 &&
			    ITEM(s->features, spec_feature, e->features[k]).state == SPEC_REMOVED)
				problem(ld, s->files[s->editions.file[i]], s->editions.at[i], s->editions.at[i] + 1,
					"Impossible spec combination",
					"Edition \"%s\" includes feature \"%s\", which is removed.", e->name,
					ITEM(s->features, spec_feature, e->features[k]).name);
	}
	if (s->editions.n && defaults != 1)
		problem(ld, f0, 0, 0, "Impossible spec combination",
			"Exactly one edition must be the default (default = true); found %d.", defaults);

	for (uint32_t i = 0; i < s->features.n; i++) {
		spec_feature *ft = &ITEM(s->features, spec_feature, i);
		if (ft->since && ft->until && version_cmp(ft->until, ft->since) <= 0)
			problem(ld, s->files[s->features.file[i]], s->features.at[i], s->features.at[i] + 1,
				"Impossible spec combination",
				"Feature \"%s\" leaves (until = %s) before it arrives (since = %s).",
				ft->name, ft->until, ft->since);
		if (ft->state == SPEC_SELECTABLE && ft->undefined < 0)
			problem(ld, s->files[s->features.file[i]], s->features.at[i], s->features.at[i] + 1,
				"Missing spec key",
				"Selectable feature \"%s\" needs undefined = \"DIAGNOSTIC\": the error for a "
				"reference to something not declared.", ft->name);
	}

	for (const char *const *r = roles; *r; r++) {
		int n = 0;
		for (uint32_t i = 0; i < s->diags.n; i++)
			n += ITEM(s->diags, spec_diag, i).role && strcmp(ITEM(s->diags, spec_diag, i).role, *r) == 0;
		if (n == 0)
			problem(ld, f0, 0, 0, "Missing diagnostic role",
				"The reference reader needs a diagnostic with role = \"%s\"; add one.", *r);
	}
	int need_fn = l->function_namespace != NULL;
	for (uint32_t i = 0; i < s->diags.n && need_fn; i++)
		if (ITEM(s->diags, spec_diag, i).role && strcmp(ITEM(s->diags, spec_diag, i).role, "ref_function") == 0)
			need_fn = 0;
	if (need_fn)
		problem(ld, f0, 0, 0, "Missing diagnostic role",
			"function_namespace is set: add a diagnostic with role = \"ref_function\".");
	for (uint32_t i = 0; i < s->roots.n; i++)
		if (ITEM(s->roots, spec_root, i).no_remaining && !spec_diag_role(l, "ref_no_remaining")) {
			problem(ld, f0, 0, 0, "Missing diagnostic role",
				"A root has no_remaining = true: add a diagnostic with role = \"ref_no_remaining\".");
			break;
		}
}

static spec_loaded *finish(loader *ld)
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
	resolve(ld);
	if (s->nfiles)
		validate(ld);
	free(ld->pend);
	return s;
}

static spec_loaded *new_loaded(loader *ld)
{
	spec_loaded *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	hcl_arena_init(&s->arena);
	s->roots.size = sizeof(spec_root);
	s->blocks.size = sizeof(spec_block);
	s->features.size = sizeof(spec_feature);
	s->editions.size = sizeof(spec_edition);
	s->diags.size = sizeof(spec_diag);
	s->lang.fallback.feature = -1;
	memset(ld, 0, sizeof *ld);
	ld->s = s;
	return s;
}

spec_loaded *spec_load(const char *path)
{
	loader ld;
	spec_loaded *s = new_loaded(&ld);
	if (!s)
		return NULL;
	if (load_file(&ld, path, 0) != 0) {
		hcl_file *f = hcl_parse(path, "", 0, HCL_MODE_CONFIG);
		if (f) {
			s->files[s->nfiles++] = f;
			problem(&ld, f, 0, 0, "Cannot read spec", "The spec file %s could not be read.", path);
		}
	}
	return finish(&ld);
}

spec_loaded *spec_load_buffer(const char *name, const char *src, size_t len)
{
	loader ld;
	spec_loaded *s = new_loaded(&ld);
	if (!s)
		return NULL;
	hcl_file *f = hcl_parse(name, src, len, HCL_MODE_CONFIG);
	if (f)
		load_parsed(&ld, name, f, 0);
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
