/* spec_form.c - lookups over the spec tables by name (through the
 * indexes of spec_lang.index, and the hash they are built with), the order
 * of versions, and the reference-form machine computed from the tables.
 * Generated code (PREFIX_forms.c) implements the same machine as a DFA;
 * the two must agree (tests/spec_twoways). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "spec.h"

/* Whether the NUL-terminated s (NULL: no name) is the len bytes at name:
 * a scan that ends at the first difference. */
static int is_name(const char *s, const char *name, size_t len)
{
	size_t i = 0;
	if (!s)
		return 0;
	while (i < len && s[i] && s[i] == name[i])
		i++;
	return i == len && s[i] == '\0';
}

uint32_t spec_hash(const char *s, size_t len)
{
	return hcl_hash_mix(hcl_hash_bytes(HCL_HASH_START, s, len));
}

/* spec_hash(s, strlen(s)), with the length in *len: one pass. */
static uint32_t hash_str(const char *s, size_t *len)
{
	return hcl_hash_mix(hcl_hash_str(HCL_HASH_START, s, len));
}

uint32_t spec_hash_slots(uint32_t n)
{
	uint32_t nslot = 8;
	if (!n)
		return 0;
	while (nslot < 2 * n)
		nslot *= 2;
	return nslot;
}

/* The name column of row i of a table. */
#define ROW_KEY(rows, size, off, i) (*(const char *const *)((const char *)(rows) + (size) * (i) + (off)))

void spec_hash_rows(uint16_t *slot, uint32_t nslot, uint16_t *next, const void *rows, size_t size, size_t off,
		    uint32_t n)
{
	/* the last row first: each goes before the rows of its name placed so far */
	for (uint32_t i = n; i-- > 0 && nslot;) {
		const char *key = ROW_KEY(rows, size, off, i);
		next[i] = 0;
		if (!key)
			continue;
		size_t len;
		uint32_t at = hash_str(key, &len) & (nslot - 1);
		while (slot[at] && !is_name(ROW_KEY(rows, size, off, slot[at] - 1u), key, len))
			at = (at + 1) & (nslot - 1);
		next[i] = slot[at];
		slot[at] = (uint16_t)(i + 1);
	}
}

/* A search of one table for the rows named name, in table order: through
 * its index, or a scan of the rows when it has none. */
typedef struct search {
	const spec_hashed *x;
	const void *rows;
	size_t size, off;
	uint32_t n;
	const char *name;
	size_t len;
	uint32_t at;  /* the slot to probe (or the row to scan) next */
	int32_t row;  /* the row found last: -1 before the first, -2 after the last */
} search;

/* len is the name's length, or SIZE_MAX for a NUL-terminated name. */
static void search_start(search *s, const spec_hashed *x, const void *rows, size_t size, size_t off, uint32_t n,
			 const char *name, size_t len)
{
	uint32_t h = len == SIZE_MAX ? hash_str(name, &len) : spec_hash(name, len);
	s->x = x;
	s->rows = rows;
	s->size = size;
	s->off = off;
	s->n = n;
	s->name = name;
	s->len = len;
	s->at = x->nslot ? h & (x->nslot - 1) : 0;
	s->row = -1;
}

/* The next row of that name, or -1. */
static int search_next(search *s)
{
	if (!s->x->nslot) {
		while (s->at < s->n) {
			uint32_t i = s->at++;
			if (is_name(ROW_KEY(s->rows, s->size, s->off, i), s->name, s->len))
				return (int)i;
		}
		return -1;
	}
	if (s->row >= 0) { /* the rest of its name's chain */
		uint16_t v = s->x->next[s->row];
		s->row = v ? (int32_t)v - 1 : -2;
		return s->row >= 0 ? s->row : -1;
	}
	uint32_t mask = s->x->nslot - 1;
	for (uint16_t v; s->row == -1 && (v = s->x->slot[s->at]) != 0; s->at = (s->at + 1) & mask)
		if (is_name(ROW_KEY(s->rows, s->size, s->off, v - 1u), s->name, s->len))
			return s->row = v - 1;
	s->row = -2;
	return -1;
}

/* The first row of that name, or -1. */
static int find_first(const spec_hashed *x, const void *rows, size_t size, size_t off, uint32_t n,
		      const char *name, size_t len)
{
	search s;
	search_start(&s, x, rows, size, off, n, name, len);
	return search_next(&s);
}

int spec_root_index(const spec_lang *l, const char *name, size_t len)
{
	if (l->lookup_root)
		return l->lookup_root(name, len);
	return find_first(&l->index.roots, l->roots, sizeof *l->roots, offsetof(spec_root, name), l->nroots, name,
			  len);
}

const spec_diag *spec_diag_role(const spec_lang *l, const char *role)
{
	int i = find_first(&l->index.diags, l->diags, sizeof *l->diags, offsetof(spec_diag, role), l->ndiags, role,
			   SIZE_MAX);
	return i >= 0 ? &l->diags[i] : NULL;
}

int spec_feature_index(const spec_lang *l, const char *name)
{
	return find_first(&l->index.features, l->features, sizeof *l->features, offsetof(spec_feature, name),
			  l->nfeatures, name, SIZE_MAX);
}

int spec_function_index(const spec_lang *l, const char *name, size_t len)
{
	return find_first(&l->index.functions, l->functions, sizeof *l->functions, offsetof(spec_function, name),
			  l->nfunctions, name, len);
}

int spec_namespace_index(const spec_lang *l, const char *name, size_t len)
{
	return find_first(&l->index.namespaces, l->namespaces, sizeof *l->namespaces,
			  offsetof(spec_namespace, name), l->nnamespaces, name, len);
}

int spec_type_index(const spec_lang *l, const char *name, size_t len)
{
	return find_first(&l->index.types, l->types, sizeof *l->types, offsetof(spec_type, name), l->ntypes, name,
			  len);
}

int spec_version_cmp(const char *a, const char *b)
{
	while (*a || *b) {
		long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if ((*a && (*a < '0' || *a > '9')) || (*b && (*b < '0' || *b > '9')))
			return strcmp(a, b);
	}
	return 0;
}

/* The first block type of that name that parent holds (a top-level one of
 * test files when test is 1, of module files when 0). */
static int block_in(const spec_lang *l, const char *type, int parent, int test)
{
	search s;
	search_start(&s, &l->index.blocks, l->blocks, sizeof *l->blocks, offsetof(spec_block, type), l->nblocks, type,
		     SIZE_MAX);
	for (int i; (i = search_next(&s)) >= 0;)
		if (l->blocks[i].parent == parent && (parent >= 0 || l->blocks[i].test_file == test))
			return i;
	return -1;
}

int spec_block_index(const spec_lang *l, const char *type, int parent)
{
	return block_in(l, type, parent, 0);
}

int spec_test_block_index(const spec_lang *l, const char *type)
{
	return block_in(l, type, -1, 1);
}

static int is_key(char c)
{
	return c == SPEC_STEP_STRING || c == SPEC_STEP_INT;
}

/* TYPE.NAME[KEY] once the prefix (if any) is gone: s are the steps after
 * TYPE. */
static int resource(const char *s)
{
	if (s[0] != SPEC_STEP_ATTR)
		return SPEC_OUT_NO_NAME;
	if (s[1] == '\0')
		return SPEC_OUT_RESOURCE;
	if (is_key(s[1]))
		return SPEC_OUT_INSTANCE;
	if (s[1] == SPEC_STEP_ATTR)
		return SPEC_OUT_INSTANCE_NOKEY;
	return SPEC_OUT_BAD_KEY;
}

int spec_form_outcome(const spec_lang *l, int root, const char *s)
{
	int form = root < 0 ? SPEC_FORM_FALLBACK : l->roots[root].form;
	switch (form) {
	case SPEC_FORM_NAME:
		if (s[0] == '\0')
			return SPEC_OUT_NAME_ALONE;
		return s[0] == SPEC_STEP_ATTR ? SPEC_OUT_NAME : SPEC_OUT_NAME_INDEX;
	case SPEC_FORM_BARE:
		return SPEC_OUT_BARE;
	case SPEC_FORM_RESERVED:
		return SPEC_OUT_RESERVED;
	case SPEC_FORM_TYPE_NAME:
		if (s[0] == '\0' || s[1] == '\0')
			return SPEC_OUT_PREFIX_SHORT;
		if (s[0] != SPEC_STEP_ATTR)
			return SPEC_OUT_INDEX_FIRST;
		return resource(s + 1);
	case SPEC_FORM_MODULE_CALL:
		if (s[0] == '\0')
			return SPEC_OUT_NAME_ALONE;
		if (s[0] != SPEC_STEP_ATTR)
			return SPEC_OUT_NAME_INDEX;
		if (s[1] == '\0')
			return SPEC_OUT_MODULE;
		if (s[1] == SPEC_STEP_ATTR)
			return SPEC_OUT_MODULE_OUTPUT;
		if (!is_key(s[1]))
			return SPEC_OUT_BAD_KEY;
		if (s[2] == '\0')
			return SPEC_OUT_MODULE_INSTANCE;
		return s[2] == SPEC_STEP_ATTR ? SPEC_OUT_MODULE_OUTPUT : SPEC_OUT_MODULE_OPERATION;
	default: /* the fallback: the root is TYPE */
		if (s[0] == '\0')
			return SPEC_OUT_NO_NAME;
		return resource(s);
	}
}
