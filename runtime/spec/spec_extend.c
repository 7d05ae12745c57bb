/* spec_extend.c - what a spec that extends another changes of it
 * (doc/spec.md, "Extending a spec"): an item named like one of the base's
 * changes it, `add` and `remove` blocks change its lists, a top-level
 * `remove` block takes items out, and an item removed and defined again in
 * one file takes the removed one's place.  Removing or changing what the
 * base lacks is a problem naming the base. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "spec_loader.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The block types named in `blocks` of the `remove` block rm inside a
 * block that changes block type parent leave the spec. */
static void remove_nested_types(spec_loader *ld, const hcl_block *rm, int parent);

hcl_file *spec_base_file(const spec_loader *ld)
{
	return ld->fi + 1 < ld->s->nfiles ? ld->s->files[ld->fi + 1] : NULL;
}

const char *spec_place(spec_loader *ld, unsigned fi, uint32_t at)
{
	hcl_file *f = ld->s->files[fi];
	hcl_pos p = hcl_file_pos(f, at);
	size_t n = strlen(f->name) + 16;
	char *s = hcl_alloc(&ld->s->arena, n);
	snprintf(s, n, "%s:%u", f->name, (unsigned)p.line);
	return s;
}

/* The keys of each table in column order, NULL for a column without one:
 * bit k of spec_item_meta.given is column k's. */
static const char *const root_cols[] = {
#define SPEC_ROOT_FIELD(field, key, kind, in) key,
#include "spec_fields.h"
};
static const char *const block_cols[] = {
#define SPEC_BLOCK_FIELD(field, key, kind) key,
#include "spec_fields.h"
};
static const char *const feature_cols[] = {
#define SPEC_FEATURE_FIELD(field, key, kind) key,
#include "spec_fields.h"
};
static const char *const namespace_cols[] = {
#define SPEC_NAMESPACE_FIELD(field, key, kind) key,
#include "spec_fields.h"
};
static const char *const type_cols[] = {
#define SPEC_TYPE_FIELD(field, key, kind) key,
#include "spec_fields.h"
};
SPEC_STATIC_ASSERT(COUNT(block_cols) <= 64 && COUNT(root_cols) <= 64 && COUNT(feature_cols) <= 64 &&
			   COUNT(namespace_cols) <= 64 && COUNT(type_cols) <= 64,
		   given_fits_64_bits);

static const struct {
	const char *const *v;
	size_t n;
} table_cols[] = {
	[SPEC_T_ROOT] = {root_cols, COUNT(root_cols)},
	[SPEC_T_BLOCK] = {block_cols, COUNT(block_cols)},
	[SPEC_T_FEATURE] = {feature_cols, COUNT(feature_cols)},
	[SPEC_T_NAMESPACE] = {namespace_cols, COUNT(namespace_cols)},
	[SPEC_T_TYPE] = {type_cols, COUNT(type_cols)},
};

uint64_t spec_given_keys(const hcl_block *b, int table)
{
	uint64_t given = 0;
	for (size_t k = 0; k < table_cols[table].n; k++)
		if (table_cols[table].v[k] && spec_attr(b, table_cols[table].v[k]))
			given |= (uint64_t)1 << k;
	return given;
}

/* The list columns of each table that has some: what `add` and `remove`
 * blocks change (an edition's features are its meta's names). */
static const spec_list_col lang_lists[] = {
#define SPEC_LANG_FIELD(field, key, kind) SPEC_LIST_COL_##kind(spec_lang, field, key)
#include "spec_fields.h"
	{NULL, 0}};
static const spec_list_col root_lists[] = {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_LIST_COL_##kind(spec_root, field, key)
#include "spec_fields.h"
	{NULL, 0}};
static const spec_list_col block_lists[] = {
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_LIST_COL_##kind(spec_block, field, key)
#include "spec_fields.h"
	{NULL, 0}};
static const spec_list_col diag_lists[] = {
#define SPEC_DIAG_FIELD(field, key, kind) SPEC_LIST_COL_##kind(spec_diag, field, key)
#include "spec_fields.h"
	{NULL, 0}};
static const spec_list_col edition_lists[] = {{"features", offsetof(spec_item_meta, names)}, {NULL, 0}};
static const spec_list_col no_lists[] = {{NULL, 0}};

static const spec_list_col *const table_lists[] = {
	[SPEC_T_NONE] = no_lists,	   [SPEC_T_LANG] = lang_lists,	   [SPEC_T_ROOT] = root_lists,
	[SPEC_T_BLOCK] = block_lists,	   [SPEC_T_FEATURE] = no_lists,	   [SPEC_T_EDITION] = edition_lists,
	[SPEC_T_DIAG] = diag_lists,	   [SPEC_T_NAMESPACE] = no_lists, [SPEC_T_TYPE] = no_lists,
};

spec_item_meta *spec_meta(spec_loader *ld, spec_grow *g, const void *item)
{
	const char *p = item, *base = g->v;
	if (g->n && p >= base && p < base + g->n * g->size)
		return &g->meta[(size_t)(p - base) / g->size];
	memset(&ld->scratch, 0, sizeof ld->scratch);
	return &ld->scratch;
}

/* Item i of g, where the file removed an item, becomes a new one of the
 * file, declared by b (the names the old one had pending are dropped, as
 * of another gen). */
static void *define_again(spec_loader *ld, spec_grow *g, uint32_t i, const hcl_block *b)
{
	char *item = (char *)g->v + g->size * i;
	uint32_t gen = g->meta[i].gen + 1;
	memset(item, 0, g->size);
	memset(&g->meta[i], 0, sizeof g->meta[i]);
	g->meta[i].gen = gen;
	g->file[i] = (uint16_t)ld->fi;
	g->at[i] = b->type_start;
	ld->nremoved--;
	return item;
}

/* Item i of g is changed by b, of the file being read. */
static void *change(spec_loader *ld, spec_grow *g, uint32_t i, const hcl_block *b, int *changing)
{
	ld->prev_file = g->file[i];
	ld->prev_at = g->at[i];
	g->file[i] = (uint16_t)ld->fi;
	g->at[i] = b->type_start;
	*changing = 1;
	return (char *)g->v + g->size * i;
}

void *spec_define(spec_loader *ld, spec_grow *g, spec_index *x, const hcl_block *b, const char *what,
		  int *changing)
{
	int32_t i = spec_index_find(x, g->v, g->size, 0, b->labels->text);
	*changing = 0;
	if (i >= 0 && g->file[i] == SPEC_FILE_REMOVED)
		return define_again(ld, g, (uint32_t)i, b);
	if (i >= 0 && g->file[i] != ld->fi)
		return change(ld, g, (uint32_t)i, b, changing);
	uint32_t n = g->n;
	void *item = spec_grow_add(ld, g, b->type_start, what);
	*(const char **)item = b->labels->text;
	if (g->n > n)
		spec_index_add(ld->s, x, g->v, g->size, 0, n);
	return item;
}

/* 1 when block b says test_file = true (its value is checked when it is
 * read). */
static int says_test_file(const hcl_block *b)
{
	const hcl_attr *a = spec_attr(b, "test_file");
	return a && a->expr->kind == HCL_E_LITERAL && a->expr->op == HCL_LIT_TRUE;
}

/* The block type named type nested in parent (-1: at the top, of module
 * files, or of test files when test is 1) that a file before this one
 * defined, or this one removed; -1 when none. */
static int find_block(const spec_loader *ld, const char *type, int parent, int test)
{
	const spec_grow *g = &ld->s->blocks;
	for (uint32_t i = 0; i < g->n; i++) {
		const spec_block *k = &SPEC_ITEM(*g, spec_block, i);
		if (g->file[i] != ld->fi && k->parent == parent && (parent >= 0 || k->test_file == test) &&
		    strcmp(k->type, type) == 0)
			return (int)i;
	}
	return -1;
}

spec_block *spec_define_block(spec_loader *ld, const hcl_block *b, int parent, int *changing, int *index)
{
	spec_grow *g = &ld->s->blocks;
	int i = find_block(ld, b->labels->text, parent, parent < 0 && says_test_file(b));
	*changing = 0;
	if (i >= 0) {
		*index = i;
		if (g->file[i] == SPEC_FILE_REMOVED) {
			spec_block *k = define_again(ld, g, (uint32_t)i, b);
			k->type = b->labels->text;
			k->parent = (int16_t)parent;
			return k;
		}
		return change(ld, g, (uint32_t)i, b, changing);
	}
	*index = (int)g->n;
	spec_block *k = spec_grow_add(ld, g, b->type_start, "block types");
	k->type = b->labels->text;
	k->parent = (int16_t)parent;
	return k;
}

/* ---- lists ---------------------------------------------------------------- */

/* The list *to with the names of given added (adding 1) or taken out
 * (0), reporting a name to remove that is not there ("what" has KEY). */
static void change_list(spec_loader *ld, const hcl_block *in, const char *key, spec_names given, int adding,
			spec_names *to, const char *what)
{
	const char **v = hcl_alloc(&ld->s->arena, ((size_t)to->n + given.n + 1) * sizeof *v);
	uint16_t n = 0;
	for (uint16_t i = 0; i < to->n; i++) {
		int drop = 0;
		for (uint16_t j = 0; !adding && j < given.n && !drop; j++)
			drop = strcmp(to->v[i], given.v[j]) == 0;
		if (!drop)
			v[n++] = to->v[i];
	}
	for (uint16_t j = 0; j < given.n; j++) {
		int have = 0;
		for (uint16_t i = 0; i < to->n && !have; i++)
			have = strcmp(to->v[i], given.v[j]) == 0;
		if (adding && !have)
			v[n++] = given.v[j];
		else if (!adding && !have && !ld->incomplete)
			spec_problem(ld, ld->f, in->type_start, in->type_end, "Nothing to remove",
				     "%s has no \"%s\" in %s to remove.", what, given.v[j], key);
	}
	to->v = v;
	to->n = n;
}

/* Applies an `add` (adding 1) or `remove` block of a block that changes
 * item (described by what, for messages) to its list columns cols (ended
 * by a NULL key); extra, when not NULL, is one more key the block takes
 * (remove's `blocks`), left to the caller. */
static void change_lists(spec_loader *ld, const hcl_block *in, int adding, void *item, const spec_list_col *cols,
			 const char *extra, const char *what)
{
	const char *keys[24];
	size_t n = 0;
	for (const spec_list_col *c = cols; c->key && n + 1 < COUNT(keys); c++)
		keys[n++] = c->key;
	if (extra)
		keys[n++] = extra;
	spec_check_keys(ld, in, adding ? "add" : "remove", keys, n, NULL);
	for (const spec_list_col *c = cols; c->key; c++) {
		spec_names given = {NULL, 0};
		spec_read_list(ld, in, c->key, &given);
		if (given.n)
			change_list(ld, in, c->key, given, adding, (spec_names *)((char *)item + c->off), what);
	}
}

/* Reports the add or remove block c of a block that defines something
 * new ("what" names it; again: in the place of one the file removed):
 * they change a base's lists only. */
static void nothing_to_change(spec_loader *ld, const hcl_block *c, const char *what, int again)
{
	hcl_file *base = spec_base_file(ld);
	if (ld->incomplete)
		return;
	if (again)
		spec_problem(ld, ld->f, c->type_start, c->type_end, "Nothing to change",
			     "The %s is removed above and defined anew: `%s` changes a base's lists; one "
			     "defined anew lists its names directly.", what, c->type);
	else if (base)
		spec_problem(ld, ld->f, c->type_start, c->type_end, "Nothing to change",
			     "The spec this one extends, %s, has no %s: `%s` changes a base's lists; a new "
			     "one lists its names directly.", base->name, what, c->type);
	else
		spec_problem(ld, ld->f, c->type_start, c->type_end, "Nothing to change",
			     "This spec extends no other: `%s` changes a base's lists.", c->type);
}

/* What a block that changes a base's item calls it in messages: `The
 * root "x" (FILE:LINE)`, where it was defined or last changed. */
static const char *changed_item(spec_loader *ld, const char *kind, const char *name)
{
	const char *place = spec_place(ld, ld->prev_file, ld->prev_at);
	size_t n = strlen(kind) + strlen(name) + strlen(place) + 16;
	char *s = hcl_alloc(&ld->s->arena, n);
	snprintf(s, n, "The %s \"%s\" (%s)", kind, name, place);
	return s;
}

void spec_change_item_lists(spec_loader *ld, const hcl_block *b, int changing, const spec_item_meta *m, void *item,
			    int table, const char *kind)
{
	const char *what = NULL;
	char *name = NULL;
	for (const hcl_block *c = b->body->blocks; c; c = c->next) {
		int adding = strcmp(c->type, "add") == 0;
		if (!adding && strcmp(c->type, "remove") != 0)
			continue;
		if (!changing && !name) {
			size_t n = strlen(kind) + strlen(b->labels->text) + 4;
			name = hcl_alloc(&ld->s->arena, n);
			snprintf(name, n, "%s \"%s\"", kind, b->labels->text);
		}
		if (!changing)
			nothing_to_change(ld, c, name, m->gen > 0);
		else {
			what = what ? what : changed_item(ld, kind, b->labels->text);
			change_lists(ld, c, adding, item, table_lists[table], NULL, what);
		}
	}
}

/* Block type idx (defined by b) as messages name it: `block type "T" of
 * module files`, `... of test files`, `... in "PARENT"`. */
static const char *block_place(spec_loader *ld, const hcl_block *b, int idx)
{
	const spec_block *k = &SPEC_ITEM(ld->s->blocks, spec_block, idx);
	const char *parent = k->parent >= 0 ? SPEC_ITEM(ld->s->blocks, spec_block, k->parent).type : NULL;
	size_t n = strlen(b->labels->text) + (parent ? strlen(parent) : 0) + 40;
	char *s = hcl_alloc(&ld->s->arena, n);
	if (parent)
		snprintf(s, n, "block type \"%s\" in \"%s\"", b->labels->text, parent);
	else
		snprintf(s, n, "block type \"%s\" of %s files", b->labels->text, k->test_file ? "test" : "module");
	return s;
}

void spec_change_block_lists(spec_loader *ld, const hcl_block *b, int changing, int idx)
{
	const char *what = NULL;
	for (const hcl_block *c = b->body->blocks; c; c = c->next) {
		int adding = strcmp(c->type, "add") == 0;
		if (!adding && strcmp(c->type, "remove") != 0)
			continue;
		if (!changing) {
			nothing_to_change(ld, c, block_place(ld, b, idx), ld->s->blocks.meta[idx].gen > 0);
			continue;
		}
		what = what ? what : changed_item(ld, "block type", b->labels->text);
		change_lists(ld, c, adding, &SPEC_ITEM(ld->s->blocks, spec_block, idx), block_lists,
				  adding ? NULL : "blocks", what);
		if (!adding)
			remove_nested_types(ld, c, idx);
	}
}

/* ---- removing items -------------------------------------------------------- */

/* The tables a top-level remove block takes names from, by key. */
enum { RM_ROOTS, RM_BLOCKS, RM_TEST_BLOCKS, RM_FEATURES, RM_EDITIONS, RM_DIAGS, RM_FUNCTIONS, RM_NAMESPACES, RM_TYPES };
static const struct {
	const char *key, *what;
	int ids; /* SPEC_IDS_..., or -1 for block types */
} removable[] = {
	[RM_ROOTS] = {"roots", "root", SPEC_IDS_ROOT},
	[RM_BLOCKS] = {"blocks", "block type", -1},
	[RM_TEST_BLOCKS] = {"test_blocks", "block type of test files", -1},
	[RM_FEATURES] = {"features", "feature", SPEC_IDS_FEATURE},
	[RM_EDITIONS] = {"editions", "edition", SPEC_IDS_EDITION},
	[RM_DIAGS] = {"diagnostics", "diagnostic", SPEC_IDS_DIAG},
	[RM_FUNCTIONS] = {"functions", "function", SPEC_IDS_FUNCTION},
	[RM_NAMESPACES] = {"namespaces", "namespace", SPEC_IDS_NAMESPACE},
	[RM_TYPES] = {"types", "type", SPEC_IDS_TYPE},
};

static spec_grow *ids_table(spec_loaded *s, int ids)
{
	switch (ids) {
	case SPEC_IDS_ROOT:
		return &s->roots;
	case SPEC_IDS_FEATURE:
		return &s->features;
	case SPEC_IDS_EDITION:
		return &s->editions;
	case SPEC_IDS_DIAG:
		return &s->diags;
	case SPEC_IDS_FUNCTION:
		return &s->functions;
	case SPEC_IDS_NAMESPACE:
		return &s->namespaces;
	default:
		return &s->types;
	}
}

/* Block types nested in removed ones are removed too (a nested block type
 * comes after its parent). */
static void remove_descendants(spec_loader *ld)
{
	spec_grow *g = &ld->s->blocks;
	for (uint32_t i = 0; i < g->n; i++) {
		const spec_block *k = &SPEC_ITEM(*g, spec_block, i);
		if (k->parent >= 0 && g->file[k->parent] == SPEC_FILE_REMOVED && g->file[i] != SPEC_FILE_REMOVED) {
			g->file[i] = SPEC_FILE_REMOVED;
			ld->nremoved++;
		}
	}
}

/* Removes item i of g, named in the list a, or says why not: "what" names
 * the kind, "in" the block type it is nested in (NULL: top level). */
static void remove_item(spec_loader *ld, spec_grow *g, int32_t i, const hcl_attr *a, const char *what,
			const char *name, const char *in)
{
	hcl_file *base = spec_base_file(ld);
	if (i >= 0 && g->file[i] == SPEC_FILE_REMOVED) {
		spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Nothing to remove",
			     "The %s \"%s\" is removed already, at %s.", what, name, spec_place(ld, ld->fi, g->at[i]));
	} else if (i >= 0 && g->file[i] != ld->fi) {
		g->file[i] = SPEC_FILE_REMOVED;
		g->at[i] = a->expr->start;
		ld->nremoved++;
	} else if (ld->incomplete) {
		return;
	} else if (!base) {
		spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Nothing to remove",
			     "This spec extends no other: there is no %s \"%s\" to remove.", what, name);
	} else if (in) {
		spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Nothing to remove",
			     "The block type \"%s\" (%s) has no nested block type \"%s\" to remove.", in,
			     spec_place(ld, ld->prev_file, ld->prev_at), name);
	} else {
		spec_problem(ld, ld->f, a->expr->start, a->expr->end, "Nothing to remove",
			     "The spec this one extends, %s, has no %s \"%s\" to remove.", base->name, what, name);
	}
}

void spec_remove_items(spec_loader *ld, const hcl_block *rm)
{
	const char *keys[COUNT(removable)];
	for (size_t k = 0; k < COUNT(removable); k++)
		keys[k] = removable[k].key;
	spec_check_keys(ld, rm, "remove", keys, COUNT(keys), NULL);
	for (size_t k = 0; k < COUNT(removable); k++) {
		spec_names names = {NULL, 0};
		const hcl_attr *a = spec_attr(rm, removable[k].key);
		spec_read_list(ld, rm, removable[k].key, &names);
		for (uint16_t j = 0; j < names.n; j++) {
			int ids = removable[k].ids;
			spec_grow *g = ids >= 0 ? ids_table(ld->s, ids) : &ld->s->blocks;
			int32_t i = ids >= 0 ? spec_index_find(&ld->ids[ids], g->v, g->size, 0, names.v[j])
					     : find_block(ld, names.v[j], -1, k == RM_TEST_BLOCKS);
			remove_item(ld, g, i, a, removable[k].what, names.v[j], NULL);
		}
	}
	remove_descendants(ld);
}

static void remove_nested_types(spec_loader *ld, const hcl_block *rm, int parent)
{
	spec_names names = {NULL, 0};
	const hcl_attr *a = spec_attr(rm, "blocks");
	spec_read_list(ld, rm, "blocks", &names);
	for (uint16_t j = 0; j < names.n; j++)
		remove_item(ld, &ld->s->blocks, find_block(ld, names.v[j], parent, 0), a, "block type", names.v[j],
			    SPEC_ITEM(ld->s->blocks, spec_block, parent).type);
	remove_descendants(ld);
}

/* ---- once a file is read ----------------------------------------------------- */

/* Takes the removed items out of g; map[i] is then item i's new index, or
 * -1.  Returns 1 when some were taken out. */
static int compact(spec_loaded *s, spec_grow *g, int32_t **map)
{
	uint32_t n = 0;
	*map = NULL;
	for (uint32_t i = 0; i < g->n; i++)
		n += g->file[i] != SPEC_FILE_REMOVED;
	if (n == g->n)
		return 0;
	int32_t *m = hcl_alloc(&s->arena, g->n * sizeof *m);
	n = 0;
	for (uint32_t i = 0; i < g->n; i++) {
		if (g->file[i] == SPEC_FILE_REMOVED) {
			m[i] = -1;
			continue;
		}
		m[i] = (int32_t)n;
		if (n != i) {
			memmove((char *)g->v + n * g->size, (char *)g->v + i * g->size, g->size);
			g->at[n] = g->at[i];
			g->file[n] = g->file[i];
			g->meta[n] = g->meta[i];
		}
		n++;
	}
	g->n = n;
	*map = m;
	return 1;
}

/* The pending names of items of g follow them to their new places. */
static void move_pending(spec_loader *ld, const spec_grow *g, const int32_t *map)
{
	for (uint32_t k = 0; k < ld->npend; k++) {
		struct spec_pending *p = &ld->pend[k];
		if (p->g != g)
			continue;
		if (map[p->index] < 0)
			p->name = NULL;
		else
			p->index = (uint32_t)map[p->index];
	}
}

void spec_compact(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	int32_t *map;
	if (!ld->nremoved)
		return;
	ld->nremoved = 0;
	for (int t = 0; t < SPEC_IDS_COUNT; t++) {
		spec_grow *g = ids_table(s, t);
		if (!compact(s, g, &map))
			continue;
		move_pending(ld, g, map);
		memset(&ld->ids[t], 0, sizeof ld->ids[t]);
		for (uint32_t i = 0; i < g->n; i++)
			spec_index_add(s, &ld->ids[t], g->v, g->size, 0, i);
	}
	if (compact(s, &s->blocks, &map)) {
		move_pending(ld, &s->blocks, map);
		for (uint32_t i = 0; i < s->blocks.n; i++) {
			spec_block *k = &SPEC_ITEM(s->blocks, spec_block, i);
			if (k->parent >= 0)
				k->parent = (int16_t)map[k->parent];
		}
	}
}

/* Appends block i and, after it, each block nested in it (in table order)
 * to order; returns the new length. */
static uint32_t preorder_from(const spec_grow *g, uint32_t i, uint32_t *order, uint32_t n)
{
	order[n++] = i;
	for (uint32_t j = 0; j < g->n; j++)
		if (SPEC_ITEM(*g, spec_block, j).parent == (int16_t)i)
			n = preorder_from(g, j, order, n);
	return n;
}

void spec_preorder_blocks(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	spec_grow *g = &s->blocks;
	uint32_t *order = hcl_alloc(&s->arena, (g->n ? g->n : 1) * sizeof *order), n = 0;
	int32_t *map = hcl_alloc(&s->arena, (g->n ? g->n : 1) * sizeof *map);
	int same = 1;
	for (uint32_t i = 0; i < g->n; i++)
		if (SPEC_ITEM(*g, spec_block, i).parent < 0)
			n = preorder_from(g, i, order, n);
	for (uint32_t k = 0; k < n; k++) {
		map[order[k]] = (int32_t)k;
		same &= order[k] == k;
	}
	if (same || n != g->n)
		return;
	char *v = hcl_alloc(&s->arena, g->n * g->size);
	uint32_t *at = hcl_alloc(&s->arena, g->n * sizeof *at);
	uint16_t *file = hcl_alloc(&s->arena, g->n * sizeof *file);
	spec_item_meta *meta = hcl_alloc(&s->arena, g->n * sizeof *meta);
	for (uint32_t k = 0; k < n; k++) {
		memcpy(v + k * g->size, (char *)g->v + order[k] * g->size, g->size);
		at[k] = g->at[order[k]];
		file[k] = g->file[order[k]];
		meta[k] = g->meta[order[k]];
	}
	memcpy(g->v, v, g->n * g->size);
	memcpy(g->at, at, g->n * sizeof *at);
	memcpy(g->file, file, g->n * sizeof *file);
	memcpy(g->meta, meta, g->n * sizeof *meta);
	for (uint32_t i = 0; i < g->n; i++) {
		spec_block *k = &SPEC_ITEM(*g, spec_block, i);
		if (k->parent >= 0)
			k->parent = (int16_t)map[k->parent];
	}
	move_pending(ld, g, map);
}

void spec_pend_editions(spec_loader *ld)
{
	spec_grow *g = &ld->s->editions;
	unsigned fi = ld->fi;
	for (uint32_t i = 0; i < g->n; i++) {
		spec_edition *e = &SPEC_ITEM(*g, spec_edition, i);
		const spec_item_meta *m = &g->meta[i];
		int16_t *ix = hcl_alloc(&ld->s->arena, (m->names.n ? m->names.n : 1) * sizeof *ix);
		ld->fi = m->names_file;
		for (uint16_t k = 0; k < m->names.n; k++)
			spec_pend(ld, m->names.v[k], SPEC_REF_FEATURE, m->names_at, &ix[k]);
		e->features = ix;
		e->nfeatures = m->names.n;
	}
	ld->fi = fi;
}
