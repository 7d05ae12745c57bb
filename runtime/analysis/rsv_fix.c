/* rsv_fix.c - a module rewritten for another release: one check of the module under the
 * release it is written for gives every reference it reads; each is read again under the
 * new release, and one that the new release reads otherwise gets the escape prefix when
 * that keeps what it names (with trim, the prefix goes where the new release reads the
 * rest the same).  Arguments and blocks are rsv_fix_blocks.c's; then each file's text is
 * built (rsv_fix_text.c) and proved (rsv_fix_proof.c).  What nothing keeps is a problem,
 * left as it is. */
#include <stdlib.h>
#include <string.h>

#include "rsv_fix_int.h"

/* ---- references -------------------------------------------------------------------------- */

/* Reads t under the new release into r; returns the diagnostic it made, or NULL. */
static const hcl_diag *read_new(fixer *w, int testing, const hcl_traversal *t, rsv_ref *r)
{
	hcl_diag *tail = w->scratch->diags_tail;
	if (testing)
		rsv_parse_ref_testing(w->to, w->scratch, t, &w->cto, r);
	else
		rsv_parse_ref(w->to, w->scratch, t, &w->cto, r);
	return w->scratch->diags_tail != tail ? w->scratch->diags_tail : NULL;
}

/* Whether the text s, read under the new release, names what want names. */
static int text_means(fixer *w, int testing, const char *s, const rsv_ref *want)
{
	rsv_ref r;
	hcl_file *f = NULL;
	int rc = testing ? rsv_parse_ref_str_testing(w->to, s, &w->cto, &r, &f)
			 : rsv_parse_ref_str(w->to, s, &w->cto, &r, &f);
	w->x->oom |= rc == RSV_NOMEM;
	int same = r.ok && fix_same_ref(want, &r); /* r's texts live in f */
	hcl_file_free(f);
	return same;
}

/* A traversal's text as the reader sees it: its bytes in a native file;
 * in a JSON-syntax file, where it lies inside a string whose escapes the
 * bytes would keep, the text of its steps (from the first step after the
 * root with skip_root). */
static const char *trav_text(fixer *w, const hcl_file *f, const fix_use *u, int skip_root)
{
	const hcl_step *h = u->trav->head;
	if (!rsv_json_name(f->name)) {
		uint32_t from = skip_root ? h->next->start + 1 : u->start;
		return hcl_strndup(&w->x->arena, f->src + from, u->end - from);
	}
	hcl_buf b = {0};
	hcl_held held;
	const char *t = hcl_traversal_text(&b, u->trav);
	if (skip_root && !b.oom)
		t += h->len + 1;
	hcl_oom_hold(&w->x->arena, &held, &b, NULL);
	t = b.oom ? "" : hcl_strndup(&w->x->arena, t, strlen(t));
	hcl_oom_release(&w->x->arena, &held);
	hcl_buf_free(&b);
	return t;
}

/* text as written into file f: in a JSON-syntax file it goes inside a
 * string, so quotes, backslashes and control characters are escaped. */
static const char *written(fixer *w, const hcl_file *f, const char *text)
{
	if (!rsv_json_name(f->name))
		return text;
	hcl_buf b = {0};
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '"' || *p == '\\')
			hcl_buf_printf(&b, "\\%c", *p);
		else if (*p < 0x20)
			hcl_buf_printf(&b, "\\u%04x", *p);
		else
			hcl_buf_putc(&b, (char)*p);
	}
	hcl_held held;
	hcl_oom_hold(&w->x->arena, &held, &b, NULL);
	const char *t = b.oom ? NULL : hcl_strndup(&w->x->arena, b.p, b.n);
	hcl_oom_release(&w->x->arena, &held);
	w->x->oom |= b.oom;
	hcl_buf_free(&b);
	return t ? t : text;
}

/* The escape prefix before u, when the new release then reads it as the
 * old one did: 1 and the point planned. */
static int try_prefix(fixer *w, fix_use *u)
{
	if (w->esc_to < 0)
		return 0;
	hcl_file *f = w->m->files[u->file].f;
	const char *root = w->to->roots[w->esc_to].name;
	const char *text = fix_fmt(&w->x->arena, "%s.%s", root, trav_text(w, f, u, 0));
	if (!text_means(w, w->m->files[u->file].testing, text, &u->ref))
		return 0;
	const char *prefix = fix_fmt(&w->x->arena, "%s.", root);
	if (fix_add_point(&w->plans[u->file], u->start, u->start, written(w, f, prefix)) != 0) {
		w->x->oom = 1;
		return 1;
	}
	const char *was = fix_first_line(&w->x->arena, f, u->start, u->end);
	fix_add_change(w, u->file, u->start, u->end, RSV_FIX_PREFIX, was, fix_fmt(&w->x->arena, "%s%s", prefix, was));
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
	const char *rest = trav_text(w, f, u, 1);
	if (!text_means(w, w->m->files[u->file].testing, rest, &u->ref))
		return 0;
	if (fix_add_point(&w->plans[u->file], u->start, s->start + 1, "") != 0) {
		w->x->oom = 1;
		return 1;
	}
	fix_add_change(w, u->file, u->start, u->end, RSV_FIX_TRIM_PREFIX, fix_first_line(&w->x->arena, f, u->start, u->end),
		   fix_first_line(&w->x->arena, f, s->start + 1, u->end));
	w->x->files[u->file].references++;
	return 1;
}

/* Whether reference u's change is chosen: its root's (or type keyword's) change. */
static int ref_selected(fixer *w, const fix_use *u)
{
	if (!w->only)
		return 1;
	const hcl_step *h = u->trav->head;
	const char *root = fix_fmt(&w->x->arena, "%.*s", (int)h->len, h->text);
	return fix_selected(w, SPEC_CHANGE_ROOT, root, "") || fix_selected(w, SPEC_CHANGE_TYPE_KEYWORD, root, "");
}

/* Every reference the check reads under the old release, read under the new. */
static void fix_refs(fixer *w)
{
	for (uint32_t i = 0; i < w->uses.n && !w->x->oom; i++) {
		fix_use *u = &w->uses.v[i];
		if (!u->trav)
			continue; /* a provider function: no root to read otherwise */
		rsv_ref rn;
		const hcl_diag *d = read_new(w, w->m->files[u->file].testing, u->trav, &rn);
		if (w->trim && w->esc_from >= 0 && u->ref.root == w->esc_from && try_trim(w, u))
			continue;
		if (fix_same_ref(&u->ref, &rn))
			continue;
		if (!ref_selected(w, u)) {
			u->skip = 1; /* another change's: left as it is, unreported */
			continue;
		}
		if (u->ref.root == RSV_ROOT_FALLBACK && try_prefix(w, u))
			continue;
		u->skip = 1;
		hcl_arena *a = &w->x->arena;
		const char *mn = rn.ok ? fix_meaning(a, &rn) : fix_fmt(a, "an error: %s", d ? d->summary : "not a reference");
		fix_add_problem(w, u->file, u->start, u->end, fix_meaning(a, &u->ref), mn,
			    w->esc_to < 0 ? "the new release has no escape prefix" : "no prefix keeps what it names");
	}
}

/* ---- the module ----------------------------------------------------------------------------- */

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
 * yet: every error is the parser's), or NULL. */
static void syntax_errors(const rsv_module *m, const hcl_diag **first)
{
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = m->files[i].f->diags; d && !first[i]; d = d->next)
			if (d->severity == HCL_ERROR)
				first[i] = d;
}

/* Builds each planned file's text, or refuses it. */
static void build_all(fixer *w, const hcl_diag *const *syntax, fix_built *built)
{
	for (uint32_t i = 0; i < w->m->nfiles && !w->x->oom; i++) {
		const fix_plan *p = &w->plans[i];
		rsv_fix_file *xf = &w->x->files[i];
		uint32_t at = 0;
		if (!p->npoints && !p->nmoves)
			continue;
		if (syntax[i]) {
			xf->refused = fix_fmt(&w->x->arena, "the file has syntax errors (the first: %s)", syntax[i]->summary);
			xf->refused_at = syntax[i]->start;
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

/* The module under the new release, on w->m's files: the context of its readings, in w->twin
 * (there before it is indexed, so that a jump out of the index leaves it to be freed), its
 * arena under the guard h of the fix.  0, or -1 when out of memory outside the arenas. */
static int twin_of(fixer *w, hcl_oom *h)
{
	rsv_module *m = w->m, *t = rsv_module_new(w->to, m->name);
	if (!t)
		return -1;
	t->arena.oom = h;
	w->twin = t;
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (rsv_module_add(t, m->files[i].f, m->files[i].testing) != 0)
			return -1;
	rsv_module_index(t);
	return t->oom ? -1 : 0;
}

/* The fix itself, under the guard h: everything it allocates is reachable from w and out,
 * or held (hcl_oom_hold) where it is not, so that a jump to h leaks nothing. */
static void fix_work(fixer *w, hcl_oom *h, unsigned flags, const hcl_diag **syntax, fix_built *built)
{
	rsv_module *m = w->m;
	rsv_fix *out = w->x;
	uint32_t nf = m->nfiles;
	syntax_errors(m, syntax);
	fix_collect(m, &w->uses);
	out->oom |= w->uses.oom || twin_of(w, h) != 0;
	if (out->oom)
		return;
	w->cto = rsv_module_ctx(w->twin);
	fix_refs(w);
	for (uint32_t i = 0; i < nf && !out->oom; i++) {
		fix_blocks(w, i);
		fix_calls(w, i);
		if (w->trim)
			fix_trim(w, i);
		if (rsv_json_name(m->files[i].f->name))
			fix_json_layout(w, i);
	}
	build_all(w, syntax, built);
	if (!out->oom && !(flags & RSV_FIX_UNPROVED) && fix_prove(m, w->twin, &w->uses, built, out, &w->proof) != 0)
		out->oom = 1;
}

int rsv_fix_module(rsv_module *m, const spec_lang *to, const spec_diff *diff, unsigned flags, rsv_fix *out)
{
	return rsv_fix_module_only(m, to, diff, flags, NULL, out);
}

/* The fixer and the tables are malloc'd before the guard's setjmp and their pointers never
 * change after it, so what the work wrote in them is there after a jump. */
int rsv_fix_module_only(rsv_module *m, const spec_lang *to, const spec_diff *diff, unsigned flags,
			const uint8_t *only, rsv_fix *out)
{
	uint32_t nf = m->nfiles;
	memset(out, 0, sizeof *out);
	hcl_arena_init(&out->arena);
	fixer *w = calloc(1, sizeof *w);
	out->files = calloc((size_t)nf + 1, sizeof *out->files);
	fix_built *built = calloc((size_t)nf + 1, sizeof *built);
	const hcl_diag **syntax = calloc((size_t)nf + 1, sizeof *syntax);
	if (w) {
		w->plans = calloc((size_t)nf + 1, sizeof *w->plans);
		w->scratch = hcl_parse("", "", 0, HCL_MODE_EXPR);
	}
	if (!w || !out->files || !w->plans || !built || !syntax || !w->scratch || m->oom)
		out->oom = 1;
	out->nfiles = out->files ? nf : 0;
	if (!out->oom) {
		w->only = only;
		w->m = m;
		w->from = m->l;
		w->to = to;
		w->diff = diff;
		w->trim = (flags & RSV_FIX_TRIM) != 0;
		w->x = out;
		w->esc_from = spec_escape_root(m->l);
		w->esc_to = spec_escape_root(to);
		for (size_t k = 0; diff && k < diff->n; k++)
			w->call_renames |=
				diff->v[k].kind == SPEC_CHANGE_FUNCTION && diff->v[k].escape_kind == SPEC_ESCAPE_MIGRATE;
		for (uint32_t i = 0; i < nf; i++) {
			out->files[i].file = m->files[i].f;
			w->plans[i].f = m->files[i].f;
		}
		hcl_oom h;
		hcl_oom *prev = rsv_guard(m, &h);
		out->arena.oom = &h;
		w->scratch->arena.oom = &h;
		if (setjmp(h.jb))
			out->oom = 1;
		else
			fix_work(w, &h, flags, syntax, built);
		out->arena.oom = NULL;
		w->scratch->arena.oom = NULL;
		if (w->twin)
			w->twin->arena.oom = NULL;
		m->arena.oom = prev; /* rsv_unguard without its jump on: the error is out->oom */
		for (uint32_t i = 0; i < nf; i++)
			m->files[i].f->arena.oom = prev;
	}
	for (uint32_t i = 0; built && i < nf; i++) {
		if (!out->oom && built[i].text && !out->files[i].refused) {
			out->files[i].text = built[i].text;
			out->files[i].len = built[i].len;
			built[i].text = NULL;
		}
		fix_built_free(&built[i]);
		if (w && w->plans)
			fix_plan_free(&w->plans[i]);
	}
	if (!out->oom)
		sort_results(m, out);
	if (w) {
		if (w->twin)
			w->twin->nfiles = 0; /* the files are m's */
		rsv_module_free(w->twin);
		fix_proof_free(&w->proof);
		hcl_file_free(w->scratch);
		fix_uses_free(&w->uses);
		free(w->dests);
		free(w->plans);
	}
	free(w);
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
