/* gen_delta.c - reserve-gen delta: the spec that extends BASE and gives the
 * tables of SPEC, written with only what differs.
 *
 *   reserve-gen delta --base BASE SPEC [-o FILE]
 *
 * Items are matched by name (block types by place); an item of SPEC that
 * BASE lacks is written whole, one BASE has and SPEC not is removed, one
 * whose keys differ is changed (the keys that differ, lists whole) or, when
 * a key BASE sets is unset in SPEC, removed and written anew.  A release's
 * spec written whole becomes the delta of its predecessor: loading the
 * output gives SPEC's tables, the order of added items aside
 * (tests/spec_delta.t). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_hcl.h"
#include "hcl.h"

typedef struct delta {
	const spec_lang *a, *b; /* the base and the spec */
	hcl_buf remove[9];      /* the top-level remove block's lists */
	hcl_buf out;
	int unsettable;         /* a language key set in the base and unset in the spec */
	hcl_file *src;          /* the spec's own file, whose comments go along with its items */
} delta;

/* The comment lines right above the top-level block TYPE "LABEL" of the
 * spec's own file (what says where a fact comes from), written to the
 * output. */
static void comment_of(delta *d, const char *type, const char *label)
{
	if (!d->src || !d->src->body)
		return;
	for (const hcl_block *b = d->src->body->blocks; b; b = b->next) {
		if (strcmp(b->type, type) != 0 || (label && (!b->labels || strcmp(b->labels->text, label) != 0)))
			continue;
		const char *src = d->src->src;
		uint32_t start = b->start, at = start;
		/* back over whole lines that are comments */
		while (at > 0) {
			uint32_t end = at - 1, begin = end; /* end: the newline before the line at `at` */
			while (begin > 0 && src[begin - 1] != '\n')
				begin--;
			uint32_t k = begin;
			while (k < end && (src[k] == ' ' || src[k] == '\t'))
				k++;
			if (k == end || src[k] != '#')
				break;
			at = begin;
		}
		if (at < start)
			hcl_buf_put(&d->out, src + at, start - at);
		return;
	}
}

enum { R_ROOTS, R_BLOCKS, R_TEST_BLOCKS, R_FEATURES, R_EDITIONS, R_DIAGNOSTICS, R_FUNCTIONS, R_NAMESPACES, R_TYPES };
static const char *const remove_keys[9] = {"roots",       "blocks",    "test_blocks", "features", "editions",
					   "diagnostics", "functions", "namespaces",  "types"};

static void removal(delta *d, int k, const char *name)
{
	hcl_buf_printf(&d->remove[k], "%s", d->remove[k].n ? ", " : "");
	gen_hcl_str(&d->remove[k], name);
}

/* ---- comparing the values of one key ------------------------------------------ */

static int str_eq(const char *x, const char *y)
{
	return x == y || (x && y && !strcmp(x, y));
}

static int names_eq(spec_names x, spec_names y)
{
	if (x.n != y.n)
		return 0;
	for (uint16_t i = 0; i < x.n; i++)
		if (strcmp(x.v[i], y.v[i]) != 0)
			return 0;
	return 1;
}

/* The state of one key between the base's item and the spec's: EQ the
 * same, SET to write (the spec's value), LOST set in the base and unset
 * in the spec (a change cannot say so). */
enum { EQ, SET, LOST };

static int cmp_str(const char *x, const char *y)
{
	return str_eq(x, y) ? EQ : y ? SET : LOST;
}

static int cmp_names(spec_names x, spec_names y)
{
	return names_eq(x, y) ? EQ : SET; /* an empty list is written [] */
}

static int cmp_int(int x, int y)
{
	return x == y ? EQ : SET;
}

/* D_kind(d, key, x, y, la, lb): the state of a key of each kind; references
 * compare by the names they give. */
#define D_label(x, y, la, lb) ((void)(la), (void)(lb), EQ)
#define D_nesting(x, y, la, lb) EQ
#define D_str(x, y, la, lb) cmp_str(x, y)
#define D_list(x, y, la, lb) cmp_names(x, y)
#define D_bool(x, y, la, lb) cmp_int(x, y)
#define D_form(x, y, la, lb) cmp_int(x, y)
#define D_scope(x, y, la, lb) cmp_int(x, y)
#define D_state(x, y, la, lb) cmp_int(x, y)
#define D_severity(x, y, la, lb) cmp_int(x, y)
#define D_decl(x, y, la, lb) cmp_int(x, y)
#define D_type_keyword_result(x, y, la, lb) cmp_int(x, y)
#define D_diag_subject(x, y, la, lb) cmp_int(x, y)
#define D_namespace_form(x, y, la, lb) cmp_int(x, y)
#define D_type_form(x, y, la, lb) cmp_int(x, y)
#define D_feature_ref(x, y, la, lb) cmp_str(gen_hcl_feature_name(la, x), gen_hcl_feature_name(lb, y))
#define D_block_ref(x, y, la, lb) cmp_str(gen_hcl_block_name(la, x), gen_hcl_block_name(lb, y))
#define D_diag_ref(x, y, la, lb) cmp_str(gen_hcl_diag_name(la, x), gen_hcl_diag_name(lb, y))
#define D_custom(x, y, la, lb) EQ
#define D_unused(x, y, la, lb) EQ

/* C_kind(w, key, v): a key whose value differs, written as the spec has
 * it: an enum's word even when it is the first (W_ leaves those out), a
 * list even when empty, false when true before. */
#define C_word(w, k, words, v) do { gen_hcl_key(w, k); hcl_buf_printf((w)->o, "%s\n", words[v]); } while (0)
#define C_label(w, k, v)
#define C_nesting(w, k, v)
#define C_str(w, k, v) gen_hcl_put_str(w, k, v);
#define C_list(w, k, v) do { if ((v).n) gen_hcl_put_list(w, k, v); else { gen_hcl_key(w, k); hcl_buf_puts((w)->o, "[]\n"); } } while (0);
#define C_bool(w, k, v) do { gen_hcl_key(w, k); hcl_buf_puts((w)->o, (v) ? "true\n" : "false\n"); } while (0);
#define C_form(w, k, v) C_word(w, k, spec_form_names, v);
#define C_scope(w, k, v) C_word(w, k, spec_scope_names, v);
#define C_state(w, k, v) C_word(w, k, spec_state_names, v);
#define C_severity(w, k, v) C_word(w, k, spec_severity_names, v);
#define C_decl(w, k, v) C_word(w, k, spec_decl_names, v);
#define C_type_keyword_result(w, k, v) C_word(w, k, spec_type_keyword_result_names, v);
#define C_diag_subject(w, k, v) C_word(w, k, spec_diag_subject_names, v);
#define C_namespace_form(w, k, v) C_word(w, k, spec_namespace_form_names, v);
#define C_type_form(w, k, v) C_word(w, k, spec_type_form_names, v);
#define C_feature_ref(w, k, v) W_feature_ref(w, k, v)
#define C_block_ref(w, k, v) W_block_ref(w, k, v)
#define C_diag_ref(w, k, v) W_diag_ref(w, k, v)
#define C_custom(w, k, v)
#define C_unused(w, k, v)

/* KEY_STATE: in a function of the state of every key of one item, x the
 * base's and y the spec's: keeps the worst state, and writes a differing
 * key to w when write is set. */
#define KEY_STATE(field, k, kind) \
	{ \
		int st = D_##kind(x->field, y->field, la, lb); \
		if (st == SET && write) \
			C_##kind(w, k, y->field) \
		if (st > worst) \
			worst = st; \
	}

static int root_keys(writer *w, const spec_lang *la, const spec_root *x, const spec_lang *lb, const spec_root *y,
		     int write, int fallback)
{
	int worst = EQ;
	if (fallback) {
#define BOTH(e) e
#define ROOT(e)
#define SPEC_ROOT_FIELD(field, k, kind, in) in(KEY_STATE(field, k, kind))
#include "spec_fields.h"
#undef BOTH
#undef ROOT
	} else {
#define SPEC_ROOT_FIELD(field, k, kind, in) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	}
	return worst;
}

/* The keys of each table that differ between x and y.  Deliberately alike: one function per table, each expanding that
 * table's X-list of spec_fields.h; an #include cannot stand in a macro, so
 * the bodies cannot be written once. */
static int block_keys(writer *w, const spec_lang *la, const spec_block *x, const spec_lang *lb, const spec_block *y,
		      int write)
{
	int worst = EQ;
#define SPEC_BLOCK_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int lang_keys(writer *w, const spec_lang *la, const spec_lang *x, const spec_lang *lb, const spec_lang *y,
		     int write)
{
	int worst = EQ;
#define SPEC_LANG_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int feature_keys(writer *w, const spec_lang *la, const spec_feature *x, const spec_lang *lb,
			const spec_feature *y, int write)
{
	int worst = EQ;
#define SPEC_FEATURE_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int edition_keys(writer *w, const spec_lang *la, const spec_edition *x, const spec_lang *lb,
			const spec_edition *y, int write)
{
	int worst = EQ;
#define SPEC_EDITION_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	hcl_buf fx = {0}, fy = {0};
	gen_hcl_feature_list(&fx, la, x);
	gen_hcl_feature_list(&fy, lb, y);
	if (!str_eq(fx.p ? fx.p : "", fy.p ? fy.p : "")) {
		worst = worst > SET ? worst : SET;
		if (write) {
			gen_hcl_key(w, "features");
			hcl_buf_printf(w->o, "[%s]\n", fy.p ? fy.p : "");
		}
	}
	hcl_buf_free(&fx);
	hcl_buf_free(&fy);
	return worst;
}

static int diag_keys(writer *w, const spec_lang *la, const spec_diag *x, const spec_lang *lb, const spec_diag *y,
		     int write)
{
	int worst = EQ;
#define SPEC_DIAG_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int function_keys(writer *w, const spec_lang *la, const spec_function *x, const spec_lang *lb,
			 const spec_function *y, int write)
{
	int worst = EQ;
#define SPEC_FUNCTION_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int namespace_keys(writer *w, const spec_lang *la, const spec_namespace *x, const spec_lang *lb,
			  const spec_namespace *y, int write)
{
	int worst = EQ;
#define SPEC_NAMESPACE_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

static int type_keys(writer *w, const spec_lang *la, const spec_type *x, const spec_lang *lb, const spec_type *y,
		     int write)
{
	int worst = EQ;
#define SPEC_TYPE_FIELD(field, k, kind) KEY_STATE(field, k, kind)
#include "spec_fields.h"
	return worst;
}

/* ---- the tables of named items ----------------------------------------------- */

/* TABLE(fn, T, array, count, keyname, R, what, whole): for each item of
 * the spec, by its name in the base: nothing when the same, its differing
 * keys, or (a key lost, or new) the whole item; then the base's items the
 * spec lacks are removed.  whole writes one item whole. */
#define TABLE(fn, T, array, count, keyname, R, what, KEYS, WHOLE) \
	static void fn(delta *d) \
	{ \
		writer w = {&d->out, d->b, 0}; \
		for (uint16_t i = 0; i < d->b->count; i++) { \
			const T *y = &d->b->array[i], *x = NULL; \
			for (uint16_t j = 0; j < d->a->count && !x; j++) \
				if (!strcmp(d->a->array[j].keyname, y->keyname)) \
					x = &d->a->array[j]; \
			int st = x ? KEYS(&w, d->a, x, d->b, y, 0) : LOST; \
			if (st == EQ) \
				continue; \
			if (st == LOST) { \
				if (x) \
					removal(d, R, y->keyname); \
				hcl_buf_putc(&d->out, '\n'); \
				comment_of(d, what, y->keyname); \
				WHOLE; \
				continue; \
			} \
			hcl_buf_putc(&d->out, '\n'); \
			comment_of(d, what, y->keyname); \
			gen_hcl_open_block(&w, what, y->keyname); \
			KEYS(&w, d->a, x, d->b, y, 1); \
			gen_hcl_close_block(&w); \
		} \
		for (uint16_t j = 0; j < d->a->count; j++) { \
			int found = 0; \
			for (uint16_t i = 0; i < d->b->count && !found; i++) \
				found = !strcmp(d->a->array[j].keyname, d->b->array[i].keyname); \
			if (!found) \
				removal(d, R, d->a->array[j].keyname); \
		} \
	}

static int root_keys_named(writer *w, const spec_lang *la, const spec_root *x, const spec_lang *lb,
			   const spec_root *y, int write)
{
	return root_keys(w, la, x, lb, y, write, 0);
}

TABLE(roots, spec_root, roots, nroots, name, R_ROOTS, "root", root_keys_named, gen_hcl_root(&d->out, d->b, y, 0))
TABLE(features, spec_feature, features, nfeatures, name, R_FEATURES, "feature", feature_keys,
      gen_hcl_item(&d->out, d->b, "feature", i))
TABLE(editions, spec_edition, editions, neditions, name, R_EDITIONS, "edition", edition_keys,
      gen_hcl_item(&d->out, d->b, "edition", i))
TABLE(diags, spec_diag, diags, ndiags, id, R_DIAGNOSTICS, "diagnostic", diag_keys, gen_hcl_diag(&d->out, d->b, y))
TABLE(functions, spec_function, functions, nfunctions, name, R_FUNCTIONS, "function", function_keys,
      gen_hcl_function(&d->out, d->b, y))
TABLE(namespaces, spec_namespace, namespaces, nnamespaces, name, R_NAMESPACES, "namespace", namespace_keys,
      gen_hcl_item(&d->out, d->b, "namespace", i))
TABLE(types, spec_type, types, ntypes, name, R_TYPES, "type", type_keys, gen_hcl_item(&d->out, d->b, "type", i))

/* ---- block types ------------------------------------------------------------------ */

/* The block type of l named type under parent (-1: the top of a file; test
 * says of which kind), or -1. */
static int find_block(const spec_lang *l, const char *type, int parent, int test)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent == parent && !strcmp(l->blocks[i].type, type) &&
		    (parent >= 0 || !l->blocks[i].test_file == !test))
			return i;
	return -1;
}

/* 1 when block y of the spec, or any block under it, differs from block x of
 * the base. */
static int differs(delta *d, int x, int y)
{
	if (block_keys(NULL, d->a, &d->a->blocks[x], d->b, &d->b->blocks[y], 0) != EQ)
		return 1;
	for (uint16_t i = 0; i < d->b->nblocks; i++)
		if (d->b->blocks[i].parent == y) {
			int j = find_block(d->a, d->b->blocks[i].type, x, 0);
			if (j < 0 || differs(d, j, i))
				return 1;
		}
	for (uint16_t j = 0; j < d->a->nblocks; j++)
		if (d->a->blocks[j].parent == x && find_block(d->b, d->a->blocks[j].type, y, 0) < 0)
			return 1;
	return 0;
}

/* Block y of the spec (x, the base's at the same place), at depth. */
static void block_tree(delta *d, int x, int y, int depth, int top_test)
{
	writer w = {&d->out, d->b, depth};
	const spec_block *k = &d->b->blocks[y];
	if (x < 0 || block_keys(NULL, d->a, &d->a->blocks[x], d->b, k, 0) == LOST) {
		gen_hcl_block(&d->out, d->b, y, depth);
		return;
	}
	if (!differs(d, x, y))
		return;
	gen_hcl_open_block(&w, "block", k->type);
	if (depth == 0 && top_test)
		gen_hcl_put_bool(&w, "test_file", 1);
	block_keys(&w, d->a, &d->a->blocks[x], d->b, k, 1);
	hcl_buf gone = {0};
	for (uint16_t j = 0; j < d->a->nblocks; j++) {
		const spec_block *c = &d->a->blocks[j];
		int i = c->parent == x ? find_block(d->b, c->type, y, 0) : 0;
		int lost = i >= 0 && c->parent == x &&
			   block_keys(NULL, d->a, c, d->b, &d->b->blocks[i], 0) == LOST;
		if (c->parent == x && (i < 0 || lost)) {
			hcl_buf_puts(&gone, gone.n ? ", " : "");
			gen_hcl_str(&gone, c->type);
		}
	}
	if (gone.n) {
		writer rw = {&d->out, d->b, depth + 1};
		gen_hcl_open_block(&rw, "remove", NULL);
		gen_hcl_key(&rw, "blocks");
		hcl_buf_printf(&d->out, "[%s]\n", gone.p);
		gen_hcl_close_block(&rw);
	}
	hcl_buf_free(&gone);
	for (uint16_t i = 0; i < d->b->nblocks; i++)
		if (d->b->blocks[i].parent == y)
			block_tree(d, find_block(d->a, d->b->blocks[i].type, x, 0), i, depth + 1, 0);
	gen_hcl_close_block(&w);
}

static void blocks(delta *d)
{
	for (uint16_t i = 0; i < d->b->nblocks; i++) {
		const spec_block *k = &d->b->blocks[i];
		if (k->parent >= 0)
			continue;
		int x = find_block(d->a, k->type, -1, k->test_file);
		size_t before = d->out.n;
		hcl_buf_putc(&d->out, '\n');
		if (x >= 0 && block_keys(NULL, d->a, &d->a->blocks[x], d->b, k, 0) == LOST)
			removal(d, k->test_file ? R_TEST_BLOCKS : R_BLOCKS, k->type);
		size_t mark = d->out.n;
		comment_of(d, "block", k->type);
		size_t commented = d->out.n;
		block_tree(d, x, i, 0, k->test_file);
		if (d->out.n == commented) { /* nothing to say of it: its comment goes too */
			d->out.n = mark;
			d->out.p[mark] = '\0';
		}
		if (d->out.n == before + 1) { /* nothing to say of it */
			d->out.n = before;
			d->out.p[before] = '\0';
		}
	}
	for (uint16_t j = 0; j < d->a->nblocks; j++) {
		const spec_block *k = &d->a->blocks[j];
		if (k->parent < 0 && find_block(d->b, k->type, -1, k->test_file) < 0)
			removal(d, k->test_file ? R_TEST_BLOCKS : R_BLOCKS, k->type);
	}
}

/* ---- the whole -------------------------------------------------------------------- */

/* The path of file relative to the folder of out (or to the working folder). */
static void relative(hcl_buf *b, const char *file, const char *out)
{
	char f[PATH_MAX], dir[PATH_MAX];
	hcl_buf od = {0};
	if (out && strrchr(out, '/'))
		hcl_buf_put(&od, out, (size_t)(strrchr(out, '/') - out));
	else
		hcl_buf_puts(&od, ".");
	int ok = realpath(file, f) && realpath(od.p ? od.p : ".", dir);
	hcl_buf_free(&od);
	if (!ok) {
		hcl_buf_puts(b, file);
		return;
	}
	size_t common = 0, dl = strlen(dir);
	if (!strncmp(f, dir, dl) && f[dl] == '/')
		common = dl;
	else
		for (size_t i = 0; f[i] && f[i] == dir[i]; i++)
			if (f[i] == '/')
				common = i;
	for (const char *p = dir + common; *p; p++)
		if (*p == '/')
			hcl_buf_puts(b, "../");
	hcl_buf_puts(b, f + common + 1);
}

static int note_eq(const spec_drift_note *x, const spec_drift_note *y)
{
	return str_eq(x->kind, y->kind) && str_eq(x->name, y->name) && str_eq(x->where, y->where) &&
	       str_eq(x->change, y->change) && str_eq(x->reason, y->reason);
}

/* The spec's notes the base has not. */
static void notes(delta *d, const spec_loaded *sa, const spec_loaded *sb)
{
	const spec_drift_note *na, *nb;
	unsigned ca = spec_loaded_drift(sa, &na), cb = spec_loaded_drift(sb, &nb);
	for (unsigned i = 0; i < cb; i++) {
		int found = 0;
		for (unsigned j = 0; j < ca && !found; j++)
			found = note_eq(&na[j], &nb[i]);
		if (!found) {
			hcl_buf_putc(&d->out, '\n');
			gen_hcl_note(&d->out, &nb[i]);
		}
	}
}

static int change_eq(const spec_change_note *x, const spec_change_note *y)
{
	return str_eq(x->key, y->key) && str_eq(x->note, y->note) && x->migrate == y->migrate && str_eq(x->to, y->to);
}

/* The spec's change blocks the base has not. */
static void changes(delta *d, const spec_loaded *sa, const spec_loaded *sb)
{
	const spec_change_note *ca, *cb;
	unsigned na = spec_loaded_changes(sa, &ca), nb = spec_loaded_changes(sb, &cb);
	for (unsigned i = 0; i < nb; i++) {
		int found = 0;
		for (unsigned j = 0; j < na && !found; j++)
			found = change_eq(&ca[j], &cb[i]);
		if (!found) {
			hcl_buf_putc(&d->out, '\n');
			gen_hcl_change(&d->out, d->b, &cb[i]);
		}
	}
}

static int write_delta(hcl_buf *o, const char *base_file, const spec_loaded *sa, const spec_loaded *sb,
		       const char *spec, const char *out)
{
	delta d = {spec_loaded_lang(sa), spec_loaded_lang(sb), {{0}}, {0}, 0, spec_loaded_file(sb, 0)};
	writer w = {o, d.b, 0};
	hcl_buf rel = {0};
	relative(&rel, base_file, out);
	hcl_buf_printf(o, "# %s %s: written by reserve-gen delta as what %s changes of %s.\n\n",
		       d.b->display ? d.b->display : d.b->name, d.b->version ? d.b->version : "", spec, base_file);
	if (lang_keys(&w, d.a, d.a, d.b, d.b, 0) == LOST) {
		fprintf(stderr, "reserve-gen delta: %s unsets a key of the language block its base sets; a delta cannot\n",
			spec);
		hcl_buf_free(&rel);
		return 1;
	}
	gen_hcl_open_block(&w, "language", d.b->name);
	gen_hcl_put_str(&w, "extends", rel.p ? rel.p : base_file);
	lang_keys(&w, d.a, d.a, d.b, d.b, 1);
	gen_hcl_close_block(&w);
	hcl_buf_free(&rel);
	roots(&d);
	int fb = root_keys(NULL, d.a, &d.a->fallback, d.b, &d.b->fallback, 0, 1);
	if (fb != EQ) {
		writer fw = {&d.out, d.b, 0};
		hcl_buf_putc(&d.out, '\n');
		gen_hcl_open_block(&fw, "fallback", NULL);
		root_keys(&fw, d.a, &d.a->fallback, d.b, &d.b->fallback, 1, 1);
		gen_hcl_close_block(&fw);
	}
	blocks(&d);
	features(&d);
	editions(&d);
	diags(&d);
	functions(&d);
	namespaces(&d);
	types(&d);
	notes(&d, sa, sb);
	changes(&d, sa, sb);
	int any = 0;
	for (int k = 0; k < 9; k++)
		if (d.remove[k].n) {
			hcl_buf_printf(o, "%s  %s = [%s]\n", any++ ? "" : "\nremove {\n", remove_keys[k], d.remove[k].p);
		}
	if (any)
		hcl_buf_puts(o, "}\n");
	hcl_buf_put(o, d.out.p ? d.out.p : "", d.out.n);
	o->oom |= d.out.oom;
	hcl_buf_free(&d.out);
	for (int k = 0; k < 9; k++)
		hcl_buf_free(&d.remove[k]);
	return fb == LOST ? 1 : 0;
}

int gen_delta_main(int argc, char **argv)
{
	const char *base = NULL, *spec = NULL, *out = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--base") && i + 1 < argc) {
			base = argv[++i];
		} else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (!strcmp(argv[i], "--help")) {
			puts("Usage: reserve-gen delta --base BASE SPEC [-o FILE]\n"
			     "Writes the spec that extends BASE and gives the tables of SPEC.");
			return 0;
		} else if (argv[i][0] == '-' || spec) {
			fputs("Usage: reserve-gen delta --base BASE SPEC [-o FILE]\n", stderr);
			return 2;
		} else {
			spec = argv[i];
		}
	}
	if (!base || !spec) {
		fputs("Usage: reserve-gen delta --base BASE SPEC [-o FILE]\n", stderr);
		return 2;
	}
	char *fa = spec_find(base), *fb = spec_find(spec);
	spec_loaded *sa = fa ? spec_load(fa) : NULL, *sb = fb ? spec_load(fb) : NULL;
	int rc = 2;
	if (!fa || !fb) {
		fprintf(stderr, "reserve-gen delta: %s: no such spec file or shipped spec\n", !fa ? base : spec);
	} else if (!sa || !sb || spec_loaded_errors(sa) || spec_loaded_errors(sb)) {
		fprintf(stderr, "reserve-gen delta: %s: the spec does not load (reserve-gen --check %s)\n",
			!sa || spec_loaded_errors(sa) ? fa : fb, !sa || spec_loaded_errors(sa) ? fa : fb);
	} else if (strcmp(spec_loaded_lang(sa)->name, spec_loaded_lang(sb)->name) != 0) {
		fprintf(stderr, "reserve-gen delta: %s and %s describe different languages\n", fa, fb);
	} else {
		hcl_buf o = {0};
		rc = write_delta(&o, fa, sa, sb, spec, out);
		FILE *f = rc == 0 && !o.oom ? (out ? fopen(out, "w") : stdout) : NULL;
		if (f) {
			fwrite(o.p, 1, o.n, f);
			rc = (out ? fclose(f) : fflush(f)) == 0 ? 0 : 2;
		} else if (rc == 0) {
			rc = 2;
		}
		if (rc == 2)
			fprintf(stderr, "reserve-gen delta: %s: could not be written\n", out ? out : "standard output");
		hcl_buf_free(&o);
	}
	spec_loaded_free(sa);
	spec_loaded_free(sb);
	free(fa);
	free(fb);
	return rc;
}
