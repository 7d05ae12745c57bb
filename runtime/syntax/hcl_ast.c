/* hcl_ast.c - builds the syntax tree from the grammar's reductions.
 *
 * Traversals follow hcl's parser: an identifier starts an absolute
 * traversal that each ".name", ".N" and literal "[key]" extends; the first
 * index with a non-literal key or a splat ends it.  An attribute-only
 * splat ".*" goes on taking ".name" and ".N" steps; a full splat "[*]"
 * takes every step after it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_messages.h"
#include "hcl_parser.h"


static hcl_expr *node(hcl_parser *ps, int kind, uint32_t start, uint32_t end)
{
	hcl_expr *e = hcl_expr_new(ps->a, kind);
	e->start = start;
	e->end = end;
	return e;
}

static const char *tok_text(hcl_parser *ps, const hcl_token *t)
{
	return hcl_strndup(ps->a, ps->f->src + t->start, t->end - t->start);
}

/* The same for a name that repeats (an attribute's, a block's type). */
static const char *tok_name(hcl_parser *ps, const hcl_token *t)
{
	return hcl_file_name(ps->f, ps->f->src + t->start, t->end - t->start);
}

hcl_elist hcl_elist_one(hcl_expr *e)
{
	hcl_elist l;
	e->next = NULL;
	l.head = l.tail = e;
	return l;
}

void hcl_elist_add(hcl_elist *l, hcl_expr *e)
{
	e->next = NULL;
	if (l->tail)
		l->tail->next = e;
	else
		l->head = e;
	l->tail = e;
}

/* ---- structure ---------------------------------------------------------- */

hcl_body *hcl_ast_body(hcl_parser *ps)
{
	return hcl_alloc(ps->a, sizeof(hcl_body));
}

hcl_body *hcl_ast_body_one(hcl_parser *ps, hcl_attr *a)
{
	hcl_body *b = hcl_ast_body(ps);
	hcl_ast_body_attr(ps, b, a);
	b->start = a->start;
	b->end = a->end;
	return b;
}

void hcl_ast_body_attr(hcl_parser *ps, hcl_body *b, hcl_attr *a)
{
	hcl_attr *o = hcl_seen_before(ps, b, a);
	if (o) {
		hcl_buf where = {0};
		hcl_pos p = hcl_file_pos(ps->f, o->name_start), q = hcl_file_pos(ps->f, o->name_end);
		if (p.line == q.line)
			hcl_buf_printf(&where, "%s:%u,%u-%u", ps->f->name, p.line, p.col, q.col);
		else
			hcl_buf_printf(&where, "%s:%u,%u-%u,%u", ps->f->name, p.line, p.col, q.line, q.col);
		hcl_text args[2] = {{a->name, strlen(a->name)}, {where.oom ? "" : where.p, where.oom ? 0 : where.n}};
		hcl_diag_msgf(ps->f, HCL_MSG_ATTR_REDEFINED_F, a->name_start, a->name_end, args, 2);
		hcl_buf_free(&where);
		return;
	}
	hcl_body_append_attr(b, a);
}

void hcl_body_append_attr(hcl_body *b, hcl_attr *a)
{
	a->next = NULL;
	if (b->attrs_tail)
		b->attrs_tail->next = a;
	else
		b->attrs = a;
	b->attrs_tail = a;
	b->nattrs++;
}

void hcl_body_append_block(hcl_body *b, hcl_block *k)
{
	k->next = NULL;
	if (b->blocks_tail)
		b->blocks_tail->next = k;
	else
		b->blocks = k;
	b->blocks_tail = k;
	b->nblocks++;
}

void hcl_ast_body_block(hcl_parser *ps, hcl_body *b, hcl_block *k)
{
	(void)ps;
	hcl_body_append_block(b, k);
}

hcl_attr *hcl_ast_attr(hcl_parser *ps, hcl_token *name, hcl_expr *e)
{
	hcl_attr *a = hcl_alloc(ps->a, sizeof *a);
	a->name = tok_name(ps, name);
	a->name_start = name->start;
	a->name_end = name->end;
	a->start = name->start;
	a->end = e->end;
	a->expr = e;
	return a;
}

hcl_block *hcl_ast_block(hcl_parser *ps, hcl_token *type, hcl_label *labels, hcl_token *ob,
			 hcl_body *body, hcl_token *cb)
{
	hcl_block *k = hcl_alloc(ps->a, sizeof *k);
	hcl_label *rev = NULL;
	k->type = tok_name(ps, type);
	k->type_start = type->start;
	k->type_end = type->end;
	while (labels) { /* built in reverse */
		hcl_label *next = labels->next;
		labels->next = rev;
		rev = labels;
		labels = next;
		k->nlabels++;
	}
	k->labels = rev;
	k->open_brace = ob->start;
	k->close_brace = cb->start;
	k->start = type->start;
	k->end = cb->end;
	body->start = ob->start;
	body->end = cb->end;
	k->body = body;
	return k;
}

/* Concatenates the decoded literal parts of a label's template. */
static const char *label_text(hcl_parser *ps, hcl_expr *tmpl)
{
	size_t n = 0;
	for (hcl_expr *p = tmpl->list; p; p = p->next)
		n += p->len;
	char *s = hcl_alloc(ps->a, n + 1), *o = s;
	for (hcl_expr *p = tmpl->list; p; p = p->next) {
		if (p->kind == HCL_E_LITERAL && p->text) /* others hold no text (their len is 0) */
			memcpy(o, p->text, p->len);
		o += p->len;
	}
	return s;
}

hcl_label *hcl_ast_label(hcl_parser *ps, hcl_label *list, hcl_token *t, hcl_expr *tmpl)
{
	hcl_label *l = hcl_alloc(ps->a, sizeof *l);
	l->start = t->start;
	l->end = t->end;
	if (!tmpl) {
		l->text = tok_text(ps, t);
	} else {
		l->quoted = 1;
		l->end = tmpl->end;
		l->text = tmpl->kind == HCL_E_TEMPLATE ? label_text(ps, tmpl) : "";
	}
	l->next = list;
	return l;
}

/* The literal between the quotes of a QSTRING (hcl_driver.c's fused run
 * OQUOTE [QLIT] CQUOTE), which carries the literal's flags. */
static hcl_token qstring_lit(const hcl_token *q)
{
	hcl_token t = *q;
	t.type = TK_QLIT;
	t.start++;
	t.end--;
	return t;
}

/* What "labels OQUOTE tparts CQUOTE" makes of a string with one literal
 * part or none, without the template. */
hcl_label *hcl_ast_label_qstring(hcl_parser *ps, hcl_label *list, hcl_token *q)
{
	hcl_label *l = hcl_alloc(ps->a, sizeof *l);
	hcl_token lit = qstring_lit(q);
	uint32_t n = 0;
	const char *text = lit.end > lit.start ? hcl_decode_quoted(ps->f, &lit, &n) : "";
	l->start = q->start;
	l->end = q->end;
	l->quoted = 1;
	l->text = hcl_strndup(ps->a, text, n);
	l->next = list;
	return l;
}

/* ---- expressions ------------------------------------------------------ */

hcl_expr *hcl_ast_cond(hcl_parser *ps, hcl_expr *c, hcl_expr *t, hcl_expr *f)
{
	hcl_expr *e = node(ps, HCL_E_COND, c->start, f->end);
	e->a = c;
	e->b = t;
	e->c = f;
	return e;
}

hcl_expr *hcl_ast_binop(hcl_parser *ps, hcl_expr *a, hcl_token *op, hcl_expr *b)
{
	hcl_expr *e = node(ps, HCL_E_BINOP, a->start, b->end);
	e->op = (uint8_t)op->type;
	e->a = a;
	e->b = b;
	return e;
}

hcl_expr *hcl_ast_unop(hcl_parser *ps, hcl_token *op, hcl_expr *a)
{
	hcl_expr *e = node(ps, HCL_E_UNOP, op->start, a->end);
	e->op = (uint8_t)op->type;
	e->a = a;
	return e;
}

static hcl_step *step_new(hcl_parser *ps, int kind, uint32_t start, uint32_t end)
{
	hcl_step *s = hcl_alloc(ps->a, sizeof *s);
	s->kind = (uint8_t)kind;
	s->start = start;
	s->end = end;
	return s;
}

static void trav_add(hcl_traversal *t, hcl_step *s)
{
	if (t->tail)
		t->tail->next = s;
	else
		t->head = s;
	t->tail = s;
	t->nsteps++;
}

/* Applies one attribute or literal-index step to e (hcl's
 * makeRelativeTraversal, plus the steps a splat swallows). */
static hcl_expr *apply_step(hcl_parser *ps, hcl_expr *e, hcl_step *s, int attrlike)
{
	if (e->kind == HCL_E_SPLAT && (e->flags & HCL_EF_OPENFULL ||
				       (attrlike && e->flags & HCL_EF_OPENATTR))) {
		e->b = apply_step(ps, e->b, s, attrlike);
		e->end = s->end;
		return e;
	}
	if (e->kind == HCL_E_SPLAT)
		e->flags &= (uint16_t)~HCL_EF_OPENATTR;
	if (e->kind == HCL_E_SCOPETRAV || e->kind == HCL_E_RELTRAV) {
		trav_add(&e->trav, s);
		e->end = s->end;
		return e;
	}
	hcl_expr *r = node(ps, HCL_E_RELTRAV, e->start, s->end);
	r->a = e;
	trav_add(&r->trav, s);
	return r;
}

hcl_expr *hcl_ast_getattr(hcl_parser *ps, hcl_expr *e, hcl_token *dot, hcl_token *name)
{
	hcl_step *s = step_new(ps, HCL_STEP_ATTR, dot->start, name->end);
	s->text = ps->f->src + name->start;
	s->len = name->end - name->start;
	return apply_step(ps, e, s, 1);
}

hcl_expr *hcl_ast_legacy_index(hcl_parser *ps, hcl_expr *e, hcl_token *dot, hcl_token *num)
{
	hcl_step *s = step_new(ps, HCL_STEP_INDEX, dot->start, num->end);
	const char *txt = ps->f->src + num->start;
	uint32_t n = num->end - num->start;
	const char *point = memchr(txt, '.', n);
	if (point) {
		size_t before = (size_t)(point - txt);
		hcl_text args[2] = {{txt, before}, {point + 1, n - before - 1}};
		hcl_diag_msgf(ps->f, HCL_MSG_LEGACY_INDEX_F, num->start, num->end, args, 2);
		s->key_kind = HCL_LIT_UNKNOWN;
	} else {
		s->key_kind = HCL_LIT_NUMBER;
		s->text = txt;
		s->len = n;
	}
	return apply_step(ps, e, s, 1);
}

/* How many open full splats e nests (each takes the steps after it). */
static int splat_depth(const hcl_expr *e)
{
	int d = 0;
	while (e->kind == HCL_E_SPLAT && e->flags & HCL_EF_OPENFULL && d <= HCL_MAX_NESTING) {
		e = e->b;
		d++;
	}
	return d;
}

hcl_expr *hcl_ast_splat(hcl_parser *ps, hcl_expr *e, hcl_token *last, int full)
{
	if (splat_depth(e) >= HCL_MAX_NESTING) {
		if (!ps->told_splat++)
			hcl_diag_msg(ps->f, HCL_MSG_TOO_DEEP_SPLAT, last->start, last->end);
		return e;
	}
	if (e->kind == HCL_E_SPLAT && e->flags & HCL_EF_OPENFULL) {
		e->b = hcl_ast_splat(ps, e->b, last, full);
		e->end = last->end;
		return e;
	}
	if (e->kind == HCL_E_SPLAT && e->flags & HCL_EF_OPENATTR) {
		if (!full) {
			if (!ps->recovery)
				hcl_diag_msg(ps->f, HCL_MSG_NESTED_SPLAT, last->start, last->end);
			ps->recovery = 1;
			return e;
		}
		e->flags &= (uint16_t)~HCL_EF_OPENATTR;
	}
	hcl_expr *s = node(ps, HCL_E_SPLAT, e->start, last->end);
	s->a = e;
	s->b = node(ps, HCL_E_ANON, last->start, last->end);
	s->flags = full ? HCL_EF_OPENFULL : HCL_EF_OPENATTR;
	return s;
}

/* A literal index key: a number, bool or null literal, or a quoted string
 * that is exactly one literal (hcl's LiteralValueExpr and
 * TemplateExpr.IsStringLiteral). */
static int literal_key(const hcl_expr *k, hcl_step *s)
{
	if (k->kind == HCL_E_LITERAL && !(k->flags & HCL_EF_TLIT)) {
		s->key_kind = k->op;
		s->text = k->text;
		s->len = k->len;
		return 1;
	}
	if (k->kind == HCL_E_TEMPLATE && k->list && !k->list->next &&
	    k->list->kind == HCL_E_LITERAL) {
		s->key_kind = HCL_LIT_STRING;
		s->text = k->list->text;
		s->len = k->list->len;
		return 1;
	}
	return 0;
}

hcl_expr *hcl_ast_index(hcl_parser *ps, hcl_expr *e, hcl_token *ob, hcl_expr *key, hcl_token *cb)
{
	hcl_step s0;
	memset(&s0, 0, sizeof s0);
	if (e->kind == HCL_E_SPLAT && e->flags & HCL_EF_OPENFULL) {
		e->b = hcl_ast_index(ps, e->b, ob, key, cb);
		e->end = cb->end;
		return e;
	}
	if (e->kind == HCL_E_SPLAT)
		e->flags &= (uint16_t)~HCL_EF_OPENATTR;
	if (literal_key(key, &s0)) {
		hcl_step *s = step_new(ps, HCL_STEP_INDEX, ob->start, cb->end);
		s->key_kind = s0.key_kind;
		s->text = s0.text;
		s->len = s0.len;
		return apply_step(ps, e, s, 0);
	}
	hcl_expr *r = node(ps, HCL_E_INDEX, e->start, cb->end);
	r->a = e;
	r->b = key;
	return r;
}

hcl_expr *hcl_ast_ident(hcl_parser *ps, hcl_token *t)
{
	const char *s = ps->f->src + t->start;
	uint32_t n = t->end - t->start;
	int lit = -1;
	if (n == 4 && memcmp(s, "true", 4) == 0)
		lit = HCL_LIT_TRUE;
	else if (n == 5 && memcmp(s, "false", 5) == 0)
		lit = HCL_LIT_FALSE;
	else if (n == 4 && memcmp(s, "null", 4) == 0)
		lit = HCL_LIT_NULL;
	if (lit >= 0) {
		hcl_expr *e = node(ps, HCL_E_LITERAL, t->start, t->end);
		e->op = (uint8_t)lit;
		e->text = s;
		e->len = n;
		return e;
	}
	hcl_expr *e = node(ps, HCL_E_SCOPETRAV, t->start, t->end);
	hcl_step *root = step_new(ps, HCL_STEP_ROOT, t->start, t->end);
	root->text = s;
	root->len = n;
	trav_add(&e->trav, root);
	return e;
}

/* Whether number token s (a digit, then digits, dots and exponents) is one
 * number as cty's ParseNumberVal reads it: digits, a fraction, an exponent. */
static int one_number(const char *s, uint32_t n)
{
	uint32_t i = 0;
	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i < n && s[i] == '.')
		for (i++; i < n && s[i] >= '0' && s[i] <= '9';)
			i++;
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		i += i + 1 < n && (s[i + 1] == '+' || s[i + 1] == '-') ? 2 : 1;
		uint32_t digits = i;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == digits)
			return 0;
	}
	return i == n;
}

hcl_expr *hcl_ast_number(hcl_parser *ps, hcl_token *t)
{
	if (!one_number(ps->f->src + t->start, t->end - t->start)) /* hcl's numberLitValue */
		hcl_diag_msg(ps->f, HCL_MSG_BAD_NUMBER, t->start, t->end);
	hcl_expr *e = node(ps, HCL_E_LITERAL, t->start, t->end);
	e->op = HCL_LIT_NUMBER;
	e->text = ps->f->src + t->start;
	e->len = t->end - t->start;
	return e;
}

hcl_expr *hcl_ast_tlit(hcl_parser *ps, hcl_token *t, int quoted)
{
	hcl_expr *e = node(ps, HCL_E_LITERAL, t->start, t->end);
	e->op = HCL_LIT_STRING;
	e->flags = HCL_EF_TLIT;
	if (t->flags & HCL_TF_HOLE) { /* hcl's placeholder, "${ ... }" or "%{ ... }" */
		e->text = ps->f->src[t->start] == '%' ? "%{ ... }" : "${ ... }";
		e->len = 8;
	} else if (quoted) {
		e->text = hcl_decode_quoted(ps->f, t, &e->len);
	} else {
		e->text = hcl_decode_quoted(ps->f, t, &e->len); /* only $${ and %%{ apply */
	}
	return e;
}

/* What "OQUOTE tparts CQUOTE" makes of a QSTRING. */
hcl_expr *hcl_ast_qstring(hcl_parser *ps, hcl_token *q)
{
	hcl_token o = *q, c = *q, lit = qstring_lit(q);
	hcl_elist parts = {NULL, NULL};
	o.type = TK_OQUOTE;
	o.flags = 0;
	o.end = q->start + 1;
	c.type = TK_CQUOTE;
	c.flags = 0;
	c.start = q->end - 1;
	if (lit.end > lit.start)
		parts = hcl_elist_one(hcl_ast_tlit(ps, &lit, 1));
	return hcl_ast_template(ps, &o, parts, &c, 0);
}

/* What "IDENT" and each "expr DOT IDENT" make of a TRAV, name.name...
 * written without spaces (no name holds a dot). */
hcl_expr *hcl_ast_trav(hcl_parser *ps, hcl_token *t)
{
	const char *src = ps->f->src, *end = src + t->end;
	const char *p = memchr(src + t->start, '.', t->end - t->start);
	hcl_token root = *t;
	root.type = TK_IDENT;
	root.end = p ? (uint32_t)(p - src) : t->end;
	hcl_expr *e = hcl_ast_ident(ps, &root);
	while (p) {
		const char *name = p + 1, *next = memchr(name, '.', (size_t)(end - name));
		const char *stop = next ? next : end;
		hcl_step *s = step_new(ps, HCL_STEP_ATTR, (uint32_t)(p - src), (uint32_t)(stop - src));
		s->text = name;
		s->len = (uint32_t)(stop - name);
		e = apply_step(ps, e, s, 1);
		p = next;
	}
	return e;
}

/* What "body attr NEWLINE" makes of a SIMPLE: the attribute of the name
 * and the value (a name, a number, a QSTRING or a TRAV) the driver keeps
 * in the slot the terminal's flags give. */
hcl_attr *hcl_ast_simple(hcl_parser *ps, const hcl_token *s)
{
	hcl_token name = ps->simple[s->flags & 1][0], v = ps->simple[s->flags & 1][1];
	hcl_expr *e = v.type == TK_QSTRING ? hcl_ast_qstring(ps, &v)
		      : v.type == TK_TRAV  ? hcl_ast_trav(ps, &v)
		      : v.type == TK_NUMBER ? hcl_ast_number(ps, &v)
					    : hcl_ast_ident(ps, &v);
	return hcl_ast_attr(ps, &name, e);
}

static uint32_t indent_of(const hcl_expr *lit)
{
	uint32_t k = 0;
	while (k < lit->len && (lit->text[k] == ' ' || lit->text[k] == '\t'))
		k++;
	return k;
}

/* <<- heredocs: removes the smallest indentation of the lines from every
 * line (lines of only spaces do not count; a line starting with an
 * interpolation has none), as hcl's flushHeredocTemplateParts. */
static void flush_heredoc(hcl_expr *parts)
{
	uint32_t min = UINT32_MAX;
	int sol = 1;
	for (hcl_expr *p = parts; p; p = p->next) {
		int lit = p->kind == HCL_E_LITERAL && (p->flags & HCL_EF_TLIT);
		if (sol) {
			if (!lit) {
				min = 0;
			} else {
				uint32_t k = indent_of(p);
				int blank = k == p->len || (k + 1 == p->len && p->text[k] == '\n') ||
					    (k + 2 == p->len && p->text[k] == '\r' && p->text[k + 1] == '\n');
				if (!blank && k < min)
					min = k;
			}
		}
		sol = lit && p->len && p->text[p->len - 1] == '\n';
	}
	if (min == UINT32_MAX || min == 0)
		return;
	sol = 1;
	for (hcl_expr *p = parts; p; p = p->next) {
		int lit = p->kind == HCL_E_LITERAL && (p->flags & HCL_EF_TLIT);
		if (sol && lit) {
			uint32_t k = indent_of(p);
			if (k > min)
				k = min;
			p->text += k;
			p->len -= k;
		}
		sol = lit && p->len && p->text[p->len - 1] == '\n';
	}
}

hcl_expr *hcl_ast_template(hcl_parser *ps, hcl_token *open, hcl_elist parts, hcl_token *close,
			   int heredoc)
{
	if (heredoc && open && open->flags & HCL_TF_STRIP)
		flush_heredoc(parts.head);
	uint32_t start = open ? open->start : 0, end = close ? close->end : ps->f->len;
	hcl_expr *only = parts.head && !parts.head->next ? parts.head : NULL;
	if (only && !(only->flags & HCL_EF_TLIT) && only->kind != HCL_E_TIF &&
	    only->kind != HCL_E_TFOR) {
		hcl_expr *w = node(ps, HCL_E_WRAP, start, end);
		w->a = only;
		return w;
	}
	hcl_expr *e = node(ps, HCL_E_TEMPLATE, start, end);
	if (heredoc) {
		e->flags |= HCL_EF_HEREDOC;
		if (open->flags & HCL_TF_STRIP)
			e->flags |= HCL_EF_FLUSH;
	}
	if (!parts.head) {
		hcl_expr *empty = node(ps, HCL_E_LITERAL, open ? open->end : 0, open ? open->end : 0);
		empty->op = HCL_LIT_STRING;
		empty->flags = HCL_EF_TLIT;
		empty->text = "";
		parts = hcl_elist_one(empty);
	}
	e->list = parts.head;
	return e;
}

hcl_expr *hcl_ast_paren(hcl_parser *ps, hcl_token *o, hcl_expr *a, hcl_token *c)
{
	hcl_expr *e = node(ps, HCL_E_PAREN, o->start, c->end);
	e->a = a;
	return e;
}

hcl_token hcl_ast_fname(hcl_parser *ps, hcl_token *head, hcl_token *next)
{
	hcl_token t = *head;
	(void)ps;
	t.end = next->end;
	t.flags |= 0x8000; /* namespaced: strip the spaces around :: */
	return t;
}

hcl_expr *hcl_ast_call(hcl_parser *ps, hcl_token *name, hcl_elist *args, hcl_token *c, int expand)
{
	hcl_expr *e = node(ps, HCL_E_CALL, name->start, c->end);
	if (name->flags & 0x8000) {
		char *s = hcl_alloc(ps->a, name->end - name->start + 1), *o = s;
		for (const char *p = ps->f->src + name->start; p < ps->f->src + name->end; p++)
			if (*p != ' ' && *p != '\t')
				*o++ = *p;
		e->name = s;
	} else {
		e->name = tok_text(ps, name);
	}
	e->list = args ? args->head : NULL;
	if (expand)
		e->flags |= HCL_EF_EXPAND;
	return e;
}

hcl_expr *hcl_ast_tuple(hcl_parser *ps, hcl_token *o, hcl_elist *items, hcl_token *c)
{
	hcl_expr *e = node(ps, HCL_E_TUPLE, o->start, c->end);
	e->list = items ? items->head : NULL;
	return e;
}

hcl_expr *hcl_ast_object(hcl_parser *ps, hcl_token *o, hcl_elist *items, hcl_token *c)
{
	hcl_expr *e = node(ps, HCL_E_OBJECT, o->start, c->end);
	e->list = items ? items->head : NULL;
	return e;
}

hcl_expr *hcl_ast_item(hcl_parser *ps, hcl_expr *k, hcl_expr *v)
{
	hcl_expr *e = node(ps, HCL_E_ITEM, k->start, v->end);
	e->a = k;
	e->b = v;
	if (ps->f->src[k->start] == '(')
		e->flags |= HCL_EF_FORCEKEY;
	return e;
}

hcl_expr *hcl_ast_forintro(hcl_parser *ps, hcl_token *k, hcl_token *v, hcl_expr *coll)
{
	hcl_expr *e = node(ps, HCL_E_FOR, k ? k->start : v->start, coll->end);
	e->name = tok_text(ps, v);
	e->name2 = k ? tok_text(ps, k) : NULL;
	e->a = coll;
	return e;
}

hcl_expr *hcl_ast_for(hcl_parser *ps, hcl_token *o, hcl_expr *intro, hcl_forbody *body,
		      hcl_token *group, hcl_expr *cond, hcl_token *c)
{
	int object = o->type == TK_LBRACE;
	intro->start = o->start;
	intro->end = c->end;
	intro->b = body->key;
	intro->c = body->value;
	intro->d = cond;
	if (object)
		intro->flags |= HCL_EF_OBJFOR;
	if (group)
		intro->flags |= HCL_EF_GROUP;
	if (!object && body->key)
		hcl_diag_msg(ps->f, HCL_MSG_FOR_TUPLE_KEY, body->key->start, body->key->end);
	if (!object && group)
		hcl_diag_msg(ps->f, HCL_MSG_FOR_TUPLE_GROUP, group->start, group->end);
	if (object && !body->key)
		hcl_diag_msg(ps->f, HCL_MSG_FOR_OBJECT_KEY, body->value->start, body->value->end);
	return intro;
}

hcl_expr *hcl_ast_tifhead(hcl_parser *ps, hcl_token *o, hcl_expr *cond)
{
	hcl_expr *e = node(ps, HCL_E_TIF, o->start, cond->end);
	e->a = cond;
	return e;
}

hcl_expr *hcl_ast_tforhead(hcl_parser *ps, hcl_token *o, hcl_expr *intro)
{
	(void)ps;
	intro->kind = HCL_E_TFOR;
	intro->start = o->start;
	return intro;
}

static hcl_expr *parts_node(hcl_parser *ps, hcl_elist *l, uint32_t at)
{
	hcl_expr *t = node(ps, HCL_E_TEMPLATE, l && l->head ? l->head->start : at,
			   l && l->tail ? l->tail->end : at);
	t->list = l ? l->head : NULL;
	return t;
}

hcl_expr *hcl_ast_tif(hcl_parser *ps, hcl_expr *head, hcl_elist *then, hcl_elist *els,
		      hcl_token *c)
{
	head->b = parts_node(ps, then, c->start);
	head->c = els ? parts_node(ps, els, c->start) : NULL;
	head->end = c->end;
	return head;
}

hcl_expr *hcl_ast_tfor(hcl_parser *ps, hcl_expr *head, hcl_elist *body, hcl_token *c)
{
	head->b = parts_node(ps, body, c->start);
	head->end = c->end;
	return head;
}

hcl_expr *hcl_ast_invalid(hcl_parser *ps, uint32_t start, uint32_t end)
{
	return node(ps, HCL_E_INVALID, start, end);
}
