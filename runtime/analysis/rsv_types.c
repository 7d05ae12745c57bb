/* rsv_types.c - type constraints (hcl's typeexpr, as OpenTofu's variable
 * "type" argument reads them) and the lint OpenTofu runs on a variable's
 * default: object constructor attributes its type would discard
 * (lint.DiscardedObjectConstructorAttrs). */
#include <string.h>

#include "hcl_buf.h"
#include "rsv_text.h"
#include "rsv_types.h"

static rsv_type *new_type(hcl_file *f, int kind)
{
	rsv_type *t = hcl_alloc(&f->arena, sizeof *t);
	t->kind = (uint8_t)kind;
	return t;
}

static int one_arg(const hcl_expr *e, const hcl_expr **arg)
{
	if (!e->list || e->list->next || (e->flags & HCL_EF_EXPAND))
		return 0;
	*arg = e->list;
	return 1;
}

static rsv_type *parse(hcl_file *f, const hcl_expr *e, int in_object);

/* object({name = TYPE, ...}): names are keywords; optional(T[, default]). */
static rsv_type *parse_object(hcl_file *f, const hcl_expr *o)
{
	if (o->kind != HCL_E_OBJECT)
		return NULL;
	rsv_type *t = new_type(f, RSV_T_OBJECT);
	for (const hcl_expr *it = o->list; it; it = it->next)
		t->n++;
	t->names = hcl_alloc(&f->arena, (t->n + 1) * sizeof *t->names);
	t->types = hcl_alloc(&f->arena, (t->n + 1) * sizeof *t->types);
	t->optional = hcl_alloc(&f->arena, t->n + 1);
	t->n = 0;
	for (const hcl_expr *it = o->list; it; it = it->next) {
		const char *name;
		if ((it->flags & HCL_EF_FORCEKEY) || hcl_expr_as_keyword(f, it->a, &name) != 0)
			return NULL;
		rsv_type *at = parse(f, it->b, 1);
		if (!at)
			return NULL;
		t->optional[t->n] = it->b->kind == HCL_E_CALL && strcmp(it->b->name, "optional") == 0;
		t->names[t->n] = name;
		t->types[t->n++] = at;
	}
	return t;
}

static rsv_type *parse_tuple(hcl_file *f, const hcl_expr *l)
{
	if (l->kind != HCL_E_TUPLE)
		return NULL;
	rsv_type *t = new_type(f, RSV_T_TUPLE);
	for (const hcl_expr *it = l->list; it; it = it->next)
		t->n++;
	t->types = hcl_alloc(&f->arena, (t->n + 1) * sizeof *t->types);
	t->n = 0;
	for (const hcl_expr *it = l->list; it; it = it->next)
		if (!(t->types[t->n++] = parse(f, it, 0)))
			return NULL;
	return t;
}

static rsv_type *parse_call(hcl_file *f, const hcl_expr *e, int in_object)
{
	static const struct { const char *name; int kind; } colls[] = {
		{"list", RSV_T_LIST}, {"set", RSV_T_SET}, {"map", RSV_T_MAP}};
	const hcl_expr *arg;
	for (size_t i = 0; i < sizeof colls / sizeof colls[0]; i++)
		if (strcmp(e->name, colls[i].name) == 0) {
			rsv_type *t = one_arg(e, &arg) ? new_type(f, colls[i].kind) : NULL;
			if (t && !(t->elem = parse(f, arg, 0)))
				return NULL;
			return t;
		}
	if (strcmp(e->name, "object") == 0)
		return one_arg(e, &arg) ? parse_object(f, arg) : NULL;
	if (strcmp(e->name, "tuple") == 0)
		return one_arg(e, &arg) ? parse_tuple(f, arg) : NULL;
	if (strcmp(e->name, "optional") == 0 && in_object && e->list &&
	    (!e->list->next || !e->list->next->next))
		return parse(f, e->list, 0);
	return NULL;
}

static rsv_type *parse(hcl_file *f, const hcl_expr *e, int in_object)
{
	const char *kw;
	if (hcl_expr_as_keyword(f, e, &kw) == 0) {
		if (strcmp(kw, "any") == 0)
			return new_type(f, RSV_T_ANY);
		if (strcmp(kw, "string") == 0 || strcmp(kw, "number") == 0 || strcmp(kw, "bool") == 0) {
			rsv_type *t = new_type(f, RSV_T_PRIMITIVE);
			t->prim = kw[0];
			return t;
		}
		return NULL;
	}
	if (e->kind == HCL_E_CALL)
		return parse_call(f, e, in_object);
	return NULL;
}

rsv_type *rsv_type_parse(hcl_file *f, const hcl_expr *e)
{
	const char *kw;
	/* the pre-0.12 shorthands list and map: of any element type */
	if (hcl_expr_as_keyword(f, e, &kw) == 0 && (strcmp(kw, "list") == 0 || strcmp(kw, "map") == 0)) {
		rsv_type *t = new_type(f, kw[0] == 'l' ? RSV_T_LIST : RSV_T_MAP);
		t->elem = new_type(f, RSV_T_ANY);
		return t;
	}
	return parse(f, e, 0);
}

/* ---- the default value lint ------------------------------------------------- */

typedef struct lint {
	hcl_file *f;
	rsv_unused_fn fn;
	void *ctx;
	hcl_buf path; /* where the walk is: ".a[\"k\"]" */
} lint;

static void walk(lint *w, const hcl_expr *e, const rsv_type *t);

/* A constant attribute name from an object constructor key, or NULL. */
static const char *key_name(hcl_file *f, const hcl_expr *k, uint32_t *len)
{
	const char *name;
	if (!k)
		return NULL;
	if (hcl_expr_as_keyword(f, k, &name) == 0 && !(k->kind == HCL_E_LITERAL && k->op == HCL_LIT_NULL)) {
		*len = (uint32_t)strlen(name);
		return name;
	}
	if (k->kind == HCL_E_TEMPLATE && !(k->flags & HCL_EF_HEREDOC) && k->list && !k->list->next &&
	    k->list->kind == HCL_E_LITERAL) {
		*len = k->list->len;
		return k->list->text;
	}
	if (k->kind == HCL_E_LITERAL && k->op == HCL_LIT_NUMBER) {
		long long v;
		if (!hcl_number_int(k->text, k->len, &v))
			return NULL;
		const char *s = rsv_printf(&f->arena, "%lld", v);
		*len = (uint32_t)strlen(s);
		return s;
	}
	return NULL;
}

/* Walks a child whose step (".name", "[0]", ...) the caller has just added
 * to the path, which had keep bytes before; then takes the step off again. */
static void child(lint *w, size_t keep, const hcl_expr *e, const rsv_type *t)
{
	if (w->path.oom) /* the path is freed by the jump (rsv_default_unused's hold) */
		hcl_arena_oom(&w->f->arena);
	walk(w, e, t);
	rsv_path_cut(&w->path, keep);
}

/* The element a for expression makes, whose key is not known yet. */
static void unknown_child(lint *w, const hcl_expr *e, const rsv_type *t)
{
	size_t keep = w->path.n;
	hcl_buf_puts(&w->path, "[(not yet known)]");
	child(w, keep, e, t);
}

static void walk_object(lint *w, const hcl_expr *e, const rsv_type *t)
{
	if (e->kind != HCL_E_OBJECT)
		return;
	for (const hcl_expr *it = e->list; it; it = it->next) {
		uint32_t n = 0;
		const char *name = (it->flags & HCL_EF_FORCEKEY) ? NULL : key_name(w->f, it->a, &n);
		if (!name)
			continue;
		uint32_t i = 0;
		while (i < t->n && !(strlen(t->names[i]) == n && memcmp(t->names[i], name, n) == 0))
			i++;
		if (i == t->n) {
			w->fn(w->ctx, it->a, hcl_strndup(&w->f->arena, name, n), w->path.n ? w->path.p : NULL, t);
			continue;
		}
		size_t keep = w->path.n;
		rsv_path_attr(&w->path, name, n);
		child(w, keep, it->b, t->types[i]);
	}
}

static void walk(lint *w, const hcl_expr *e, const rsv_type *t)
{
	switch (t->kind) {
	case RSV_T_OBJECT:
		walk_object(w, e, t);
		break;
	case RSV_T_MAP:
		if (e->kind == HCL_E_OBJECT) {
			for (const hcl_expr *it = e->list; it; it = it->next) {
				uint32_t n = 0;
				const char *name = (it->flags & HCL_EF_FORCEKEY) ? NULL : key_name(w->f, it->a, &n);
				size_t keep = w->path.n;
				if (!name)
					continue;
				rsv_path_key(&w->path, &w->f->arena, name, n);
				child(w, keep, it->b, t->elem);
			}
		} else if (e->kind == HCL_E_FOR && (e->flags & HCL_EF_OBJFOR) && e->c) {
			unknown_child(w, e->c, t->elem);
		}
		break;
	case RSV_T_LIST:
	case RSV_T_SET:
		if (e->kind == HCL_E_TUPLE) {
			int i = 0;
			for (const hcl_expr *it = e->list; it; it = it->next, i++) {
				size_t keep = w->path.n;
				rsv_path_index(&w->path, (unsigned long)i);
				child(w, keep, it, t->elem);
			}
		} else if (e->kind == HCL_E_FOR && !(e->flags & HCL_EF_OBJFOR) && e->c) {
			unknown_child(w, e->c, t->elem);
		}
		break;
	case RSV_T_TUPLE:
		if (e->kind == HCL_E_TUPLE) {
			uint32_t n = 0, i = 0;
			for (const hcl_expr *it = e->list; it; it = it->next)
				n++;
			if (n != t->n)
				break;
			for (const hcl_expr *it = e->list; it; it = it->next, i++) {
				size_t keep = w->path.n;
				rsv_path_index(&w->path, i);
				child(w, keep, it, t->types[i]);
			}
		}
		break;
	default:
		break;
	}
}

void rsv_default_unused(hcl_file *f, const hcl_expr *e, const rsv_type *t, rsv_unused_fn fn, void *ctx)
{
	lint w;
	if (!t || t->kind == RSV_T_ANY || t->kind == RSV_T_PRIMITIVE)
		return;
	hcl_held hold;
	memset(&w, 0, sizeof w);
	w.f = f;
	w.fn = fn;
	w.ctx = ctx;
	hcl_oom_hold(&f->arena, &hold, &w.path, NULL); /* freed on the way out of memory */
	walk(&w, e, t);
	hcl_oom_release(&f->arena, &hold);
	hcl_buf_free(&w.path);
}
