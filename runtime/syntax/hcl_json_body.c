/* hcl_json_body.c - JSON values read as hcl's json package reads them as
 * expressions and bodies: Variables() of a value, and the attributes of
 * the root object (Body.JustAttributes) with hcl's diagnostics; and the
 * objects and properties that hold a place of the file. */
#include <string.h>

#include "hcl_json.h"

int hcl_json_variables(const hcl_json_value *v, hcl_trav_fn fn, void *ctx)
{
	int rc = 0;
	switch (v->kind) {
	case HCL_JSON_STRING:
		if (!(v->flags & HCL_JSON_TBAD))
			rc = hcl_expr_variables(v->expr, fn, ctx);
		break;
	case HCL_JSON_ARRAY:
		for (const hcl_json_value *e = v->items; e && rc == 0; e = e->next)
			rc = hcl_json_variables(e, fn, ctx);
		break;
	case HCL_JSON_OBJECT:
		for (const hcl_json_prop *p = v->props; p && rc == 0; p = p->next) {
			rc = hcl_json_variables(p->name, fn, ctx);
			if (rc == 0)
				rc = hcl_json_variables(p->value, fn, ctx);
		}
		break;
	default:
		break;
	}
	return rc;
}

static int same_name(const hcl_json_value *a, const hcl_json_value *b)
{
	return a->len == b->len && memcmp(a->text, b->text, a->len) == 0;
}

void hcl_json_duplicate(hcl_json_file *jf, const hcl_json_prop *dup, const hcl_json_prop *first,
			const char *summary)
{
	hcl_buf b = {0};
	hcl_pos s = hcl_json_pos(jf, first->name->start), e = hcl_json_pos(jf, first->value->end);
	hcl_buf_puts(&b, "The argument \"");
	for (uint32_t i = 0; i < dup->name->len; i++) {
		char c = dup->name->text[i];
		if (c == '"' || c == '\\')
			hcl_buf_putc(&b, '\\');
		hcl_buf_putc(&b, c);
	}
	hcl_buf_printf(&b, "\" was already set at %s:%u,%u-", jf->file.name, s.line, s.col);
	if (e.line != s.line)
		hcl_buf_printf(&b, "%u,", e.line);
	hcl_buf_printf(&b, "%u.", e.col);
	const char *detail = b.oom ? "The argument was already set." : hcl_strndup(&jf->file.arena, b.p, b.n);
	hcl_buf_free(&b);
	hcl_diag_add(&jf->file, HCL_ERROR, dup->name->start, dup->name->end, summary, detail);
}

uint32_t hcl_json_attr_variables(hcl_json_file *jf, hcl_trav_fn fn, void *ctx)
{
	int tell = !jf->attrs_read;
	uint32_t n = 0;
	jf->attrs_read = 1;
	if (jf->root->kind != HCL_JSON_OBJECT) {
		if (tell)
			hcl_diag_add(&jf->file, HCL_ERROR, jf->root->start, jf->root->start + 1,
				     "Incorrect JSON value type",
				     "A JSON object is required here, setting the arguments for this block.");
		return 0;
	}
	for (const hcl_json_prop *p = jf->root->props; p; p = p->next) {
		const hcl_json_value *name = p->name;
		const hcl_json_prop *q = jf->root->props;
		if (name->len == 2 && memcmp(name->text, "//", 2) == 0)
			continue;
		while (q != p && !same_name(q->name, name))
			q = q->next;
		if (q != p) {
			if (tell)
				hcl_json_duplicate(jf, p, q, "Duplicate attribute definition");
			continue;
		}
		n++;
		hcl_json_variables(p->value, fn, ctx);
	}
	return n;
}

int hcl_json_context(const hcl_json_value *v, uint32_t at, hcl_buf *out)
{
	size_t was = out->n;
	for (;;) { /* the steps from the root down */
		const hcl_json_value *in = NULL;
		uint32_t i = 0;
		if (v->kind == HCL_JSON_OBJECT) {
			for (const hcl_json_prop *p = v->props; p && !in; p = p->next) {
				const hcl_json_value *c = p->value;
				if ((c->kind == HCL_JSON_OBJECT || c->kind == HCL_JSON_ARRAY) && c->start <= at && at < c->end) {
					in = c;
					hcl_buf_printf(out, "%s%s", out->n > was ? "." : "", p->name->text);
				}
			}
		} else if (v->kind == HCL_JSON_ARRAY) {
			for (const hcl_json_value *c = v->items; c && !in; c = c->next, i++)
				if ((c->kind == HCL_JSON_OBJECT || c->kind == HCL_JSON_ARRAY) && c->start <= at && at < c->end) {
					in = c;
					hcl_buf_printf(out, "[%u]", i);
				}
		}
		if (!in)
			return out->n > was;
		v = in;
	}
}

const hcl_json_value *hcl_json_root(const hcl_file *f)
{
	return ((const hcl_json_file *)f)->root; /* the file is the first member */
}

const hcl_json_value *hcl_json_object_at(const hcl_json_value *v, uint32_t brace)
{
	while (v && !(v->kind == HCL_JSON_OBJECT && v->start == brace)) {
		const hcl_json_value *in = NULL;
		if (v->kind == HCL_JSON_OBJECT)
			for (const hcl_json_prop *p = v->props; p && !in; p = p->next)
				in = p->value->start <= brace && brace < p->value->end ? p->value : NULL;
		else if (v->kind == HCL_JSON_ARRAY)
			for (const hcl_json_value *i = v->items; i && !in; i = i->next)
				in = i->start <= brace && brace < i->end ? i : NULL;
		v = in;
	}
	return v;
}

const hcl_json_prop *hcl_json_prop_at(const hcl_json_value *o, uint32_t at)
{
	for (const hcl_json_prop *p = o && o->kind == HCL_JSON_OBJECT ? o->props : NULL; p; p = p->next)
		if (p->name->start <= at && at < p->value->end)
			return p;
	return NULL;
}

void hcl_json_prop_cut(const hcl_json_prop *prev, const hcl_json_prop *p, uint32_t *start, uint32_t *end)
{
	*start = prev ? prev->value->end : p->name->start;
	*end = !prev && p->next ? p->next->name->start : p->value->end;
}
