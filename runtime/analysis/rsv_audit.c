/* rsv_audit.c - a module under two releases: both checks on the same parsed files (each
 * file's diagnostics swapped between the runs), the diagnostics that differ, and the walk
 * that finds every place of the module read differently: references (ParseRef with each
 * release's module context), arguments and nested blocks (meta, reserved or the
 * provider's own), block types, and labels newly reserved.  A place counts only when it
 * was valid under the old release (no error of the old check starts in it). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"
#include "rsv_audit.h"
#include "rsv_fix.h"
#include "rsv_calls.h"
#include "rsv_walker.h"

typedef struct auditor {
	rsv_module *m, *twin;       /* the module under the old and the new release */
	const spec_lang *o, *n;
	const spec_diff *diff;
	rsv_file *rf;
	hcl_diag **olds, **news;    /* per file: the diagnostics of each check */
	uint32_t fi;
	rsv_ctx co, cn;
	hcl_file *scratch;          /* receives ParseRef's diagnostics */
	rsv_audit *out;
	rsv_walker wk;              /* the walk over the block being read (rsv_walker.c) */
	int checked;                /* olds is the old check's (else the files keep their parse's) */
} auditor;

/* ---- the results ------------------------------------------------------------------ */

static char *astr(rsv_audit *a, const char *s, size_t n)
{
	return hcl_strndup(&a->arena, s, n);
}

/* hcl_file_free for a hold (hcl_oom_hold_fn). */
static void free_file(void *f)
{
	hcl_file_free(f);
}

static const char *afmt(rsv_audit *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static const char *afmt(rsv_audit *a, const char *fmt, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	a->oom |= b.oom;
	hcl_held held;
	hcl_oom_hold(&a->arena, &held, &b, NULL);
	const char *s = b.oom ? "" : astr(a, b.p ? b.p : "", b.n);
	hcl_oom_release(&a->arena, &held);
	hcl_buf_free(&b);
	return s;
}

static rsv_impact *add_impact(auditor *w, int place, uint32_t start, uint32_t end)
{
	rsv_audit *a = w->out;
	if (a->nimpacts == a->capimpacts) {
		size_t cap = a->capimpacts;
		if (hcl_grow((void **)&a->impacts, &cap, (size_t)a->nimpacts + 1, sizeof *a->impacts) != 0) {
			a->oom = 1;
			return NULL;
		}
		a->capimpacts = (uint32_t)cap;
	}
	rsv_impact *p = &a->impacts[a->nimpacts++];
	memset(p, 0, sizeof *p);
	p->file = w->rf->f;
	p->place = place;
	p->start = start;
	p->end = end;
	p->text = astr(a, w->rf->f->src + start, end - start);
	p->change = -1;
	return p;
}

/* Notes [start, end) as a place fixed by change (none: nothing is noted). */
static void add_span(auditor *w, uint32_t start, uint32_t end, int change)
{
	rsv_audit *a = w->out;
	size_t cap = a->capspans;
	if (change < 0)
		return;
	if (a->nspans == cap && hcl_grow((void **)&a->spans, &cap, (size_t)a->nspans + 1, sizeof *a->spans) != 0) {
		a->oom = 1;
		return;
	}
	a->capspans = (uint32_t)cap;
	a->spans[a->nspans++] = (rsv_audit_span){w->rf->f, start, end, change};
}

/* An error of a check's list that starts in [start, end). */
static const hcl_diag *error_in(const hcl_diag *list, uint32_t start, uint32_t end)
{
	for (const hcl_diag *d = list; d; d = d->next)
		if (d->severity == HCL_ERROR && d->start >= start && d->start < end)
			return d;
	return NULL;
}

static int valid_before(auditor *w, uint32_t start, uint32_t end)
{
	return !error_in(w->olds[w->fi], start, end);
}

/* ---- references ------------------------------------------------------------------- */

static const char *meaning(rsv_audit *a, const spec_lang *l, const rsv_ref *r)
{
	if (r->mode)
		return afmt(a, "%s resource %s.%s", r->mode, r->type, r->name);
	if (r->call)
		return r->name ? afmt(a, "output %s of module call %s", r->name, r->call)
			       : afmt(a, "module call %s", r->call);
	if (r->root == RSV_ROOT_TYPE_KEYWORD)
		return afmt(a, "type keyword %s", r->name ? r->name : "");
	if (r->name && r->root >= 0)
		return afmt(a, "%s %s.%s", r->kind, l->roots[r->root].name, r->name);
	if (r->name)
		return afmt(a, "%s %s", r->kind, r->name);
	return afmt(a, "%s", r->kind ? r->kind : "nothing");
}

/* Reads t under one release into r (errors go to the scratch file): the
 * meaning, or "an error: SUMMARY". */
static const char *read_as(auditor *w, const spec_lang *l, const rsv_ctx *ctx, const hcl_traversal *t, rsv_ref *r)
{
	hcl_diag *tail = w->scratch->diags_tail;
	if (w->rf->testing)
		rsv_parse_ref_testing(l, w->scratch, t, ctx, r);
	else
		rsv_parse_ref(l, w->scratch, t, ctx, r);
	if (r->ok || r->root == RSV_ROOT_TYPE_KEYWORD)
		return meaning(w->out, l, r);
	const hcl_diag *d = w->scratch->diags_tail;
	return afmt(w->out, "an error: %s", d && d != tail ? d->summary : "invalid reference");
}

/* The escape prefix before the reference, checked by reading it again
 * under the new release: it must mean what the reference meant before. */
static void prefix_rewrite(auditor *w, rsv_impact *p, const char *old_meaning)
{
	int esc = spec_escape_root(w->n);
	if (esc < 0)
		return;
	const char *text = afmt(w->out, "%s.%s", w->n->roots[esc].name, p->text);
	rsv_ref r;
	hcl_file *f = NULL;
	int rc = w->rf->testing ? rsv_parse_ref_str_testing(w->n, text, &w->cn, &r, &f)
				: rsv_parse_ref_str(w->n, text, &w->cn, &r, &f);
	w->out->oom |= rc == RSV_NOMEM;
	hcl_held held; /* r's texts live in f */
	hcl_oom_hold_fn(&w->out->arena, &held, free_file, f);
	int same = r.ok && strcmp(meaning(w->out, w->n, &r), old_meaning) == 0;
	hcl_oom_release(&w->out->arena, &held);
	hcl_file_free(f);
	if (!same)
		return;
	p->rewrite = RSV_REWRITE_PREFIX;
	p->replacement = text;
	p->edits[0] = (rsv_edit){p->start, p->start, afmt(w->out, "%s.", w->n->roots[esc].name)};
	p->nedits = 1;
}

/* Change ch's migration at the place p (the call, the argument at or nested block bk of
 * parent, or the top-level block bk): the edits reserve fix makes there
 * (rsv_fix_migrate_edits), so the bytes are the ones it writes; a rename is shown as the
 * place renamed, a deletion or a move as the bytes of its edit. */
static void migrate_rewrite(auditor *w, rsv_impact *p, const spec_change *ch, const hcl_expr *call,
			    const hcl_block *parent, const hcl_attr *at, const hcl_block *bk)
{
	const char *why = NULL;
	int n = rsv_fix_migrate_edits(w->m, w->fi, ch, call, parent, at, bk, w->n, &w->out->arena, p->edits, &why);
	if (n < 0) {
		w->out->oom = 1;
		return;
	}
	if (n == 0) {
		p->why = why;
		return;
	}
	p->rewrite = RSV_REWRITE_MIGRATE;
	p->nedits = (unsigned)n;
	const rsv_edit *e = &p->edits[0];
	if (ch->migrate == SPEC_MIGRATE_RENAME && n == 1 && e->start >= p->start && e->end <= p->end) {
		p->replacement = afmt(w->out, "%.*s%s%s", (int)(e->start - p->start), p->text, e->text,
				      p->text + (e->end - p->start));
		return;
	}
	p->replacement = e->text;
	for (int k = 1; k < n; k++)
		if (strlen(p->edits[k].text) >= strlen(p->replacement))
			p->replacement = p->edits[k].text;
}

static void on_trav(void *ctx, const hcl_traversal *t)
{
	auditor *w = ctx;
	const hcl_step *h = t->head;
	if (!h || memchr(h->text, ':', h->len))
		return; /* a function namespace call */
	if (rsv_walker_is_iterator(&w->wk, h->text, h->len))
		return; /* a dynamic block's iterator */
	rsv_ref ro, rn;
	uint32_t start = h->start, end = t->tail->end;
	const char *mo = read_as(w, w->o, &w->co, t, &ro);
	if (!ro.ok && ro.root != RSV_ROOT_TYPE_KEYWORD) {
		if (!valid_before(w, start, end) && !error_in(w->news[w->fi], start, end)) {
			char *root = astr(w->out, h->text, h->len);
			add_span(w, start, end, spec_diff_find(w->diff, SPEC_CHANGE_ROOT, root, ""));
		}
		return;
	}
	const char *mn = read_as(w, w->n, &w->cn, t, &rn);
	if (strcmp(mo, mn) == 0 || !valid_before(w, start, end))
		return;
	const hcl_diag *later = error_in(w->news[w->fi], start, end);
	rsv_impact *p = add_impact(w, RSV_PLACE_REFERENCE, start, end);
	if (!p)
		return;
	p->old_meaning = mo;
	p->new_meaning = later && rn.ok ? afmt(w->out, "%s (an error: %s)", mn, later->summary) : mn;
	char *root = astr(w->out, h->text, h->len);
	p->change = spec_diff_find(w->diff, SPEC_CHANGE_ROOT, root, "");
	if (p->change < 0 && ro.root == RSV_ROOT_TYPE_KEYWORD)
		p->change = spec_diff_find(w->diff, SPEC_CHANGE_TYPE_KEYWORD, root, "");
	if (p->change < 0 && rn.root == RSV_ROOT_TYPE_KEYWORD)
		p->change = spec_diff_find(w->diff, SPEC_CHANGE_TYPE_KEYWORD, root, "");
	if (ro.root == RSV_ROOT_FALLBACK)
		prefix_rewrite(w, p, mo);
}

/* ---- function calls ---------------------------------------------------------------- */

/* What a call does in a release, as the function change says it (NULL: no such function). */
static const char *call_meaning(rsv_audit *a, const char *name, const char *value)
{
	return value ? afmt(a, "a call of %s (%s)", name, value) : afmt(a, "a call of %s, no such function", name);
}

/* The calls of e to a function that changes: a place when the call was valid under the old
 * release, a place fixed when it was an error then and is not now.  No rewrite keeps a call
 * to a function the new release lacks. */
static void on_calls(auditor *w, const hcl_expr *e)
{
	rsv_callv calls = {0};
	rsv_calls_of(e, &calls);
	w->out->oom |= calls.oom;
	hcl_held held;
	hcl_oom_hold(&w->out->arena, &held, NULL, (void **)&calls.v);
	for (size_t i = 0; i < calls.n; i++) {
		const hcl_expr *c = calls.v[i];
		if (strstr(c->name, "::"))
			continue; /* a namespace's: judged with the namespace */
		int k = spec_diff_find(w->diff, SPEC_CHANGE_FUNCTION, c->name, "");
		if (k < 0)
			continue;
		const spec_change *ch = &w->diff->v[k];
		const hcl_diag *later = error_in(w->news[w->fi], c->start, c->end);
		if (!valid_before(w, c->start, c->end)) {
			if (!later)
				add_span(w, c->start, c->end, k);
			continue;
		}
		rsv_impact *p = add_impact(w, RSV_PLACE_CALL, c->start, c->end);
		if (!p)
			break;
		p->change = k;
		p->old_meaning = call_meaning(w->out, c->name, ch->old_value);
		p->new_meaning = call_meaning(w->out, c->name, ch->new_value);
		if (later)
			p->new_meaning = afmt(w->out, "%s (an error: %s)", p->new_meaning, later->summary);
		if (ch->escape_kind == SPEC_ESCAPE_MIGRATE)
			migrate_rewrite(w, p, ch, c, NULL, NULL, NULL);
	}
	hcl_oom_release(&w->out->arena, &held);
	free(calls.v);
}

/* The references and calls of an expression. */
static void on_expr(auditor *w, const hcl_expr *e)
{
	if (hcl_expr_variables(e, on_trav, w) != 0)
		w->out->oom = 1;
	if (w->o->nfunctions && w->n->nfunctions)
		on_calls(w, e);
}

/* ---- arguments, blocks and labels ------------------------------------------------- */

typedef enum { NS_NONE, NS_META, NS_RESERVED, NS_OWN, NS_UNSUPPORTED } ns_class;

/* What each class makes of a NAME: the words before and after "argument" or "block". */
static const char *const ns_words[][2] = {{"", ""}, {"a meta-", ""}, {"a reserved ", " (an error)"},
					  {"the provider's or module's own ", ""}, {"an unsupported ", " (an error)"}};

/* How block type s of l reads a NAME of its arguments (blocks = 0) or
 * nested blocks (1); strict: s takes only the language's own. */
static int classify(const spec_lang *l, int s, const char *name, int blocks, int strict)
{
	if (s < 0)
		return NS_NONE;
	const spec_block *b = &l->blocks[s];
	spec_names meta = blocks ? b->meta_blocks : b->meta_arguments;
	spec_names res = blocks ? b->reserved_blocks : b->reserved_arguments;
	for (uint16_t i = 0; i < meta.n; i++)
		if (strcmp(meta.v[i], name) == 0)
			return NS_META;
	for (uint16_t i = 0; i < res.n; i++)
		if (strcmp(res.v[i], name) == 0)
			return NS_RESERVED;
	return strict ? NS_UNSUPPORTED : NS_OWN;
}

/* Moving the argument at (or block bk) of parent into parent's _: the edits are those of
 * reserve fix for that place alone (rsv_fix_move_edits), so the bytes are the ones it writes;
 * when fix would not make the move, there is no rewrite. */
static void move_rewrite(auditor *w, rsv_impact *p, const hcl_block *parent, const hcl_attr *at, const hcl_block *bk)
{
	const char *why = NULL;
	int n = rsv_fix_move_edits(w->m, w->fi, parent, at, bk, w->n, &w->out->arena, p->edits, &why);
	if (n < 0) {
		w->out->oom = 1;
		return;
	}
	if (n == 0)
		return;
	/* the rewrite is the bytes fix writes: the text of the edit that inserts */
	p->rewrite = RSV_REWRITE_MOVE;
	p->nedits = (unsigned)n;
	p->replacement = p->edits[0].text;
	for (int k = 1; k < n; k++)
		if (strlen(p->edits[k].text) >= strlen(p->replacement))
			p->replacement = p->edits[k].text;
}

static void name_change(auditor *w, const hcl_block *parent, int so, int sn, const hcl_attr *at, const hcl_block *bk)
{
	const char *name = at ? at->name : bk->type;
	int blocks = !at;
	uint32_t start = at ? at->start : bk->start, end = at ? at->end : bk->end;
	int co = classify(w->o, so, name, blocks, spec_diff_old_strict(w->diff, so, sn));
	int cn = classify(w->n, sn, name, blocks, sn >= 0 && w->n->blocks[sn].strict);
	if (co == cn || (co != NS_META && co != NS_OWN) || cn == NS_NONE || !valid_before(w, start, end))
		return;
	const char *what = blocks ? "block" : "argument";
	rsv_impact *p = add_impact(w, blocks ? RSV_PLACE_BLOCK : RSV_PLACE_ARGUMENT, start, end);
	if (!p)
		return;
	p->old_meaning = afmt(w->out, "%s%s%s", ns_words[co][0], what, ns_words[co][1]);
	p->new_meaning = afmt(w->out, "%s%s%s", ns_words[cn][0], what, ns_words[cn][1]);
	const char *path = spec_block_path(&w->out->arena, w->n, sn);
	int kinds[2][2] = {{SPEC_CHANGE_META_ARGUMENT, SPEC_CHANGE_RESERVED_ARGUMENT},
			   {SPEC_CHANGE_META_BLOCK, SPEC_CHANGE_RESERVED_BLOCK}};
	p->change = spec_diff_find(w->diff, kinds[blocks][cn == NS_RESERVED], name, path);
	if (p->change < 0)
		p->change = spec_diff_find(w->diff, kinds[blocks][co == NS_RESERVED], name, path);
	if (p->change >= 0 && w->diff->v[p->change].escape_kind == SPEC_ESCAPE_MIGRATE)
		migrate_rewrite(w, p, &w->diff->v[p->change], NULL, parent, at, bk);
	else if (co == NS_OWN && w->n->blocks[sn].escaping)
		move_rewrite(w, p, parent, at, bk);
}

/* An address the new release reads otherwise: a place with no rewrite (rsv_address_why). */
static void on_address(void *ctx, const rsv_address_change *c)
{
	auditor *w = ctx;
	if (!valid_before(w, c->start, c->end))
		return;
	rsv_impact *p = add_impact(w, RSV_PLACE_ADDRESS, c->start, c->end);
	if (!p)
		return;
	const hcl_diag *later = error_in(w->news[w->fi], c->start, c->end);
	p->old_meaning = c->old_meaning;
	p->new_meaning = later ? afmt(w->out, "%s (an error: %s)", c->new_meaning, later->summary) : c->new_meaning;
	p->change = spec_diff_find(w->diff, SPEC_CHANGE_ROOT, c->word, "");
	p->why = rsv_address_why;
}

/* The walk's argument callback: a name the new release reads otherwise,
 * then the argument's references and calls, or its address. */
static int walk_attr(rsv_walker *wk, const hcl_attr *a)
{
	auditor *w = wk->ctx;
	int so = wk->scope.spec[0], sn = wk->scope.spec[1];
	if (so >= 0 && sn >= 0)
		name_change(w, wk->scope.block, so, sn, a, NULL);
	if (!rsv_walker_static(wk, a->name))
		on_expr(w, a->expr);
	else if (rsv_address_argument(w->o, so, a->name))
		rsv_address_changes(w->o, w->n, w->rf->f, a, &w->out->arena, on_address, w);
	return RSV_WALKER_DESCEND;
}

/* The walk's block callback: a nested block's name the new release reads
 * otherwise (not the escaping block's, never meta, nor a dynamic block's). */
static int walk_block(rsv_walker *wk, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	auditor *w = wk->ctx;
	int so = wk->scope.spec[0], sn = wk->scope.spec[1];
	(void)inner;
	if (kind == RSV_WALKER_BLOCK && so >= 0 && sn >= 0)
		name_change(w, wk->scope.block, so, sn, NULL, k);
	return RSV_WALKER_DESCEND;
}

/* A label the new release reserves for blocks with reserved_names. */
static void label_change(auditor *w, const hcl_block *b, int so, int sn)
{
	const hcl_label *lb = b->labels;
	if (!lb || sn < 0 || !w->n->blocks[sn].reserved_names || !spec_reserved_name(w->n, lb->text) ||
	    (so >= 0 && w->o->blocks[so].reserved_names && spec_reserved_name(w->o, lb->text)) ||
	    !valid_before(w, lb->start, lb->end))
		return;
	rsv_impact *p = add_impact(w, RSV_PLACE_LABEL, lb->start, lb->end);
	if (!p)
		return;
	p->old_meaning = afmt(w->out, "the name of a %s", b->type);
	p->new_meaning = "a reserved name (an error)";
	p->change = spec_diff_find(w->diff, SPEC_CHANGE_RESERVED_NAME, lb->text,
				   spec_block_path(&w->out->arena, w->n, sn));
}

static int has_test_blocks(const spec_lang *l)
{
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].test_file)
			return 1;
	return 0;
}

static void walk_file(auditor *w)
{
	const hcl_body *body = w->rf->f->body;
	if (!body)
		return;
	for (const hcl_attr *a = body->attrs; a; a = a->next)
		on_expr(w, a->expr);
	for (const hcl_block *b = body->blocks; b; b = b->next) {
		int t = w->rf->testing;
		int so = rsv_walker_top_spec(w->o, b, t), sn = rsv_walker_top_spec(w->n, b, t);
		if (so < 0 && t && !has_test_blocks(w->o)) {
			/* a spec silent on test files: their references only */
			if (rsv_walker_run(&w->wk, b, (int[RSV_WALKER_LANGS]){-1, -1}) == RSV_WALKER_NOMEM)
				w->out->oom = 1;
			continue;
		}
		if (so < 0)
			continue; /* an error under the old release already */
		if (sn < 0 && valid_before(w, b->start, b->end)) {
			rsv_impact *p = add_impact(w, RSV_PLACE_BLOCK, b->type_start, b->type_end);
			if (p) {
				p->old_meaning = afmt(w->out, "a %s block", b->type);
				p->new_meaning = "an unsupported block type (an error)";
				p->change = spec_diff_find(w->diff, SPEC_CHANGE_BLOCK, b->type, "");
				if (p->change >= 0 && w->diff->v[p->change].escape_kind == SPEC_ESCAPE_MIGRATE)
					migrate_rewrite(w, p, &w->diff->v[p->change], NULL, NULL, NULL, b);
			}
		}
		label_change(w, b, so, sn);
		if (rsv_walker_run(&w->wk, b, (int[RSV_WALKER_LANGS]){so, sn}) == RSV_WALKER_NOMEM)
			w->out->oom = 1;
	}
}

/* ---- the two checks ----------------------------------------------------------------- */

/* Takes f's diagnostics away (the list is returned, f has none). */
static hcl_diag *detach(hcl_file *f)
{
	hcl_diag *d = f->diags;
	f->diags = f->diags_tail = NULL;
	f->nerrors = f->nwarnings = 0;
	return d;
}

/* Gives f copies of the diagnostics of list (in f's arena). */
static void attach_copy(hcl_file *f, const hcl_diag *list)
{
	for (const hcl_diag *d = list; d; d = d->next) {
		hcl_diag *c = hcl_diag_add(f, d->severity, d->start, d->end, d->summary, d->detail);
		c->code = d->code;
		c->no_range = d->no_range;
	}
}

static void attach(hcl_file *f, hcl_diag *list)
{
	detach(f);
	f->diags = list;
	for (hcl_diag *d = list; d; d = d->next) {
		f->diags_tail = d;
		if (d->severity == HCL_ERROR)
			f->nerrors++;
		else
			f->nwarnings++;
	}
}

/* Runs the checks of module m on its files, each starting from its parse
 * diagnostics; lists[i] receives file i's diagnostics.  Returns the errors. */
static unsigned run_check(rsv_module *m, hcl_diag **parse, hcl_diag **lists)
{
	unsigned errors = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		attach_copy(m->files[i].f, parse[i]);
	m->keep_going = 1; /* every diagnostic that differs, references too after load errors */
	rsv_check_module(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		errors += m->files[i].f->nerrors;
		lists[i] = detach(m->files[i].f);
	}
	return errors;
}

static int same_diag(const hcl_diag *a, const hcl_diag *b)
{
	return a->start == b->start && a->end == b->end && a->severity == b->severity &&
	       strcmp(a->summary, b->summary) == 0;
}

static int has_diag(const hcl_diag *list, const hcl_diag *d)
{
	for (const hcl_diag *x = list; x; x = x->next)
		if (same_diag(x, d))
			return 1;
	return 0;
}

static void add_only(rsv_audit *a, rsv_audit_diag **v, uint32_t *n, uint32_t *cap, hcl_file *f, const hcl_diag *d)
{
	size_t c = *cap;
	if (*n == c && hcl_grow((void **)v, &c, (size_t)*n + 1, sizeof **v) != 0) {
		a->oom = 1;
		return;
	}
	*cap = (uint32_t)c;
	(*v)[(*n)++] = (rsv_audit_diag){f, d};
}

/* The diagnostics of one check that the other lacks (by place, severity
 * and summary: a reworded message counts as a difference). */
static void differ(rsv_module *m, hcl_diag **olds, hcl_diag **news, rsv_audit *a)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		if (!rsv_module_shows(m, f))
			continue; /* read for context only */
		for (const hcl_diag *d = olds[i]; d; d = d->next)
			if (!has_diag(news[i], d))
				add_only(a, &a->only_old, &a->nonly_old, &a->capold, f, d);
		for (const hcl_diag *d = news[i]; d; d = d->next)
			if (!has_diag(olds[i], d))
				add_only(a, &a->only_new, &a->nonly_new, &a->capnew, f, d);
	}
}

/* The audit's work under its guard: the two checks, the diagnostics that differ, and the
 * walk of each file.  What it allocates is in w, w->out and the arenas, or held
 * (hcl_oom_hold) where it is not, so that a jump to the guard leaks nothing. */
static void audit_work(auditor *w, hcl_diag **parse)
{
	rsv_module *m = w->m;
	rsv_audit *out = w->out;
	uint32_t nf = m->nfiles;
	out->old_errors = run_check(m, parse, w->olds);
	w->checked = 1;
	out->oom |= m->oom;
	out->new_errors = out->oom ? 0 : run_check(w->twin, parse, w->news);
	out->oom |= w->twin->oom;
	differ(m, w->olds, w->news, out);
	w->co = rsv_module_ctx(m);
	w->cn = rsv_module_ctx(w->twin);
	for (uint32_t i = 0; i < nf && !out->oom; i++) {
		if (!rsv_module_shows(m, m->files[i].f) || error_in(parse[i], 0, UINT32_MAX))
			continue; /* not asked for, or its tree is partial: OLD read no valid module there */
		w->rf = &m->files[i];
		w->fi = i;
		rsv_walker_init(&w->wk, m->l, w->n, w->rf->f);
		w->wk.attr = walk_attr;
		w->wk.block = walk_block;
		w->wk.ctx = w;
		walk_file(w);
		rsv_walker_free(&w->wk);
	}
}

/* The auditor and the lists are malloc'd before the guard's setjmp and their pointers never
 * change after it, so what the work wrote in them is there after a jump. */
int rsv_audit_module(rsv_module *m, const spec_lang *new_lang, const spec_diff *diff, rsv_audit *out)
{
	memset(out, 0, sizeof *out);
	hcl_arena_init(&out->arena);
	uint32_t nf = m->nfiles;
	hcl_diag **lists = calloc(3 * (size_t)nf + 1, sizeof *lists);
	auditor *w = calloc(1, sizeof *w);
	rsv_module *twin = rsv_module_new(new_lang, m->name);
	hcl_file *scratch = hcl_parse("", "", 0, HCL_MODE_EXPR);
	if (!lists || !w || !twin || !scratch || hcl_file_no_memory(scratch) || m->oom) {
		free(lists);
		free(w);
		rsv_module_free(twin);
		hcl_file_free(scratch);
		out->oom = 1;
		return -1;
	}
	hcl_diag **parse = lists;
	w->m = m;
	w->twin = twin;
	w->o = m->l;
	w->n = new_lang;
	w->diff = diff;
	w->olds = lists + nf;
	w->news = lists + 2 * nf;
	w->scratch = scratch;
	w->out = out;
	for (uint32_t i = 0; i < nf; i++) {
		parse[i] = detach(m->files[i].f);
		if (rsv_module_add(twin, m->files[i].f, m->files[i].testing) != 0)
			out->oom = 1;
	}
	hcl_oom h;
	hcl_oom *prev = rsv_guard(m, &h);
	out->arena.oom = twin->arena.oom = scratch->arena.oom = &h;
	if (setjmp(h.jb)) {
		out->oom = 1;
		rsv_walker_free(&w->wk);
	} else if (!out->oom) {
		audit_work(w, parse);
	}
	out->arena.oom = twin->arena.oom = scratch->arena.oom = NULL;
	m->arena.oom = prev; /* rsv_unguard without its jump on: the error is out->oom */
	for (uint32_t i = 0; i < nf; i++) {
		m->files[i].f->arena.oom = prev;
		/* as if checked under the old release; out of memory before that check: as read */
		attach(m->files[i].f, w->checked ? w->olds[i] : parse[i]);
	}
	twin->nfiles = 0; /* the files are m's */
	rsv_module_free(twin);
	hcl_file_free(scratch);
	free(lists);
	free(w);
	return out->oom ? -1 : 0;
}

void rsv_audit_free(rsv_audit *a)
{
	if (!a)
		return;
	free(a->impacts);
	free(a->only_old);
	free(a->only_new);
	free(a->spans);
	hcl_arena_free(&a->arena);
	memset(a, 0, sizeof *a);
}
