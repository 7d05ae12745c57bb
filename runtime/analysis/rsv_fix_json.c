/* rsv_fix_json.c - the moves into and out of `_` in a file of HCL's JSON syntax, where an
 * argument or a block is a property of its block's object: a property moves whole (all
 * the blocks of its type with it), its deletion takes one comma with it (the one before
 * it when a property that stays precedes it, else the one after), and it goes into the
 * escaping-block object (`_`) of its block, made as the object's last property when there is none.  The
 * layout follows the object's: a property a line, indented as its first one, or all on
 * one line.  The text is then built and proved as a native file's is. */
#include <string.h>

#include "hcl_json.h"
#include "rsv_fix_int.h"

static const hcl_json_prop *last_prop(const hcl_json_value *o)
{
	const hcl_json_prop *p = o->props;
	while (p && p->next)
		p = p->next;
	return p;
}

int fix_json_item(fixer *w, uint32_t fi, uint32_t obj, uint32_t at, uint32_t *from, uint32_t *to, const char **why)
{
	const hcl_json_prop *p = hcl_json_prop_at(hcl_json_object_at(hcl_json_root(w->m->files[fi].f), obj), at);
	if (!p) {
		*why = "its property was not found in its block's object";
		return -1;
	}
	*from = p->name->start;
	*to = p->value->end;
	return 0;
}

/* The escaping block's property of o that holds block esc, when esc is its whole
 * object (not one of an array of them); else NULL. */
static const hcl_json_prop *escaping_prop(const hcl_json_value *o, const hcl_block *esc)
{
	const hcl_json_prop *p = hcl_json_prop_at(o, esc->open_brace);
	return p && p->value->kind == HCL_JSON_OBJECT && p->value->start == esc->open_brace ? p : NULL;
}

long fix_json_dest_into(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_block *esc, const char **why)
{
	const hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	const hcl_json_value *o = hcl_json_object_at(hcl_json_root(f), parent->open_brace);
	if (!o || !o->props) {
		*why = "its block's object was not found";
		return -1;
	}
	const char *eol = fix_eol(f);
	uint32_t first = o->props->name->start;
	int multi = fix_first_on_line(f, first);
	const char *ind = fix_indent(f, a, first);
	fix_dest d = {0, 0, "", "", "", fix_unit_of(fix_indent(f, a, o->start), ind), eol, ", ", 0, 0};
	if (multi)
		d.sep = fix_fmt(a, ",%s", eol);
	if (!esc) { /* a new escaping block's property, the object's last */
		const char *name = w->to->escaping_block_type;
		d.at = d.end = last_prop(o)->value->end;
		d.new_in = o->start + 1;
		d.before = multi ? fix_fmt(a, ",%s%s\"%s\": {%s", eol, ind, name, eol) : fix_fmt(a, ", \"%s\": {", name);
		d.indent = multi ? fix_fmt(a, "%s%s", ind, d.unit) : "";
		d.after = multi ? fix_fmt(a, "%s%s}", eol, ind) : "}";
		return fix_dest_record(w, fi, parent, &d);
	}
	const hcl_json_prop *ep = escaping_prop(o, esc);
	if (!ep) {
		*why = "its _ is written as an array of objects";
		return -1;
	}
	const hcl_json_value *e = ep->value;
	if (e->props) { /* after its last property, laid out as its first */
		multi = fix_first_on_line(f, e->props->name->start);
		d.at = d.end = last_prop(e)->value->end;
		d.sep = multi ? fix_fmt(a, ",%s", eol) : ", ";
		d.before = d.sep;
		d.indent = multi ? fix_indent(f, a, e->props->name->start) : "";
	} else { /* between its braces */
		const char *eind = fix_indent(f, a, ep->name->start);
		d.at = e->start + 1;
		d.end = e->end - 1;
		d.before = multi ? eol : "";
		d.indent = multi ? fix_fmt(a, "%s%s", eind, d.unit) : "";
		d.after = multi ? fix_fmt(a, "%s%s", eol, eind) : "";
	}
	return fix_dest_record(w, fi, parent, &d);
}

/* Whether property p of the object at brace obj moves in plan pl. */
static int moves(const fix_plan *pl, uint32_t obj, const hcl_json_prop *p)
{
	for (uint32_t i = 0; i < pl->nmoves; i++)
		if (pl->moves[i].obj == obj && pl->moves[i].from == p->name->start)
			return 1;
	return 0;
}

void fix_json_trim(fixer *w, uint32_t fi, const hcl_block *parent, const hcl_block *esc, int sn)
{
	const hcl_file *f = w->m->files[fi].f;
	hcl_arena *a = &w->x->arena;
	fix_plan *pl = &w->plans[fi];
	const hcl_json_prop *ep = escaping_prop(hcl_json_object_at(hcl_json_root(f), parent->open_brace), esc);
	if (!ep)
		return; /* an array of _ objects: left as it is */
	const hcl_json_value *e = ep->value;
	uint32_t first = pl->nmoves;
	for (const hcl_json_prop *p = e->props; p; p = p->next) {
		const char *name = p->name->text;
		int block = rsv_block(esc->body, name) != NULL;
		if (strcmp(name, "//") == 0 || strcmp(name, esc->type) == 0 || !fix_own_name(w->to, sn, name, block) ||
		    (block ? rsv_attr(parent->body, name) != NULL : fix_has_name(parent->body, name)))
			continue; /* a comment, a _ in _, or what the new release does not give back */
		fix_move mv = {p->name->start, p->value->end, p->name->start, p->value->end, pl->ndests, NULL, 0, e->start};
		if (fix_add_move(pl, &mv) != 0)
			w->x->oom = 1;
	}
	if (pl->nmoves == first)
		return;
	const char *pind = fix_indent(f, a, ep->name->start), *eol = fix_eol(f);
	uint32_t at = ep->name->start, one = e->props->name->start;
	int multi = fix_first_on_line(f, at);
	const char *sep = multi ? fix_fmt(a, ",%s%s", eol, pind) : ", ";
	fix_dest d = {at, at, "", sep, "", fix_unit_of(pind, fix_first_on_line(f, one) ? fix_indent(f, a, one) : pind),
		      eol, sep, 1, 0};
	if (pl->nmoves - first == e->n) { /* _ goes: its properties take its place */
		d.end = e->end;
		d.after = "";
	}
	if (fix_add_dest(pl, &d) != 0)
		w->x->oom = 1;
	for (uint32_t i = first; i < pl->nmoves; i++) {
		const fix_move *mv = &pl->moves[i];
		const char *was = fix_first_line(a, f, mv->from, mv->to);
		fix_add_change(w, fi, mv->from, mv->to, RSV_FIX_TRIM_MOVE, fix_fmt(a, "\"%s\": {%s}", esc->type, was), was);
		w->x->files[fi].moved++;
	}
}

/* Where move mv's property is deleted: with the comma before it when a
 * property that stays precedes it, else with the comma after it. */
static void deletion(const fix_plan *pl, const hcl_json_value *o, fix_move *mv)
{
	const hcl_json_prop *prev = NULL, *p = o->props;
	int kept_before = 0;
	for (; p && p->name->start != mv->from; prev = p, p = p->next)
		kept_before |= !moves(pl, o->start, p);
	if (p)
		hcl_json_prop_cut(kept_before ? prev : NULL, p, &mv->del_start, &mv->del_end);
}

void fix_json_layout(fixer *w, uint32_t fi)
{
	fix_plan *pl = &w->plans[fi];
	const hcl_json_value *root = hcl_json_root(w->m->files[fi].f);
	for (uint32_t i = 0; i < pl->nmoves; i++) {
		const hcl_json_value *o = hcl_json_object_at(root, pl->moves[i].obj);
		if (o)
			deletion(pl, o, &pl->moves[i]);
	}
	for (uint32_t i = 0; i < pl->ndests; i++) {
		fix_dest *d = &pl->dests[i];
		const hcl_json_value *o = d->new_in ? hcl_json_object_at(root, d->new_in - 1) : NULL;
		int kept = 0;
		for (const hcl_json_prop *p = o ? o->props : NULL; p && !kept; p = p->next)
			kept = !moves(pl, o->start, p);
		if (o && !kept) /* nothing stays before the new escaping property: no comma */
			d->before = strchr(d->before, '"');
	}
}
