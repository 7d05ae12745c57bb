/* gen_facts.c - the facts of a spec as m4 definitions for the templates of
 * gen/: one emitter per table, each row a list of designated initialisers
 * (`.type = "..."`) written from the columns of spec_fields.h, the
 * constants from the words of spec_words.h. */
#include <stdio.h>
#include <string.h>

#include "gen.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The C constant of each word, for the tables. */
static const char *const form_consts[] = {
#define SPEC_FORM(NAME, word) "SPEC_FORM_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(form_consts) == SPEC_FORM_COUNT, form_consts);
/* The m4 macro of each form in gen/forms.re.m4 (the fallback has none). */
static const char *const form_macros[] = {
#define SPEC_FORM(NAME, word) "RSV_FORM_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(form_macros) == SPEC_FORM_COUNT, form_macros);
static const char *const scope_consts[] = {
#define SPEC_SCOPE(NAME, word) "SPEC_SCOPE_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(scope_consts) == SPEC_SCOPE_COUNT, scope_consts);
static const char *const state_consts[] = {
#define SPEC_STATE(NAME, word) "SPEC_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(state_consts) == SPEC_STATE_COUNT, state_consts);
static const char *const severity_consts[] = {
	"SPEC_SEVERITY_UNSET",
#define SPEC_SEVERITY(NAME, word) "SPEC_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(severity_consts) == SPEC_SEVERITY_COUNT, severity_consts);
static const char *const decl_consts[] = {
#define SPEC_DECL(NAME, word) "SPEC_DECL_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(decl_consts) == SPEC_DECL_COUNT, decl_consts);
static const char *const type_keyword_consts[] = {
#define SPEC_TYPE_KEYWORD_RESULT(NAME, word) "SPEC_TYPE_KEYWORD_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(type_keyword_consts) == SPEC_TYPE_KEYWORD_COUNT, type_keyword_consts);
static const char *const subject_consts[] = {
#define SPEC_DIAG_SUBJECT(NAME, word) "SPEC_AT_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(subject_consts) == SPEC_AT_COUNT, subject_consts);

static const char *const namespace_form_consts[] = {
#define SPEC_NAMESPACE_FORM(NAME, word) "SPEC_NS_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(namespace_form_consts) == SPEC_NS_COUNT, namespace_form_consts);

static const char *const type_form_consts[] = {
#define SPEC_TYPE_FORM(NAME, word) "SPEC_TYPE_" #NAME,
#include "spec_words.h"
};
SPEC_STATIC_ASSERT(COUNT(type_form_consts) == SPEC_TYPE_COUNT, type_form_consts);

/* The facts under construction. */
typedef struct facts {
	gen_buf arrays;   /* the static arrays that rows point to */
	gen_buf rows;     /* the m4 definitions */
	const spec_lang *l;
	const char *sep;  /* before the next field of a row */
} facts;

/* ---- one field of a row ---------------------------------------------------- */

static void field(facts *f, const char *name)
{
	hcl_buf_printf(&f->rows.b, "%s.%s = ", f->sep, name);
	f->sep = ", ";
}

static void field_str(facts *f, const char *name, const char *v)
{
	field(f, name);
	gen_cstr(&f->rows, v);
}

static void field_num(facts *f, const char *name, int v)
{
	field(f, name);
	hcl_buf_printf(&f->rows.b, "%d", v);
}

static void field_const(facts *f, const char *name, const char *c)
{
	field(f, name);
	hcl_buf_puts(&f->rows.b, c);
}

/* A name list: a static array PREFIX_TABLE_FIELD_I and its spec_names. */
static void field_names(facts *f, const char *table, unsigned i, const char *name, spec_names n)
{
	field(f, name);
	if (!n.n) {
		hcl_buf_puts(&f->rows.b, "{NULL, 0}");
		return;
	}
	hcl_buf_printf(&f->arrays.b, "static const char *const %s_%s_%s_%u[] = {", f->l->c_prefix, table,
		       name, i);
	for (uint16_t k = 0; k < n.n; k++) {
		hcl_buf_puts(&f->arrays.b, k ? ", " : "");
		gen_cstr(&f->arrays, n.v[k]);
	}
	hcl_buf_puts(&f->arrays.b, "};\n");
	hcl_buf_printf(&f->rows.b, "{%s_%s_%s_%u, %u}", f->l->c_prefix, table, name, i, n.n);
}

/* GEN_kind(f, table, i, name, v): one field of each kind of spec_fields.h. */
#define GEN_label(f, table, i, name, v) field_str(f, name, v);
#define GEN_nesting(f, table, i, name, v) field_num(f, name, v);
#define GEN_str(f, table, i, name, v) field_str(f, name, v);
#define GEN_list(f, table, i, name, v) field_names(f, table, i, name, v);
#define GEN_bool(f, table, i, name, v) field_num(f, name, v);
#define GEN_form(f, table, i, name, v) field_const(f, name, form_consts[v]);
#define GEN_scope(f, table, i, name, v) field_const(f, name, scope_consts[v]);
#define GEN_state(f, table, i, name, v) field_const(f, name, state_consts[v]);
#define GEN_severity(f, table, i, name, v) field_const(f, name, severity_consts[v]);
#define GEN_decl(f, table, i, name, v) field_const(f, name, decl_consts[v]);
#define GEN_type_keyword_result(f, table, i, name, v) field_const(f, name, type_keyword_consts[v]);
#define GEN_diag_subject(f, table, i, name, v) field_const(f, name, subject_consts[v]);
#define GEN_namespace_form(f, table, i, name, v) field_const(f, name, namespace_form_consts[v]);
#define GEN_type_form(f, table, i, name, v) field_const(f, name, type_form_consts[v]);
#define GEN_feature_ref(f, table, i, name, v) field_num(f, name, v);
#define GEN_block_ref(f, table, i, name, v) field_num(f, name, v);
#define GEN_diag_ref(f, table, i, name, v) field_num(f, name, v);
#define GEN_custom(f, table, i, name, v)
#define GEN_unused(f, table, i, name, v)

/* ---- one row of each table ------------------------------------------------- */

static void lang_row(facts *f, const spec_lang *l)
{
#define SPEC_LANG_FIELD(field, key, kind) GEN_##kind(f, "lang", 0, #field, l->field)
#include "spec_fields.h"
}

static void root_row(facts *f, const char *table, unsigned i, const spec_root *r)
{
#define SPEC_ROOT_FIELD(field, key, kind, in) GEN_##kind(f, table, i, #field, r->field)
#include "spec_fields.h"
}

static void block_row(facts *f, unsigned i, const spec_block *k)
{
#define SPEC_BLOCK_FIELD(field, key, kind) GEN_##kind(f, "block", i, #field, k->field)
#include "spec_fields.h"
}

static void feature_row(facts *f, unsigned i, const spec_feature *ft)
{
	(void)i; /* used by list columns, which features have none of */
#define SPEC_FEATURE_FIELD(field, key, kind) GEN_##kind(f, "feature", i, #field, ft->field)
#include "spec_fields.h"
}

/* An edition's features (custom): an array of feature indices. */
static void edition_features(facts *f, unsigned i, const spec_edition *e)
{
	field(f, "features");
	if (!e->nfeatures) {
		hcl_buf_puts(&f->rows.b, "NULL");
	} else {
		hcl_buf_printf(&f->arrays.b, "static const int16_t %s_edition_features_%u[] = {",
			       f->l->c_prefix, i);
		for (uint16_t k = 0; k < e->nfeatures; k++)
			hcl_buf_printf(&f->arrays.b, "%s%d", k ? ", " : "", e->features[k]);
		hcl_buf_puts(&f->arrays.b, "};\n");
		hcl_buf_printf(&f->rows.b, "%s_edition_features_%u", f->l->c_prefix, i);
	}
	field_num(f, "nfeatures", e->nfeatures);
}

static void edition_row(facts *f, unsigned i, const spec_edition *e)
{
#define SPEC_EDITION_FIELD(field, key, kind) GEN_##kind(f, "edition", i, #field, e->field)
#include "spec_fields.h"
	edition_features(f, i, e);
}

static void diag_row(facts *f, unsigned i, const spec_diag *d)
{
#define SPEC_DIAG_FIELD(field, key, kind) GEN_##kind(f, "diag", i, #field, d->field)
#include "spec_fields.h"
}

static void function_row(facts *f, unsigned i, const spec_function *fn)
{
	(void)i; /* used by list columns, which functions have none of */
#define SPEC_FUNCTION_FIELD(field, key, kind) GEN_##kind(f, "function", i, #field, fn->field)
#include "spec_fields.h"
}

static void namespace_row(facts *f, unsigned i, const spec_namespace *ns)
{
	(void)i;
#define SPEC_NAMESPACE_FIELD(field, key, kind) GEN_##kind(f, "namespace", i, #field, ns->field)
#include "spec_fields.h"
}

static void type_row(facts *f, unsigned i, const spec_type *t)
{
	(void)i;
#define SPEC_TYPE_FIELD(field, key, kind) GEN_##kind(f, "type", i, #field, t->field)
#include "spec_fields.h"
}

/* ---- one definition per table ----------------------------------------------- */

static void define(facts *f, const char *name)
{
	hcl_buf_printf(&f->rows.b, "m4_define([[[%s]]], [[[", name);
}

static void end(facts *f)
{
	hcl_buf_puts(&f->rows.b, "]]])m4_dnl\n");
}

/* A row of a table: MACRO([[[.field = value, ...]]]). */
static void row_open(facts *f, const char *macro)
{
	hcl_buf_printf(&f->rows.b, "%s([[[", macro);
	f->sep = "";
}

static void row_close(facts *f)
{
	hcl_buf_puts(&f->rows.b, "]]])");
}

/* The language and its fallback: fields only, the template wraps them. */
static void emit_lang(facts *f)
{
	define(f, "RSV_LANG");
	f->sep = "";
	lang_row(f, f->l);
	end(f);
	define(f, "RSV_FALLBACK");
	f->sep = "";
	root_row(f, "fallback", 0, &f->l->fallback);
	end(f);
}

static void emit_roots(facts *f)
{
	define(f, "RSV_ROOTS");
	for (uint16_t i = 0; i < f->l->nroots; i++) {
		row_open(f, "RSV_ROOT");
		root_row(f, "root", i, &f->l->roots[i]);
		row_close(f);
	}
	end(f);
}

/* The matcher: for each length, RSV_LEN(n), RSV_TRY("name", n, index)...,
 * RSV_LEN_END(). */
static void emit_match(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MATCH");
	for (size_t len = 1; len < 64; len++) {
		int any = 0;
		for (uint16_t i = 0; i < l->nroots; i++) {
			if (strlen(l->roots[i].name) != len)
				continue;
			if (!any++)
				hcl_buf_printf(&f->rows.b, "RSV_LEN(%zu)", len);
			hcl_buf_puts(&f->rows.b, "RSV_TRY(");
			gen_cstr(&f->rows, l->roots[i].name);
			hcl_buf_printf(&f->rows.b, ", %zu, %u)", len, i);
		}
		if (any)
			hcl_buf_puts(&f->rows.b, "RSV_LEN_END()");
	}
	end(f);
}

/* The form machine: for each form, RSV_FORM_NAME([class]) with the roots of
 * that form as an re2c class (code = index + 1). */
static void emit_forms(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_FORMS");
	for (int form = 0; form < SPEC_FORM_FALLBACK; form++) {
		int any = 0;
		for (uint16_t i = 0; i < l->nroots; i++) {
			if (l->roots[i].form != form)
				continue;
			if (!any++)
				hcl_buf_printf(&f->rows.b, "%s([[[[", form_macros[form]);
			hcl_buf_printf(&f->rows.b, "\\x%02x", i + 1);
		}
		if (any)
			hcl_buf_puts(&f->rows.b, "]]]])");
	}
	end(f);
}

/* A define per table, a row per item.  Deliberately alike: each table's
 * row writer takes its own struct type. */
static void emit_blocks(facts *f)
{
	define(f, "RSV_BLOCKS");
	for (uint16_t i = 0; i < f->l->nblocks; i++) {
		row_open(f, "RSV_BLOCK");
		block_row(f, i, &f->l->blocks[i]);
		row_close(f);
	}
	end(f);
}

static void emit_features(facts *f)
{
	define(f, "RSV_FEATURES");
	for (uint16_t i = 0; i < f->l->nfeatures; i++) {
		row_open(f, "RSV_FEATURE");
		feature_row(f, i, &f->l->features[i]);
		row_close(f);
	}
	end(f);
}

static void emit_editions(facts *f)
{
	define(f, "RSV_EDITIONS");
	for (uint16_t i = 0; i < f->l->neditions; i++) {
		row_open(f, "RSV_EDITION");
		edition_row(f, i, &f->l->editions[i]);
		row_close(f);
	}
	end(f);
}

static void emit_functions(facts *f)
{
	define(f, "RSV_FUNCTIONS");
	for (uint16_t i = 0; i < f->l->nfunctions; i++) {
		row_open(f, "RSV_FUNCTION");
		function_row(f, i, &f->l->functions[i]);
		row_close(f);
	}
	end(f);
}

static void emit_namespaces(facts *f)
{
	define(f, "RSV_NAMESPACES");
	for (uint16_t i = 0; i < f->l->nnamespaces; i++) {
		row_open(f, "RSV_NAMESPACE");
		namespace_row(f, i, &f->l->namespaces[i]);
		row_close(f);
	}
	end(f);
}

static void emit_types(facts *f)
{
	define(f, "RSV_TYPES");
	for (uint16_t i = 0; i < f->l->ntypes; i++) {
		row_open(f, "RSV_TYPE");
		type_row(f, i, &f->l->types[i]);
		row_close(f);
	}
	end(f);
}

/* The catalogue: RSV_DIAG(ID, index, [[[fields]]]). */
static void emit_diags(facts *f)
{
	define(f, "RSV_DIAGS");
	for (uint16_t i = 0; i < f->l->ndiags; i++) {
		char id[128];
		gen_upper(id, f->l->diags[i].id, sizeof id);
		hcl_buf_printf(&f->rows.b, "RSV_DIAG(%s, %u, [[[", id, i);
		f->sep = "";
		diag_row(f, i, &f->l->diags[i]);
		row_close(f);
	}
	end(f);
}

/* A static array PREFIX_index_TABLE_PART of n values, 16 a line. */
static void index_values(facts *f, const char *table, const char *part, const uint16_t *v, uint32_t n)
{
	hcl_buf_printf(&f->arrays.b, "static const uint16_t %s_index_%s_%s[%u] = {", f->l->c_prefix, table, part, n);
	for (uint32_t i = 0; i < n; i++)
		hcl_buf_printf(&f->arrays.b, "%s%u", i == 0 ? "\n\t" : i % 16 ? ", " : ",\n\t", v[i]);
	hcl_buf_puts(&f->arrays.b, "\n};\n");
}

/* The indexes by name (spec_hashed) of the loaded spec, which the loader
 * built: the arrays of each, and RSV_INDEXES, their initialisers. */
static void index_array(facts *f, const char *table, spec_hashed x, uint32_t nrows)
{
	field(f, table);
	if (!x.nslot) {
		hcl_buf_puts(&f->rows.b, "{NULL, NULL, 0}");
		return;
	}
	index_values(f, table, "slot", x.slot, x.nslot);
	index_values(f, table, "next", x.next, nrows);
	hcl_buf_printf(&f->rows.b, "{%s_index_%s_slot, %s_index_%s_next, %u}", f->l->c_prefix, table, f->l->c_prefix,
		       table, x.nslot);
}

static void emit_indexes(facts *f)
{
	define(f, "RSV_INDEXES");
	f->sep = "";
#define SPEC_INDEX_FIELD(table, type, key) index_array(f, #table, f->l->index.table, f->l->n##table);
#include "spec_fields.h"
	end(f);
}

/* ---- the reference page ----------------------------------------------------- */

static void md_roots(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_ROOTS");
	for (uint16_t i = 0; i < l->nroots; i++) {
		const spec_root *r = &l->roots[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | %s | %s | ", r->name, spec_form_names[r->form],
			       spec_scope_names[r->scope]);
		gen_mdtext(&f->rows, r->feature >= 0 ? l->features[r->feature].name : "");
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, r->since);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, r->refers);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	end(f);
}

static void md_type_keywords(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_TYPEWORDS");
	for (uint16_t i = 0; i < l->type_keywords.n; i++)
		hcl_buf_printf(&f->rows.b, "%s`%s`", i ? ", " : "", l->type_keywords.v[i]);
	if (!l->type_keywords.n)
		hcl_buf_puts(&f->rows.b, "none");
	end(f);
}

static void md_features(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_FEATURES");
	for (uint16_t i = 0; i < l->nfeatures; i++) {
		const spec_feature *ft = &l->features[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | %s | ", ft->name, spec_state_names[ft->state]);
		gen_mdtext(&f->rows, ft->since);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, ft->until);
		hcl_buf_puts(&f->rows.b, " | ");
		if (ft->opt_in >= 0)
			hcl_buf_printf(&f->rows.b, "`%s` block", l->blocks[ft->opt_in].type);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, ft->message);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	if (!l->nfeatures)
		hcl_buf_puts(&f->rows.b, "| (none) | | | | | |\n");
	end(f);
}

static void md_editions(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_EDITIONS");
	for (uint16_t i = 0; i < l->neditions; i++) {
		const spec_edition *e = &l->editions[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | %s | ", e->name, e->is_default ? "yes" : "");
		for (uint16_t k = 0; k < e->nfeatures; k++)
			hcl_buf_printf(&f->rows.b, "%s`%s`", k ? ", " : "", l->features[e->features[k]].name);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	if (!l->neditions)
		hcl_buf_puts(&f->rows.b, "| (none) | | |\n");
	end(f);
}

static void md_blocks(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_BLOCKS");
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *k = &l->blocks[i];
		const spec_names *lists[] = {&k->labels, &k->meta_arguments, &k->meta_blocks,
					     &k->reserved_arguments, &k->reserved_blocks};
		if (k->parent >= 0)
			hcl_buf_printf(&f->rows.b, "| `%s` in `%s` |", k->type, l->blocks[k->parent].type);
		else
			hcl_buf_printf(&f->rows.b, "| `%s` |", k->type);
		for (size_t j = 0; j < COUNT(lists); j++) {
			hcl_buf_puts(&f->rows.b, " ");
			for (uint16_t m = 0; m < lists[j]->n; m++)
				hcl_buf_printf(&f->rows.b, "%s`%s`", m ? ", " : "", lists[j]->v[m]);
			hcl_buf_puts(&f->rows.b, " |");
		}
		hcl_buf_printf(&f->rows.b, " %s |\n", k->escaping ? "yes" : "");
	}
	end(f);
}

/* The functions, a line each, and the namespaces. */
static void md_functions(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_FUNCTIONS");
	for (uint16_t i = 0; i < l->nfunctions; i++) {
		const spec_function *fn = &l->functions[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | ", fn->name);
		gen_mdtext(&f->rows, fn->since);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, fn->until);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, fn->feature >= 0 ? l->features[fn->feature].name : "");
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, fn->message);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	if (!l->nfunctions)
		hcl_buf_puts(&f->rows.b, "| (none) | | | | |\n");
	end(f);
	define(f, "RSV_MD_NAMESPACES");
	for (uint16_t i = 0; i < l->nnamespaces; i++) {
		const spec_namespace *ns = &l->namespaces[i];
		hcl_buf_printf(&f->rows.b, "| `%s::` | %s | ", ns->name, spec_namespace_form_names[ns->form]);
		gen_mdtext(&f->rows, ns->declared_in);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, ns->feature >= 0 ? l->features[ns->feature].name : "");
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	if (!l->nnamespaces)
		hcl_buf_puts(&f->rows.b, "| (none) | | | |\n");
	end(f);
	define(f, "RSV_MD_TYPES");
	for (uint16_t i = 0; i < l->ntypes; i++) {
		const spec_type *t = &l->types[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | %s%s%s | ", t->name, spec_type_form_names[t->form],
			       t->shorthand ? ", alone too" : "", t->default_argument ? ", with a default" : "");
		gen_mdtext(&f->rows, t->feature >= 0 ? l->features[t->feature].name : "");
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, t->since);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	if (!l->ntypes)
		hcl_buf_puts(&f->rows.b, "| (none) | | | |\n");
	end(f);
}

static void md_diags(facts *f)
{
	const spec_lang *l = f->l;
	define(f, "RSV_MD_DIAGS");
	for (uint16_t i = 0; i < l->ndiags; i++) {
		const spec_diag *d = &l->diags[i];
		hcl_buf_printf(&f->rows.b, "| `%s` | %s | ", d->code, spec_severity_names[d->severity]);
		gen_mdtext(&f->rows, d->summary);
		hcl_buf_puts(&f->rows.b, " | ");
		gen_mdtext(&f->rows, d->detail);
		hcl_buf_puts(&f->rows.b, " |\n");
	}
	end(f);
}

/* ---- the whole -------------------------------------------------------------- */

/* m4's quotes become [[[ ]]], which no escaped spec string holds; then the
 * language's identity and the table sizes. */
static void head(gen_buf *out, const spec_lang *l, const char *source)
{
	char up[64];
	gen_upper(up, l->c_prefix, sizeof up);
	hcl_buf_puts(&out->b, "m4_changequote([[[,]]])m4_changecom()m4_dnl\n");
	hcl_buf_printf(&out->b, "m4_define([[[RSV_SOURCE]]], [[[%s]]])m4_dnl\n", source);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_P]]], [[[%s]]])m4_dnl\n", l->c_prefix);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_UP]]], [[[%s]]])m4_dnl\n", up);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NAME]]], [[[%s]]])m4_dnl\n", l->name);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_DISPLAY]]], [[[%s]]])m4_dnl\n", l->display);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_VERSION]]], [[[%s]]])m4_dnl\n", l->version);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NROOTS]]], [[[%u]]])m4_dnl\n", l->nroots);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NBLOCKS]]], [[[%u]]])m4_dnl\n", l->nblocks);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NFEATURES]]], [[[%u]]])m4_dnl\n", l->nfeatures);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NEDITIONS]]], [[[%u]]])m4_dnl\n", l->neditions);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NDIAGS]]], [[[%u]]])m4_dnl\n", l->ndiags);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NFUNCTIONS]]], [[[%u]]])m4_dnl\n", l->nfunctions);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NNAMESPACES]]], [[[%u]]])m4_dnl\n", l->nnamespaces);
	hcl_buf_printf(&out->b, "m4_define([[[RSV_NTYPES]]], [[[%u]]])m4_dnl\n", l->ntypes);
}

void gen_facts(gen_buf *out, const spec_lang *l, const char *source)
{
	static void (*const emitters[])(facts *f) = {
		emit_lang, emit_roots, emit_match, emit_forms, emit_blocks, emit_features, emit_editions,
		emit_diags, emit_functions, emit_namespaces, emit_types, emit_indexes, md_roots, md_type_keywords,
		md_features, md_editions, md_blocks, md_functions, md_diags,
	};
	facts f = {{{0}, 0}, {{0}, 0}, l, ""};
	head(out, l, source);
	for (size_t i = 0; i < COUNT(emitters); i++)
		emitters[i](&f);
	hcl_buf_puts(&out->b, "m4_define([[[RSV_ARRAYS]]], [[[");
	if (f.arrays.b.p)
		hcl_buf_put(&out->b, f.arrays.b.p, f.arrays.b.n);
	hcl_buf_puts(&out->b, "]]])m4_dnl\n");
	if (f.rows.b.p)
		hcl_buf_put(&out->b, f.rows.b.p, f.rows.b.n);
	out->b.oom |= f.arrays.b.oom | f.rows.b.oom;
	out->bad_text |= f.arrays.bad_text | f.rows.bad_text;
	hcl_buf_free(&f.arrays.b);
	hcl_buf_free(&f.rows.b);
}
