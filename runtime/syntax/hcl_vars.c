/* hcl_vars.c - traversal extraction (hcl's Expression.Variables()), the
 * conformance text form of a traversal, and the static-analysis helpers of
 * hcl's "Design Patterns for Complex Systems" (keyword, absolute and relative traversal, list, map, call). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"

/* Names local to the enclosing for expressions. */
typedef struct scope {
	const char *k, *v;
	const struct scope *up;
	struct scope *all; /* every scope of one walk, to free them */
} scope;

static int is_local(const scope *s, const char *name, uint32_t len)
{
	for (; s; s = s->up) {
		if (s->v && strlen(s->v) == len && memcmp(s->v, name, len) == 0)
			return 1;
		if (s->k && strlen(s->k) == len && memcmp(s->k, name, len) == 0)
			return 1;
	}
	return 0;
}

typedef struct task {
	const hcl_expr *e;
	const scope *sc;
} task;

/* The stack starts in `small`, on the C stack: most attributes need a few
 * tasks, and hcl_expr_variables runs for every one of them. */
enum { SMALL_TASKS = 32 };

typedef struct walker {
	task *v;
	size_t n, cap;
	scope *scopes;
	int failed;
	task small[SMALL_TASKS];
} walker;

static void todo(walker *w, const hcl_expr *e, const scope *sc)
{
	if (!e || w->failed)
		return;
	if (w->n == w->cap) {
		size_t ncap = w->cap * 2;
		task *nv = w->v == w->small ? malloc(ncap * sizeof *nv) : realloc(w->v, ncap * sizeof *nv);
		if (!nv) {
			w->failed = 1;
			return;
		}
		if (w->v == w->small)
			memcpy(nv, w->small, sizeof w->small);
		w->v = nv;
		w->cap = ncap;
	}
	w->v[w->n].e = e;
	w->v[w->n].sc = sc;
	w->n++;
}

/* Schedules a list's members so that they are visited in order. */
static void todo_list(walker *w, const hcl_expr *head, const scope *sc)
{
	size_t first = w->n;
	for (const hcl_expr *p = head; p; p = p->next)
		todo(w, p, sc);
	for (size_t a = first, b = w->n; b > a + 1; a++, b--) {
		task t = w->v[a];
		w->v[a] = w->v[b - 1];
		w->v[b - 1] = t;
	}
}

/* hcl's walk order, with an explicit stack: trees as deep as a long chain
 * of binary operators do not exhaust the C stack. */
int hcl_expr_variables(const hcl_expr *root, hcl_trav_fn fn, void *ctx)
{
	walker w;
	w.v = w.small;
	w.n = 0;
	w.cap = SMALL_TASKS;
	w.scopes = NULL;
	w.failed = 0;
	todo(&w, root, NULL);
	while (w.n > 0) {
		task t = w.v[--w.n];
		const hcl_expr *e = t.e;
		switch (e->kind) {
		case HCL_E_SCOPETRAV: {
			const hcl_step *r = e->trav.head;
			if (!is_local(t.sc, r->text, r->len))
				fn(ctx, &e->trav);
			break;
		}
		case HCL_E_TEMPLATE:
		case HCL_E_CALL:
		case HCL_E_TUPLE:
		case HCL_E_OBJECT:
		case HCL_E_INVALID:
			todo_list(&w, e->list, t.sc);
			break;
		case HCL_E_ITEM: {
			const hcl_expr *k = e->a;
			int keyword = !(e->flags & HCL_EF_FORCEKEY) && k->kind == HCL_E_SCOPETRAV &&
				      k->trav.nsteps == 1;
			todo(&w, e->b, t.sc);
			if (!keyword)
				todo(&w, k, t.sc);
			break;
		}
		case HCL_E_FOR:
		case HCL_E_TFOR: {
			scope *in = calloc(1, sizeof *in);
			if (!in) {
				w.failed = 1;
				break;
			}
			in->k = e->name2;
			in->v = e->name;
			in->up = t.sc;
			in->all = w.scopes;
			w.scopes = in;
			todo(&w, e->d, in);
			todo(&w, e->c, in);
			todo(&w, e->b, in);
			todo(&w, e->a, t.sc);
			break;
		}
		default: { /* the others' children, in order: pushed last first */
			const hcl_expr *kids[4];
			for (int k = hcl_expr_kids(e, kids); k > 0; k--)
				todo(&w, kids[k - 1], t.sc);
			break;
		}
		}
	}
	while (w.scopes) {
		scope *next = w.scopes->all;
		free(w.scopes);
		w.scopes = next;
	}
	if (w.v != w.small)
		free(w.v);
	return w.failed ? -1 : 0;
}

/* ---- text form ------------------------------------------------------------ */

typedef struct textbuf {
	char *buf;
	size_t cap, len;
} textbuf;

static void put(textbuf *o, const char *s, size_t n)
{
	if (o->len < o->cap) {
		size_t room = o->cap - o->len;
		memcpy(o->buf + o->len, s, n < room ? n : room);
	}
	o->len += n;
}

static void putc_(textbuf *o, char c)
{
	put(o, &c, 1);
}

/* A decimal literal's significant digits and the place of its point, as
 * its two readers below need them: dig holds the digits (at most cap of
 * them; big is set when a nonzero digit is dropped past cap), with leading
 * and trailing zeros dropped, and the point stands after dp of them, the
 * exponent applied (an exponent past 10^5 is too far to matter). */
typedef struct decimal {
	char *dig;
	int cap, nd, dp, big;
} decimal;

static void scan_decimal(const char *s, uint32_t n, decimal *d)
{
	int seen_point = 0, exp = 0;
	uint32_t i = 0;
	d->nd = d->dp = d->big = 0;
	for (; i < n && s[i] != 'e' && s[i] != 'E'; i++) {
		if (s[i] == '.') {
			seen_point = 1;
			continue;
		}
		if (d->nd == 0 && s[i] == '0') { /* leading zero */
			if (seen_point)
				d->dp--;
			continue;
		}
		if (d->nd < d->cap)
			d->dig[d->nd++] = s[i];
		else if (s[i] != '0')
			d->big = 1;
		if (!seen_point)
			d->dp++;
	}
	if (i < n) {
		int sign = 1;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			sign = s[i++] == '-' ? -1 : 1;
		for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) /* digits only */
			if (exp < 100000)
				exp = exp * 10 + (s[i] - '0');
		exp *= sign;
	}
	while (d->nd > 0 && d->dig[d->nd - 1] == '0')
		d->nd--;
	d->dp += exp;
}

/* A number as Go's big.Float Text('g', -1) prints it: integers in full,
 * others in shortest form, with an exponent when it is < -4 or >= 6. */
static void put_number(textbuf *o, const char *s, uint32_t n)
{
	char dig[512];
	decimal d = {dig, (int)sizeof dig, 0, 0, 0};
	scan_decimal(s, n, &d);
	int nd = d.nd, dp = d.dp;
	if (nd == 0) {
		putc_(o, '0');
		return;
	}
	if (dp >= nd && dp <= 400) { /* an integer */
		put(o, dig, (size_t)nd);
		for (int k = nd; k < dp; k++)
			putc_(o, '0');
		return;
	}
	int x = dp - 1;
	if (x < -4 || x >= 6) {
		char eb[16];
		putc_(o, dig[0]);
		if (nd > 1) {
			putc_(o, '.');
			put(o, dig + 1, (size_t)nd - 1);
		}
		snprintf(eb, sizeof eb, "e%c%02d", x < 0 ? '-' : '+', x < 0 ? -x : x);
		put(o, eb, strlen(eb));
		return;
	}
	if (dp <= 0) {
		put(o, "0.", 2);
		for (int k = dp; k < 0; k++)
			putc_(o, '0');
		put(o, dig, (size_t)nd);
	} else {
		put(o, dig, (size_t)dp);
		putc_(o, '.');
		put(o, dig + dp, (size_t)(nd - dp));
	}
}

/* A string as Go's strconv.Quote writes it. */
static void put_quoted(textbuf *o, const char *s, uint32_t n)
{
	size_t room = o->len < o->cap ? o->cap - o->len : 0;
	o->len += hcl_go_quote(s, n, room ? o->buf + o->len : NULL, room);
}

size_t hcl_traversal_format(const hcl_traversal *t, char *buf, size_t cap)
{
	textbuf o = {buf, cap, 0};
	for (const hcl_step *s = t->head; s; s = s->next) {
		switch (s->kind) {
		case HCL_STEP_ROOT:
			put(&o, s->text, s->len);
			break;
		case HCL_STEP_ATTR:
			putc_(&o, '.');
			put(&o, s->text, s->len);
			break;
		default:
			putc_(&o, '[');
			switch (s->key_kind) {
			case HCL_LIT_NUMBER: put_number(&o, s->text, s->len); break;
			case HCL_LIT_STRING: put_quoted(&o, s->text, s->len); break;
			case HCL_LIT_TRUE: put(&o, "true", 4); break;
			case HCL_LIT_FALSE: put(&o, "false", 5); break;
			case HCL_LIT_NULL: put(&o, "null", 4); break;
			default: putc_(&o, '?'); break;
			}
			putc_(&o, ']');
			break;
		}
	}
	if (o.len < cap)
		buf[o.len] = '\0';
	else if (cap > 0)
		buf[cap - 1] = '\0';
	return o.len;
}

const char *hcl_traversal_text(hcl_buf *b, const hcl_traversal *t)
{
	size_t n = hcl_traversal_format(t, NULL, 0);
	hcl_buf_reset(b);
	if (n == (size_t)-1 || hcl_grow((void **)&b->p, &b->cap, n + 1, 1) != 0) {
		b->oom = 1;
		return "";
	}
	hcl_traversal_format(t, b->p, b->cap);
	b->n = n;
	return b->p;
}

int hcl_number_int(const char *s, uint32_t n, long long *v)
{
	char dig[32];
	decimal dec = {dig, (int)sizeof dig, 0, 0, 0};
	scan_decimal(s, n, &dec);
	int nd = dec.nd, dp = dec.dp, big = dec.big;
	if (nd == 0) {
		*v = 0;
		return 1;
	}
	if (big || dp < nd || dp > 19)
		return 0;
	unsigned long long x = 0;
	for (int k = 0; k < dp; k++) {
		unsigned d = k < nd ? (unsigned)(dig[k] - '0') : 0;
		if (x > (9223372036854775807ULL - d) / 10)
			return 0;
		x = x * 10 + d;
	}
	*v = (long long)x;
	return 1;
}

/* ---- static-analysis helpers -------------------------------------------- */

/* true, false and null are literals, but hcl's "Design Patterns for Complex Systems" accepts them as roots. */
static int keyword_literal(const hcl_expr *e)
{
	return e->kind == HCL_E_LITERAL && e->op >= HCL_LIT_TRUE && e->op <= HCL_LIT_NULL &&
	       !(e->flags & 256);
}

int hcl_expr_as_keyword(hcl_file *f, const hcl_expr *e, const char **name)
{
	if (e && e->kind == HCL_E_SCOPETRAV && e->trav.nsteps == 1) {
		*name = hcl_strndup(&f->arena, e->trav.head->text, e->trav.head->len);
		return 0;
	}
	if (e && keyword_literal(e)) {
		*name = hcl_strndup(&f->arena, e->text, e->len);
		return 0;
	}
	return -1;
}

static hcl_step *copy_steps(hcl_file *f, const hcl_step *s, hcl_traversal *out)
{
	for (; s; s = s->next) {
		hcl_step *c = hcl_alloc(&f->arena, sizeof *c);
		*c = *s;
		c->next = NULL;
		if (out->tail)
			out->tail->next = c;
		else
			out->head = c;
		out->tail = c;
		out->nsteps++;
	}
	return out->head;
}

int hcl_expr_abs_traversal(hcl_file *f, const hcl_expr *e, hcl_traversal *out)
{
	const hcl_expr *lit = NULL;
	memset(out, 0, sizeof *out);
	if (!e)
		return -1;
	if (e->kind == HCL_E_SCOPETRAV) {
		copy_steps(f, e->trav.head, out);
		return 0;
	}
	/* true, false and null are accepted as root names (hcl's "Design Patterns for Complex Systems"), with the
	 * steps that follow them */
	if (keyword_literal(e))
		lit = e;
	else if (e->kind == HCL_E_RELTRAV && e->a && keyword_literal(e->a))
		lit = e->a;
	if (!lit)
		return -1;
	hcl_step *r = hcl_alloc(&f->arena, sizeof *r);
	r->kind = HCL_STEP_ROOT;
	r->text = lit->text;
	r->len = lit->len;
	r->start = lit->start;
	r->end = lit->end;
	out->head = out->tail = r;
	out->nsteps = 1;
	if (lit != e) {
		hcl_traversal rest = {NULL, NULL, 0};
		copy_steps(f, e->trav.head, &rest);
		r->next = rest.head;
		out->tail = rest.tail;
		out->nsteps += rest.nsteps;
	}
	return 0;
}

int hcl_expr_rel_traversal(hcl_file *f, const hcl_expr *e, hcl_traversal *out)
{
	if (hcl_expr_abs_traversal(f, e, out) != 0)
		return -1;
	out->head->kind = HCL_STEP_ATTR; /* the root becomes the first attribute */
	return 0;
}

int hcl_expr_list(const hcl_expr *e, hcl_expr ***items, uint32_t *n, hcl_arena *a)
{
	if (!e || e->kind != HCL_E_TUPLE)
		return -1;
	uint32_t c = 0;
	for (const hcl_expr *p = e->list; p; p = p->next)
		c++;
	*items = hcl_alloc(a, (c ? c : 1) * sizeof **items);
	c = 0;
	for (hcl_expr *p = e->list; p; p = p->next)
		(*items)[c++] = p;
	*n = c;
	return 0;
}

int hcl_expr_map(const hcl_expr *e, hcl_kv **pairs, uint32_t *n, hcl_arena *a)
{
	if (!e || e->kind != HCL_E_OBJECT)
		return -1;
	uint32_t c = 0;
	for (const hcl_expr *p = e->list; p; p = p->next)
		c++;
	*pairs = hcl_alloc(a, (c ? c : 1) * sizeof **pairs);
	c = 0;
	for (hcl_expr *p = e->list; p; p = p->next) {
		(*pairs)[c].key = p->a;
		(*pairs)[c].value = p->b;
		c++;
	}
	*n = c;
	return 0;
}

int hcl_expr_call(const hcl_expr *e, const char **name, hcl_expr ***args, uint32_t *n,
		  int *expand, hcl_arena *a)
{
	if (!e || e->kind != HCL_E_CALL)
		return -1;
	uint32_t c = 0;
	for (const hcl_expr *p = e->list; p; p = p->next)
		c++;
	*args = hcl_alloc(a, (c ? c : 1) * sizeof **args);
	c = 0;
	for (hcl_expr *p = e->list; p; p = p->next)
		(*args)[c++] = p;
	*n = c;
	*name = e->name;
	*expand = (e->flags & HCL_EF_EXPAND) != 0;
	return 0;
}
