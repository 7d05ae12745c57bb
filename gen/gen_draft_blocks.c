/* gen_draft_blocks.c - reserve-gen draft's block types: the changes of
 * block facts under each block path, written as nested blocks that change
 * the base's (add { } and remove { } of its lists) or as new block types
 * with their lists. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "gen_draft.h"
#include "gen_hcl.h"

/* ---- block types: the changes under each block path, written as nested
 * blocks that change the base's (add { } and remove { } of its lists), or
 * as new block types with their lists ---------------------------------------- */

/* The lists of a block type a change touches, in the order they are written. */
#define DRAFT_LISTS(X) \
	X(META_ARGUMENTS, "meta_arguments") \
	X(REQUIRED, "required_arguments") \
	X(FORMS, "argument_forms") \
	X(META_BLOCKS, "meta_blocks") \
	X(RESERVED_ARGUMENTS, "reserved_arguments") \
	X(RESERVED_BLOCKS, "reserved_blocks") \
	X(STATIC, "static_arguments") \
	X(BLOCKS, "blocks")

enum {
#define X(ID, key) L_##ID,
	DRAFT_LISTS(X)
#undef X
	L_COUNT,
	L_LINE = L_COUNT, /* a line of its own: a key, or a TODO */
	L_BLOCK           /* a whole block type, taken from the --like spec */
};

static const char *const list_keys[L_COUNT] = {
#define X(ID, key) key,
	DRAFT_LISTS(X)
#undef X
};

typedef struct entry {
	const char *path;
	int list; /* L_..., or L_LINE */
	int add;  /* 1 add, 0 remove */
	char *text;
} entry;

typedef struct entries {
	entry *v;
	size_t n, cap;
	int oom;
} entries;

__attribute__((format(printf, 5, 6))) static void put(entries *es, const char *path, int list, int add,
						       const char *fmt, ...)
{
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	for (size_t i = 0; b.p && i < es->n; i++) /* an entry said twice (a fact and the --like spec's form) is one */
		if (es->v[i].list == list && es->v[i].add == add && !strcmp(es->v[i].path, path) &&
		    !strcmp(es->v[i].text, b.p)) {
			hcl_buf_free(&b);
			return;
		}
	if (b.oom || hcl_grow((void **)&es->v, &es->cap, es->n + 1, sizeof *es->v) != 0) {
		es->oom = 1;
		hcl_buf_free(&b);
		return;
	}
	es->v[es->n++] = (entry){path, list, add, b.p};
}

static int by_path(const void *x, const void *y)
{
	const entry *a = x, *b = y;
	int c = strcmp(a->path, b->path);
	if (!c)
		c = a->list - b->list;
	if (!c)
		c = b->add - a->add;
	return c ? c : (a < b ? -1 : a > b);
}

/* 1 when NEW has path as a block and OLD has not. */
static int new_path(const changes *cs, const char *path)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return 0;
	for (size_t i = 0; i < cs->n; i++) {
		const change *c = &cs->v[i];
		if (c->new && !c->old && !strcmp(c->new->kind, "block") &&
		    !strncmp(c->new->where, path, (size_t)(slash - path)) && c->new->where[slash - path] == '\0' &&
		    !strcmp(c->new->name, slash + 1))
			return 1;
	}
	return 0;
}

/* 1 when some fact of NEW lies under path (a nested block with a body). */
static int has_body(const drift_facts *new, const char *path)
{
	size_t n = strlen(path);
	for (size_t i = 0; i < new->n; i++)
		if (!strncmp(new->v[i].where, path, n) && new->v[i].where[n] == '\0' && strcmp(new->v[i].kind, "block") != 0)
			return 1;
	return 0;
}

/* 1 when fs has a fact of kind at where with that name. */
static int in_kind(const drift_facts *fs, const char *kind, const char *where, const char *name)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].kind, kind) && !strcmp(fs->v[i].where, where) && !strcmp(fs->v[i].name, name))
			return 1;
	return 0;
}

static const char *child_path(draft *d, drift_facts *fs, const drift_fact *f)
{
	(void)d;
	hcl_buf b = {0};
	hcl_buf_printf(&b, "%s/%s", f->where, f->name);
	const char *s = drift_str(fs, b.p ? b.p : "");
	hcl_buf_free(&b);
	return s;
}

static int in(const spec_names *n, const char *name)
{
	for (uint16_t i = 0; i < n->n; i++)
		if (!strcmp(n->v[i], name))
			return 1;
	return 0;
}

/* The "a" "b" of a space-separated label list, as an HCL list's items. */
static void label_list(hcl_buf *o, const char *labels)
{
	for (const char *p = labels, *sp; *p; p = sp + (*sp != '\0')) {
		sp = strchr(p, ' ');
		if (!sp)
			sp = p + strlen(p);
		hcl_buf_printf(o, "%s\"%.*s\"", o->n ? ", " : "", (int)(sp - p), p);
	}
}

/* The --like spec's forms and static mark of argument name in its block
 * type k, as entries at path; 1 when k has the argument. */
static int ref_forms(draft *d, entries *es, const char *path, const spec_block *k, const char *name)
{
	(void)d;
	if (!in(&k->meta_arguments, name))
		return 0;
	size_t n = strlen(name);
	for (uint16_t i = 0; i < k->argument_forms.n; i++)
		if (!strncmp(k->argument_forms.v[i], name, n) && k->argument_forms.v[i][n] == '=')
			put(es, path, L_FORMS, 1, "\"%s\"", k->argument_forms.v[i]);
	if (in(&k->static_arguments, name))
		put(es, path, L_STATIC, 1, "\"%s\"", name);
	return 1;
}

/* A block fact that changed: a block type added, gone, or with new labels. */
static void block_type_change(draft *d, entries *es, drift_facts *new, const change *c)
{
	const drift_fact *f = draft_side(c);
	const char *path = f->where, *child = child_path(d, new, f);
	int top = !strchr(path, '/'), b = draft_path_block(d->base, path);
	const spec_block *pk = b >= 0 ? &d->base->blocks[b] : NULL;
	const char *esc = d->base->escaping_block_type;
	if (esc && !strcmp(f->name, esc)) { /* the escaping block (a block's escaping_block) */
		put(es, path, L_LINE, 1, "escaping_block = %s", c->new ? "true" : "false");
	} else if (c->old && c->new) {
		hcl_buf labels = {0};
		label_list(&labels, c->new->value);
		put(es, child, L_LINE, 1, "labels = [%s]", labels.p ? labels.p : "");
		hcl_buf_free(&labels);
	} else if (c->new) {
		if (!top)
			put(es, path, L_META_BLOCKS, 1, "\"%s\"", f->name);
		int r = d->ref && draft_path_block(d->base, child) < 0 ? draft_path_block(d->ref, child) : -1;
		if (r >= 0) {
			hcl_buf text = {0};
			gen_hcl_block(&text, d->ref, r, 0);
			put(es, path, L_BLOCK, 1, "%s", text.p ? text.p : "");
			hcl_buf_free(&text);
		} else if (top || has_body(new, child)) {
			put(es, child, L_LINE, 1, "# TODO: a new block type (%s:%u): declares, since, and the forms of its "
						"arguments", f->file, f->line);
			if (*f->value) {
				hcl_buf labels = {0};
				label_list(&labels, f->value);
				put(es, child, L_LINE, 1, "labels = [%s]", labels.p ? labels.p : "");
				hcl_buf_free(&labels);
			}
		}
	} else if (top) {
		draft_remove(d, strncmp(path, "test", 4) ? DRAFT_REMOVE_BLOCKS : DRAFT_REMOVE_TEST_BLOCKS, f->name);
	} else if (pk) {
		if (spec_block_index(d->base, f->name, b) >= 0)
			put(es, path, L_BLOCKS, 0, "\"%s\"", f->name);
		if (in(&pk->meta_blocks, f->name))
			put(es, path, L_META_BLOCKS, 0, "\"%s\"", f->name);
	}
}

/* The entries of one change of a block fact.  What to take out is taken
 * from the lists of the base that hold it; an addition to a block type the
 * base lacks makes it a new one. */
static void block_change(draft *d, entries *es, drift_facts *new, const change *c)
{
	const drift_fact *f = draft_side(c);
	const char *k = f->kind, *path = f->where;
	int add = c->new != NULL, b = draft_path_block(d->base, path);
	const spec_block *pk = b >= 0 ? &d->base->blocks[b] : NULL;
	if (!strcmp(k, "block")) {
		block_type_change(d, es, new, c);
	} else if (!strcmp(k, "argument")) {
		if (!c->old && !in_kind(new, "reserved", path, f->name))
			put(es, path, L_META_ARGUMENTS, 1, "\"%s\"", f->name);
		else if (!c->new && pk && in(&pk->meta_arguments, f->name))
			put(es, path, L_META_ARGUMENTS, 0, "\"%s\"", f->name);
		int now = c->new && !strcmp(c->new->value, "required"), was = c->old && !strcmp(c->old->value, "required");
		if (now && !was)
			put(es, path, L_REQUIRED, 1, "\"%s\"", f->name);
		else if (was && !now && pk && in(&pk->required_arguments, f->name))
			put(es, path, L_REQUIRED, 0, "\"%s\"", f->name);
		int r = add && !c->old && d->ref ? draft_path_block(d->ref, path) : -1;
		if (r >= 0 && ref_forms(d, es, path, &d->ref->blocks[r], f->name))
			;
		else if (add && !c->old)
			put(es, path, L_LINE, 1, "# TODO: argument \"%s\" (%s:%u): a meta-argument? its form?", f->name,
			    f->file, f->line);
	} else if (!strcmp(k, "constant")) {
		hcl_buf form = {0};
		hcl_buf_printf(&form, "%s=constant", f->name);
		if (add || (pk && in(&pk->argument_forms, form.p ? form.p : "")))
			put(es, path, L_FORMS, add, "\"%s\"", form.p ? form.p : "");
		/* what gohcl decodes it into goes with it (the decode form) */
		size_t n = strlen(f->name);
		for (uint16_t i = 0; !add && pk && i < pk->argument_forms.n; i++)
			if (!strncmp(pk->argument_forms.v[i], f->name, n) && !strncmp(pk->argument_forms.v[i] + n, "=decode", 7))
				put(es, path, L_FORMS, 0, "\"%s\"", pk->argument_forms.v[i]);
		hcl_buf_free(&form);
	} else if (!strcmp(k, "reserved")) {
		int blk = !strcmp(f->value, "block");
		if (add || (pk && in(blk ? &pk->reserved_blocks : &pk->reserved_arguments, f->name)))
			put(es, path, blk ? L_RESERVED_BLOCKS : L_RESERVED_ARGUMENTS, add, "\"%s\"", f->name);
	} else if (!strcmp(k, "schema")) {
		const char *v = c->new ? c->new->value : "open", *was = c->old ? c->old->value : "open";
		if (!strcmp(v, "closed") != !strcmp(was, "closed"))
			put(es, path, L_LINE, 1, "strict = %s", !strcmp(v, "closed") ? "true" : "false");
		if (!strcmp(v, "attributes") != !strcmp(was, "attributes"))
			put(es, path, L_LINE, 1, "attributes_only = %s", !strcmp(v, "attributes") ? "true" : "false");
	} else if (!strcmp(k, "reserved_label")) {
		put(es, path, L_LINE, 1, "# TODO: the label \"%s\" is %s reserved (%s:%u)", f->name, add ? "now" : "no longer",
		    f->file, f->line);
	}
}

/* The path whose block a block at path is read as (a data block's
 * lifecycle as the managed resource's, a check's data as the top-level
 * data block), into out; 0 when there is none. */
static int derived_path(const spec_lang *l, const char *path, hcl_buf *out)
{
	const char *first = strchr(path, '/');
	if (!first || strncmp(path, "module/", 7) != 0)
		return 0;
	const char *second = strchr(first + 1, '/');
	char top[128];
	size_t n = second ? (size_t)(second - first - 1) : strlen(first + 1);
	if (!second || n >= sizeof top)
		return 0;
	memcpy(top, first + 1, n);
	top[n] = '\0';
	int t = spec_block_index(l, top, -1);
	if (t < 0)
		return 0;
	int decl = l->blocks[t].declares;
	/* a nested declaring block: module/check/data/... reads as module/data/... */
	const char *third = strchr(second + 1, '/');
	size_t m = third ? (size_t)(third - second - 1) : strlen(second + 1);
	for (uint16_t i = 0; i < l->nblocks; i++) {
		const spec_block *k = &l->blocks[i];
		if (k->parent == t && k->declares != SPEC_DECL_NONE && strlen(k->type) == m &&
		    !strncmp(k->type, second + 1, m)) {
			hcl_buf_printf(out, "module/%s", k->type);
			if (third)
				hcl_buf_puts(out, third);
			return 1;
		}
	}
	if ((decl != SPEC_DECL_DATA && decl != SPEC_DECL_EPHEMERAL) || l->fallback.declared_by == decl)
		return 0;
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && !l->blocks[i].test_file && l->blocks[i].declares == l->fallback.declared_by) {
			hcl_buf_printf(out, "module/%s%s", l->blocks[i].type, second);
			return 1;
		}
	return 0;
}

/* 1 when the change is one its block reads from another block's (the
 * counterpart that has the same change): the spec derives it. */
static int derived(const draft *d, const change *c)
{
	const drift_fact *f = draft_side(c);
	hcl_buf p = {0};
	int found = 0;
	if (derived_path(d->base, f->where, &p) && p.p)
		for (size_t i = 0; i < d->cs.n && !found; i++) {
			const change *o = &d->cs.v[i];
			const drift_fact *g = draft_side(o);
			found = !strcmp(g->kind, f->kind) && !strcmp(g->where, p.p) && !strcmp(g->name, f->name) &&
				!o->old == !c->old && !o->new == !c->new;
		}
	hcl_buf_free(&p);
	return found;
}

static void indent(hcl_buf *o, int depth)
{
	for (int i = 0; i < depth; i++)
		hcl_buf_puts(o, "  ");
}

/* Writes the lists of entries [i, j) (one path), as add/remove blocks or,
 * for a new block type, as its own lists. */
static void lists(hcl_buf *o, const entry *v, size_t i, size_t j, int fresh, int depth)
{
	for (int add = 1; add >= 0; add--) {
		int opened = 0;
		for (int l = 0; l < L_COUNT; l++) {
			int any = 0;
			for (size_t k = i; k < j; k++) {
				if (v[k].list != l || v[k].add != add)
					continue;
				if (!opened && !fresh) {
					indent(o, depth);
					hcl_buf_puts(o, add ? "add {\n" : "remove {\n");
					opened = 1;
				}
				if (!any) {
					indent(o, depth + !fresh);
					hcl_buf_printf(o, "%s = [", list_keys[l]);
				}
				hcl_buf_printf(o, "%s%s", any ? ", " : "", v[k].text);
				any = 1;
			}
			if (any)
				hcl_buf_puts(o, "]\n");
		}
		if (opened) {
			indent(o, depth);
			hcl_buf_puts(o, "}\n");
		}
	}
}

/* Writes the entries under prefix (sorted by path from i on) at depth;
 * returns the first entry past them. */
static size_t render(draft *d, const entry *v, size_t i, size_t n, const char *prefix, int depth)
{
	size_t plen = strlen(prefix);
	size_t j = i;
	while (j < n && !strcmp(v[j].path, prefix))
		j++;
	int fresh = new_path(&d->cs, prefix) || draft_path_block(d->base, prefix) < 0;
	for (size_t k = i; k < j; k++)
		if (v[k].list == L_LINE) {
			indent(&d->o, depth);
			hcl_buf_printf(&d->o, "%s\n", v[k].text);
		}
	for (size_t k = i; k < j; k++)
		for (const char *p = v[k].list == L_BLOCK ? v[k].text : ""; *p;) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			indent(&d->o, depth);
			hcl_buf_printf(&d->o, "%.*s\n", (int)len, p);
			p += len + (nl != NULL);
		}
	lists(&d->o, v, i, j, fresh, depth);
	while (j < n && !strncmp(v[j].path, prefix, plen) && v[j].path[plen] == '/') {
		const char *name = v[j].path + plen + 1, *end = strchr(name, '/');
		size_t len = end ? (size_t)(end - name) : strlen(name);
		hcl_buf child = {0};
		hcl_buf_printf(&child, "%s/%.*s", prefix, (int)len, name);
		indent(&d->o, depth);
		hcl_buf_printf(&d->o, "%sblock \"%.*s\" {\n", depth ? "" : "\n", (int)len, name);
		if (!depth && !strncmp(prefix, "test", 4)) {
			indent(&d->o, depth + 1);
			hcl_buf_puts(&d->o, "test_file = true\n");
		}
		j = render(d, v, j, n, child.p ? child.p : "", depth + 1);
		indent(&d->o, depth);
		hcl_buf_puts(&d->o, "}\n");
		hcl_buf_free(&child);
	}
	return j;
}

static int block_kind(const change *c)
{
	static const char *const kinds[] = {"block", "schema", "argument", "constant", "reserved", "reserved_label"};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (draft_is(c, kinds[i]))
			return 1;
	return 0;
}

/* 1 when the change lies in a block type taken whole from the --like spec
 * (one the base lacks and that spec has). */
static int borrowed(const draft *d, const change *c)
{
	if (!d->ref)
		return 0;
	const char *w = draft_side(c)->where;
	hcl_buf p = {0};
	int in_ref = 0;
	for (const char *s = strchr(w, '/'); s && !in_ref; s = strchr(s + 1, '/')) {
		hcl_buf_reset(&p);
		hcl_buf_put(&p, w, (size_t)(s - w));
		/* the block at each prefix of where, the whole where last */
	}
	hcl_buf_reset(&p);
	for (const char *s = w; s;) {
		const char *next = strchr(s + 1, '/');
		hcl_buf_reset(&p);
		hcl_buf_put(&p, w, next ? (size_t)(next - w) : strlen(w));
		if (strchr(p.p, '/') && draft_path_block(d->base, p.p) < 0 && draft_path_block(d->ref, p.p) >= 0)
			in_ref = 1;
		s = next;
		if (in_ref)
			break;
	}
	hcl_buf_free(&p);
	return in_ref;
}

void draft_blocks(draft *d, drift_facts *new)
{
	entries es = {0};
	for (size_t i = 0; i < d->cs.n; i++)
		if (block_kind(&d->cs.v[i]) && !derived(d, &d->cs.v[i]) && !borrowed(d, &d->cs.v[i]))
			block_change(d, &es, new, &d->cs.v[i]);
	qsort(es.v, es.n, sizeof *es.v, by_path);
	for (size_t i = 0; i < es.n;) {
		const char *top = es.v[i].path, *slash = strchr(top, '/');
		hcl_buf prefix = {0};
		hcl_buf_put(&prefix, top, slash ? (size_t)(slash - top) : strlen(top));
		size_t j = render(d, es.v, i, es.n, prefix.p ? prefix.p : "", 0);
		i = j > i ? j : i + 1;
		hcl_buf_free(&prefix);
	}
	d->o.oom |= es.oom;
	for (size_t i = 0; i < es.n; i++)
		free(es.v[i].text);
	free(es.v);
}

