/* gen_hcl.c - a loaded spec written back as one whole spec file, in HCL:
 *
 *   reserve-gen flatten SPEC [-o FILE]
 *
 * Every table is written from the columns of spec_fields.h, so a key added
 * there is written here too; what extends brought in is written in place,
 * and the drift notes of every file read follow.  Loading the output gives
 * the same tables as loading SPEC (tests/spec_flatten.t). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_hcl.h"

/* s as an HCL quoted string: ${ and %{ doubled so that they stay text. */
void gen_hcl_str(hcl_buf *o, const char *s)
{
	hcl_buf_putc(o, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			hcl_buf_printf(o, "\\%c", *s);
		else if (*s == '\n')
			hcl_buf_puts(o, "\\n");
		else if (*s == '\t')
			hcl_buf_puts(o, "\\t");
		else if (*s == '\r')
			hcl_buf_puts(o, "\\r");
		else if ((*s == '$' || *s == '%') && s[1] == '{')
			hcl_buf_printf(o, "%c%c", *s, *s);
		else
			hcl_buf_putc(o, *s);
	}
	hcl_buf_putc(o, '"');
}

void gen_hcl_key(writer *w, const char *k)
{
	for (int i = 0; i <= w->depth; i++)
		hcl_buf_puts(w->o, "  ");
	hcl_buf_printf(w->o, "%s = ", k);
}

void gen_hcl_put_str(writer *w, const char *k, const char *v)
{
	if (!v)
		return;
	gen_hcl_key(w, k);
	gen_hcl_str(w->o, v);
	hcl_buf_putc(w->o, '\n');
}

void gen_hcl_put_list(writer *w, const char *k, spec_names n)
{
	if (!n.n)
		return;
	gen_hcl_key(w, k);
	hcl_buf_putc(w->o, '[');
	for (uint16_t i = 0; i < n.n; i++) {
		hcl_buf_puts(w->o, i ? ", " : "");
		gen_hcl_str(w->o, n.v[i]);
	}
	hcl_buf_puts(w->o, "]\n");
}

void gen_hcl_put_bool(writer *w, const char *k, int v)
{
	if (!v)
		return;
	gen_hcl_key(w, k);
	hcl_buf_puts(w->o, "true\n");
}

void gen_hcl_put_word(writer *w, const char *k, const char *word)
{
	if (!word)
		return;
	gen_hcl_key(w, k);
	hcl_buf_printf(w->o, "%s\n", word);
}

void gen_hcl_put_ref(writer *w, const char *k, const char *name)
{
	if (name)
		gen_hcl_put_str(w, k, name);
}

const char *gen_hcl_feature_name(const spec_lang *l, int i)
{
	return i >= 0 && i < l->nfeatures ? l->features[i].name : NULL;
}

const char *gen_hcl_block_name(const spec_lang *l, int i)
{
	return i >= 0 && i < l->nblocks ? l->blocks[i].type : NULL;
}

const char *gen_hcl_diag_name(const spec_lang *l, int i)
{
	return i >= 0 && i < l->ndiags ? l->diags[i].id : NULL;
}

void gen_hcl_open_block(writer *w, const char *type, const char *label)
{
	for (int i = 0; i < w->depth; i++)
		hcl_buf_puts(w->o, "  ");
	hcl_buf_printf(w->o, "%s", type);
	if (label) {
		hcl_buf_putc(w->o, ' ');
		gen_hcl_str(w->o, label);
	}
	hcl_buf_puts(w->o, " {\n");
}

void gen_hcl_close_block(writer *w)
{
	for (int i = 0; i < w->depth; i++)
		hcl_buf_puts(w->o, "  ");
	hcl_buf_puts(w->o, "}\n");
}

void gen_hcl_root(hcl_buf *o, const spec_lang *l, const spec_root *r, int fallback)
{
	writer w = {o, l, 0};
	gen_hcl_open_block(&w, fallback ? "fallback" : "root", fallback ? NULL : r->name);
	if (fallback) {
#define BOTH(x) x
#define ROOT(x)
#define SPEC_ROOT_FIELD(field, k, kind, in) in(W_##kind(&w, k, r->field))
#include "spec_fields.h"
#undef BOTH
#undef ROOT
	} else {
#define SPEC_ROOT_FIELD(field, k, kind, in) W_##kind(&w, k, r->field)
#include "spec_fields.h"
	}
	gen_hcl_close_block(&w);
}

static void block_at(writer *w, int i)
{
	const spec_block *b = &w->l->blocks[i];
	gen_hcl_open_block(w, "block", b->type);
	w->depth++;
#define SPEC_BLOCK_FIELD(field, k, kind) W_##kind(w, k, b->field)
#include "spec_fields.h"
	for (uint16_t j = 0; j < w->l->nblocks; j++)
		if (w->l->blocks[j].parent == i)
			block_at(w, j);
	w->depth--;
	gen_hcl_close_block(w);
}

void gen_hcl_block(hcl_buf *o, const spec_lang *l, int i, int depth)
{
	writer w = {o, l, depth};
	block_at(&w, i);
}

void gen_hcl_diag(hcl_buf *o, const spec_lang *l, const spec_diag *d)
{
	writer w = {o, l, 0};
	gen_hcl_open_block(&w, "diagnostic", d->id);
#define SPEC_DIAG_FIELD(field, k, kind) W_##kind(&w, k, d->field)
#include "spec_fields.h"
	gen_hcl_close_block(&w);
}

static void feature(writer *w, const spec_feature *f)
{
	gen_hcl_open_block(w, "feature", f->name);
#define SPEC_FEATURE_FIELD(field, k, kind) W_##kind(w, k, f->field)
#include "spec_fields.h"
	gen_hcl_close_block(w);
}

void gen_hcl_feature_list(hcl_buf *o, const spec_lang *l, const spec_edition *e)
{
	for (uint16_t i = 0; i < e->nfeatures; i++) {
		hcl_buf_puts(o, i ? ", " : "");
		gen_hcl_str(o, gen_hcl_feature_name(l, e->features[i]));
	}
}

static void edition(writer *w, const spec_edition *e)
{
	gen_hcl_open_block(w, "edition", e->name);
#define SPEC_EDITION_FIELD(field, k, kind) W_##kind(w, k, e->field)
#include "spec_fields.h"
	if (e->nfeatures) {
		gen_hcl_key(w, "features");
		hcl_buf_putc(w->o, '[');
		gen_hcl_feature_list(w->o, w->l, e);
		hcl_buf_puts(w->o, "]\n");
	}
	gen_hcl_close_block(w);
}

void gen_hcl_function(hcl_buf *o, const spec_lang *l, const spec_function *fn)
{
	writer w = {o, l, 0};
	gen_hcl_open_block(&w, "function", fn->name);
#define SPEC_FUNCTION_FIELD(field, k, kind) W_##kind(&w, k, fn->field)
#include "spec_fields.h"
	gen_hcl_close_block(&w);
}

static void namespace_(writer *w, const spec_namespace *n)
{
	gen_hcl_open_block(w, "namespace", n->name);
#define SPEC_NAMESPACE_FIELD(field, k, kind) W_##kind(w, k, n->field)
#include "spec_fields.h"
	gen_hcl_close_block(w);
}

static void type_(writer *w, const spec_type *t)
{
	gen_hcl_open_block(w, "type", t->name);
#define SPEC_TYPE_FIELD(field, k, kind) W_##kind(w, k, t->field)
#include "spec_fields.h"
	gen_hcl_close_block(w);
}

void gen_hcl_item(hcl_buf *o, const spec_lang *l, const char *table, int i)
{
	writer w = {o, l, 0};
	if (!strcmp(table, "feature"))
		feature(&w, &l->features[i]);
	else if (!strcmp(table, "edition"))
		edition(&w, &l->editions[i]);
	else if (!strcmp(table, "namespace"))
		namespace_(&w, &l->namespaces[i]);
	else if (!strcmp(table, "type"))
		type_(&w, &l->types[i]);
}

void gen_hcl_note(hcl_buf *o, const spec_drift_note *n)
{
	writer w = {o, NULL, 0};
	gen_hcl_open_block(&w, "drift", n->kind);
	gen_hcl_put_str(&w, "name", n->name);
	gen_hcl_put_str(&w, "where", n->where);
	gen_hcl_put_str(&w, "change", n->change);
	gen_hcl_put_str(&w, "reason", n->reason);
	gen_hcl_close_block(&w);
}

void gen_hcl_spec(hcl_buf *o, const spec_loaded *s, const char *source)
{
	const spec_lang *l = spec_loaded_lang(s);
	writer w = {o, l, 0};
	hcl_buf_printf(o, "# %s %s, written whole by reserve-gen flatten from %s.\n\n", l->display ? l->display : l->name,
		       l->version ? l->version : "", source);
	gen_hcl_open_block(&w, "language", l->name);
#define SPEC_LANG_FIELD(field, k, kind) W_##kind(&w, k, l->field)
#include "spec_fields.h"
	gen_hcl_close_block(&w);
	for (uint16_t i = 0; i < l->nroots; i++)
		gen_hcl_root(o, l, &l->roots[i], 0);
	gen_hcl_root(o, l, &l->fallback, 1);
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0)
			block_at(&w, i);
	for (uint16_t i = 0; i < l->nfeatures; i++)
		feature(&w, &l->features[i]);
	for (uint16_t i = 0; i < l->neditions; i++)
		edition(&w, &l->editions[i]);
	for (uint16_t i = 0; i < l->ndiags; i++)
		gen_hcl_diag(o, l, &l->diags[i]);
	for (uint16_t i = 0; i < l->nfunctions; i++)
		gen_hcl_function(o, l, &l->functions[i]);
	for (uint16_t i = 0; i < l->nnamespaces; i++)
		namespace_(&w, &l->namespaces[i]);
	for (uint16_t i = 0; i < l->ntypes; i++)
		type_(&w, &l->types[i]);
	const spec_drift_note *notes;
	unsigned n = spec_loaded_drift(s, &notes);
	for (unsigned i = 0; i < n; i++)
		gen_hcl_note(o, &notes[i]);
	const spec_change_note *changes;
	unsigned nc = spec_loaded_changes(s, &changes);
	for (unsigned i = 0; i < nc; i++)
		gen_hcl_change(o, l, &changes[i]);
}

void gen_hcl_change(hcl_buf *o, const spec_lang *l, const spec_change_note *c)
{
	writer w = {o, l, 0};
	gen_hcl_open_block(&w, "change", c->key);
	gen_hcl_put_str(&w, "note", c->note);
	if (c->migrate)
		gen_hcl_put_word(&w, "migrate", spec_migrate_names[c->migrate]);
	gen_hcl_put_str(&w, "to", c->to);
	gen_hcl_close_block(&w);
}

int gen_flatten_main(int argc, char **argv)
{
	const char *spec = NULL, *out = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (!strcmp(argv[i], "--help")) {
			puts("Usage: reserve-gen flatten SPEC [-o FILE]\n"
			     "Writes SPEC, with everything it extends, as one whole spec.");
			return 0;
		} else if (argv[i][0] == '-' || spec) {
			fputs("Usage: reserve-gen flatten SPEC [-o FILE]\n", stderr);
			return 2;
		} else {
			spec = argv[i];
		}
	}
	if (!spec) {
		fputs("Usage: reserve-gen flatten SPEC [-o FILE]\n", stderr);
		return 2;
	}
	char *file = spec_find(spec);
	spec_loaded *s = file ? spec_load(file) : NULL;
	int rc = 2;
	if (!file) {
		fprintf(stderr, "reserve-gen flatten: %s: no such spec file or shipped spec\n", spec);
	} else if (!s || spec_loaded_errors(s)) {
		fprintf(stderr, "reserve-gen flatten: %s: the spec does not load (reserve-gen --check %s)\n", file, file);
	} else {
		hcl_buf o = {0};
		gen_hcl_spec(&o, s, spec);
		FILE *f = out ? fopen(out, "w") : stdout;
		if (!o.oom && f) {
			fwrite(o.p, 1, o.n, f);
			rc = (out ? fclose(f) : fflush(f)) == 0 ? 0 : 2;
		}
		if (rc)
			fprintf(stderr, "reserve-gen flatten: %s: could not be written\n", out ? out : "standard output");
		hcl_buf_free(&o);
	}
	spec_loaded_free(s);
	free(file);
	return rc;
}
