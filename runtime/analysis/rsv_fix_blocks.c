/* rsv_fix_blocks.c - arguments and blocks in a module rewritten for another release: the
 * ones the new release takes for its own (a meta-argument or meta-block where the old one
 * gave the name to the provider or module) move into their block's `_`, made at the end of
 * the body with the body's indentation and the file's line ending, or added to the `_`
 * there; the ones nothing keeps (no `_` in that block, a name the new release reserves, a
 * block type or a label it no longer takes) are problems.  With trim, what a `_` holds and
 * the new release reads as the provider's own moves out, and the `_` goes when nothing else
 * is left in it.  The new spec's migrations (renames, deletions, moves into a nested block)
 * are made here too.  Every place counts, valid under the old release or not: an invalid one
 * keeps its error and, with the rewrite, what it meant. */
#include <stdlib.h>
#include <string.h>

#include "rsv_fix_int.h"
#include "rsv_calls.h"
#include "rsv_walker.h"

/* ---- moving into _ ---------------------------------------------------------------------- */

/* Whether block b is written on one line (HCL allows one argument in it). */
static int one_line(const hcl_file *f, const hcl_block *b)
{
	return b->close_brace > b->open_brace && !memchr(f->src + b->open_brace, '\n', b->close_brace - b->open_brace);
}

/* The destination of the moves into parent's _ (made on first use);
 * returns its index, or -1 with *why. */
static long dest_into(fixer *w, uint32_t fi, const hcl_block *parent, uint32_t item, const char *name,
		      const char **why)
{
	hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	const char *into = w->into ? w->into : w->to->escaping_block_type;
	const hcl_block *esc = rsv_block(parent->body, into);
	if (esc && fix_has_name(esc->body, name)) {
		*why = fix_fmt(a, "its %s block already has a %s", into, name);
		return -1;
	}
	long known = fix_dest_of(w, fi, parent);
	if (known < 0 && w->into && rsv_json_name(f->name)) {
		*why = "a move into a nested block is not made in a JSON-syntax file";
		return -1;
	}
	if (known >= 0 || rsv_json_name(f->name))
		return known >= 0 ? known : fix_json_dest_into(w, fi, parent, esc, why);
	const char *pind = fix_indent(f, a, parent->start);
	const char *ind = fix_first_on_line(f, item) ? fix_indent(f, a, item) : fix_fmt(a, "%s  ", pind);
	fix_dest d = {0, 0, "", "", NULL, fix_unit_of(pind, ind), fix_eol(f), NULL, 0, 0};
	if (esc) {
		const char *eind = fix_indent(f, a, esc->start);
		d.indent = fix_fmt(a, "%s%s", eind, d.unit);
		if (fix_first_on_line(f, esc->close_brace)) {
			d.at = d.end = fix_line_start(f, esc->close_brace);
		} else if (fix_blank_between(f, esc->open_brace + 1, esc->close_brace)) {
			d.at = esc->open_brace + 1;
			d.end = esc->close_brace;
			d.before = d.eol;
			d.after = eind;
		} else {
			*why = fix_fmt(a, "its %s block is written on one line", into);
			return -1;
		}
	} else if (fix_first_on_line(f, parent->close_brace)) {
		d.at = d.end = fix_line_start(f, parent->close_brace);
		d.before = fix_fmt(a, "%s%s {%s", ind, into, d.eol);
		d.after = fix_fmt(a, "%s}%s", ind, d.eol);
		d.indent = fix_fmt(a, "%s%s", ind, d.unit);
	} else if (one_line(f, parent)) { /* expanded: its item goes, the _ takes lines of its own */
		d.at = d.end = parent->close_brace;
		d.before = fix_fmt(a, "%s%s%s {%s", d.eol, ind, into, d.eol);
		d.after = fix_fmt(a, "%s}%s%s", ind, d.eol, pind);
		d.indent = fix_fmt(a, "%s%s", ind, d.unit);
	} else {
		*why = "its block's closing brace is not on a line of its own";
		return -1;
	}
	return fix_dest_record(w, fi, parent, &d);
}

/* How a block type reads a NAME of its arguments or nested blocks. */
typedef enum { NS_NONE, NS_META, NS_RESERVED, NS_OWN, NS_UNSUPPORTED } ns_class;

/* What each class makes of a NAME: the words before and after "argument" or "block". */
static const char *const ns_words[][2] = {{"", ""}, {"a meta-", ""}, {"a reserved ", " (an error)"},
					  {"the provider's or module's own ", ""}, {"an unsupported ", " (an error)"}};

/* The class of NAME in block type s of l (blocks: a nested block); strict:
 * s takes only the language's own. */
static int classify(const spec_lang *l, int s, const char *name, int blocks, int strict)
{
	const spec_block *b = &l->blocks[s];
	if (rsv_in_names(blocks ? b->meta_blocks : b->meta_arguments, name))
		return NS_META;
	if (rsv_in_names(blocks ? b->reserved_blocks : b->reserved_arguments, name))
		return NS_RESERVED;
	return strict ? NS_UNSUPPORTED : NS_OWN;
}

void fix_move_in(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_attr *at, const hcl_block *bk,
		    const char *old_meaning, const char *new_meaning)
{
	hcl_file *f = w->m->files[fi].f;
	fix_plan *pl = &w->plans[fi];
	int json = rsv_json_name(f->name);
	uint32_t start = at ? at->start : bk->start, end = at ? at->end : bk->end;
	const char *why = NULL;
	fix_move mv = {0};
	if (json && fix_json_item(w, fi, parent->open_brace, start, &start, &end, &why) != 0) {
		fix_add_problem(w, fi, at ? at->start : bk->start, at ? at->end : bk->end, old_meaning, new_meaning, why);
		return;
	}
	if (fix_moving(pl, start, end))
		return; /* inside an item that moves: it goes along */
	long d = dest_into(w, fi, parent, start, at ? at->name : bk->type, &why);
	if (d < 0) {
		if (why)
			fix_add_problem(w, fi, start, end, old_meaning, new_meaning, why);
		return;
	}
	fix_item_span(f, start, end, &mv);
	if (!json && one_line(f, parent)) { /* the whole inside of the braces goes */
		mv.del_start = parent->open_brace + 1;
		mv.del_end = parent->close_brace;
	}
	if (json) { /* a property: its bytes, a comma with them (fix_json_layout) */
		mv.to = mv.del_end = end;
		mv.del_start = start;
		mv.obj = parent->open_brace;
	} else if (at) {
		fix_literals_attr(f, at, &w->x->arena, &mv);
	} else {
		fix_literals_block(f, bk, &w->x->arena, &mv);
	}
	mv.dest = (uint32_t)d;
	if (fix_add_move(pl, &mv) != 0) {
		w->x->oom = 1;
		return;
	}
	const char *was = fix_first_line(&w->x->arena, f, start, end);
	if (w->into) {
		fix_add_change(w, fi, start, end, RSV_FIX_MIGRATE, was, fix_fmt(&w->x->arena, "%s { %s }", w->into, was));
		w->x->files[fi].migrated++;
		return;
	}
	fix_add_change(w, fi, start, end, RSV_FIX_MOVE, was,
		       fix_fmt(&w->x->arena, json ? "\"%s\": {%s}" : "%s { %s }", w->to->escaping_block_type, was));
	w->x->files[fi].moved++;
}

/* The region [a, b) of the original and what the built text has in its place, given that
 * the bytes from b to the end are the original's: ends is the original's length. */
static rsv_edit region(hcl_arena *ar, const fix_built *bt, uint32_t a, uint32_t new_at, uint32_t new_end,
		       uint32_t b)
{
	return (rsv_edit){a, b, hcl_strndup(ar, bt->text + new_at, new_end - new_at)};
}

/* What place_edits holds: freed on its way out, or by a jump out of memory (a hold with the
 * handler of its arena, which its own arena shares). */
typedef struct edits_job {
	rsv_fix x;
	fixer w;
	fix_plan *plans;
	fix_built bt;
	uint32_t fi;
} edits_job;

static void edits_job_free(void *p)
{
	edits_job *j = p;
	if (j->plans)
		fix_plan_free(&j->plans[j->fi]);
	free(j->plans);
	free(j->w.dests);
	free(j->x.files); /* no text: nothing was built into them */
	free(j->x.changes);
	free(j->x.problems);
	fix_built_free(&j->bt);
	hcl_arena_free(&j->x.arena);
	free(j);
}

/* place_edits' work on j, the results in a. */
static int place_work(edits_job *j, rsv_module *m, uint32_t fi, const spec_change *c, const hcl_expr *call,
		      const hcl_block *parent, const hcl_attr *at, const hcl_block *bk, hcl_arena *a,
		      rsv_edit out[2], const char **why)
{
	int n = 0;
	fix_plan *plans = j->plans;
	hcl_file *f = m->files[fi].f;
	plans[fi].f = f;
	if (c)
		fix_migrate(&j->w, fi, c, call, parent, at, bk, "", "");
	else
		fix_move_in(&j->w, fi, parent, at, bk, "", "");
	if (rsv_json_name(f->name))
		fix_json_layout(&j->w, fi);
	if (j->x.oom)
		return -1;
	if (j->x.nproblems || j->x.nchanges != 1) {
		*why = j->x.nproblems ? hcl_strndup(a, j->x.problems[0].why, strlen(j->x.problems[0].why)) : NULL;
		return 0;
	}
	if (!plans[fi].nmoves) { /* a rename or a deletion: the points are the edits */
		for (uint32_t k = 0; k < plans[fi].npoints && k < 2; k++) {
			const fix_point *pt = &plans[fi].points[k];
			out[n++] = (rsv_edit){pt->start, pt->end, hcl_strndup(a, pt->text, strlen(pt->text))};
		}
		return n;
	}
	if (plans[fi].nmoves != 1 || plans[fi].ndests != 1)
		return 0;
	uint32_t bad;
	int rc = fix_build(&plans[fi], &j->bt, &bad);
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	const fix_move *mv = &plans[fi].moves[0];
	const fix_dest *d = &plans[fi].dests[0];
	uint32_t a1 = mv->del_start, b1 = mv->del_end, a2 = d->at, b2 = d->end;
	if (a2 < a1) { /* in file order */
		uint32_t t = a1;
		a1 = a2, a2 = t;
		t = b1;
		b1 = b2, b2 = t;
	}
	uint32_t tail_at = j->bt.len - (f->len - b2), mid;
	if (b1 >= a2 || !fix_map(&j->bt, b1, &mid)) { /* they touch: one edit */
		out[n++] = region(a, &j->bt, a1, a1, tail_at, b2);
	} else {
		out[n++] = region(a, &j->bt, a1, a1, mid, b1);
		out[n++] = region(a, &j->bt, a2, mid + (a2 - b1), tail_at, b2);
	}
	return n;
}

/* The edits of the one rewrite planned at a place (c: change c's migration, else the move
 * into _), as rsv_fix_move_edits and rsv_fix_migrate_edits say.  Out of memory in an arena
 * is the jump of a's handler (m's must be the same), with what this holds freed. */
static int place_edits(rsv_module *m, uint32_t fi, const spec_change *c, const hcl_expr *call,
		       const hcl_block *parent, const hcl_attr *at, const hcl_block *bk, const spec_lang *to,
		       hcl_arena *a, rsv_edit out[2], const char **why)
{
	*why = NULL;
	edits_job *j = calloc(1, sizeof *j);
	if (!j)
		return -1;
	hcl_arena_init(&j->x.arena);
	j->x.arena.oom = a->oom;
	j->fi = fi;
	j->x.files = calloc((size_t)m->nfiles + 1, sizeof *j->x.files);
	j->plans = calloc((size_t)m->nfiles + 1, sizeof *j->plans);
	j->w.m = m;
	j->w.from = m->l;
	j->w.to = to;
	j->w.x = &j->x;
	j->w.plans = j->plans;
	int n = -1;
	if (j->x.files && j->plans) {
		hcl_held held;
		hcl_oom_hold_fn(a, &held, edits_job_free, j);
		n = place_work(j, m, fi, c, call, parent, at, bk, a, out, why);
		hcl_oom_release(a, &held);
	}
	edits_job_free(j);
	return n;
}

int rsv_fix_move_edits(rsv_module *m, uint32_t fi, const hcl_block *parent, const hcl_attr *at,
		       const hcl_block *bk, const spec_lang *to, hcl_arena *a, rsv_edit out[2], const char **why)
{
	return place_edits(m, fi, NULL, NULL, parent, at, bk, to, a, out, why);
}

int rsv_fix_migrate_edits(rsv_module *m, uint32_t fi, const spec_change *c, const hcl_expr *call,
			  const hcl_block *parent, const hcl_attr *at, const hcl_block *bk, const spec_lang *to,
			  hcl_arena *a, rsv_edit out[2], const char **why)
{
	return place_edits(m, fi, c, call, parent, at, bk, to, a, out, why);
}

/* An argument (at) or nested block (bk) of parent, of block type so of the
 * old release and sn of the new: moved into _ when the new release takes
 * its name for its own, a problem when nothing keeps it. */
static void name_change(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_attr *at, const hcl_block *bk,
			int so, int sn)
{
	const char *name = at ? at->name : bk->type, *what = at ? "argument" : "block";
	int blocks = !at;
	int strict = w->diff ? spec_diff_old_strict(w->diff, so, sn) : w->from->blocks[so].strict;
	int co = classify(w->from, so, name, blocks, strict);
	int cn = classify(w->to, sn, name, blocks, w->to->blocks[sn].strict);
	if (co == cn || (co != NS_META && co != NS_OWN))
		return;
	hcl_arena *a = &w->x->arena;
	const char *path = w->diff ? spec_block_path(a, w->to, sn) : "";
	int kinds[2][2] = {{SPEC_CHANGE_META_ARGUMENT, SPEC_CHANGE_RESERVED_ARGUMENT},
			   {SPEC_CHANGE_META_BLOCK, SPEC_CHANGE_RESERVED_BLOCK}};
	if (w->only) { /* the change the audit gives this place (rsv_audit.c) */
		if (!fix_selected(w, kinds[blocks][cn == NS_RESERVED], name, path) &&
		    !fix_selected(w, kinds[blocks][co == NS_RESERVED], name, path))
			return;
	}
	const char *om = fix_fmt(a, "%s%s%s", ns_words[co][0], what, ns_words[co][1]);
	const char *nm = fix_fmt(a, "%s%s%s", ns_words[cn][0], what, ns_words[cn][1]);
	int k = w->diff && co == NS_META ? spec_diff_find(w->diff, kinds[blocks][0], name, path) : -1;
	if (k >= 0 && w->diff->v[k].escape_kind == SPEC_ESCAPE_MIGRATE) {
		fix_migrate(w, fi, &w->diff->v[k], NULL, parent, at, bk, om, nm);
		return;
	}
	if (co == NS_OWN && w->to->blocks[sn].escaping)
		fix_move_in(w, fi, parent, at, bk, om, nm);
	else
		fix_add_problem(w, fi, at ? at->start : bk->start, at ? at->end : bk->end, om, nm,
				co == NS_OWN ? "the block has no _ escaping block" : "no rewrite keeps it");
}

/* What the walks of one file's blocks (rsv_walker.c) carry: the fixer and the file. */
typedef struct place_ctx {
	fixer *w;
	uint32_t fi;
} place_ctx;

/* An address the new release reads otherwise (rsv_address.c): a problem, as no text keeps it. */
static void on_address(void *ctx, const rsv_address_change *c)
{
	place_ctx *x = ctx;
	if (fix_selected(x->w, SPEC_CHANGE_ROOT, c->word, ""))
		fix_add_problem(x->w, x->fi, c->start, c->end, c->old_meaning, c->new_meaning, rsv_address_why);
}

/* The walk's argument callback: an argument of a block both releases know. */
static int names_attr(rsv_walker *wk, const hcl_attr *a)
{
	place_ctx *x = wk->ctx;
	fixer *w = x->w;
	int so = wk->scope.spec[0], sn = wk->scope.spec[1];
	if (so < 0 || sn < 0)
		return RSV_WALKER_DESCEND;
	name_change(w, x->fi, wk->scope.block, a, NULL, so, sn);
	if (rsv_address_argument(w->from, so, a->name))
		rsv_address_changes(w->from, w->to, w->m->files[x->fi].f, a, &w->x->arena, on_address, x);
	return RSV_WALKER_DESCEND;
}

/* The walk's block callback: a nested block of a block both releases know;
 * the escaping block's content is the provider's own (its references only). */
static int names_block(rsv_walker *wk, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	place_ctx *x = wk->ctx;
	int so = wk->scope.spec[0], sn = wk->scope.spec[1];
	(void)inner;
	if (kind == RSV_WALKER_ESCAPING)
		return RSV_WALKER_SKIP;
	if (kind == RSV_WALKER_BLOCK && so >= 0 && sn >= 0)
		name_change(x->w, x->fi, wk->scope.block, NULL, k, so, sn);
	return x->w->x->oom ? RSV_WALKER_STOP : RSV_WALKER_DESCEND;
}

/* Runs a walk of top-level block b (spec blocks so and sn) of file fi with
 * the callbacks given; out of memory is the fix's. */
static void walk_top_block(fixer *w, uint32_t fi, const hcl_block *b, int so, int sn, rsv_walker_attr_fn attr,
			   rsv_walker_block_fn block)
{
	place_ctx x = {w, fi};
	rsv_walker wk;
	rsv_walker_init(&wk, w->from, w->to, w->m->files[fi].f);
	wk.attr = attr;
	wk.block = block;
	wk.ctx = &x;
	if (rsv_walker_run(&wk, b, (int[RSV_WALKER_LANGS]){so, sn}) == RSV_WALKER_NOMEM)
		w->x->oom = 1;
	rsv_walker_free(&wk);
}

/* A top-level block: its type and label under the new release, then its body. */
static void walk_top(fixer *w, uint32_t fi, const hcl_block *b, int so, int sn)
{
	hcl_arena *a = &w->x->arena;
	const hcl_label *lb = b->labels;
	int k = sn < 0 && w->diff ? spec_diff_find(w->diff, SPEC_CHANGE_BLOCK, b->type, "") : -1;
	if (k >= 0 && w->diff->v[k].escape_kind == SPEC_ESCAPE_MIGRATE && fix_selected(w, SPEC_CHANGE_BLOCK, b->type, ""))
		fix_migrate(w, fi, &w->diff->v[k], NULL, NULL, NULL, b, fix_fmt(a, "a %s block", b->type),
			    "an unsupported block type (an error)");
	else if (sn < 0 && fix_selected(w, SPEC_CHANGE_BLOCK, b->type, ""))
		fix_add_problem(w, fi, b->type_start, b->type_end, fix_fmt(a, "a %s block", b->type),
				"an unsupported block type (an error)", "no rewrite keeps it");
	if (lb && sn >= 0 && w->to->blocks[sn].reserved_names && spec_reserved_name(w->to, lb->text) &&
	    !(w->from->blocks[so].reserved_names && spec_reserved_name(w->from, lb->text)) &&
	    fix_selected(w, SPEC_CHANGE_RESERVED_NAME, lb->text, spec_block_path(a, w->to, sn)))
		fix_add_problem(w, fi, lb->start, lb->end, fix_fmt(a, "the name of a %s", b->type),
				"a reserved name (an error)", "no rewrite keeps its name");
	walk_top_block(w, fi, b, so, sn, names_attr, names_block);
}

void fix_blocks(fixer *w, uint32_t fi)
{
	const rsv_file *rf = &w->m->files[fi];
	if (!rf->f->body)
		return;
	for (const hcl_block *b = rf->f->body->blocks; b && !w->x->oom; b = b->next) {
		int t = rf->testing;
		int so = rsv_walker_top_spec(w->from, b, t), sn = rsv_walker_top_spec(w->to, b, t);
		if (so >= 0) /* else an error under the old release already */
			walk_top(w, fi, b, so, sn);
	}
}

/* ---- trimming _ --------------------------------------------------------------------------- */

/* Whether the body of esc holds nothing but the moves of plan p from
 * index first on, and blanks. */
static int only_moves(const hcl_file *f, const hcl_block *esc, const fix_plan *p, uint32_t first)
{
	uint32_t pos = esc->open_brace + 1;
	for (uint32_t i = first; i < p->nmoves; i++) {
		if (!fix_blank_between(f, pos, p->moves[i].del_start))
			return 0;
		pos = p->moves[i].del_end;
	}
	return fix_blank_between(f, pos, esc->close_brace);
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
	fix_dest d = {fix_line_start(f, esc->start), 0, "", "", eind, "", fix_eol(f), NULL, 1, 0};
	d.end = d.at;
	for (const hcl_attr *at = esc->body->attrs; at; at = at->next, items++) {
		if (!fix_own_name(w->to, sn, at->name, 0) || fix_has_name(parent->body, at->name))
			continue;
		fix_move mv = {0};
		fix_item_span(f, at->start, at->end, &mv);
		fix_literals_attr(f, at, a, &mv);
		mv.dest = pl->ndests;
		if (fix_add_move(pl, &mv) != 0)
			w->x->oom = 1;
	}
	for (const hcl_block *k = esc->body->blocks; k; k = k->next, items++) {
		if (strcmp(k->type, esc->type) == 0 || !fix_own_name(w->to, sn, k->type, 1) || rsv_attr(parent->body, k->type))
			continue; /* a _ in _ is the provider's own, and stays there */
		fix_move mv = {0};
		fix_item_span(f, k->start, k->end, &mv);
		fix_literals_block(f, k, a, &mv);
		mv.dest = pl->ndests;
		if (fix_add_move(pl, &mv) != 0)
			w->x->oom = 1;
	}
	if (pl->nmoves == first)
		return;
	d.unit = fix_unit_of(eind, fix_first_on_line(f, pl->moves[first].from) ? fix_indent(f, a, pl->moves[first].from) : eind);
	uint32_t end = rest_of_line(f, esc->close_brace + 1);
	if (pl->nmoves - first == items && end && only_moves(f, esc, pl, first))
		d.end = end; /* _ goes: its lines become the items' */
	if (fix_add_dest(pl, &d) != 0)
		w->x->oom = 1;
	for (uint32_t i = first; i < pl->nmoves; i++) {
		const fix_move *mv = &pl->moves[i];
		const char *was = fix_first_line(a, f, mv->from, mv->to);
		fix_add_change(w, fi, mv->from, mv->to, RSV_FIX_TRIM_MOVE, fix_fmt(a, "%s { %s }", esc->type, was), was);
		w->x->files[fi].moved++;
	}
}

/* The walk's block callback of the trim: each escaping block of a block
 * both releases know is trimmed; a dynamic block's content is left as it is. */
static int trim_block(rsv_walker *wk, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	place_ctx *x = wk->ctx;
	int sn = wk->scope.spec[1];
	(void)inner;
	if (kind == RSV_WALKER_DYNAMIC)
		return RSV_WALKER_SKIP;
	if (kind != RSV_WALKER_ESCAPING)
		return x->w->x->oom ? RSV_WALKER_STOP : RSV_WALKER_DESCEND;
	if (sn >= 0 && rsv_json_name(x->w->m->files[x->fi].f->name))
		fix_json_trim(x->w, x->fi, wk->scope.block, k, sn);
	else if (sn >= 0)
		trim_escaping(x->w, x->fi, wk->scope.block, k, sn);
	return RSV_WALKER_SKIP;
}

void fix_trim(fixer *w, uint32_t fi)
{
	const rsv_file *rf = &w->m->files[fi];
	if (!rf->f->body)
		return;
	for (const hcl_block *b = rf->f->body->blocks; b; b = b->next) {
		int t = rf->testing;
		int so = rsv_walker_top_spec(w->from, b, t), sn = rsv_walker_top_spec(w->to, b, t);
		walk_top_block(w, fi, b, so, sn, NULL, trim_block);
	}
}

/* ---- migrations: the new spec's (doc/spec.md, "Changes: notes and migrations") ----------------
 * A function renamed at each call (its name's bytes replaced), an argument or block type renamed
 * (its name's bytes), an argument deleted (with its comment on the same line, and its lines when
 * it has them to itself), an argument moved into a nested block (as a move into _, the nested
 * block made at the end of the body when missing).  The file is proved as any other rewrite: a
 * migration that does not keep what the module names (an argument deleted with a reference in
 * it) is refused with the file. */

void fix_migrate(fixer *w, uint32_t fi, const spec_change *c, const hcl_expr *call, const hcl_block *parent,
		 const hcl_attr *at, const hcl_block *bk, const char *old_meaning, const char *new_meaning)
{
	hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	uint32_t start = call ? call->start : at ? at->start : bk->start, end = call ? call->end : at ? at->end : bk->end;
	uint32_t from, to;
	const char *text = "";
	if (call) { /* the function's name, as written first in the call */
		from = call->start;
		to = from + (uint32_t)strlen(call->name);
		if (to > f->len || memcmp(f->src + from, call->name, to - from) != 0) {
			fix_add_problem(w, fi, start, end, old_meaning, new_meaning, "the function's name is not written as it is");
			return;
		}
		text = c->migrate_to;
	} else if (rsv_json_name(f->name)) {
		fix_add_problem(w, fi, start, end, old_meaning, new_meaning,
				"this migration is not made in a JSON-syntax file (only a function's rename is)");
		return;
	} else if (c->migrate == SPEC_MIGRATE_MOVE) {
		w->into = c->migrate_to;
		fix_move_in(w, fi, parent, at, bk, old_meaning, new_meaning);
		w->into = NULL;
		return;
	} else if (c->migrate == SPEC_MIGRATE_DELETE) {
		fix_move mv = {0};
		fix_item_span(f, start, end, &mv);
		from = mv.del_start;
		to = mv.del_end;
	} else if (at) {
		from = at->name_start;
		to = at->name_end;
		text = c->migrate_to;
	} else {
		from = bk->type_start;
		to = bk->type_end;
		text = c->migrate_to;
	}
	if (fix_moving(&w->plans[fi], from, to))
		return; /* inside an item that moves: it goes along as it is */
	if (fix_add_point(&w->plans[fi], from, to, text) != 0) {
		w->x->oom = 1;
		return;
	}
	const char *was = fix_first_line(a, f, start, end);
	const char *now = c->migrate == SPEC_MIGRATE_DELETE ? "(deleted)"
			  : fix_fmt(a, "%s%s", text, fix_first_line(a, f, to, end > to ? end : to));
	fix_add_change(w, fi, start, end, RSV_FIX_MIGRATE, was, now);
	w->x->files[fi].migrated++;
}

/* ---- calls ---------------------------------------------------------------------------------- */

static void calls_of(fixer *w, uint32_t fi, const hcl_expr *e)
{
	rsv_callv calls = {0};
	rsv_calls_of(e, &calls);
	w->x->oom |= calls.oom;
	for (size_t i = 0; i < calls.n && !w->x->oom; i++) {
		const hcl_expr *c = calls.v[i];
		if (strstr(c->name, "::"))
			continue;
		int k = spec_diff_find(w->diff, SPEC_CHANGE_FUNCTION, c->name, "");
		if (k < 0 || w->diff->v[k].escape_kind != SPEC_ESCAPE_MIGRATE || !fix_selected(w, SPEC_CHANGE_FUNCTION, c->name, ""))
			continue;
		const spec_change *ch = &w->diff->v[k];
		hcl_arena *a = &w->x->arena;
		fix_migrate(w, fi, ch, c, NULL, NULL, NULL, fix_fmt(a, "a call of %s (%s)", c->name, ch->old_value),
			    ch->new_value ? fix_fmt(a, "a call of %s (%s)", c->name, ch->new_value)
					  : fix_fmt(a, "a call of %s, no such function", c->name));
	}
	free(calls.v);
}

/* The walk's argument callback of the calls: an argument that is an expression. */
static int calls_attr(rsv_walker *wk, const hcl_attr *a)
{
	place_ctx *x = wk->ctx;
	if (!rsv_walker_static(wk, a->name))
		calls_of(x->w, x->fi, a->expr);
	return x->w->x->oom ? RSV_WALKER_STOP : RSV_WALKER_DESCEND;
}

void fix_calls(fixer *w, uint32_t fi)
{
	const rsv_file *rf = &w->m->files[fi];
	if (!w->call_renames || !rf->f->body)
		return;
	for (const hcl_attr *at = rf->f->body->attrs; at; at = at->next)
		calls_of(w, fi, at->expr);
	for (const hcl_block *b = rf->f->body->blocks; b && !w->x->oom; b = b->next) {
		walk_top_block(w, fi, b, rsv_walker_top_spec(w->from, b, rf->testing), -1, calls_attr, NULL);
	}
}
