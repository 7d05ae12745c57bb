/* hcl_names.c - names: a file's copies of the names that repeat, and the
 * table of a parse that finds an attribute a body already has (freed by
 * hcl_ast_done). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_parser.h"

/* ---- a file's names --------------------------------------------------------
 * A name is looked for in a small cache by its length and a few of its
 * bytes, and copied into the arena only when it is not there (the copy then
 * takes the entry). */
enum { NAME_CACHE = 64 };

struct hcl_name_cache {
	const char *s[NAME_CACHE];
	uint32_t len[NAME_CACHE];
};

const char *hcl_file_name(hcl_file *f, const char *s, uint32_t n)
{
	if (!n)
		return "";
	if (!f->names)
		f->names = hcl_alloc(&f->arena, sizeof *f->names);
	struct hcl_name_cache *c = f->names;
	unsigned k = (n * 31u + (unsigned char)s[0] * 7u + (unsigned char)s[n - 1] +
		      (unsigned char)s[n / 2] * 3u) % NAME_CACHE;
	if (c->s[k] && c->len[k] == n && memcmp(c->s[k], s, n) == 0)
		return c->s[k];
	c->len[k] = n;
	return c->s[k] = hcl_strndup(&f->arena, s, n);
}

/* ---- attribute names: one hash table, kept from parse to parse ------------
 * Open addressing over (body, name); at most half full.  An attribute that
 * redefines one of its body is reported and dropped. */
struct hcl_attr_seen {
	const hcl_body *body;
	hcl_attr *attr;
	uint32_t gen; /* the table's: the slot holds attr; else it is free */
};

/* A table of more slots than this is freed when its parse ends rather than
 * kept for the next. */
enum { SEEN_KEEP = 4096 };

void hcl_seen_free(hcl_seen_table *t)
{
	free(t->v);
	*t = (hcl_seen_table){0};
}

void hcl_ast_done(hcl_parser *ps)
{
	hcl_seen_table *t = ps->seen;
	if (t->cap > SEEN_KEEP) {
		hcl_seen_free(t);
		return;
	}
	t->n = 0;
	if (++t->gen == 0) { /* wrapped: a slot's old gen could come back */
		if (t->v)
			memset(t->v, 0, (size_t)t->cap * sizeof *t->v);
		t->gen = 1;
	}
}

static uint32_t name_hash(const hcl_body *b, const char *s, uint32_t n)
{
	uint32_t seed = (uint32_t)((uintptr_t)b >> 4) * 0x9e3779b1u;
	return hcl_hash_mix(hcl_hash_bytes(HCL_HASH_START ^ seed, s, n));
}

/* The slot of (b, a's name): the attribute kept there, or a free slot. */
static struct hcl_attr_seen *seen_slot(const hcl_seen_table *t, const hcl_body *b, const hcl_attr *a)
{
	uint32_t n = a->name_end - a->name_start, mask = t->cap - 1;
	for (uint32_t i = name_hash(b, a->name, n) & mask;; i = (i + 1) & mask) {
		struct hcl_attr_seen *s = &t->v[i];
		if (s->gen != t->gen || (s->body == b && s->attr->name_end - s->attr->name_start == n &&
					 memcmp(s->attr->name, a->name, n) == 0))
			return s;
	}
}

/* Makes room for one more; -1 when out of memory (the table is kept). */
static int seen_room(hcl_seen_table *t)
{
	if (2 * (t->n + 1) <= t->cap)
		return 0;
	hcl_seen_table old = *t;
	uint32_t cap = old.cap ? old.cap * 2 : 64;
	struct hcl_attr_seen *v = calloc(cap, sizeof *v);
	if (!v || cap < old.cap) {
		free(v);
		return -1;
	}
	t->v = v;
	t->cap = cap;
	t->gen = old.gen ? old.gen : 1; /* the new slots' 0 is free */
	for (uint32_t i = 0; i < old.cap; i++)
		if (old.v[i].gen == old.gen)
			*seen_slot(t, old.v[i].body, old.v[i].attr) = old.v[i];
	free(old.v);
	return 0;
}

/* Bodies with fewer attributes than this are searched by a scan of their
 * list; the attributes of larger ones go into the table, those already
 * there when the body reaches this size included. */
enum { SEEN_SCAN = 32 };

/* The attribute of b's list named as a is, or NULL. */
static hcl_attr *scan_attrs(const hcl_body *b, const hcl_attr *a)
{
	uint32_t n = a->name_end - a->name_start;
	for (hcl_attr *o = b->attrs; o; o = o->next)
		if (o->name_end - o->name_start == n && memcmp(o->name, a->name, n) == 0)
			return o;
	return NULL;
}

/* The attribute of b named as a is, found in the table; else a is put
 * there and NULL returned (NULL too, with *oom set, when there is no room
 * for it). */
static hcl_attr *seen_put(hcl_seen_table *t, const hcl_body *b, hcl_attr *a, int *oom)
{
	if (seen_room(t) != 0) {
		*oom = 1;
		return NULL;
	}
	struct hcl_attr_seen *s = seen_slot(t, b, a);
	if (s->gen == t->gen)
		return s->attr;
	*s = (struct hcl_attr_seen){b, a, t->gen};
	t->n++;
	return NULL;
}

/* The attribute of b named as a is, or NULL; a is remembered when it is
 * new.  Without memory for the table, a scan of b's attributes. */
hcl_attr *hcl_seen_before(hcl_parser *ps, hcl_body *b, hcl_attr *a)
{
	int oom = 0;
	if (b->nattrs < SEEN_SCAN)
		return scan_attrs(b, a);
	if (b->nattrs == SEEN_SCAN)
		for (hcl_attr *o = b->attrs; o && !oom; o = o->next)
			seen_put(ps->seen, b, o, &oom);
	hcl_attr *o = oom ? NULL : seen_put(ps->seen, b, a, &oom);
	return oom ? scan_attrs(b, a) : o;
}
