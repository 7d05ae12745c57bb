/* reserve.c - the public API (reserve.h) over the syntax layer. */
#include <stdlib.h>

#include "hcl.h"
#include "reserve.h"

struct reserve_file {
	hcl_file *f;
};

const char *reserve_version(void)
{
	return PACKAGE_VERSION;
}

reserve_file *reserve_parse(const char *name, const char *src, size_t len, reserve_mode mode)
{
	reserve_file *r = malloc(sizeof *r);
	if (!r)
		return NULL;
	r->f = hcl_parse(name, src, len,
			 mode == RESERVE_EXPRESSION ? HCL_MODE_EXPR
			 : mode == RESERVE_TEMPLATE ? HCL_MODE_TEMPLATE : HCL_MODE_CONFIG);
	if (!r->f) {
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
	hcl_pos a = hcl_file_pos(f, s), b = hcl_file_pos(f, e);
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
	char *buf;
	size_t cap;
} trav_ctx;

static void each_trav(void *p, const hcl_traversal *t)
{
	trav_ctx *c = p;
	size_t n;
	while ((n = hcl_traversal_format(t, c->buf, c->cap)) >= c->cap) {
		char *nb = realloc(c->buf, n + 64);
		if (!nb)
			return;
		c->buf = nb;
		c->cap = n + 64;
	}
	reserve_traversal rt;
	rt.text = c->buf;
	rt.range = to_range(c->f, t->head->start, t->tail->end);
	c->n++;
	c->fn(c->ctx, &rt);
}

static void each_body(trav_ctx *c, const hcl_body *b)
{
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		hcl_expr_variables(a->expr, each_trav, c);
	for (const hcl_block *k = b->blocks; k; k = k->next)
		each_body(c, k->body);
}

unsigned reserve_each_traversal(reserve_file *r,
				void (*fn)(void *ctx, const reserve_traversal *t), void *ctx)
{
	trav_ctx c = {r->f, fn, ctx, 0, NULL, 0};
	if (r->f->body)
		each_body(&c, r->f->body);
	else if (r->f->expr)
		hcl_expr_variables(r->f->expr, each_trav, &c);
	free(c.buf);
	return c.n;
}
