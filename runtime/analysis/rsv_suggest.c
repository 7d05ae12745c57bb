/* rsv_suggest.c - "Did you mean" among a module's declarations: the first
 * name, in declaration order, closer than three edits to the one given (as
 * rsv_suggestion and OpenTofu's nameSuggestion), found without comparing
 * it with every name.  The names of a kind go into a trie; a search walks it
 * with one row of the edit-distance table per level, leaves a branch once
 * every entry of its row is past two edits, and visits the children of a
 * node in the order of their first names (the order they were made in), so
 * that it stops at the first child whose first name comes after the best
 * found so far.  Each name asked about is
 * answered once per module. */
#include <stdlib.h>
#include <string.h>

#include "rsv.h"

/* rsv_distance's reach: longer names are never suggested. */
enum { LONGEST = 64, FAR = 3 };

typedef struct node {
	int32_t child, sibling; /* node indices, -1 for none; siblings in the order made */
	int32_t name;           /* the declaration ending here, or -1 */
	int32_t first;          /* the smallest declaration below (and at) this node */
	unsigned char c;
} node;

typedef struct trie {
	node *v;
	size_t n, cap;
} trie;

typedef struct answer {
	const char *given; /* NULL: a free slot */
	int kind;
	int32_t found;     /* declaration index, or -1 */
} answer;

struct rsv_suggester {
	trie kinds[SPEC_DECL_COUNT];
	uint8_t built[SPEC_DECL_COUNT];
	answer *memo; /* open addressing on (kind, name), at most half full */
	size_t cap, n;
};

static int32_t new_node(hcl_arena *a, trie *t, unsigned char c)
{
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 64;
		node *v = hcl_alloc(a, cap * sizeof *v);
		if (!v)
			return -1;
		if (t->n)
			memcpy(v, t->v, t->n * sizeof *v);
		t->v = v;
		t->cap = cap;
	}
	t->v[t->n] = (node){-1, -1, -1, INT32_MAX, c};
	return (int32_t)t->n++;
}

/* Adds declaration d, named s (declarations come in increasing order);
 * -1 when out of memory. */
static int insert(hcl_arena *a, trie *t, const char *s, int32_t d)
{
	int32_t at = 0;
	for (;; s++) {
		if (d < t->v[at].first)
			t->v[at].first = d;
		if (!*s)
			break;
		int32_t k = t->v[at].child, last = -1;
		for (; k >= 0 && t->v[k].c != (unsigned char)*s; k = t->v[k].sibling)
			last = k;
		if (k < 0) { /* a new last child: its first name is the latest */
			if ((k = new_node(a, t, (unsigned char)*s)) < 0)
				return -1;
			if (last < 0)
				t->v[at].child = k;
			else
				t->v[last].sibling = k;
		}
		at = k;
	}
	if (t->v[at].name < 0)
		t->v[at].name = d;
	return 0;
}

static int build(hcl_arena *a, trie *t, const rsv_module *m, int kind)
{
	if (new_node(a, t, 0) < 0)
		return -1;
	for (uint32_t i = 0; i < m->ndecls; i++)
		if (m->decls[i].kind == kind && strlen(m->decls[i].name) <= LONGEST &&
		    insert(a, t, m->decls[i].name, (int32_t)i) != 0)
			return -1;
	return 0;
}

typedef struct search {
	const trie *t;
	const char *q;
	size_t len;
	int32_t best;
	uint8_t rows[LONGEST + 2][LONGEST + 1]; /* row d: the distances at depth d */
} search;

/* Visits node k at depth d (1..), whose parent's row is rows[d - 1]. */
static void visit(search *s, int32_t k, size_t d)
{
	const node *nd = &s->t->v[k];
	if (d > LONGEST)
		return;
	const uint8_t *up = s->rows[d - 1];
	uint8_t *row = s->rows[d], least = (uint8_t)d;
	row[0] = (uint8_t)d;
	for (size_t j = 1; j <= s->len; j++) {
		uint8_t sub = up[j - 1] + ((unsigned char)s->q[j - 1] != nd->c);
		uint8_t del = up[j] + 1, ins = row[j - 1] + 1;
		uint8_t v = sub < del ? sub : del;
		row[j] = v < ins ? v : ins;
		if (row[j] < least)
			least = row[j];
	}
	if (nd->name >= 0 && row[s->len] < FAR && nd->name < s->best)
		s->best = nd->name;
	if (least >= FAR)
		return;
	for (int32_t c = nd->child; c >= 0 && s->t->v[c].first < s->best; c = s->t->v[c].sibling)
		visit(s, c, d + 1);
}

static int32_t closest(const trie *t, const char *given)
{
	search s = {.t = t, .q = given, .len = strlen(given), .best = INT32_MAX};
	if (!t->n || s.len > LONGEST)
		return -1;
	for (size_t j = 0; j <= s.len; j++)
		s.rows[0][j] = (uint8_t)(j < FAR ? j : FAR); /* capped: only < FAR matters */
	if (t->v[0].name >= 0 && s.len < FAR)
		s.best = t->v[0].name;
	for (int32_t c = t->v[0].child; c >= 0 && t->v[c].first < s.best; c = t->v[c].sibling)
		visit(&s, c, 1);
	return s.best == INT32_MAX ? -1 : s.best;
}

static size_t answer_hash(int kind, const char *s)
{
	size_t h = 2166136261u ^ (size_t)kind;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static answer *answer_slot(answer *memo, size_t cap, int kind, const char *given)
{
	size_t i = answer_hash(kind, given) & (cap - 1);
	while (memo[i].given && (memo[i].kind != kind || strcmp(memo[i].given, given) != 0))
		i = (i + 1) & (cap - 1);
	return &memo[i];
}

/* Room for one more answer; -1 when out of memory. */
static int memo_room(hcl_arena *a, struct rsv_suggester *s)
{
	if (2 * (s->n + 1) <= s->cap)
		return 0;
	size_t cap = s->cap ? 2 * s->cap : 64;
	answer *memo = hcl_alloc(a, cap * sizeof *memo);
	if (!memo)
		return -1;
	memset(memo, 0, cap * sizeof *memo);
	for (size_t i = 0; i < s->cap; i++)
		if (s->memo[i].given)
			*answer_slot(memo, cap, s->memo[i].kind, s->memo[i].given) = s->memo[i];
	s->memo = memo;
	s->cap = cap;
	return 0;
}

const char *rsv_decl_suggestion(rsv_module *m, hcl_file *f, int kind, const char *given)
{
	struct rsv_suggester *s = m->suggester;
	if (kind < 0 || kind >= SPEC_DECL_COUNT || !m->l->suggestion)
		return "";
	if (!s && (s = m->suggester = hcl_alloc(&m->arena, sizeof *s)))
		memset(s, 0, sizeof *s);
	if (!s || memo_room(&m->arena, s) != 0)
		return "";
	answer *slot = answer_slot(s->memo, s->cap, kind, given);
	if (!slot->given) {
		if (!s->built[kind]) {
			s->built[kind] = 1;
			if (build(&m->arena, &s->kinds[kind], m, kind) != 0)
				s->kinds[kind].n = 0; /* out of memory: no suggestions */
		}
		*slot = (answer){given, kind, closest(&s->kinds[kind], given)};
		s->n++;
	}
	if (slot->found < 0)
		return "";
	const char *kv[] = {"name", m->decls[slot->found].name, NULL};
	return rsv_fill(f, m->l->suggestion, kv);
}
