/* hcl_json_lower.c - a JSON file read as a configuration body against a
 * schema, as hcl's json package reads one (Body.Content: a block type's
 * labels are nested property names, a block is an object or an array of
 * objects, "//" properties of a body are comments), lowered into the native
 * tree so that the analysis reads .tf.json files as it reads .tf ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"

/* ---- messages (hcl's words; a %s is filled in) ------------------------------------ */
#define LOWER_MESSAGES(X) \
	X(M_BODY_ITEM, "Incorrect JSON value type", \
	  "A JSON object is required here, to define arguments and child blocks.") \
	X(M_BODY, "Incorrect JSON value type", \
	  "Either a JSON object or JSON array of objects is required here, to define arguments and child blocks.") \
	X(M_LABEL_ITEM, "Incorrect JSON value type", \
	  "A JSON object is required here, to specify %s labels for this block.") \
	X(M_LABEL, "Incorrect JSON value type", \
	  "Either a JSON object or JSON array of objects is required here, to specify %s labels for this block.") \
	X(M_NO_LABEL, "Missing block label", \
	  "At least one object property is required, whose name represents the %s block's %s.") \
	X(M_BLOCK, "Incorrect JSON value type", \
	  "Either a JSON object or a JSON array is required, representing the contents of one or more \"%s\" blocks.") \
	X(M_EXTRA, "Extraneous JSON object property", "No argument or block type is named \"%s\".%s")

/* The list's ids and texts, expanded as every message list of the syntax
 * layer is (hcl_messages.h): alike by design. */
typedef enum {
#define X(id, summary, detail) id,
	LOWER_MESSAGES(X)
#undef X
} lower_message;

static const struct {
	const char *summary, *detail;
} messages[] = {
#define X(id, summary, detail) {summary, detail},
	LOWER_MESSAGES(X)
#undef X
};

/* At most this many labels are read for a block type. */
enum { MAX_LABELS = 16 };

typedef struct lower {
	hcl_json_file *jf;
	const hcl_json_schema *s;
	hcl_arena *a;
} lower;

/* hcl's StartRange of a value: the opening brace or bracket, or the whole
 * scalar. */
static void start_range(const hcl_json_value *v, uint32_t *s, uint32_t *e)
{
	*s = v->start;
	*e = v->kind == HCL_JSON_OBJECT || v->kind == HCL_JSON_ARRAY ? v->start + 1 : v->end;
	if (*e < *s)
		*e = *s;
}

/* detail with each "%s" replaced by the next of args, in lw's arena. */
static const char *fill(lower *lw, const char *detail, const char *const *args)
{
	hcl_buf b = {0};
	for (const char *p = detail; *p; p++) {
		if (p[0] == '%' && p[1] == 's') {
			hcl_buf_puts(&b, *args ? *args : "");
			args++;
			p++;
		} else {
			hcl_buf_putc(&b, *p);
		}
	}
	const char *t = b.oom ? detail : hcl_strndup(lw->a, b.p, b.n);
	hcl_buf_free(&b);
	return t;
}

/* Adds message m at v's start, its %s filled with a and b (either may be
 * unused). */
static void complain(lower *lw, lower_message m, const hcl_json_value *v, const char *a, const char *b)
{
	uint32_t s, e;
	const char *const args[] = {a, b};
	start_range(v, &s, &e);
	hcl_diag_add(&lw->jf->file, HCL_ERROR, s, e, messages[m].summary, fill(lw, messages[m].detail, args));
}

/* The properties of v read as a body (label NULL) or as the labels named
 * label (hcl's collectDeepAttrs): an object's, those of each object of an
 * array; null has none; anything else is reported.  In lw's arena. */
static const hcl_json_prop **props_of(lower *lw, const hcl_json_value *v, const char *label, uint32_t *n)
{
	uint32_t cap = 0, k = 0;
	const hcl_json_prop **out;
	*n = 0;
	if (v->kind == HCL_JSON_OBJECT) {
		cap = v->n;
	} else if (v->kind == HCL_JSON_ARRAY) {
		for (const hcl_json_value *e = v->items; e; e = e->next)
			cap += e->kind == HCL_JSON_OBJECT ? e->n : 0;
	} else {
		if (v->kind != HCL_JSON_NULL)
			complain(lw, label ? M_LABEL : M_BODY, v, label, NULL);
		return NULL;
	}
	out = hcl_alloc(lw->a, (cap ? cap : 1) * sizeof *out);
	if (v->kind == HCL_JSON_OBJECT) {
		for (const hcl_json_prop *p = v->props; p; p = p->next)
			out[k++] = p;
	} else {
		for (const hcl_json_value *e = v->items; e; e = e->next) {
			if (e->kind != HCL_JSON_OBJECT) {
				complain(lw, label ? M_LABEL_ITEM : M_BODY_ITEM, e, label, NULL);
				continue;
			}
			for (const hcl_json_prop *p = e->props; p; p = p->next)
				out[k++] = p;
		}
	}
	*n = k;
	return out;
}

/* ---- expressions ------------------------------------------------------------------ */

static hcl_expr *node(lower *lw, int kind, const hcl_json_value *v)
{
	hcl_expr *e = hcl_expr_new(lw->a, kind);
	e->start = v->start;
	e->end = v->end;
	return e;
}

/* The template of string v as a value: its tree, whose top spans the
 * quotes as a native string's does.  A template with errors has no
 * traversals (as hcl's Variables); its errors are added when the
 * configuration is evaluated (hcl_json_add_late). */
static hcl_expr *template_of(lower *lw, const hcl_json_value *v)
{
	if (v->flags & HCL_JSON_TBAD) {
		hcl_json_mark(v, HCL_JSON_EVAL);
		return node(lw, HCL_E_INVALID, v);
	}
	hcl_expr *top = hcl_expr_copy(lw->a, v->expr);
	top->start = v->start;
	top->end = v->end;
	top->next = NULL;
	return top;
}

/* How strings are read (hcl_json_item_kind): as templates, native
 * expressions, or expressions when they are valid ones. */
static hcl_expr *lower_value(lower *lw, const hcl_json_value *v, int how);

/* A literal of kind lit. */
static hcl_expr *literal(lower *lw, const hcl_json_value *v, int lit)
{
	hcl_expr *e = node(lw, HCL_E_LITERAL, v);
	e->op = (uint8_t)lit;
	if (lit == HCL_LIT_NUMBER) {
		e->text = v->text;
		e->len = v->len;
	}
	return e;
}

static hcl_expr *lower_object(lower *lw, const hcl_json_value *v, int how)
{
	hcl_expr *e = node(lw, HCL_E_OBJECT, v), **slot = &e->list;
	for (const hcl_json_prop *p = v->props; p; p = p->next) {
		hcl_expr *it = hcl_expr_new(lw->a, HCL_E_ITEM);
		it->start = p->name->start;
		it->end = p->value->end;
		it->a = lower_value(lw, p->name, how);
		it->b = lower_value(lw, p->value, how);
		*slot = it;
		slot = &it->next;
	}
	return e;
}

/* v as hcl's JSON expression reads it, its strings read as how says. */
static hcl_expr *lower_value(lower *lw, const hcl_json_value *v, int how)
{
	hcl_expr *e;
	switch (v->kind) {
	case HCL_JSON_STRING:
		if (how == HCL_JSON_ARG)
			return template_of(lw, v);
		e = hcl_json_str_expr(lw->jf, v, how == HCL_JSON_ARG_TRY);
		return e ? e : template_of(lw, v);
	case HCL_JSON_NUMBER:
		return literal(lw, v, HCL_LIT_NUMBER);
	case HCL_JSON_BOOL:
		return literal(lw, v, v->flags & HCL_JSON_TRUE ? HCL_LIT_TRUE : HCL_LIT_FALSE);
	case HCL_JSON_NULL:
		return literal(lw, v, HCL_LIT_NULL);
	case HCL_JSON_ARRAY: {
		e = node(lw, HCL_E_TUPLE, v);
		hcl_expr **slot = &e->list;
		for (const hcl_json_value *i = v->items; i; i = i->next) {
			*slot = lower_value(lw, i, how);
			slot = &(*slot)->next;
		}
		return e;
	}
	case HCL_JSON_OBJECT:
		return lower_object(lw, v, how);
	default:
		return node(lw, HCL_E_INVALID, v);
	}
}

/* ---- bodies ----------------------------------------------------------------------- */

static hcl_body *lower_body(lower *lw, const hcl_json_value *v, int schema, int just);

/* The properties of a body that became attributes, by name: open
 * addressing, at most half full (NULL slots free).  Without memory, the
 * table is empty and every name is new (cap 0). */
typedef struct named {
	const hcl_json_prop **slot;
	size_t cap;
} named;

static const hcl_json_prop **named_slot(const named *t, const hcl_json_value *name)
{
	size_t h = 2166136261u;
	for (uint32_t k = 0; k < name->len; k++)
		h = (h ^ (unsigned char)name->text[k]) * 16777619u;
	for (size_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
		const hcl_json_prop *o = t->slot[i];
		if (!o || (o->name->len == name->len && memcmp(o->name->text, name->text, name->len) == 0))
			return &t->slot[i];
	}
}

/* Property p as an attribute of b, unless an earlier property of its name
 * is one: then hcl's duplicate error, against that one. */
static void add_attr(lower *lw, hcl_body *b, named *t, const hcl_json_prop *p, int how, int just)
{
	const hcl_json_prop **slot = t->cap ? named_slot(t, p->name) : NULL;
	if (slot && *slot) {
		hcl_json_duplicate(lw->jf, p, *slot, just ? "Duplicate attribute definition" : "Duplicate argument");
		return;
	}
	if (slot)
		*slot = p;
	hcl_attr *a = hcl_alloc(lw->a, sizeof *a);
	a->name = p->name->text;
	a->name_start = a->start = p->name->start;
	a->name_end = p->name->end;
	a->end = p->value->end;
	a->expr = lower_value(lw, p->value, how);
	hcl_body_append_attr(b, a);
}

/* One block of type type with labels lv[0, n), its body v. */
static void add_block(lower *lw, hcl_body *b, int schema, const hcl_json_value *type,
		      const hcl_json_value *const *lv, uint32_t n, const hcl_json_value *v)
{
	hcl_block *k = hcl_alloc(lw->a, sizeof *k);
	hcl_label **slot = &k->labels;
	k->type = type->text;
	k->type_start = type->start;
	k->type_end = type->end;
	for (uint32_t i = 0; i < n; i++) {
		hcl_label *l = hcl_alloc(lw->a, sizeof *l);
		l->text = lv[i]->text;
		l->start = lv[i]->start;
		l->end = lv[i]->end;
		l->quoted = 1;
		*slot = l;
		slot = &l->next;
	}
	k->nlabels = n;
	k->start = k->open_brace = v->start; /* hcl's DefRange: the brace */
	k->close_brace = v->end > v->start ? v->end - 1 : v->start;
	k->end = v->end;
	int just = 0, sub = lw->s->block_body(lw->s->self, schema, k, &just);
	k->body = lower_body(lw, v, sub, just);
	hcl_body_append_block(b, k);
}

/* hcl's unpackBlock: the labels from depth on are the nested properties
 * of v, then v is the body of one block or an array of bodies. */
static void unpack(lower *lw, hcl_body *b, int schema, const hcl_json_value *type, const hcl_json_item *it,
		   const hcl_json_value **lv, uint32_t depth, const hcl_json_value *v)
{
	if (depth < it->nlabels) {
		const char *label = it->labels ? it->labels[depth] : "label";
		uint32_t n;
		const hcl_json_prop **props = props_of(lw, v, label, &n);
		if (n == 0)
			complain(lw, M_NO_LABEL, v, type->text, label);
		for (uint32_t i = 0; i < n; i++) {
			lv[depth] = props[i]->name;
			unpack(lw, b, schema, type, it, lv, depth + 1, props[i]->value);
		}
		return;
	}
	if (v->kind == HCL_JSON_OBJECT) {
		add_block(lw, b, schema, type, lv, depth, v);
	} else if (v->kind == HCL_JSON_ARRAY) {
		for (const hcl_json_value *e = v->items; e; e = e->next)
			add_block(lw, b, schema, type, lv, depth, e);
	} else if (v->kind != HCL_JSON_NULL) {
		complain(lw, M_BLOCK, v, type->text, NULL);
	}
}

static hcl_body *lower_body(lower *lw, const hcl_json_value *v, int schema, int just)
{
	hcl_body *b = hcl_alloc(lw->a, sizeof *b);
	uint32_t n;
	const hcl_json_prop **props = props_of(lw, v, NULL, &n);
	named t = {NULL, 16};
	while (t.cap < 2 * (size_t)n)
		t.cap *= 2;
	if (!(t.slot = calloc(t.cap, sizeof *t.slot)))
		t.cap = 0;
	b->start = v->start;
	b->end = v->end;
	for (uint32_t i = 0; i < n; i++) {
		const hcl_json_value *name = props[i]->name;
		hcl_json_item it;
		if (name->len == 2 && memcmp(name->text, "//", 2) == 0)
			continue;
		memset(&it, 0, sizeof it);
		lw->s->item(lw->s->self, schema, name->text, &it);
		if (it.kind == HCL_JSON_BLOCK) {
			const hcl_json_value *lv[MAX_LABELS];
			if (it.nlabels > MAX_LABELS)
				it.nlabels = MAX_LABELS;
			unpack(lw, b, schema, name, &it, lv, 0, props[i]->value);
		} else if (it.kind == HCL_JSON_EXTRA) {
			char *hint = NULL;
			if (it.suggestion) {
				size_t k = strlen(it.suggestion) + 20;
				hint = hcl_alloc(lw->a, k);
				snprintf(hint, k, " Did you mean \"%s\"?", it.suggestion);
			}
			complain(lw, M_EXTRA, name, name->text, hint);
		} else {
			add_attr(lw, b, &t, props[i], it.kind, just);
		}
	}
	free(t.slot);
	return b;
}

void hcl_json_lower(hcl_json_file *jf, const hcl_json_schema *s)
{
	lower lw = {jf, s, &jf->file.arena};
	jf->file.body = lower_body(&lw, jf->root, s->root, 0);
}

void hcl_json_add_late(hcl_file *f)
{
	if (!f->json)
		return;
	const hcl_json_file *jf = (const hcl_json_file *)f;
	for (const hcl_diag *d = jf->tdiags; d; d = d->next) {
		const hcl_json_value *s = hcl_json_str_at(jf, d->start);
		if (s && (s->flags & HCL_JSON_EVAL))
			hcl_diag_add(f, d->severity, d->start, d->end, d->summary, d->detail);
	}
}
