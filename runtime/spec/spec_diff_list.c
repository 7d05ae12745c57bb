/* spec_diff_list.c - the change list itself: appending a change, its strings in the list's
 * arena, finding a change, and the names of kinds, operations and classes.  The comparisons
 * are in spec_diff.c and spec_diff_block.c. */
#include <stdarg.h>
#include <string.h>

#include "spec_diff_int.h"

const char *const spec_change_kind_names[] = {
#define SPEC_X(up, low) #low,
	SPEC_CHANGE_KINDS(SPEC_X)
#undef SPEC_X
	NULL};
const char *const spec_change_op_names[] = {"added", "removed", "changed", NULL};
const char *const spec_class_names[] = {"safe", "escapable", "breaking", NULL};

/* ---- the list ------------------------------------------------------------------ */

const char *sd_str(spec_diff *d, const char *fmt, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &b, NULL);
	const char *s = b.oom ? NULL : hcl_strndup(&d->arena, b.p ? b.p : "", b.n);
	hcl_oom_release(&d->arena, &held);
	if (b.oom)
		d->oom = 1;
	hcl_buf_free(&b);
	return s ? s : "";
}

const char *sd_names(spec_diff *d, spec_names n)
{
	hcl_buf b = {0};
	hcl_buf_putc(&b, '[');
	for (uint16_t i = 0; i < n.n; i++)
		hcl_buf_printf(&b, "%s%s", i ? ", " : "", n.v[i]);
	hcl_buf_putc(&b, ']');
	hcl_held held;
	hcl_oom_hold(&d->arena, &held, &b, NULL);
	const char *s = b.oom ? "" : hcl_strndup(&d->arena, b.p, b.n);
	hcl_oom_release(&d->arena, &held);
	d->oom |= b.oom;
	hcl_buf_free(&b);
	return s;
}

int sd_in(spec_names n, const char *s)
{
	for (uint16_t i = 0; i < n.n; i++)
		if (strcmp(n.v[i], s) == 0)
			return 1;
	return 0;
}

spec_change *sd_add(spec_diff *d, int kind, int op, const char *name, const char *where)
{
	if (d->n == d->cap && hcl_grow((void **)&d->v, &d->cap, d->n + 1, sizeof *d->v) != 0) {
		d->oom = 1;
		return NULL;
	}
	spec_change *c = &d->v[d->n++];
	memset(c, 0, sizeof *c);
	c->kind = (uint8_t)kind;
	c->op = (uint8_t)op;
	c->name = name;
	c->where = where ? where : "";
	return c;
}

spec_change *sd_valued(spec_diff *d, int kind, const char *name, const char *ov, const char *nv)
{
	if ((!ov && !nv) || (ov && nv && strcmp(ov, nv) == 0))
		return NULL;
	spec_change *c = sd_add(d, kind, !ov ? SPEC_OP_ADDED : !nv ? SPEC_OP_REMOVED : SPEC_OP_CHANGED, name, "");
	if (c) {
		c->old_value = ov;
		c->new_value = nv;
	}
	return c;
}

void sd_class(spec_change *c, int cls, const char *reason)
{
	if (!c)
		return;
	c->cls = (uint8_t)cls;
	c->reason = reason;
}

int spec_escape_root(const spec_lang *l)
{
	for (uint16_t i = 0; i < l->nroots; i++)
		if (l->roots[i].escape)
			return i;
	return -1;
}

int spec_diff_find(const spec_diff *d, int kind, const char *name, const char *where)
{
	for (size_t i = 0; i < d->n; i++)
		if (d->v[i].kind == kind && strcmp(d->v[i].name, name) == 0 &&
		    strcmp(d->v[i].where, where ? where : "") == 0)
			return (int)i;
	return -1;
}
