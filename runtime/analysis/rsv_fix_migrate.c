/* rsv_fix_migrate.c - the migrations a new release's spec gives its changes (doc/spec.md,
 * "Changes: notes and migrations"), applied as `reserve fix` applies its other rewrites: a
 * function renamed at each call (its name's bytes replaced), an argument or block type
 * renamed (its name's bytes), an argument deleted (with its comment on the same line, and
 * its lines when it has them to itself), an argument moved into a nested block (as a move
 * into _, the nested block made at the end of the body when missing).  Every other byte
 * stays, and the file is proved as any other rewrite: a migration that does not keep what
 * the module names (an argument deleted with a reference in it) is refused with the file. */
#include <stdlib.h>
#include <string.h>

#include "rsv_fix_int.h"
#include "rsv_rules.h"

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

/* Whether NAME is one of the static arguments of block type s of l (no expression). */
static int is_static(const spec_lang *l, int s, const char *name)
{
	if (s < 0)
		return 0;
	spec_names st = l->blocks[s].static_arguments;
	for (uint16_t i = 0; i < st.n; i++)
		if (strcmp(st.v[i], name) == 0 || strcmp(st.v[i], "*") == 0)
			return 1;
	return 0;
}

static void calls_in(fixer *w, uint32_t fi, const hcl_body *body, int s, int depth)
{
	if (!body || depth > HCL_MAX_NESTING)
		return;
	for (const hcl_attr *at = body->attrs; at; at = at->next)
		if (!is_static(w->from, s, at->name))
			calls_of(w, fi, at->expr);
	for (const hcl_block *k = body->blocks; k; k = k->next) {
		int ks = -1;
		if (s >= 0)
			ks = spec_block_index(w->from, k->type, s);
		else if (depth == 0)
			ks = w->m->files[fi].testing ? spec_test_block_index(w->from, k->type)
						     : spec_block_index(w->from, k->type, -1);
		calls_in(w, fi, k->body, ks, depth + 1);
	}
}

void fix_calls(fixer *w, uint32_t fi)
{
	if (w->call_renames)
		calls_in(w, fi, w->m->files[fi].f->body, -1, 0);
}
