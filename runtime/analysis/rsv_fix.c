/* rsv_fix.c - a module rewritten for another release: the plan of each file (every
 * reference the new release reads otherwise gets the escape prefix when that keeps what it
 * names; every argument or block the audit finds moving to the new release's own names
 * goes into its block's `_`, made at the end of the body with the body's indentation and
 * the file's line ending, or added to the one there; with trim, the prefix and `_` taken
 * away where the new release reads the place the same without them), the text built from
 * it (rsv_fix_text.c) and the proof (rsv_fix_proof.c).  What nothing keeps is a problem,
 * left as it is. */
#include <stdlib.h>
#include <string.h>

#include "rsv_audit.h"
#include "rsv_fix_int.h"

/* Where the moves into a block's _ go, once per block. */
typedef struct dest_for {
	uint32_t file;
	const hcl_block *parent;
	uint32_t dest;
} dest_for;

typedef struct fixer {
	rsv_module *m;
	rsv_module *twin;     /* m's files under the new release: the context of its readings */
	const spec_lang *from, *to;
	int trim;
	rsv_fix *x;
	fix_plan *plans;      /* per file */
	fix_uses uses;        /* the references under the old release */
	hcl_file *scratch;    /* receives ParseRef's diagnostics */
	rsv_ctx cto;
	int esc_from, esc_to; /* the escape roots, or -1 */
	dest_for *dests;
	size_t ndests, capdests;
} fixer;

/* ---- the results ------------------------------------------------------------------------- */

static uint32_t file_index(const fixer *w, const hcl_file *f)
{
	for (uint32_t i = 0; i < w->m->nfiles; i++)
		if (w->m->files[i].f == f)
			return i;
	return 0;
}

static void add_change(fixer *w, uint32_t fi, uint32_t start, uint32_t end, int kind, const char *text,
		       const char *replacement)
{
	rsv_fix *x = w->x;
	size_t cap = x->capchanges;
	if (x->nchanges == cap && hcl_grow((void **)&x->changes, &cap, (size_t)x->nchanges + 1, sizeof *x->changes) != 0) {
		x->oom = 1;
		return;
	}
	x->capchanges = (uint32_t)cap;
	x->changes[x->nchanges++] = (rsv_fix_change){w->m->files[fi].f, start, end, kind, text, replacement};
}

static void add_problem(fixer *w, uint32_t fi, uint32_t start, uint32_t end, const char *old_meaning,
			const char *new_meaning, const char *why)
{
	rsv_fix *x = w->x;
	hcl_file *f = w->m->files[fi].f;
	size_t cap = x->capproblems;
	if (x->nproblems == cap &&
	    hcl_grow((void **)&x->problems, &cap, (size_t)x->nproblems + 1, sizeof *x->problems) != 0) {
		x->oom = 1;
		return;
	}
	x->capproblems = (uint32_t)cap;
	x->problems[x->nproblems++] = (rsv_fix_problem){
		f, start, end, fix_first_line(&x->arena, f, start, end), old_meaning, new_meaning, why};
}

/* ---- references -------------------------------------------------------------------------- */

/* Reads t (or, when t is NULL, the text s) under the new release into r;
 * returns what it names, or "an error: SUMMARY". */
static const char *read_new(fixer *w, int testing, const hcl_traversal *t, const char *s, rsv_ref *r)
{
	hcl_diag *tail = w->scratch->diags_tail;
	hcl_file *f = NULL;
	if (t && testing)
		rsv_parse_ref_testing(w->to, w->scratch, t, &w->cto, r);
	else if (t)
		rsv_parse_ref(w->to, w->scratch, t, &w->cto, r);
	else if (testing)
		rsv_parse_ref_str_testing(w->to, s, &w->cto, r, &f);
	else
		rsv_parse_ref_str(w->to, s, &w->cto, r, &f);
	const hcl_diag *d = f ? f->diags : w->scratch->diags_tail != tail ? w->scratch->diags_tail : NULL;
	const char *m = r->ok ? fix_meaning(&w->x->arena, r)
			      : fix_fmt(&w->x->arena, "an error: %s", d ? d->summary : "not a valid reference");
	hcl_file_free(f);
	return m;
}

/* The escape prefix before u, when the new release then reads it as the
 * old one did: 1 and the point planned. */
static int try_prefix(fixer *w, fix_use *u)
{
	if (w->esc_to < 0)
		return 0;
	hcl_file *f = w->m->files[u->file].f;
	const char *root = w->to->roots[w->esc_to].name;
	const char *text = fix_fmt(&w->x->arena, "%s.%.*s", root, (int)(u->end - u->start), f->src + u->start);
	rsv_ref r;
	read_new(w, w->m->files[u->file].testing, NULL, text, &r);
	if (!r.ok || !fix_same_ref(&u->ref, &r))
		return 0;
	const char *prefix = fix_fmt(&w->x->arena, "%s.", root);
	if (fix_add_point(&w->plans[u->file], u->start, u->start, prefix) != 0) {
		w->x->oom = 1;
		return 1;
	}
	const char *was = fix_first_line(&w->x->arena, f, u->start, u->end);
	add_change(w, u->file, u->start, u->end, RSV_FIX_PREFIX, was, fix_fmt(&w->x->arena, "%s%s", prefix, was));
	w->x->files[u->file].references++;
	return 1;
}

/* u written with the old release's escape root: without it, when the new
 * release reads the rest as u: 1 and the point planned. */
static int try_trim(fixer *w, fix_use *u)
{
	hcl_file *f = w->m->files[u->file].f;
	const hcl_step *h = u->trav->head, *s = h->next;
	const char *root = w->from->roots[w->esc_from].name;
	size_t rl = strlen(root);
	if (!s || s->kind != HCL_STEP_ATTR || s->start != h->end || h->end - h->start != rl ||
	    memcmp(f->src + h->start, root, rl) != 0 || f->src[s->start] != '.')
		return 0;
	const char *rest = hcl_strndup(&w->x->arena, f->src + s->start + 1, u->end - s->start - 1);
	rsv_ref r;
	read_new(w, w->m->files[u->file].testing, NULL, rest, &r);
	if (!r.ok || !fix_same_ref(&u->ref, &r))
		return 0;
	if (fix_add_point(&w->plans[u->file], u->start, s->start + 1, "") != 0) {
		w->x->oom = 1;
		return 1;
	}
	add_change(w, u->file, u->start, u->end, RSV_FIX_TRIM_PREFIX, fix_first_line(&w->x->arena, f, u->start, u->end),
		   fix_first_line(&w->x->arena, f, s->start + 1, u->end));
	w->x->files[u->file].references++;
	return 1;
}

/* Every reference the check reads under the old release, read under the new. */
static void fix_refs(fixer *w)
{
	for (uint32_t i = 0; i < w->uses.n && !w->x->oom; i++) {
		fix_use *u = &w->uses.v[i];
		if (!u->trav)
			continue; /* a provider function: no root to read otherwise */
		rsv_ref rn;
		const char *mn = read_new(w, w->m->files[u->file].testing, u->trav, NULL, &rn);
		if (w->trim && w->esc_from >= 0 && u->ref.root == w->esc_from && try_trim(w, u))
			continue;
		if (fix_same_ref(&u->ref, &rn))
			continue;
		if (u->ref.root == RSV_ROOT_FALLBACK && try_prefix(w, u))
			continue;
		u->skip = 1;
		add_problem(w, u->file, u->start, u->end, fix_meaning(&w->x->arena, &u->ref), mn,
			    w->esc_to < 0 ? "the new release has no escape prefix" : "no prefix keeps what it names");
	}
}

/* ---- moving into _ ---------------------------------------------------------------------- */

static int is_escaping(const hcl_block *k)
{
	return strcmp(k->type, "_") == 0;
}

static int has_name(const hcl_body *b, const char *name)
{
	if (rsv_attr(b, name))
		return 1;
	for (const hcl_block *k = b->blocks; k; k = k->next)
		if (strcmp(k->type, name) == 0)
			return 1;
	return 0;
}

static int blank_between(const hcl_file *f, uint32_t from, uint32_t to)
{
	for (uint32_t p = from; p < to; p++)
		if (!strchr(" \t\r\n", f->src[p]))
			return 0;
	return 1;
}

/* One unit of indentation: what ind adds to outer, else two spaces (a tab
 * in a body indented with tabs). */
static const char *unit_of(const char *outer, const char *ind)
{
	size_t n = strlen(outer);
	if (strlen(ind) > n && strncmp(ind, outer, n) == 0)
		return ind + n;
	return strchr(ind, '\t') ? "\t" : "  ";
}

/* The block of body whose body holds the argument or block that starts at
 * start (self when it is directly in body), or NULL. */
static const hcl_block *find_parent(const hcl_body *body, const hcl_block *self, uint32_t start, int depth)
{
	if (!body || depth > HCL_MAX_NESTING)
		return NULL;
	for (const hcl_attr *a = body->attrs; a; a = a->next)
		if (a->start == start)
			return self;
	for (const hcl_block *k = body->blocks; k; k = k->next) {
		if (k->start == start)
			return self;
		if (k->start < start && start < k->end)
			return find_parent(k->body, k, start, depth + 1);
	}
	return NULL;
}

/* The destination of the moves into parent's _ (made on first use);
 * returns its index, or -1 with *why. */
static long dest_into(fixer *w, uint32_t fi, const hcl_block *parent, uint32_t item, const char *name,
		      const char **why)
{
	hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	const hcl_block *esc = NULL;
	for (const hcl_block *k = parent->body->blocks; k && !esc; k = k->next)
		esc = is_escaping(k) ? k : NULL;
	if (esc && has_name(esc->body, name)) {
		*why = fix_fmt(a, "its _ block already has a %s", name);
		return -1;
	}
	for (size_t i = 0; i < w->ndests; i++)
		if (w->dests[i].file == fi && w->dests[i].parent == parent)
			return w->dests[i].dest;
	const char *pind = fix_indent(f, a, parent->start);
	const char *ind = fix_first_on_line(f, item) ? fix_indent(f, a, item) : fix_fmt(a, "%s  ", pind);
	fix_dest d = {0, 0, "", "", NULL, unit_of(pind, ind), fix_eol(f), 0};
	if (esc) {
		const char *eind = fix_indent(f, a, esc->start);
		d.indent = fix_fmt(a, "%s%s", eind, d.unit);
		if (fix_first_on_line(f, esc->close_brace)) {
			d.at = d.end = fix_line_start(f, esc->close_brace);
		} else if (blank_between(f, esc->open_brace + 1, esc->close_brace)) {
			d.at = esc->open_brace + 1;
			d.end = esc->close_brace;
			d.before = d.eol;
			d.after = eind;
		} else {
			*why = "its _ block is written on one line";
			return -1;
		}
	} else if (fix_first_on_line(f, parent->close_brace)) {
		d.at = d.end = fix_line_start(f, parent->close_brace);
		d.before = fix_fmt(a, "%s_ {%s", ind, d.eol);
		d.after = fix_fmt(a, "%s}%s", ind, d.eol);
		d.indent = fix_fmt(a, "%s%s", ind, d.unit);
	} else {
		*why = "its block's closing brace is not on a line of its own";
		return -1;
	}
	fix_plan *p = &w->plans[fi];
	if (fix_add_dest(p, &d) != 0 ||
	    hcl_grow((void **)&w->dests, &w->capdests, w->ndests + 1, sizeof *w->dests) != 0) {
		w->x->oom = 1;
		return -1;
	}
	w->dests[w->ndests++] = (dest_for){fi, parent, p->ndests - 1};
	return p->ndests - 1;
}

/* Plans the move of the argument or block of impact p into its block's _. */
static void move_in(fixer *w, uint32_t fi, const rsv_impact *p)
{
	hcl_file *f = w->m->files[fi].f;
	fix_plan *pl = &w->plans[fi];
	for (uint32_t i = 0; i < pl->nmoves; i++)
		if (pl->moves[i].from <= p->start && p->end <= pl->moves[i].to)
			return; /* inside an item that moves: it goes along */
	const hcl_block *parent = find_parent(f->body, NULL, p->start, 0);
	const hcl_attr *at = NULL;
	const hcl_block *bk = NULL;
	for (const hcl_attr *a = parent ? parent->body->attrs : NULL; a; a = a->next)
		at = a->start == p->start ? a : at;
	for (const hcl_block *k = parent ? parent->body->blocks : NULL; k; k = k->next)
		bk = k->start == p->start ? k : bk;
	const char *why = "it is not an argument or block of a block";
	long d = parent && (at || bk) ? dest_into(w, fi, parent, p->start, at ? at->name : bk->type, &why) : -1;
	if (d < 0) {
		add_problem(w, fi, p->start, p->end, p->old_meaning, p->new_meaning, why);
		return;
	}
	fix_move mv = {0};
	fix_item_span(f, p->start, p->end, &mv);
	if (at)
		fix_literals_attr(f, at, &w->x->arena, &mv);
	else
		fix_literals_block(f, bk, &w->x->arena, &mv);
	mv.dest = (uint32_t)d;
	if (fix_add_move(pl, &mv) != 0) {
		w->x->oom = 1;
		return;
	}
	const char *was = fix_first_line(&w->x->arena, f, p->start, p->end);
	add_change(w, fi, p->start, p->end, RSV_FIX_MOVE, was, fix_fmt(&w->x->arena, "_ { %s }", was));
	w->x->files[fi].moved++;
}

/* The audit's places: arguments and blocks move into _; what nothing keeps
 * is a problem (references are fix_refs's). */
static void fix_moves(fixer *w, const rsv_audit *a)
{
	for (uint32_t i = 0; i < a->nimpacts && !w->x->oom; i++) {
		const rsv_impact *p = &a->impacts[i];
		uint32_t fi = file_index(w, p->file);
		if (p->place == RSV_PLACE_REFERENCE)
			continue;
		if (p->rewrite == RSV_REWRITE_MOVE && (p->place == RSV_PLACE_ARGUMENT || p->place == RSV_PLACE_BLOCK))
			move_in(w, fi, p);
		else
			add_problem(w, fi, p->start, p->end, p->old_meaning, p->new_meaning, "no rewrite keeps it");
	}
}

/* ---- trimming _ --------------------------------------------------------------------------- */

/* Whether block type s of l reads NAME as the provider's or module's own. */
static int own_name(const spec_lang *l, int s, const char *name, int blocks)
{
	const spec_block *b = &l->blocks[s];
	return !b->strict && !rsv_in_names(blocks ? b->meta_blocks : b->meta_arguments, name) &&
	       !rsv_in_names(blocks ? b->reserved_blocks : b->reserved_arguments, name);
}

/* Whether the body of esc holds nothing but the moves of plan p from
 * index first on, and blanks. */
static int only_moves(const hcl_file *f, const hcl_block *esc, const fix_plan *p, uint32_t first)
{
	uint32_t pos = esc->open_brace + 1;
	for (uint32_t i = first; i < p->nmoves; i++) {
		if (!blank_between(f, pos, p->moves[i].del_start))
			return 0;
		pos = p->moves[i].del_end;
	}
	return blank_between(f, pos, esc->close_brace);
}

/* The end of the line of byte at when nothing but blanks follows it there
 * (after the line ending), else 0. */
static uint32_t rest_of_line(const hcl_file *f, uint32_t at)
{
	uint32_t p = at;
	while (p < f->len && (f->src[p] == ' ' || f->src[p] == '\t'))
		p++;
	if (p >= f->len)
		return p;
	if (f->src[p] == '\n')
		return p + 1;
	return p + 1 < f->len && f->src[p] == '\r' && f->src[p + 1] == '\n' ? p + 2 : 0;
}

/* Plans the move out of esc (the _ of parent, block type sn of the new
 * release) of what the new release reads as the provider's own; esc goes
 * too when nothing else is left in it. */
static void trim_escaping(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_block *esc, int sn)
{
	hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	fix_plan *pl = &w->plans[fi];
	uint32_t first = pl->nmoves, items = 0;
	if (!fix_first_on_line(f, esc->start))
		return; /* a _ in a block written on one line: left as it is */
	const char *eind = fix_indent(f, a, esc->start);
	fix_dest d = {fix_line_start(f, esc->start), 0, "", "", eind, "", fix_eol(f), 1};
	d.end = d.at;
	for (const hcl_attr *at = esc->body->attrs; at; at = at->next, items++) {
		if (!own_name(w->to, sn, at->name, 0) || has_name(parent->body, at->name))
			continue;
		fix_move mv = {0};
		fix_item_span(f, at->start, at->end, &mv);
		fix_literals_attr(f, at, a, &mv);
		mv.dest = pl->ndests;
		if (fix_add_move(pl, &mv) != 0)
			w->x->oom = 1;
	}
	for (const hcl_block *k = esc->body->blocks; k; k = k->next, items++) {
		if (!own_name(w->to, sn, k->type, 1) || rsv_attr(parent->body, k->type))
			continue;
		fix_move mv = {0};
		fix_item_span(f, k->start, k->end, &mv);
		fix_literals_block(f, k, a, &mv);
		mv.dest = pl->ndests;
		if (fix_add_move(pl, &mv) != 0)
			w->x->oom = 1;
	}
	if (pl->nmoves == first)
		return;
	d.unit = unit_of(eind, fix_first_on_line(f, pl->moves[first].from) ? fix_indent(f, a, pl->moves[first].from) : eind);
	uint32_t end = rest_of_line(f, esc->close_brace + 1);
	if (pl->nmoves - first == items && end && only_moves(f, esc, pl, first))
		d.end = end; /* _ goes: its lines become the items' */
	if (fix_add_dest(pl, &d) != 0)
		w->x->oom = 1;
	for (uint32_t i = first; i < pl->nmoves; i++) {
		const fix_move *mv = &pl->moves[i];
		const char *was = fix_first_line(a, f, mv->from, mv->to);
		add_change(w, fi, mv->from, mv->to, RSV_FIX_TRIM_MOVE, fix_fmt(a, "_ { %s }", was), was);
		w->x->files[fi].moved++;
	}
}

static void trim_body(fixer *w, uint32_t fi, const hcl_block *self, int so, int sn, int depth)
{
	const spec_lang *o = w->from, *n = w->to;
	if (depth > HCL_MAX_NESTING || !self->body)
		return;
	for (const hcl_block *k = self->body->blocks; k; k = k->next) {
		if (is_escaping(k) && so >= 0 && o->blocks[so].escaping) {
			if (sn >= 0)
				trim_escaping(w, fi, self, k, sn);
			continue;
		}
		if (o->dynamic_block && strcmp(k->type, o->dynamic_block) == 0)
			continue; /* a dynamic block's content: left as it is */
		trim_body(w, fi, k, so >= 0 ? spec_block_index(o, k->type, so) : -1,
			  sn >= 0 ? spec_block_index(n, k->type, sn) : -1, depth + 1);
	}
}

static void trim_file(fixer *w, uint32_t fi)
{
	const rsv_file *rf = &w->m->files[fi];
	if (!rf->f->body)
		return;
	for (const hcl_block *b = rf->f->body->blocks; b; b = b->next) {
		int t = rf->testing;
		int so = t ? spec_test_block_index(w->from, b->type) : spec_block_index(w->from, b->type, -1);
		int sn = t ? spec_test_block_index(w->to, b->type) : spec_block_index(w->to, b->type, -1);
		trim_body(w, fi, b, so, sn, 0);
	}
}

/* ---- the module ----------------------------------------------------------------------------- */

/* The changes whose places the audit finds (arguments, blocks, labels). */
static int audited_kind(const spec_change *c)
{
	static const int kinds[] = {SPEC_CHANGE_BLOCK,           SPEC_CHANGE_META_ARGUMENT,     SPEC_CHANGE_META_BLOCK,
				    SPEC_CHANGE_RESERVED_ARGUMENT, SPEC_CHANGE_RESERVED_BLOCK, SPEC_CHANGE_ESCAPING_BLOCK,
				    SPEC_CHANGE_RESERVED_NAME};
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (c->kind == kinds[i])
			return c->cls != SPEC_SAFE;
	return 0;
}

static int named(const spec_diff *d, const char *s)
{
	for (size_t i = 0; i < d->n; i++)
		if (audited_kind(&d->v[i]) && strcmp(d->v[i].name, s) == 0)
			return 1;
	return 0;
}

static int body_names(const hcl_body *b, const spec_diff *d, int depth)
{
	if (!b || depth > HCL_MAX_NESTING)
		return 0;
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		if (named(d, a->name))
			return 1;
	for (const hcl_block *k = b->blocks; k; k = k->next)
		if (named(d, k->type) || (k->labels && named(d, k->labels->text)) || body_names(k->body, d, depth + 1))
			return 1;
	return 0;
}

/* Whether the audit can find a place in m: a name of one of its changes
 * of arguments, blocks or labels is there (references are fix_refs's). */
static int audit_wanted(const rsv_module *m, const spec_diff *d)
{
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (body_names(m->files[i].f->body, d, 0))
			return 1;
	return 0;
}

static int by_file_place(const rsv_module *m, const hcl_file *a, uint32_t sa, const hcl_file *b, uint32_t sb)
{
	if (a != b) {
		for (uint32_t i = 0; i < m->nfiles; i++)
			if (m->files[i].f == a || m->files[i].f == b)
				return m->files[i].f == a ? -1 : 1;
	}
	return sa < sb ? -1 : sa > sb;
}

/* Sorts changes and problems in file order, then place order (insertion sort:
 * they come nearly sorted). */
static void sort_results(const rsv_module *m, rsv_fix *x)
{
	for (uint32_t i = 1; i < x->nchanges; i++)
		for (uint32_t j = i; j > 0 && by_file_place(m, x->changes[j - 1].file, x->changes[j - 1].start,
							     x->changes[j].file, x->changes[j].start) > 0; j--) {
			rsv_fix_change t = x->changes[j];
			x->changes[j] = x->changes[j - 1];
			x->changes[j - 1] = t;
		}
	for (uint32_t i = 1; i < x->nproblems; i++)
		for (uint32_t j = i; j > 0 && by_file_place(m, x->problems[j - 1].file, x->problems[j - 1].start,
							     x->problems[j].file, x->problems[j].start) > 0; j--) {
			rsv_fix_problem t = x->problems[j];
			x->problems[j] = x->problems[j - 1];
			x->problems[j - 1] = t;
		}
}

/* The first syntax error of each file as read (the module is not checked
 * yet: every error is the parser's); 0 for none, else its byte + 1. */
static void syntax_errors(const rsv_module *m, uint32_t *first)
{
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = m->files[i].f->diags; d && !first[i]; d = d->next)
			if (d->severity == HCL_ERROR)
				first[i] = d->start + 1;
}

/* Builds each planned file's text, or refuses it. */
static void build_all(fixer *w, const uint32_t *syntax, fix_built *built)
{
	for (uint32_t i = 0; i < w->m->nfiles && !w->x->oom; i++) {
		const fix_plan *p = &w->plans[i];
		rsv_fix_file *xf = &w->x->files[i];
		uint32_t at = 0;
		if (!p->npoints && !p->nmoves)
			continue;
		if (syntax[i]) {
			xf->refused = "the file has syntax errors";
			xf->refused_at = syntax[i] - 1;
			continue;
		}
		int rc = fix_build(p, &built[i], &at);
		if (rc < 0)
			w->x->oom = 1;
		else if (rc > 0) {
			xf->refused = "two rewrites overlap";
			xf->refused_at = at;
		}
	}
}

/* The module under the new release, on m's files: the context of its readings. */
static rsv_module *twin_of(rsv_module *m, const spec_lang *to)
{
	rsv_module *t = rsv_module_new(to, m->name);
	for (uint32_t i = 0; t && i < m->nfiles; i++)
		if (rsv_module_add(t, m->files[i].f, m->files[i].testing) != 0) {
			t->nfiles = 0;
			rsv_module_free(t);
			return NULL;
		}
	if (t)
		rsv_module_index(t);
	return t;
}

int rsv_fix_module(rsv_module *m, const spec_lang *to, const spec_diff *diff, int trim, rsv_fix *out)
{
	uint32_t nf = m->nfiles;
	fixer w = {m, NULL, m->l, to, trim, out, NULL, {0}, NULL, {0}, spec_escape_root(m->l), spec_escape_root(to),
		   NULL, 0, 0};
	rsv_audit a;
	int audited = 0;
	memset(out, 0, sizeof *out);
	memset(&a, 0, sizeof a);
	hcl_arena_init(&out->arena);
	out->files = calloc((size_t)nf + 1, sizeof *out->files);
	w.plans = calloc((size_t)nf + 1, sizeof *w.plans);
	fix_built *built = calloc((size_t)nf + 1, sizeof *built);
	uint32_t *syntax = calloc((size_t)nf + 1, sizeof *syntax);
	w.scratch = hcl_parse("", "", 0, HCL_MODE_EXPR);
	if (!out->files || !w.plans || !built || !syntax || !w.scratch)
		out->oom = 1;
	for (uint32_t i = 0; i < nf && !out->oom; i++) {
		out->files[i].file = m->files[i].f;
		w.plans[i].f = m->files[i].f;
	}
	out->nfiles = out->files ? nf : 0;
	if (!out->oom) {
		syntax_errors(m, syntax);
		if (diff && audit_wanted(m, diff)) {
			audited = 1;
			out->oom |= rsv_audit_module(m, to, diff, &a) != 0;
		}
		fix_collect(m, &w.uses);
		w.twin = twin_of(m, to);
		out->oom |= w.uses.oom || !w.twin;
	}
	if (!out->oom) {
		w.cto = rsv_module_ctx(w.twin);
		fix_refs(&w);
		if (audited)
			fix_moves(&w, &a);
		for (uint32_t i = 0; trim && i < nf; i++)
			trim_file(&w, i);
		build_all(&w, syntax, built);
	}
	if (!out->oom && fix_prove(m, to, &w.uses, built, out) != 0)
		out->oom = 1;
	for (uint32_t i = 0; built && i < nf; i++) {
		if (!out->oom && built[i].text && !out->files[i].refused) {
			out->files[i].text = built[i].text;
			out->files[i].len = built[i].len;
			built[i].text = NULL;
		}
		fix_built_free(&built[i]);
		if (w.plans)
			fix_plan_free(&w.plans[i]);
	}
	sort_results(m, out);
	if (w.twin)
		w.twin->nfiles = 0; /* the files are m's */
	rsv_module_free(w.twin);
	if (audited)
		rsv_audit_free(&a);
	hcl_file_free(w.scratch);
	free(w.uses.v);
	free(w.dests);
	free(w.plans);
	free(built);
	free(syntax);
	return out->oom ? -1 : 0;
}

void rsv_fix_free(rsv_fix *x)
{
	if (!x)
		return;
	for (uint32_t i = 0; i < x->nfiles; i++)
		free(x->files[i].text);
	free(x->files);
	free(x->changes);
	free(x->problems);
	hcl_arena_free(&x->arena);
	memset(x, 0, sizeof *x);
}
