/* reserve.c - the public API (reserve.h) over the syntax layer. */
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "reserve.h"
#include "rsv.h"

struct reserve_file {
	hcl_file *f;
};

const char *reserve_version(void)
{
	return PACKAGE_VERSION;
}

/* Builds the table of f's lines that positions need (so that no later
 * position allocates): 0, or -1 when memory ran out. */
static int lines_guarded(hcl_file *f)
{
	hcl_oom h;
	h.held = NULL;
	f->arena.oom = &h;
	if (setjmp(h.jb)) {
		f->arena.oom = NULL;
		return -1;
	}
	hcl_file_pos(f, 0);
	f->arena.oom = NULL;
	return 0;
}

reserve_file *reserve_parse(const char *name, const char *src, size_t len, reserve_mode mode)
{
	reserve_file *r = malloc(sizeof *r);
	if (!r)
		return NULL;
	r->f = hcl_parse(name, src, len,
			 mode == RESERVE_EXPRESSION ? HCL_MODE_EXPR
			 : mode == RESERVE_TEMPLATE ? HCL_MODE_TEMPLATE : HCL_MODE_CONFIG);
	if (!r->f || hcl_file_no_memory(r->f) || lines_guarded(r->f) != 0) { /* out of memory (or over 4 GiB) */
		hcl_file_free(r->f);
		free(r);
		return NULL;
	}
	return r;
}

void reserve_free(reserve_file *r)
{
	if (!r)
		return;
	hcl_file_free(r->f);
	free(r);
}

unsigned reserve_error_count(const reserve_file *r)
{
	return r->f->nerrors;
}

static reserve_range to_range(hcl_file *f, uint32_t s, uint32_t e)
{
	hcl_pos a = hcl_reported_pos(f, s), b = hcl_reported_pos(f, e);
	reserve_range r = {{a.line, a.col, a.byte}, {b.line, b.col, b.byte}};
	return r;
}

unsigned reserve_each_diagnostic(reserve_file *r,
				 void (*fn)(void *ctx, const reserve_diagnostic *d), void *ctx)
{
	unsigned n = 0;
	for (const hcl_diag *d = r->f->diags; d; d = d->next, n++) {
		reserve_diagnostic rd;
		rd.is_error = d->severity == HCL_ERROR;
		rd.summary = d->summary;
		rd.detail = d->detail;
		rd.subject = to_range(r->f, d->start, d->end);
		fn(ctx, &rd);
	}
	return n;
}

typedef struct trav_ctx {
	hcl_file *f;
	void (*fn)(void *ctx, const reserve_traversal *t);
	void *ctx;
	unsigned n;
	hcl_buf text;
	int oom; /* memory ran out: fn is called no more */
} trav_ctx;

static void each_trav(void *p, const hcl_traversal *t)
{
	trav_ctx *c = p;
	const char *text = c->oom ? NULL : hcl_traversal_text(&c->text, t);
	if (c->oom || (c->oom = c->text.oom))
		return;
	reserve_traversal rt;
	rt.text = text;
	rt.range = to_range(c->f, t->head->start, t->tail->end);
	c->n++;
	c->fn(c->ctx, &rt);
}

static void each_body(trav_ctx *c, const hcl_body *b)
{
	for (const hcl_attr *a = b->attrs; a && !c->oom; a = a->next)
		c->oom |= hcl_expr_variables(a->expr, each_trav, c) != 0;
	for (const hcl_block *k = b->blocks; k && !c->oom; k = k->next)
		each_body(c, k->body);
}

unsigned reserve_each_traversal(reserve_file *r,
				void (*fn)(void *ctx, const reserve_traversal *t), void *ctx)
{
	trav_ctx c = {.f = r->f, .fn = fn, .ctx = ctx};
	if (r->f->body)
		each_body(&c, r->f->body);
	else if (r->f->expr)
		c.oom |= hcl_expr_variables(r->f->expr, each_trav, &c) != 0;
	hcl_buf_free(&c.text);
	return c.oom ? RESERVE_NOMEM : c.n;
}

/* ---- specs ------------------------------------------------------------- */

struct reserve_spec {
	const spec_lang *l;
	spec_loaded *loaded;
};

static const reserve_spec builtin = {&tofu_spec, NULL};

const reserve_spec *reserve_spec_default(void)
{
	return &builtin;
}

reserve_spec *reserve_spec_load(const char *path, unsigned *problems)
{
	reserve_spec *s = malloc(sizeof *s);
	if (!s)
		return NULL;
	s->loaded = spec_load(path);
	if (!s->loaded) {
		free(s);
		return NULL;
	}
	s->l = spec_loaded_lang(s->loaded);
	if (problems)
		*problems = spec_loaded_errors(s->loaded);
	return s;
}

unsigned reserve_each_spec_problem(reserve_spec *s,
				   void (*fn)(void *ctx, const char *file, const reserve_diagnostic *d),
				   void *ctx)
{
	unsigned n = 0;
	hcl_file *f;
	for (unsigned i = 0; s->loaded && (f = spec_loaded_file(s->loaded, i)) != NULL; i++) {
		for (const hcl_diag *d = f->diags; d; d = d->next, n++) {
			reserve_diagnostic rd;
			rd.is_error = d->severity == HCL_ERROR;
			rd.summary = d->summary;
			rd.detail = d->detail;
			rd.subject = to_range(f, d->start, d->end);
			fn(ctx, f->name, &rd);
		}
	}
	return n;
}

void reserve_spec_free(reserve_spec *s)
{
	if (!s || s == &builtin)
		return;
	spec_loaded_free(s->loaded);
	free(s);
}

/* ---- references ---------------------------------------------------------- */

/* The public context's questions, asked with the spec's feature names. */
typedef struct ctx_bridge {
	const spec_lang *l;
	const reserve_ref_context *user;
} ctx_bridge;

static int bridge_feature(void *self, int feature)
{
	ctx_bridge *b = self;
	return b->user && b->user->feature_enabled &&
	       b->user->feature_enabled(b->user->self, b->l->features[feature].name);
}

static int bridge_any(void *self, const char *type)
{
	ctx_bridge *b = self;
	return b->user && b->user->has_any_managed_resource_of_type &&
	       b->user->has_any_managed_resource_of_type(b->user->self, type);
}

static int bridge_managed(void *self, const char *type, const char *name)
{
	ctx_bridge *b = self;
	return b->user && b->user->has_managed_resource &&
	       b->user->has_managed_resource(b->user->self, type, name);
}

/* Fills the public form of r (whose strings live in f). */
static void publish(hcl_file *f, const rsv_ref *r, reserve_reference *out)
{
	out->ok = r->ok;
	out->kind = r->kind;
	out->alias = r->alias;
	out->mode = r->mode;
	out->type = r->type;
	out->name = r->name;
	out->call = r->call;
	out->has_key = r->instance;
	out->key_kind = r->key_kind == RSV_KEY_STRING ? 1 : r->key_kind == RSV_KEY_INT ? 2 : 0;
	out->key_string = r->key_kind == RSV_KEY_STRING ? hcl_strndup(&f->arena, r->key_str, r->key_len) : NULL;
	out->key_int = r->key_int;
	out->range = to_range(f, r->start, r->end);
	out->remaining = "";
	if (r->ok && r->rest) {
		hcl_traversal t;
		hcl_buf text = {0};
		t.head = (hcl_step *)r->rest;
		t.tail = NULL;
		t.nsteps = r->nrest;
		hcl_traversal_text(&text, &t);
		out->remaining = hcl_buf_done(&f->arena, &text); /* the caller's guard */
	}
}

static void publish_error(hcl_file *f, const hcl_diag *from, reserve_reference *out)
{
	for (const hcl_diag *d = from; d; d = d->next) {
		if (d->severity != HCL_ERROR)
			continue;
		out->has_error = 1;
		out->error.is_error = 1;
		out->error.summary = d->summary;
		out->error.detail = d->detail;
		out->error.subject = to_range(f, d->start, d->end);
		return;
	}
}

/* publish and publish_error under a handler on f's arena: 0, or -1 when
 * memory ran out. */
static int publish_guarded(hcl_file *f, const rsv_ref *r, reserve_reference *out)
{
	hcl_oom h;
	h.held = NULL;
	f->arena.oom = &h;
	if (setjmp(h.jb))
		return -1;
	publish(f, r, out);
	publish_error(f, f->diags, out);
	f->arena.oom = NULL;
	return 0;
}

static int parse_text(const reserve_spec *spec, const char *text, int testing,
		      const reserve_ref_context *ctx, reserve_reference *out)
{
	const spec_lang *l = (spec ? spec : &builtin)->l;
	ctx_bridge b = {l, ctx};
	rsv_ctx c = {bridge_feature, bridge_any, bridge_managed, &b};
	rsv_ref r;
	hcl_file *f = NULL;
	int rc = testing ? rsv_parse_ref_str_testing(l, text, &c, &r, &f)
			 : rsv_parse_ref_str(l, text, &c, &r, &f);
	memset(out, 0, sizeof *out);
	if (!f)
		return rc == RSV_NOMEM ? -2 : -1;
	if (publish_guarded(f, &r, out) != 0) {
		hcl_file_free(f);
		memset(out, 0, sizeof *out);
		return -2;
	}
	out->internal_ = f;
	return rc == 0 && r.ok ? 0 : -1;
}

int reserve_parse_ref(const reserve_spec *spec, const char *text, const reserve_ref_context *ctx,
		      reserve_reference *out)
{
	return parse_text(spec, text, 0, ctx, out);
}

int reserve_parse_ref_testing(const reserve_spec *spec, const char *text,
			      const reserve_ref_context *ctx, reserve_reference *out)
{
	return parse_text(spec, text, 1, ctx, out);
}

void reserve_reference_free(reserve_reference *r)
{
	if (r && r->internal_) {
		hcl_file_free(r->internal_);
		r->internal_ = NULL;
	}
}

typedef struct each_ref {
	hcl_file *f;
	const spec_lang *l;
	int testing;
	rsv_ctx ctx;
	void (*fn)(void *fctx, const reserve_reference *r);
	void *fctx;
	unsigned n;
} each_ref;

static void each_ref_trav(void *p, const hcl_traversal *t)
{
	each_ref *e = p;
	rsv_ref r;
	reserve_reference out;
	hcl_diag *last = e->f->diags_tail;
	if (e->testing)
		rsv_parse_ref_testing(e->l, e->f, t, &e->ctx, &r);
	else
		rsv_parse_ref(e->l, e->f, t, &e->ctx, &r);
	memset(&out, 0, sizeof out);
	publish(e->f, &r, &out);
	publish_error(e->f, last ? last->next : e->f->diags, &out);
	e->n++;
	e->fn(e->fctx, &out);
}

/* The traversals of b read as references; out of memory: f's arena's jump. */
static void each_ref_body(each_ref *e, const hcl_body *b)
{
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		if (hcl_expr_variables(a->expr, each_ref_trav, e) != 0)
			hcl_arena_oom(&e->f->arena);
	for (const hcl_block *k = b->blocks; k; k = k->next)
		each_ref_body(e, k->body);
}

/* Every reference of e's file, under a handler on its arena (the readers'
 * diagnostics and the published texts live there): 0, or -1 when memory
 * ran out. */
static int each_ref_guarded(each_ref *e)
{
	hcl_oom h;
	hcl_file *f = e->f;
	h.held = NULL;
	f->arena.oom = &h;
	if (setjmp(h.jb)) {
		f->arena.oom = NULL;
		return -1;
	}
	if (f->body)
		each_ref_body(e, f->body);
	else if (f->expr && hcl_expr_variables(f->expr, each_ref_trav, e) != 0)
		hcl_arena_oom(&f->arena);
	f->arena.oom = NULL;
	return 0;
}

unsigned reserve_each_reference(reserve_file *rf, const reserve_spec *spec, int testing,
				const reserve_ref_context *ctx,
				void (*fn)(void *fctx, const reserve_reference *r), void *fctx)
{
	const spec_lang *l = (spec ? spec : &builtin)->l;
	ctx_bridge b = {l, ctx};
	each_ref e = {rf->f, l, testing, {bridge_feature, bridge_any, bridge_managed, &b}, fn, fctx, 0};
	return each_ref_guarded(&e) != 0 ? RESERVE_NOMEM : e.n;
}
