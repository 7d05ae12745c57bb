/* gen_go.c - reserve-gen --lang go: a Go package from a spec, by the pipeline
 * of the C tables.  The facts gen_facts.c writes (the language, the roots as
 * re2c classes of the form machine) get Go ones added: each table as Go
 * composite literals written from the columns of spec_fields.h, the struct
 * types of those columns, the reserved-word matcher's rules and the index
 * of each reader role's diagnostic.  The templates of gen/go/ go through
 * m4, the matchers through re2go, and every Go file through gofmt, so the
 * package is gofmt-clean by construction.  Files written, into DIR:
 * tables.go, match.go, parseref.go, text.go, bench_test.go, go.mod and
 * cmd/refvector/main.go. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gen.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

enum { PATH_CAP = 4096 };

/* The Go facts under construction; bad is set when a spec string holds
 * what the templates reserve. */
typedef struct gofacts {
	hcl_buf *b;
	const spec_lang *l;
	const char *sep;
	int bad;
} gofacts;

/* s as a Go interpreted string literal that m4 leaves alone: [ ] $ and
 * anything that is not printable ASCII but UTF-8 as \xNN escapes. */
static void go_str(gofacts *g, const char *s)
{
	if (!s)
		s = "";
	if (strstr(s, "RSV_") || strstr(s, "m4_"))
		g->bad = 1;
	hcl_buf_putc(g->b, '"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			hcl_buf_printf(g->b, "\\%c", *p);
		else if (*p == '\n')
			hcl_buf_puts(g->b, "\\n");
		else if (*p == '\t')
			hcl_buf_puts(g->b, "\\t");
		else if (*p < 0x20 || *p == 0x7f || *p == '[' || *p == ']' || *p == '$')
			hcl_buf_printf(g->b, "\\x%02x", *p);
		else
			hcl_buf_putc(g->b, (char)*p);
	}
	hcl_buf_putc(g->b, '"');
}

/* field as a Go identifier: c_prefix is CPrefix. */
static void go_name(hcl_buf *b, const char *field)
{
	int up = 1;
	for (const char *p = field; *p; p++) {
		if (*p == '_') {
			up = 1;
			continue;
		}
		hcl_buf_putc(b, (char)(up && *p >= 'a' && *p <= 'z' ? *p - 'a' + 'A' : *p));
		up = 0;
	}
}

/* ---- the struct types: one line per column ------------------------------------- */

static void type_field(gofacts *g, const char *field, const char *type)
{
	hcl_buf_putc(g->b, '\t');
	go_name(g->b, field);
	hcl_buf_printf(g->b, " %s\n", type);
}

#define T_label(g, f) type_field(g, f, "string");
#define T_nesting(g, f) type_field(g, f, "int");
#define T_str(g, f) type_field(g, f, "string");
#define T_list(g, f) type_field(g, f, "[]string");
#define T_bool(g, f) type_field(g, f, "bool");
#define T_form(g, f) type_field(g, f, "string");
#define T_scope(g, f) type_field(g, f, "string");
#define T_state(g, f) type_field(g, f, "string");
#define T_severity(g, f) type_field(g, f, "string");
#define T_decl(g, f) type_field(g, f, "string");
#define T_type_keyword_result(g, f) type_field(g, f, "string");
#define T_diag_subject(g, f) type_field(g, f, "string");
#define T_namespace_form(g, f) type_field(g, f, "string");
#define T_type_form(g, f) type_field(g, f, "string");
#define T_feature_ref(g, f) type_field(g, f, "int");
#define T_block_ref(g, f) type_field(g, f, "int");
#define T_diag_ref(g, f) type_field(g, f, "int");
#define T_custom(g, f)
#define T_unused(g, f)

static void define(gofacts *g, const char *name)
{
	hcl_buf_printf(g->b, "m4_define([[[%s]]], [[[", name);
}

static void end(gofacts *g)
{
	hcl_buf_puts(g->b, "]]])m4_dnl\n");
}

static void emit_types(gofacts *g)
{
	define(g, "RSV_GO_LANG_FIELDS");
#define SPEC_LANG_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_ROOT_FIELDS");
#define SPEC_ROOT_FIELD(field, key, kind, in) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_BLOCK_FIELDS");
#define SPEC_BLOCK_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_FEATURE_FIELDS");
#define SPEC_FEATURE_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_EDITION_FIELDS");
#define SPEC_EDITION_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	type_field(g, "features", "[]int"); /* custom: the features' indices */
	end(g);
	define(g, "RSV_GO_DIAG_FIELDS");
#define SPEC_DIAG_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_FUNCTION_FIELDS");
#define SPEC_FUNCTION_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_NAMESPACE_FIELDS");
#define SPEC_NAMESPACE_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_TYPE_FIELDS");
#define SPEC_TYPE_FIELD(field, key, kind) T_##kind(g, #field)
#include "spec_fields.h"
	end(g);
}

/* ---- the rows: composite literals ---------------------------------------------- */

static void field(gofacts *g, const char *name)
{
	hcl_buf_puts(g->b, g->sep);
	go_name(g->b, name);
	hcl_buf_puts(g->b, ": ");
	g->sep = ", ";
}

static void v_str(gofacts *g, const char *name, const char *v)
{
	field(g, name);
	go_str(g, v);
}

static void v_num(gofacts *g, const char *name, int v)
{
	field(g, name);
	hcl_buf_printf(g->b, "%d", v);
}

static void v_bool(gofacts *g, const char *name, int v)
{
	field(g, name);
	hcl_buf_puts(g->b, v ? "true" : "false");
}

static void v_list(gofacts *g, const char *name, spec_names n)
{
	field(g, name);
	if (!n.n) {
		hcl_buf_puts(g->b, "nil");
		return;
	}
	hcl_buf_puts(g->b, "[]string{");
	for (uint16_t i = 0; i < n.n; i++) {
		hcl_buf_puts(g->b, i ? ", " : "");
		go_str(g, n.v[i]);
	}
	hcl_buf_putc(g->b, '}');
}

static void v_word(gofacts *g, const char *name, const char *const *words, unsigned n, unsigned v)
{
	v_str(g, name, v < n ? words[v] : NULL);
}

#define V_label(g, f, v) v_str(g, f, v);
#define V_nesting(g, f, v) v_num(g, f, v);
#define V_str(g, f, v) v_str(g, f, v);
#define V_list(g, f, v) v_list(g, f, v);
#define V_bool(g, f, v) v_bool(g, f, v);
#define V_form(g, f, v) v_word(g, f, spec_form_names, COUNT(spec_form_names), v);
#define V_scope(g, f, v) v_word(g, f, spec_scope_names, COUNT(spec_scope_names), v);
#define V_state(g, f, v) v_word(g, f, spec_state_names, COUNT(spec_state_names), v);
#define V_severity(g, f, v) v_word(g, f, spec_severity_names, COUNT(spec_severity_names), v);
#define V_decl(g, f, v) v_word(g, f, spec_decl_names, COUNT(spec_decl_names), v);
#define V_type_keyword_result(g, f, v) \
	v_word(g, f, spec_type_keyword_result_names, COUNT(spec_type_keyword_result_names), v);
#define V_diag_subject(g, f, v) v_word(g, f, spec_diag_subject_names, COUNT(spec_diag_subject_names), v);
#define V_namespace_form(g, f, v) v_word(g, f, spec_namespace_form_names, COUNT(spec_namespace_form_names), v);
#define V_type_form(g, f, v) v_word(g, f, spec_type_form_names, COUNT(spec_type_form_names), v);
#define V_feature_ref(g, f, v) v_num(g, f, v);
#define V_block_ref(g, f, v) v_num(g, f, v);
#define V_diag_ref(g, f, v) v_num(g, f, v);
#define V_custom(g, f, v)
#define V_unused(g, f, v)

/* The fallback has the columns marked BOTH only. */
#define GO_ROOT_ROOT 1
#define GO_ROOT_BOTH 1
#define GO_FALLBACK_ROOT 0
#define GO_FALLBACK_BOTH 1

static void root_row(gofacts *g, const spec_root *r, int fallback)
{
	g->sep = "";
	hcl_buf_putc(g->b, '{');
#define SPEC_ROOT_FIELD(f, key, kind, in)                 \
	if (fallback ? GO_FALLBACK_##in : GO_ROOT_##in) { \
		V_##kind(g, #f, r->f)                     \
	}
#include "spec_fields.h"
	if (fallback) /* the columns a fallback has not */
		v_num(g, "feature", -1), v_num(g, "out_of_context", -1), v_num(g, "invalid_attribute", -1),
			v_num(g, "removed_attribute", -1);
	hcl_buf_putc(g->b, '}');
}

static void emit_rows(gofacts *g)
{
	const spec_lang *l = g->l;
	define(g, "RSV_GO_LANG");
	g->sep = "";
#define SPEC_LANG_FIELD(f, key, kind) V_##kind(g, #f, l->f)
#include "spec_fields.h"
	end(g);
	define(g, "RSV_GO_FALLBACK");
	root_row(g, &l->fallback, 1);
	end(g);
	define(g, "RSV_GO_ROOTS");
	for (uint16_t i = 0; i < l->nroots; i++) {
		root_row(g, &l->roots[i], 0);
		hcl_buf_puts(g->b, ",\n");
	}
	end(g);
}

/* The tables but the roots: each its own loop (C99 has no typeof). */
static void emit_blocks(gofacts *g)
{
	define(g, "RSV_GO_BLOCKS");
	for (uint16_t i = 0; i < g->l->nblocks; i++) {
		const spec_block *x = &g->l->blocks[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_BLOCK_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

static void emit_features(gofacts *g)
{
	define(g, "RSV_GO_FEATURES");
	for (uint16_t i = 0; i < g->l->nfeatures; i++) {
		const spec_feature *x = &g->l->features[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_FEATURE_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

static void emit_editions(gofacts *g)
{
	define(g, "RSV_GO_EDITIONS");
	for (uint16_t i = 0; i < g->l->neditions; i++) {
		const spec_edition *x = &g->l->editions[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_EDITION_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		field(g, "features");
		if (!x->nfeatures) {
			hcl_buf_puts(g->b, "nil");
		} else {
			hcl_buf_puts(g->b, "[]int{");
			for (uint16_t k = 0; k < x->nfeatures; k++)
				hcl_buf_printf(g->b, "%s%d", k ? ", " : "", x->features[k]);
			hcl_buf_putc(g->b, '}');
		}
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

/* The rows of the remaining tables.  Deliberately alike: one function per table, each expanding that
 * table's X-list of spec_fields.h; an #include cannot stand in a macro, so
 * the bodies cannot be written once. */
static void emit_diags(gofacts *g)
{
	define(g, "RSV_GO_DIAGS");
	for (uint16_t i = 0; i < g->l->ndiags; i++) {
		const spec_diag *x = &g->l->diags[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_DIAG_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

static void emit_functions(gofacts *g)
{
	define(g, "RSV_GO_FUNCTIONS");
	for (uint16_t i = 0; i < g->l->nfunctions; i++) {
		const spec_function *x = &g->l->functions[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_FUNCTION_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

static void emit_namespaces(gofacts *g)
{
	define(g, "RSV_GO_NAMESPACES");
	for (uint16_t i = 0; i < g->l->nnamespaces; i++) {
		const spec_namespace *x = &g->l->namespaces[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_NAMESPACE_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

static void emit_type_rows(gofacts *g)
{
	define(g, "RSV_GO_TYPES");
	for (uint16_t i = 0; i < g->l->ntypes; i++) {
		const spec_type *x = &g->l->types[i];
		g->sep = "";
		hcl_buf_putc(g->b, '{');
#define SPEC_TYPE_FIELD(f, key, kind) V_##kind(g, #f, x->f)
#include "spec_fields.h"
		hcl_buf_puts(g->b, "},\n");
	}
	end(g);
}

/* ---- the matcher and the roles -------------------------------------------------- */

/* The reserved-word matcher's re2c rules: "name" { return done(i, ...) }. */
static void emit_words(gofacts *g)
{
	define(g, "RSV_GO_WORDS");
	for (uint16_t i = 0; i < g->l->nroots; i++) {
		hcl_buf_puts(g->b, "\t\"");
		for (const unsigned char *p = (const unsigned char *)g->l->roots[i].name; *p; p++)
			hcl_buf_printf(g->b, "\\x%02x", *p);
		hcl_buf_printf(g->b, "\" { return done(%u, cursor, limit) }\n", i);
	}
	end(g);
}

/* The diagnostic of each role the reader raises: roleNAME = index (-1: the
 * spec has none, and the reader says so as the C one does). */
static void emit_roles(gofacts *g)
{
	static const char *const roles[][2] = {
#define SPEC_READER_ROLE(NAME, word, when, params) {#NAME, #word},
#include "spec_words.h"
	};
	define(g, "RSV_GO_ROLES");
	for (size_t i = 0; i < COUNT(roles); i++) {
		const spec_diag *d = spec_diag_role(g->l, roles[i][1]);
		hcl_buf_puts(g->b, "\trole");
		char lower[64];
		size_t k = 0;
		for (; roles[i][0][k] && k + 1 < sizeof lower; k++)
			lower[k] = (char)(roles[i][0][k] >= 'A' && roles[i][0][k] <= 'Z' ? roles[i][0][k] - 'A' + 'a'
											  : roles[i][0][k]);
		lower[k] = '\0';
		go_name(g->b, lower);
		hcl_buf_printf(g->b, " = %d // %s\n", d ? (int)(d - g->l->diags) : -1, roles[i][1]);
	}
	end(g);
}

/* ---- the files ------------------------------------------------------------------ */

/* A template of gen/go and the file it becomes; re2go: it goes through
 * re2go before gofmt. */
static const struct {
	const char *template, *out;
	int re2go, gofmt;
} files[] = {
	{"tables.go.m4", "tables.go", 0, 1},
	{"match.re.m4", "match.go", 1, 1},
	{"parseref.go.m4", "parseref.go", 0, 1},
	{"text.go.m4", "text.go", 0, 1},
	{"bench_test.go.m4", "bench_test.go", 0, 1},
	{"refvector.go.m4", "cmd/refvector/main.go", 0, 1},
	{"go.mod.m4", "go.mod", 0, 0},
};

/* Makes dir (its parent exists); 0 or -1 after a message. */
static int mkdir1(const char *dir)
{
	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "reserve-gen: %s: %s\n", dir, strerror(errno));
		return -1;
	}
	return 0;
}

/* One file: m4 (straight into the output when nothing follows), then
 * re2go, then gofmt, each through a scratch file beside the output. */
static int render(const gen_opts *o, const char *facts, size_t k)
{
	char in[PATH_CAP], out[PATH_CAP], m4out[PATH_CAP + 16], re2go_out[PATH_CAP + 16];
	const char *re2go = getenv("RE2GO") ? getenv("RE2GO") : "re2go";
	const char *gofmt = getenv("GOFMT") ? getenv("GOFMT") : "gofmt";
	snprintf(in, sizeof in, "%s/go/%s", o->templates, files[k].template);
	snprintf(out, sizeof out, "%s/%s", o->outdir, files[k].out);
	if (!files[k].gofmt)
		return gen_m4(o->m4, facts, in, out);
	snprintf(m4out, sizeof m4out, "%s.%s", out, files[k].re2go ? "re" : "m4");
	snprintf(re2go_out, sizeof re2go_out, "%s.re2go", out);
	const char *src = m4out;
	int rc = gen_m4(o->m4, facts, in, m4out);
	if (rc == 0 && files[k].re2go) {
		const char *argv[] = {re2go, "-W", "-Werror", "-i", "--no-generation-date", "--no-version",
				      "-o", NULL, m4out, NULL};
		rc = gen_command(re2go_out, argv, 7);
		remove(m4out);
		src = re2go_out;
	}
	if (rc == 0) {
		const char *argv[] = {gofmt, src, NULL};
		rc = gen_command(out, argv, -1);
	}
	remove(src);
	return rc;
}

/* A Go package name: a letter or _, then letters, digits, _; a module path:
 * no space and none of the characters m4 or go.mod would misread. */
static int good_names(const char *package, const char *module)
{
	int ok = *package && !(*package >= '0' && *package <= '9');
	for (const char *p = package; *p; p++)
		ok &= (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_';
	if (!ok)
		fprintf(stderr, "reserve-gen: --package %s: not a Go package name\n", package);
	int mok = *module && !strstr(module, "RSV_") && !strstr(module, "m4_");
	for (const char *p = module; *p; p++)
		mok &= *p > ' ' && *p < 0x7f && !strchr("[]$\"'`\\", *p);
	if (!mok)
		fprintf(stderr, "reserve-gen: --module %s: not a module path\n", module);
	return ok && mok;
}

int gen_go(const gen_opts *o, const spec_lang *l, const hcl_buf *facts)
{
	hcl_buf all = {0};
	gofacts g = {&all, l, "", 0};
	char path[PATH_CAP];
	if (!good_names(o->package, o->module ? o->module : o->package))
		return -1;
	static void (*const emitters[])(gofacts *g) = {
		emit_types, emit_rows, emit_blocks, emit_features, emit_editions, emit_diags,
		emit_functions, emit_namespaces, emit_type_rows, emit_words, emit_roles,
	};
	hcl_buf_put(&all, facts->p, facts->n);
	hcl_buf_puts(&all, "m4_define([[[RSV_GO_PACKAGE]]], [[[");
	hcl_buf_puts(&all, o->package);
	hcl_buf_puts(&all, "]]])m4_dnl\nm4_define([[[RSV_GO_MODULE]]], [[[");
	hcl_buf_puts(&all, o->module ? o->module : o->package);
	hcl_buf_puts(&all, "]]])m4_dnl\n");
	for (size_t i = 0; i < COUNT(emitters); i++)
		emitters[i](&g);
	int rc = -1;
	if (all.oom) {
		fprintf(stderr, "reserve-gen: out of memory\n");
	} else if (g.bad) {
		fprintf(stderr, "reserve-gen: a spec string contains RSV_ or m4_, which the templates reserve\n");
	} else {
		snprintf(path, sizeof path, "%s/cmd", o->outdir);
		rc = mkdir1(path);
		snprintf(path, sizeof path, "%s/cmd/refvector", o->outdir);
		if (rc == 0)
			rc = mkdir1(path);
		snprintf(path, sizeof path, "%s/.facts.m4.tmp", o->outdir);
		if (rc == 0)
			rc = gen_write(path, &all);
		for (size_t k = 0; rc == 0 && k < COUNT(files); k++)
			rc = render(o, path, k);
		remove(path);
	}
	hcl_buf_free(&all);
	return rc;
}
