/* rsv_fix_proof.c - the proof that a rewritten file means what the original did: the
 * references of a module as its check reads them, and for each rewritten file, the same
 * read again from the new text under the new release; every reference must be at the
 * place its bytes went to and name the same object, and no other may appear.  A file that
 * fails is refused with the reason: a mistake of fix must never reach a module. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_fix_int.h"

/* ---- the references of a module --------------------------------------------------------- */

typedef struct collector {
	rsv_module *m;
	fix_uses *u;
	uint32_t last; /* the file of the last reference: they come file by file */
} collector;

static void on_use(void *ctx, const rsv_use *us)
{
	collector *c = ctx;
	fix_uses *u = c->u;
	if (c->m->files[c->last].f != us->file)
		for (uint32_t i = 0; i < c->m->nfiles; i++)
			if (c->m->files[i].f == us->file)
				c->last = i;
	if (u->n == u->cap && hcl_grow((void **)&u->v, &u->cap, (size_t)u->n + 1, sizeof *u->v) != 0) {
		u->oom = 1;
		return;
	}
	fix_use *v = &u->v[u->n++];
	memset(v, 0, sizeof *v);
	v->file = c->last;
	/* a function's traversal is made for the call and lives no longer */
	v->trav = us->ref.root == RSV_ROOT_FUNCTION ? NULL : us->trav;
	v->start = us->trav->head->start;
	v->end = us->trav->tail->end;
	v->ref = us->ref;
}

/* Where each file's diagnostics ended before the check. */
typedef struct mark {
	hcl_diag *tail;
	uint32_t nerrors, nwarnings;
} mark;

/* Notes the errors of list as file fi's. */
static void keep_errors(fix_uses *u, uint32_t fi, const hcl_diag *list)
{
	for (const hcl_diag *d = list; d; d = d->next) {
		if (d->severity != HCL_ERROR)
			continue;
		if (u->nerrs == u->caperrs &&
		    hcl_grow((void **)&u->errs, &u->caperrs, (size_t)u->nerrs + 1, sizeof *u->errs) != 0) {
			u->oom = 1;
			return;
		}
		u->errs[u->nerrs++] = (fix_err){fi, d->start, d->end, d->summary};
	}
}

void fix_collect(rsv_module *m, fix_uses *u)
{
	mark *marks = calloc((size_t)m->nfiles + 1, sizeof *marks);
	collector c = {m, u, 0};
	if (!marks) {
		u->oom = 1;
		return;
	}
	for (uint32_t i = 0; i < m->nfiles; i++)
		marks[i] = (mark){m->files[i].f->diags_tail, m->files[i].f->nerrors, m->files[i].f->nwarnings};
	hcl_held held; /* a guard of the caller's that the check jumps on to frees marks */
	hcl_oom_hold(&m->arena, &held, NULL, (void **)&marks);
	rsv_check_module_uses(m, on_use, &c);
	hcl_oom_release(&m->arena, &held);
	u->oom |= m->oom;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		keep_errors(u, i, marks[i].tail ? marks[i].tail->next : f->diags);
		if (marks[i].tail)
			marks[i].tail->next = NULL;
		else
			f->diags = NULL;
		f->diags_tail = marks[i].tail;
		f->nerrors = marks[i].nerrors;
		f->nwarnings = marks[i].nwarnings;
	}
	free(marks);
}

void fix_uses_free(fix_uses *u)
{
	free(u->v);
	free(u->errs);
	memset(u, 0, sizeof *u);
}

/* ---- what a reference names --------------------------------------------------------------- */

static int same_str(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

int fix_same_ref(const rsv_ref *a, const rsv_ref *b)
{
	if (a->ok != b->ok || !same_str(a->kind, b->kind) || !same_str(a->mode, b->mode) ||
	    !same_str(a->type, b->type) || !same_str(a->name, b->name) || !same_str(a->call, b->call) ||
	    a->instance != b->instance || a->key_kind != b->key_kind || a->nrest != b->nrest)
		return 0;
	if (a->key_kind == RSV_KEY_STRING)
		return a->key_len == b->key_len && memcmp(a->key_str, b->key_str, a->key_len) == 0;
	return a->key_kind != RSV_KEY_INT || a->key_int == b->key_int;
}




/* ---- the proof ------------------------------------------------------------------------------ */

static int by_place(const void *x, const void *y)
{
	const fix_use *a = x, *b = y;
	if (a->file != b->file)
		return a->file < b->file ? -1 : 1;
	return a->end < b->end ? -1 : a->end > b->end;
}

/* The reference of file fi that ends at end, or NULL. */
static fix_use *find_use(fix_uses *u, uint32_t fi, uint32_t end)
{
	size_t lo = 0, hi = u->n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		fix_use *v = &u->v[mid];
		if (v->file < fi || (v->file == fi && v->end < end))
			lo = mid + 1;
		else if (v->file > fi || v->end > end)
			hi = mid;
		else
			return v;
	}
	return NULL;
}

typedef struct prover {
	rsv_module *m;
	rsv_fix *x;
	fix_uses *before;
	fix_proof *k; /* the new texts' module, and what it and the twin read */
	const fix_built *built;
} prover;

/* Whether the original had error e of the new text (in list): one with its
 * summary whose start went into e's range, or whose last byte did when the
 * rewrite took its start away (a trimmed prefix). */
static int had_error(const prover *p, const fix_uses *list, const fix_err *e)
{
	const fix_built *b = &p->built[e->file];
	for (uint32_t i = 0; i < list->nerrs; i++) {
		const fix_err *o = &list->errs[i];
		uint32_t at;
		if (o->file != e->file || strcmp(o->summary, e->summary) != 0)
			continue;
		if (!fix_map(b, o->start, &at) && !(o->end > o->start && fix_map(b, o->end - 1, &at)))
			continue;
		if (e->start <= at && at <= e->end)
			return 1;
	}
	return 0;
}

static void refuse(prover *p, uint32_t fi, uint32_t at, const char *why)
{
	if (p->x->files[fi].refused)
		return;
	p->x->files[fi].refused = why;
	p->x->files[fi].refused_at = at;
}

/* Every reference of file fi before the rewrite, at its new place. */
static void prove_file(prover *p, uint32_t fi)
{
	hcl_file *f = p->m->files[fi].f, *nf = p->k->pm->files[fi].f;
	hcl_arena *a = &p->x->arena;
	for (uint32_t i = 0; i < p->before->n; i++) {
		fix_use *b = &p->before->v[i];
		uint32_t at;
		if (b->file != fi)
			continue;
		fix_use *n = fix_map(&p->built[fi], b->end - 1, &at) ? find_use(&p->k->after, fi, at + 1) : NULL;
		if (n)
			n->seen = 1;
		if (b->skip)
			continue; /* its reading changes, and nothing keeps it: a problem reported */
		const char *text = fix_first_line(a, f, b->start, b->end);
		if (!n)
			refuse(p, fi, b->start, fix_fmt(a, "%s would no longer be read as a reference", text));
		else if (!fix_same_ref(&b->ref, &n->ref))
			refuse(p, fi, b->start,
			       fix_fmt(a, "%s would name %s instead of %s", text, fix_meaning(a, &n->ref),
				       fix_meaning(a, &b->ref)));
	}
	for (uint32_t i = 0; i < p->k->after.nerrs; i++) {
		const fix_err *e = &p->k->after.errs[i];
		if (e->file == fi && !had_error(p, p->before, e) && !had_error(p, &p->k->twin_errs, e))
			refuse(p, fi, 0,
			       fix_fmt(a, "the rewrite would bring an error: %s (line %u of the new text)", e->summary,
				       hcl_file_pos(nf, e->start).line));
	}
	for (uint32_t i = 0; i < p->k->after.n; i++) {
		fix_use *n = &p->k->after.v[i];
		if (n->file == fi && !n->seen)
			refuse(p, fi, 0,
			       fix_fmt(a, "%s (line %u of the new text) would name %s, which nothing named before",
				       fix_first_line(a, nf, n->start, n->end), hcl_file_pos(nf, n->start).line,
				       fix_meaning(a, &n->ref)));
	}
}

int fix_prove(rsv_module *m, rsv_module *twin, fix_uses *before, const fix_built *built, rsv_fix *x,
	      fix_proof *k)
{
	prover p = {m, x, before, k, built};
	int rewritten = 0;
	if (!(k->pm = rsv_module_new(twin->l, m->name)))
		return -1;
	k->pm->arena.oom = x->arena.oom; /* the fix's guard: a jump leaves k to the fix */
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		int mine = built[i].text && !x->files[i].refused;
		int testing = m->files[i].testing;
		hcl_file *nf = mine ? rsv_parse(twin->l, f->name, built[i].text, built[i].len, testing)
				    : rsv_parse(twin->l, f->name, f->src, f->len, testing);
		if (!nf || hcl_file_no_memory(nf) || rsv_module_add(k->pm, nf, m->files[i].testing) != 0) {
			hcl_file_free(nf);
			return -1;
		}
		nf->arena.oom = x->arena.oom;
		rewritten += mine;
		if (mine && nf->nerrors) {
			const hcl_diag *d = nf->diags;
			while (d && d->severity != HCL_ERROR)
				d = d->next;
			refuse(&p, i, 0,
			       fix_fmt(&x->arena, "the rewritten text would not parse: %s (line %u of the new text)",
				       d ? d->summary : "", d ? hcl_file_pos(nf, d->start).line : 0));
		}
	}
	if (rewritten) {
		fix_collect(twin, &k->twin_errs);
		fix_collect(k->pm, &k->after);
		if (k->after.n)
			qsort(k->after.v, k->after.n, sizeof *k->after.v, by_place);
		for (uint32_t i = 0; i < m->nfiles && !k->after.oom && !k->twin_errs.oom; i++)
			if (built[i].text && !x->files[i].refused)
				prove_file(&p, i);
	}
	return k->after.oom || k->twin_errs.oom ? -1 : 0;
}

void fix_proof_free(fix_proof *k)
{
	fix_uses_free(&k->after);
	fix_uses_free(&k->twin_errs);
	rsv_module_free(k->pm);
	k->pm = NULL;
}
