/* rsv_fix_text.c - the new text of a rewritten file, built from its plan: the points
 * (the escape prefix in or out), the items moved with their lines indented one unit more
 * or less (never inside a template, whose bytes are its value) and the destinations they
 * go to; every other byte is copied, and each copied run is recorded so that the proof
 * can find where a byte of the original went.  Also the layout helpers the plans use:
 * line endings, indentation, the lines an item has to itself. */
#include <stdlib.h>
#include <string.h>

#include "rsv_fix_int.h"

/* ---- the plan ------------------------------------------------------------------------- */

#define ADD(p, arr, n, cap, item)                                                          \
	do {                                                                               \
		if (hcl_grow((void **)&(p)->arr, &(p)->cap, (size_t)(p)->n + 1, sizeof *(p)->arr) != 0) \
			return -1;                                                         \
		(p)->arr[(p)->n++] = (item);                                               \
	} while (0)

int fix_add_point(fix_plan *p, uint32_t start, uint32_t end, const char *text)
{
	fix_point pt = {start, end, text};
	ADD(p, points, npoints, cappoints, pt);
	return 0;
}

int fix_add_move(fix_plan *p, const fix_move *m)
{
	ADD(p, moves, nmoves, capmoves, *m);
	return 0;
}

int fix_add_dest(fix_plan *p, const fix_dest *d)
{
	ADD(p, dests, ndests, capdests, *d);
	return 0;
}

void fix_plan_free(fix_plan *p)
{
	free(p->points);
	free(p->moves);
	free(p->dests);
	memset(p, 0, sizeof *p);
}

long fix_dest_of(const fixer *w, uint32_t fi, const hcl_block *parent)
{
	for (size_t i = 0; i < w->ndests; i++)
		if (w->dests[i].file == fi && w->dests[i].parent == parent && !w->dests[i].into == !w->into &&
		    (!w->into || strcmp(w->dests[i].into, w->into) == 0))
			return w->dests[i].dest;
	return -1;
}

long fix_dest_record(fixer *w, uint32_t fi, const hcl_block *parent, const fix_dest *d)
{
	fix_plan *p = &w->plans[fi];
	if (fix_add_dest(p, d) != 0 ||
	    hcl_grow((void **)&w->dests, &w->capdests, w->ndests + 1, sizeof *w->dests) != 0) {
		w->x->oom = 1;
		return -1;
	}
	w->dests[w->ndests++] = (fix_dest_for){fi, parent, w->into, p->ndests - 1};
	return p->ndests - 1;
}

int fix_moving(const fix_plan *p, uint32_t from, uint32_t to)
{
	for (uint32_t i = 0; i < p->nmoves; i++)
		if (p->moves[i].from <= from && to <= p->moves[i].to)
			return 1;
	return 0;
}

/* ---- layout --------------------------------------------------------------------------- */

const char *fix_eol(const hcl_file *f)
{
	const char *nl = memchr(f->src, '\n', f->len);
	return nl && nl > f->src && nl[-1] == '\r' ? "\r\n" : "\n";
}

uint32_t fix_line_start(const hcl_file *f, uint32_t at)
{
	while (at > f->bom && f->src[at - 1] != '\n')
		at--;
	return at;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

const char *fix_indent(const hcl_file *f, hcl_arena *a, uint32_t at)
{
	uint32_t ls = fix_line_start(f, at), e = ls;
	while (e < f->len && is_blank(f->src[e]))
		e++;
	return hcl_strndup(a, f->src + ls, e - ls);
}

int fix_first_on_line(const hcl_file *f, uint32_t at)
{
	for (uint32_t p = fix_line_start(f, at); p < at; p++)
		if (!is_blank(f->src[p]))
			return 0;
	return 1;
}

/* The length of the line ending at p: 2 for CR LF, 1 for LF, 0 for none. */
static uint32_t eol_at(const hcl_file *f, uint32_t p)
{
	if (p < f->len && f->src[p] == '\n')
		return 1;
	return p + 1 < f->len && f->src[p] == '\r' && f->src[p + 1] == '\n' ? 2 : 0;
}

void fix_item_span(const hcl_file *f, uint32_t start, uint32_t end, fix_move *m)
{
	const char *s = f->src;
	uint32_t p = end, text_end = end;
	while (p < f->len && is_blank(s[p]))
		p++;
	if (p < f->len && (s[p] == '#' || (s[p] == '/' && p + 1 < f->len && s[p + 1] == '/'))) {
		while (p < f->len && !eol_at(f, p))
			p++;
		text_end = p;
	}
	m->from = start;
	m->to = end;
	m->del_start = start;
	m->del_end = end;
	if ((p >= f->len || eol_at(f, p)) && fix_first_on_line(f, start)) {
		m->to = text_end;
		m->del_start = fix_line_start(f, start);
		m->del_end = p + eol_at(f, p);
	}
}

int fix_blank_between(const hcl_file *f, uint32_t from, uint32_t to)
{
	for (uint32_t p = from; p < to; p++)
		if (!strchr(" \t\r\n", f->src[p]))
			return 0;
	return 1;
}

const char *fix_unit_of(const char *outer, const char *ind)
{
	size_t n = strlen(outer);
	if (strlen(ind) > n && strncmp(ind, outer, n) == 0)
		return ind + n;
	return strchr(ind, '\t') ? "\t" : "  ";
}

/* ---- names ------------------------------------------------------------------------- */

int fix_has_name(const hcl_body *b, const char *name)
{
	return rsv_attr(b, name) || rsv_block(b, name);
}

int fix_own_name(const spec_lang *l, int s, const char *name, int blocks)
{
	const spec_block *b = &l->blocks[s];
	return !b->strict && !rsv_in_names(blocks ? b->meta_blocks : b->meta_arguments, name) &&
	       !rsv_in_names(blocks ? b->reserved_blocks : b->reserved_arguments, name);
}

/* ---- the templates inside an item ----------------------------------------------------- */

typedef struct lits {
	fix_span *v;
	size_t n, cap;
	hcl_arena *a;
	const hcl_file *f;
	int oom; /* a span could not be kept */
} lits;

static void lit_expr(lits *l, const hcl_expr *e, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING)
		return;
	if (e->kind == HCL_E_TEMPLATE && e->end > e->start &&
	    ((e->flags & HCL_EF_HEREDOC) || memchr(l->f->src + e->start, '\n', e->end - e->start))) {
		if (hcl_grow((void **)&l->v, &l->cap, l->n + 1, sizeof *l->v) == 0)
			l->v[l->n++] = (fix_span){e->start, e->end};
		else
			l->oom = 1;
		return; /* nothing inside is indented */
	}
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			lit_expr(l, k, depth + 1);
}

static void lit_body(lits *l, const hcl_body *b, int depth)
{
	if (!b || depth > HCL_MAX_NESTING)
		return;
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		lit_expr(l, a->expr, 0);
	for (const hcl_block *k = b->blocks; k; k = k->next)
		lit_body(l, k->body, depth + 1);
}

/* Copies the spans found into the arena (the move keeps them).  Out of memory (a span lost,
 * or the copy) is the arena's jump, after l's list is freed: a move that lost a span would
 * indent the inside of a template. */
static void lit_done(lits *l, fix_move *m)
{
	fix_span *v = l->n && !l->oom ? hcl_alloc_try(l->a, l->n * sizeof *v) : NULL;
	if (v)
		memcpy(v, l->v, l->n * sizeof *v);
	free(l->v);
	if (l->oom || (l->n && !v))
		hcl_arena_oom(l->a);
	m->literal = v;
	m->nliteral = v ? (uint32_t)l->n : 0;
}

void fix_literals_attr(const hcl_file *f, const hcl_attr *at, hcl_arena *a, fix_move *m)
{
	lits l = {NULL, 0, 0, a, f, 0};
	lit_expr(&l, at->expr, 0);
	lit_done(&l, m);
}

void fix_literals_block(const hcl_file *f, const hcl_block *b, hcl_arena *a, fix_move *m)
{
	lits l = {NULL, 0, 0, a, f, 0};
	lit_body(&l, b->body, 0);
	lit_done(&l, m);
}

/* ---- building the text ---------------------------------------------------------------- */

/* The edits of the whole file, in the order they apply at one byte: a
 * destination (whole lines) before a point, a point before a deletion. */
enum { ED_DEST, ED_POINT, ED_DELETE };

typedef struct edit {
	uint32_t start, end;
	int kind;
	uint32_t idx;
} edit;

/* An index sorted by a byte offset (the same offset keeps the plan's order). */
typedef struct key {
	uint32_t at, idx;
} key;

typedef struct builder {
	const fix_plan *p;
	hcl_buf out;
	fix_copy *copies;
	size_t ncopies, cap;
	int oom;
	key *porder; /* the points by start */
	key *morder; /* the moves by from */
	int32_t *owner;   /* per point: the move whose text holds it, or -1 */
} builder;

static void copy(builder *b, uint32_t from, uint32_t to)
{
	if (to <= from)
		return;
	if (hcl_grow((void **)&b->copies, &b->cap, b->ncopies + 1, sizeof *b->copies) != 0) {
		b->oom = 1;
		return;
	}
	b->copies[b->ncopies++] = (fix_copy){from, to - from, (uint32_t)b->out.n};
	hcl_buf_put(&b->out, b->p->f->src + from, to - from);
}

static int inside_literal(const fix_move *m, uint32_t p)
{
	for (uint32_t i = 0; i < m->nliteral; i++)
		if (m->literal[i].start < p && p < m->literal[i].end)
			return 1;
	return 0;
}

/* The text of move mi for destination d: its bytes with the points inside
 * it, each later line one unit more (or less) indented, outside templates. */
static void emit_move(builder *b, uint32_t mi, const fix_dest *d)
{
	const fix_plan *p = b->p;
	const fix_move *m = &p->moves[mi];
	const char *s = p->f->src;
	size_t ul = strlen(d->unit);
	uint32_t pos = m->from, k = 0;
	while (pos < m->to) {
		const fix_point *pt = NULL;
		for (; k < p->npoints; k++) {
			const fix_point *c = &p->points[b->porder[k].idx];
			if (b->owner[b->porder[k].idx] == (int32_t)mi && c->start >= pos) {
				pt = c;
				break;
			}
		}
		uint32_t stop = pt ? pt->start : m->to;
		const char *nl = stop > pos ? memchr(s + pos, '\n', stop - pos) : NULL;
		if (nl)
			stop = (uint32_t)(nl - s) + 1;
		copy(b, pos, stop);
		pos = stop;
		if (nl) { /* a line starts */
			if (pos < m->to && !inside_literal(m, pos)) {
				if (d->dedent && pos + ul <= m->to && memcmp(s + pos, d->unit, ul) == 0)
					pos += (uint32_t)ul;
				else if (!d->dedent && !eol_at(p->f, pos))
					hcl_buf_puts(&b->out, d->unit);
			}
			continue;
		}
		if (pt) {
			hcl_buf_puts(&b->out, pt->text);
			pos = pt->end;
			k++;
		}
	}
}

static void emit_dest(builder *b, uint32_t di)
{
	const fix_dest *d = &b->p->dests[di];
	int first = 1;
	hcl_buf_puts(&b->out, d->before);
	for (uint32_t i = 0; i < b->p->nmoves; i++) {
		uint32_t mi = b->morder[i].idx;
		if (b->p->moves[mi].dest != di)
			continue;
		if (d->sep && !first)
			hcl_buf_puts(&b->out, d->sep);
		hcl_buf_puts(&b->out, d->indent);
		emit_move(b, mi, d);
		if (!d->sep)
			hcl_buf_puts(&b->out, d->eol);
		first = 0;
	}
	hcl_buf_puts(&b->out, d->after);
}

static int by_key(const void *x, const void *y)
{
	const key *a = x, *b = y;
	if (a->at != b->at)
		return a->at < b->at ? -1 : 1;
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

static int by_edit(const void *x, const void *y)
{
	const edit *a = x, *b = y;
	if (a->start != b->start)
		return a->start < b->start ? -1 : 1;
	return a->kind - b->kind;
}

static int by_orig(const void *x, const void *y)
{
	const fix_copy *a = x, *b = y;
	return a->orig < b->orig ? -1 : a->orig > b->orig;
}

/* Which move holds each point; -1 for none. */
static void find_owners(builder *b)
{
	const fix_plan *p = b->p;
	for (uint32_t i = 0; i < p->npoints; i++) {
		b->owner[i] = -1;
		for (uint32_t j = 0; j < p->nmoves; j++)
			if (p->moves[j].from <= p->points[i].start && p->points[i].end <= p->moves[j].to)
				b->owner[i] = (int32_t)j;
	}
}

/* Whether move m's deleted lines are inside a destination's replaced range. */
static int subsumed(const fix_plan *p, const fix_move *m)
{
	for (uint32_t d = 0; d < p->ndests; d++)
		if (p->dests[d].end > p->dests[d].at && p->dests[d].at <= m->del_start && m->del_end <= p->dests[d].end)
			return 1;
	return 0;
}

/* The edits in order; returns their number, or -1 when two overlap (*why). */
static long order_edits(builder *b, edit *ev, uint32_t *why)
{
	const fix_plan *p = b->p;
	size_t n = 0;
	for (uint32_t i = 0; i < p->ndests; i++)
		ev[n++] = (edit){p->dests[i].at, p->dests[i].end, ED_DEST, i};
	for (uint32_t i = 0; i < p->npoints; i++)
		if (b->owner[i] < 0)
			ev[n++] = (edit){p->points[i].start, p->points[i].end, ED_POINT, i};
	for (uint32_t i = 0; i < p->nmoves; i++)
		if (!subsumed(p, &p->moves[i]))
			ev[n++] = (edit){p->moves[i].del_start, p->moves[i].del_end, ED_DELETE, i};
	qsort(ev, n, sizeof *ev, by_edit);
	for (size_t i = 1; i < n; i++)
		if (ev[i].start < ev[i - 1].end) {
			*why = ev[i].start;
			return -1;
		}
	return (long)n;
}

int fix_build(const fix_plan *p, fix_built *out, uint32_t *why)
{
	memset(out, 0, sizeof *out);
	builder b = {p, {0}, NULL, 0, 0, 0, NULL, NULL, NULL};
	size_t ne = (size_t)p->npoints + p->nmoves + p->ndests;
	edit *ev = calloc(ne + 1, sizeof *ev);
	b.porder = calloc((size_t)p->npoints + 1, sizeof *b.porder);
	b.morder = calloc((size_t)p->nmoves + 1, sizeof *b.morder);
	b.owner = calloc((size_t)p->npoints + 1, sizeof *b.owner);
	int rc = -1;
	if (!ev || !b.porder || !b.morder || !b.owner)
		goto done;
	for (uint32_t i = 0; i < p->npoints; i++)
		b.porder[i] = (key){p->points[i].start, i};
	for (uint32_t i = 0; i < p->nmoves; i++)
		b.morder[i] = (key){p->moves[i].from, i};
	qsort(b.porder, p->npoints, sizeof *b.porder, by_key);
	qsort(b.morder, p->nmoves, sizeof *b.morder, by_key);
	find_owners(&b);
	long n = order_edits(&b, ev, why);
	if (n < 0) {
		rc = 1;
		goto done;
	}
	uint32_t pos = 0;
	for (long i = 0; i < n; i++) {
		copy(&b, pos, ev[i].start);
		if (ev[i].kind == ED_DEST)
			emit_dest(&b, ev[i].idx);
		else if (ev[i].kind == ED_POINT)
			hcl_buf_puts(&b.out, p->points[ev[i].idx].text);
		pos = ev[i].end > pos ? ev[i].end : pos;
	}
	copy(&b, pos, p->f->len);
	hcl_buf_putc(&b.out, '\0'); /* the text is never NULL, and ends with a NUL */
	if (b.oom || b.out.oom)
		goto done;
	if (b.ncopies)
		qsort(b.copies, b.ncopies, sizeof *b.copies, by_orig);
	out->text = b.out.p;
	out->len = (uint32_t)b.out.n - 1;
	out->copies = b.copies;
	out->ncopies = (uint32_t)b.ncopies;
	b.out.p = NULL;
	b.copies = NULL;
	rc = 0;
done:
	hcl_buf_free(&b.out);
	free(b.copies);
	free(ev);
	free(b.porder);
	free(b.morder);
	free(b.owner);
	return rc;
}

void fix_built_free(fix_built *b)
{
	free(b->text);
	free(b->copies);
	memset(b, 0, sizeof *b);
}

int fix_map(const fix_built *b, uint32_t orig, uint32_t *out)
{
	uint32_t lo = 0, hi = b->ncopies;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const fix_copy *c = &b->copies[mid];
		if (orig < c->orig)
			hi = mid;
		else if (orig >= c->orig + c->len)
			lo = mid + 1;
		else {
			*out = c->new_at + (orig - c->orig);
			return 1;
		}
	}
	return 0;
}

int fix_selected(const fixer *w, int kind, const char *name, const char *where)
{
	if (!w->only)
		return 1;
	int k = w->diff ? spec_diff_find(w->diff, kind, name, where) : -1;
	return k >= 0 && w->only[k];
}
