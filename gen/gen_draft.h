/* gen_draft.h - the parts of reserve-gen draft (gen_draft.c: the command,
 * roots, features, functions and diagnostics; gen_draft_blocks.c: block
 * types and their schemas). */
#ifndef RESERVE_GEN_DRAFT_H
#define RESERVE_GEN_DRAFT_H

#include "gen_drift.h"

/* One fact that differs between the trees: old or new is NULL when the
 * fact is only on the other side. */
typedef struct change {
	const drift_fact *old, *new;
} change;

typedef struct changes {
	change *v;
	size_t n, cap;
	int oom;
} changes;

/* The keys of the top-level remove block a draft writes. */
#define DRAFT_REMOVES(X) \
	X(ROOTS, "roots") \
	X(BLOCKS, "blocks") \
	X(TEST_BLOCKS, "test_blocks") \
	X(FEATURES, "features") \
	X(DIAGNOSTICS, "diagnostics") \
	X(NAMESPACES, "namespaces")

enum {
#define X(ID, key) DRAFT_REMOVE_##ID,
	DRAFT_REMOVES(X)
#undef X
	DRAFT_REMOVE_COUNT
};

typedef struct draft {
	hcl_buf o;
	const spec_lang *base;
	char since[32];
	changes cs;
	hcl_buf remove[DRAFT_REMOVE_COUNT]; /* names for the top-level remove block, by key */
	drift_facts *basefacts;             /* the base's own facts (drift_spec_facts) */
	const spec_lang *ref;               /* --like: a spec to take new items from, or NULL */
	drift_facts *reffacts;              /* its facts */
} draft;

/* The fact a change has on its newer side, else its older one. */
const drift_fact *draft_side(const change *c);
/* 1 when the change is of a fact of that kind. */
int draft_is(const change *c, const char *kind);
/* s as an HCL quoted string. */
void draft_quoted(hcl_buf *o, const char *s);
/* Adds name to the top-level remove block's list of key k. */
void draft_remove(draft *d, int k, const char *name);
/* The block type of base at a block path ("module/resource/lifecycle"), or -1. */
int draft_path_block(const spec_lang *base, const char *path);
/* Writes the changes of block types, their schemas and names. */
void draft_blocks(draft *d, drift_facts *new);

#endif
