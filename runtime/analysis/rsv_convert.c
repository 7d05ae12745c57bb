/* rsv_convert.c - whether a variable's default value converts to its type,
 * as cty's convert.Convert decides and words it (MismatchMessage for a
 * type that cannot convert; "a number is required" and the like for a value
 * that cannot), for the literal values a default is made of.  A mismatch
 * whose wording depends on Go's map order, or that this reader does not
 * know exactly, gives no answer rather than a wrong one. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hcl_buf.h"
#include "rsv_text.h"
#include "rsv_types.h"

/* What a literal value is. */
enum { V_UNKNOWN, V_NULL, V_STRING, V_NUMBER, V_BOOL, V_TUPLE, V_OBJECT };

typedef struct conv {
	hcl_file *f;
	hcl_buf path;       /* where the value being converted is: .a["k"][0] */
	const char *error;  /* the first error found */
	int unsure;         /* a mismatch this reader cannot word */
	int given;          /* the release's MismatchMessage names the type given (spec_lang.mismatch_given) */
} conv;

/* The kind of value e is; a string's text (or a number's) in *text. */
static int value_kind(conv *c, const hcl_expr *e, const char **text)
{
	e = hcl_expr_unparen(e);
	*text = NULL;
	if (!e)
		return V_UNKNOWN;
	switch (e->kind) {
	case HCL_E_LITERAL:
		if (e->op == HCL_LIT_NULL)
			return V_NULL;
		if (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE)
			return V_BOOL;
		if (e->op == HCL_LIT_NUMBER) {
			*text = hcl_strndup(&c->f->arena, e->text, e->len);
			return V_NUMBER;
		}
		return V_UNKNOWN;
	case HCL_E_UNOP: /* -NUMBER */
		return c->f->src[e->start] == '-' && value_kind(c, e->a, text) == V_NUMBER ? V_NUMBER : V_UNKNOWN;
	case HCL_E_TEMPLATE: {
		hcl_buf b = {0};
		for (const hcl_expr *p = e->list; p; p = p->next) {
			if (p->kind != HCL_E_LITERAL) {
				hcl_buf_free(&b);
				return V_UNKNOWN;
			}
			hcl_buf_put(&b, p->text, p->len);
		}
		*text = hcl_buf_done(&c->f->arena, &b);
		return V_STRING;
	}
	case HCL_E_TUPLE:
		return V_TUPLE;
	case HCL_E_OBJECT:
		return V_OBJECT;
	default:
		return V_UNKNOWN;
	}
}

/* An object constructor item's key as an attribute name, or NULL. */
static const char *item_key(conv *c, const hcl_expr *it)
{
	const char *name, *text;
	if (!(it->flags & HCL_EF_FORCEKEY) && hcl_expr_as_keyword(c->f, it->a, &name) == 0)
		return name;
	int k = value_kind(c, it->a, &text);
	return k == V_STRING || k == V_NUMBER ? text : NULL;
}

/* The item of object e named name, or NULL. */
static const hcl_expr *item_named(conv *c, const hcl_expr *e, const char *name)
{
	for (const hcl_expr *it = e->list; it; it = it->next) {
		const char *k = item_key(c, it);
		if (k && strcmp(k, name) == 0)
			return it;
	}
	return NULL;
}

/* cty's FriendlyName (constraint 0) or FriendlyNameForConstraint (1). */
static void type_name(hcl_buf *b, const rsv_type *t, int constraint)
{
	static const char *const kinds[] = {
		[RSV_T_LIST] = "list of ", [RSV_T_SET] = "set of ", [RSV_T_MAP] = "map of "};
	switch (t->kind) {
	case RSV_T_ANY:
		hcl_buf_puts(b, constraint ? "any type" : "dynamic");
		break;
	case RSV_T_PRIMITIVE:
		hcl_buf_puts(b, t->prim == 's' ? "string" : t->prim == 'n' ? "number" : "bool");
		break;
	case RSV_T_OBJECT:
		hcl_buf_puts(b, "object");
		break;
	case RSV_T_TUPLE:
		hcl_buf_puts(b, "tuple");
		break;
	default:
		hcl_buf_puts(b, kinds[t->kind]);
		type_name(b, t->elem, constraint);
	}
}

static const char *value_name(int kind)
{
	static const char *const names[] = {
		[V_STRING] = "string", [V_NUMBER] = "number", [V_BOOL] = "bool", [V_TUPLE] = "tuple", [V_OBJECT] = "object"};
	return names[kind];
}

static int convertible(conv *c, const hcl_expr *e, const rsv_type *t);

/* Every element of the list of expressions converts to t. */
static int all_convert(conv *c, const hcl_expr *first, int items, const rsv_type *t)
{
	for (const hcl_expr *p = first; p; p = p->next)
		if (!convertible(c, items ? p->b : p, t))
			return 0;
	return 1;
}

/* GetConversionUnsafe(type of e, t) exists; an unknown value converts. */
static int convertible(conv *c, const hcl_expr *e, const rsv_type *t)
{
	const char *text;
	int k = value_kind(c, e, &text);
	e = hcl_expr_unparen(e);
	if (k == V_UNKNOWN || k == V_NULL || t->kind == RSV_T_ANY)
		return 1;
	switch (t->kind) {
	case RSV_T_PRIMITIVE:
		return k == V_STRING || (t->prim == 's' && k != V_TUPLE && k != V_OBJECT) ||
		       (k == V_NUMBER && t->prim == 'n') || (k == V_BOOL && t->prim == 'b');
	case RSV_T_LIST:
	case RSV_T_SET:
		return k == V_TUPLE && all_convert(c, e->list, 0, t->elem);
	case RSV_T_MAP:
		return k == V_OBJECT && all_convert(c, e->list, 1, t->elem);
	case RSV_T_TUPLE: {
		uint32_t i = 0;
		const hcl_expr *p = k == V_TUPLE ? e->list : NULL;
		for (; p && i < t->n; p = p->next, i++)
			if (!convertible(c, p, t->types[i]))
				return 0;
		return k == V_TUPLE && !p && i == t->n;
	}
	default: /* object */
		if (k != V_OBJECT)
			return 0;
		for (uint32_t i = 0; i < t->n; i++) {
			const hcl_expr *it = item_named(c, e, t->names[i]);
			if ((!it && !t->optional[i]) || (it && !convertible(c, it->b, t->types[i])))
				return 0;
		}
		return 1;
	}
}

static void mismatch(conv *c, hcl_buf *b, const hcl_expr *e, const rsv_type *t);

/* mismatchMessageObjects: the missing attributes (sorted), else the one
 * attribute that does not convert (two or more: Go's map order picks). */
static void mismatch_objects(conv *c, hcl_buf *b, const hcl_expr *e, const rsv_type *t)
{
	const char *missing[3];
	uint32_t nmissing = 0, bad = t->n, nbad = 0;
	for (uint32_t i = 0; i < t->n; i++) {
		const hcl_expr *it = item_named(c, e, t->names[i]);
		if (!it && !t->optional[i]) {
			uint32_t at = nmissing < 3 ? nmissing : 3;
			while (at > 0 && strcmp(missing[at - 1], t->names[i]) > 0) {
				if (at < 3)
					missing[at] = missing[at - 1];
				at--;
			}
			if (at < 3)
				missing[at] = t->names[i];
			nmissing++;
		} else if (it && !convertible(c, it->b, t->types[i])) {
			bad = nbad++ ? bad : i;
		}
	}
	if (nmissing == 1)
		hcl_buf_printf(b, "attribute %s is required", rsv_quote(&c->f->arena, missing[0], strlen(missing[0])));
	else if (nmissing == 2)
		hcl_buf_printf(b, "attributes %s and %s are required", rsv_quote(&c->f->arena, missing[0], strlen(missing[0])),
			       rsv_quote(&c->f->arena, missing[1], strlen(missing[1])));
	else if (nmissing > 2 || nbad != 1)
		c->unsure = 1;
	else {
		hcl_buf_printf(b, "attribute %s: ", rsv_quote(&c->f->arena, t->names[bad], strlen(t->names[bad])));
		mismatch(c, b, item_named(c, e, t->names[bad])->b, t->types[bad]);
	}
}

/* mismatchMessageCollectionsFromStructural: a tuple for a list or set, an
 * object for a map, whose one element does not convert. */
static void mismatch_elements(conv *c, hcl_buf *b, const hcl_expr *e, int k, const rsv_type *t)
{
	const hcl_expr *bad = NULL;
	int nbad = 0, i = 0, at = 0;
	for (const hcl_expr *p = e->list; p; p = p->next, i++)
		if (!convertible(c, k == V_OBJECT ? p->b : p, t->elem) && !nbad++) {
			bad = p;
			at = i;
		}
	if (nbad != 1 || (k == V_OBJECT && !item_key(c, bad))) {
		c->unsure = 1;
		return;
	}
	if (k == V_TUPLE)
		hcl_buf_printf(b, "element %d: ", at);
	else
		hcl_buf_printf(b, "element %s: ", rsv_quote(&c->f->arena, item_key(c, bad), strlen(item_key(c, bad))));
	mismatch(c, b, k == V_OBJECT ? bad->b : bad, t->elem);
}

/* MismatchMessage(type of e, t), for a value that does not convert. */
static void mismatch(conv *c, hcl_buf *b, const hcl_expr *e, const rsv_type *t)
{
	const char *text;
	int k = value_kind(c, e, &text), prim = k == V_STRING || k == V_NUMBER || k == V_BOOL;
	e = hcl_expr_unparen(e);
	if (k == V_OBJECT && t->kind == RSV_T_OBJECT) {
		mismatch_objects(c, b, e, t);
	} else if ((k == V_TUPLE && (t->kind == RSV_T_LIST || t->kind == RSV_T_SET)) ||
		   (k == V_OBJECT && t->kind == RSV_T_MAP)) {
		mismatch_elements(c, b, e, k, t);
	} else if (!prim && (t->kind == RSV_T_LIST || t->kind == RSV_T_SET || t->kind == RSV_T_MAP)) {
		type_name(b, t, 1);
		hcl_buf_puts(b, " required");
	} else if (c->given && (prim != (t->kind == RSV_T_PRIMITIVE) || (k == V_TUPLE && t->kind == RSV_T_OBJECT) ||
				(t->kind == RSV_T_PRIMITIVE && (t->prim == 's' || (k == V_NUMBER && t->prim == 'b') ||
								(k == V_BOOL && t->prim == 'n'))))) {
		type_name(b, t, 0); /* the types are not likely to confuse */
		hcl_buf_printf(b, " required, but have %s", value_name(k));
	} else {
		type_name(b, t, 1);
		hcl_buf_puts(b, " required");
	}
}

static void set_error(conv *c, const char *msg)
{
	if (!c->error)
		c->error = c->path.n ? rsv_printf(&c->f->arena, "%s: %s", c->path.p, msg) : msg;
}

static void convert_value(conv *c, const hcl_expr *e, const rsv_type *t);

/* Converts the child value e under the path step just added (the path had
 * keep bytes before it), then takes the step off. */
static void child(conv *c, size_t keep, const hcl_expr *e, const rsv_type *t)
{
	if (c->path.oom) /* the path is freed by the jump (rsv_default_mismatch's hold) */
		hcl_arena_oom(&c->f->arena);
	convert_value(c, e, t);
	rsv_path_cut(&c->path, keep);
}

/* A string for a number or a bool: the value's own conversion. */
static void convert_primitive(conv *c, const char *s, const rsv_type *t)
{
	if (t->prim == 'n') {
		size_t i = s[0] == '-' || s[0] == '+', digits = 0;
		while (s[i] >= '0' && s[i] <= '9')
			i++, digits++;
		if (s[i] == '.')
			for (i++; s[i] >= '0' && s[i] <= '9'; i++)
				digits++;
		if (digits && (s[i] == 'e' || s[i] == 'E')) {
			i += 1 + (s[i + 1] == '-' || s[i + 1] == '+');
			size_t exp = i;
			while (s[i] >= '0' && s[i] <= '9')
				i++;
			digits = i > exp ? digits : 0;
		}
		if (!digits || s[i])
			set_error(c, "a number is required");
	} else if (t->prim == 'b' && strcmp(s, "true") && strcmp(s, "1") && strcmp(s, "false") && strcmp(s, "0")) {
		size_t n = strlen(s);
		const char *lower = n == 4 && strncasecmp(s, "true", 4) == 0 ? "true"
				  : n == 5 && strncasecmp(s, "false", 5) == 0 ? "false" : NULL;
		set_error(c, lower ? rsv_printf(&c->f->arena, "a bool is required; to convert from string, use "
							       "lowercase \"%s\"", lower)
				   : "a bool is required");
	}
}

/* An object's item with its key and its place among the items. */
typedef struct keyed {
	const char *key;
	const hcl_expr *it;
	uint32_t at;
} keyed;

/* By key, then in the items' order. */
static int by_key(const void *a, const void *b)
{
	const keyed *x = a, *y = b;
	int d = strcmp(x->key, y->key);
	return d ? d : (x->at > y->at) - (x->at < y->at);
}

/* The value's conversion, once the types convert: strings that are no
 * number or bool, in the order cty visits them (attributes and keys sorted). */
static void convert_value(conv *c, const hcl_expr *e, const rsv_type *t)
{
	const char *text;
	int k = value_kind(c, e, &text);
	e = hcl_expr_unparen(e);
	if (c->error || k == V_UNKNOWN || k == V_NULL || t->kind == RSV_T_ANY)
		return;
	if (t->kind == RSV_T_PRIMITIVE) {
		if (k == V_STRING)
			convert_primitive(c, text, t);
		return;
	}
	size_t keep = c->path.n;
	if (k == V_TUPLE) {
		uint32_t i = 0;
		for (const hcl_expr *p = e->list; p && !c->error; p = p->next, i++) {
			rsv_path_index(&c->path, i);
			child(c, keep, p, t->kind == RSV_T_TUPLE ? t->types[i] : t->elem);
		}
		return;
	}
	/* an object: for a map, its keys in order; for an object type, its attributes */
	uint32_t n = 0, m = 0;
	for (const hcl_expr *it = e->list; it; it = it->next)
		n++;
	keyed *v = n ? hcl_alloc_raw(&c->f->arena, n * sizeof *v) : NULL;
	for (const hcl_expr *it = e->list; it; it = it->next) {
		const char *key = item_key(c, it);
		uint32_t i = 0;
		if (t->kind == RSV_T_OBJECT)
			while (key && i < t->n && strcmp(t->names[i], key))
				i++;
		if (key && (t->kind == RSV_T_MAP || i < t->n)) {
			v[m].key = key;
			v[m].it = it;
			v[m].at = m;
			m++;
		}
	}
	if (m > 1)
		qsort(v, m, sizeof *v, by_key);
	for (uint32_t j = 0; j < m && !c->error; j++) {
		const char *nk = v[j].key;
		if (j > 0 && strcmp(nk, v[j - 1].key) == 0)
			continue; /* the first item of a key is the one */
		const rsv_type *et = t->elem;
		for (uint32_t i = 0; t->kind == RSV_T_OBJECT && i < t->n; i++)
			if (strcmp(t->names[i], nk) == 0)
				et = t->types[i];
		if (t->kind == RSV_T_MAP)
			rsv_path_key(&c->path, &c->f->arena, nk, strlen(nk));
		else
			rsv_path_attr(&c->path, nk, strlen(nk));
		child(c, keep, v[j].it->b, et);
	}
}

const char *rsv_default_mismatch(hcl_file *f, const hcl_expr *e, const rsv_type *t, int given)
{
	conv c = {f, {0}, NULL, 0, given};
	hcl_held hold;
	if (!t)
		return NULL;
	hcl_oom_hold(&f->arena, &hold, &c.path, NULL); /* freed on the way out of memory */
	if (!convertible(&c, e, t)) {
		hcl_buf b = {0};
		mismatch(&c, &b, e, t);
		if (!c.unsure && (b.oom || b.p))
			c.error = hcl_buf_done(&f->arena, &b);
		hcl_buf_free(&b);
	} else {
		convert_value(&c, e, t);
	}
	hcl_oom_release(&f->arena, &hold);
	hcl_buf_free(&c.path);
	return c.error;
}
