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

void hcl_ast_done(hcl_parser *ps)
{
	free(ps->seen);
	ps->seen = NULL;
	ps->nseen = ps->capseen = 0;
}

/* ---- attribute names: one hash table per parse -----------------------------
 * Open addressing over (body, name); at most half full.  An attribute that
 * redefines one of its body is reported and dropped. */
struct hcl_attr_seen {
	const hcl_body *body;
	hcl_attr *attr; /* NULL: a free slot */
};

static uint32_t name_hash(const hcl_body *b, const char *s, uint32_t n)
{
	uint32_t seed = (uint32_t)((uintptr_t)b >> 4) * 0x9e3779b1u;
	return hcl_hash_mix(hcl_hash_bytes(HCL_HASH_START ^ seed, s, n));
}

/* The slot of (b, a's name): the attribute kept there, or a free slot. */
static struct hcl_attr_seen *seen_slot(hcl_parser *ps, const hcl_body *b, const hcl_attr *a)
{
	uint32_t n = a->name_end - a->name_start, mask = ps->capseen - 1;
	for (uint32_t i = name_hash(b, a->name, n) & mask;; i = (i + 1) & mask) {
		struct hcl_attr_seen *s = &ps->seen[i];
		if (!s->attr || (s->body == b && s->attr->name_end - s->attr->name_start == n &&
				 memcmp(s->attr->name, a->name, n) == 0))
			return s;
	}
}

/* Doubles the table; -1 when out of memory (the table is kept). */
static int seen_grow(hcl_parser *ps)
{
	struct hcl_attr_seen *old = ps->seen;
	uint32_t oldcap = ps->capseen, cap = oldcap ? oldcap * 2 : 64;
	struct hcl_attr_seen *t = calloc(cap, sizeof *t);
	if (!t || cap < oldcap) {
		free(t);
		return -1;
	}
	ps->seen = t;
	ps->capseen = cap;
	for (uint32_t i = 0; i < oldcap; i++)
		if (old[i].attr)
			*seen_slot(ps, old[i].body, old[i].attr) = old[i];
	free(old);
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

/* Remembers a, of b, as new in the table; -1 when out of memory. */
static int seen_add(hcl_parser *ps, const hcl_body *b, hcl_attr *a)
{
	if (2 * (ps->nseen + 1) > ps->capseen && seen_grow(ps) != 0)
		return -1;
	struct hcl_attr_seen *s = seen_slot(ps, b, a);
	s->body = b;
	s->attr = a;
	ps->nseen++;
	return 0;
}

/* The attribute of b named as a is, or NULL; a is remembered when it is
 * new.  Without memory for the table, a scan of b's attributes. */
hcl_attr *hcl_seen_before(hcl_parser *ps, hcl_body *b, hcl_attr *a)
{
	if (b->nattrs < SEEN_SCAN)
		return scan_attrs(b, a);
	if (b->nattrs == SEEN_SCAN)
		for (hcl_attr *o = b->attrs; o; o = o->next)
			if (seen_add(ps, b, o) != 0)
				return scan_attrs(b, a);
	if (2 * (ps->nseen + 1) > ps->capseen && seen_grow(ps) != 0)
		return scan_attrs(b, a);
	struct hcl_attr_seen *s = seen_slot(ps, b, a);
	if (s->attr)
		return s->attr;
	s->body = b;
	s->attr = a;
	ps->nseen++;
	return NULL;
}
