/* hcl_expr.c - the expression node: the fields each kind holds (one table),
 * hence its size and its children, and making and copying nodes. */
#include <stddef.h>
#include <string.h>

#include "hcl.h"

enum { A = HCL_XF_A, NAME = HCL_XF_NAME, TRAV = HCL_XF_TRAV, LIST = HCL_XF_LIST, B = HCL_XF_B,
       C = HCL_XF_C, D = HCL_XF_D, NAME2 = HCL_XF_NAME2, TEXT = HCL_XF_TEXT };

/* What each kind holds (the comments of hcl_expr_kind say what for). */
#define EXPR_FIELDS(K) \
	K(HCL_E_LITERAL, TEXT) \
	K(HCL_E_TEMPLATE, LIST) \
	K(HCL_E_WRAP, A) \
	K(HCL_E_SCOPETRAV, TRAV) \
	K(HCL_E_RELTRAV, A | TRAV) \
	K(HCL_E_INDEX, A | B) \
	K(HCL_E_SPLAT, A | B) \
	K(HCL_E_ANON, 0) \
	K(HCL_E_CALL, NAME | LIST) \
	K(HCL_E_BINOP, A | B) \
	K(HCL_E_UNOP, A) \
	K(HCL_E_COND, A | B | C) \
	K(HCL_E_TUPLE, LIST) \
	K(HCL_E_OBJECT, LIST) \
	K(HCL_E_ITEM, A | B) \
	K(HCL_E_FOR, A | B | C | D | NAME | NAME2) \
	K(HCL_E_PAREN, A) \
	K(HCL_E_TIF, A | B | C) \
	K(HCL_E_TFOR, A | B | C | D | NAME | NAME2) \
	K(HCL_E_INVALID, LIST)

/* Where a node holding fields f ends: after the last of them. */
#define END(field) (offsetof(hcl_expr, field) + sizeof(void *))
#define EXPR_SIZE(f) \
	((f) & NAME2 ? END(name2) : (f) & D ? END(d) : (f) & (C | TRAV) ? END(c) : (f) & B ? END(b) \
	 : (f) & NAME ? END(name) : (f) & (A | LIST | TEXT) ? END(a) : offsetof(hcl_expr, a))

#define FIELDS_ROW(kind, f) [kind] = (f),
static const uint16_t fields[] = {EXPR_FIELDS(FIELDS_ROW)};
#define SIZE_ROW(kind, f) [kind] = EXPR_SIZE(f),
const uint8_t hcl_expr_sizes[] = {EXPR_FIELDS(SIZE_ROW)};
HCL_STATIC_ASSERT(sizeof fields / sizeof fields[0] == HCL_E_INVALID + 1, a_row_for_every_kind);
#define A_OR_LIST(kind, f) \
	HCL_STATIC_ASSERT(!((f) & A && (f) & (LIST | TEXT)) && !((f) & LIST && (f) & TEXT), kind##_a_or_list);
EXPR_FIELDS(A_OR_LIST)
/* The layout EXPR_SIZE reads: list and text are where a is (no kind holds
 * two of them), a traversal is where name is and ends with c, name2 is
 * last. */
HCL_STATIC_ASSERT(offsetof(hcl_expr, list) == offsetof(hcl_expr, a) &&
			  offsetof(hcl_expr, text) == offsetof(hcl_expr, a) &&
			  offsetof(hcl_expr, trav) == offsetof(hcl_expr, name) &&
			  offsetof(hcl_expr, trav) + sizeof(hcl_traversal) <= END(c) &&
			  END(name2) == sizeof(hcl_expr),
		  node_layout);

/* The fields that hold children, in their order. */
static const struct {
	uint8_t field;
	uint8_t at;
} children[] = {
	{A, offsetof(hcl_expr, a)},
	{B, offsetof(hcl_expr, b)},
	{C, offsetof(hcl_expr, c)},
	{D, offsetof(hcl_expr, d)},
	{LIST, offsetof(hcl_expr, list)},
};

unsigned hcl_expr_fields(int kind)
{
	return kind >= 0 && kind <= HCL_E_INVALID ? fields[kind] : 0x1ff;
}

hcl_expr *hcl_expr_copy(hcl_arena *a, const hcl_expr *e)
{
	size_t n = hcl_expr_sizes[e->kind];
	hcl_expr *c = hcl_alloc_raw(a, n);
	memcpy(c, e, n);
	return c;
}

int hcl_expr_slots(hcl_expr *e, hcl_expr **slots[4])
{
	unsigned f = fields[e->kind];
	int n = 0;
	for (size_t i = 0; i < sizeof children / sizeof children[0]; i++)
		if (f & children[i].field)
			slots[n++] = (hcl_expr **)((char *)e + children[i].at);
	return n;
}

int hcl_expr_kids(const hcl_expr *e, const hcl_expr *kids[4])
{
	unsigned f = fields[e->kind];
	int n = 0;
	for (size_t i = 0; i < sizeof children / sizeof children[0]; i++)
		if (f & children[i].field)
			kids[n++] = *(hcl_expr *const *)((const char *)e + children[i].at);
	return n;
}
