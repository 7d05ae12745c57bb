/* rsv_fix.h - a module rewritten for another release of its language without changing what
 * it means (prefix rsv_): the rewrites (the escape prefix before a reference that the new
 * release reads otherwise, an argument or block moved into its block's `_`; with trim, the
 * reverse where the new release does not need them) applied as byte-range edits, every
 * other byte kept, and proved by reading the result again.  `reserve fix` writes it. */
#ifndef RESERVE_RSV_FIX_H
#define RESERVE_RSV_FIX_H

#include "rsv.h"
#include "rsv_audit.h"
#include "spec_diff.h"

/* What a change does. */
typedef enum {
	RSV_FIX_PREFIX,      /* the escape root written before a reference */
	RSV_FIX_MOVE,        /* an argument or block moved into the _ block */
	RSV_FIX_TRIM_PREFIX, /* the escape root taken away */
	RSV_FIX_TRIM_MOVE,   /* an argument or block moved out of the _ block */
	RSV_FIX_MIGRATE      /* the new spec's migration: renamed, deleted or moved */
} rsv_fix_kind;

/* One rewrite, at the place [start, end) of the original file. */
typedef struct rsv_fix_change {
	hcl_file *file;
	uint32_t start, end;
	int kind;                /* rsv_fix_kind */
	const char *text;        /* the place as written (its first line) */
	const char *replacement; /* what it becomes (its first line) */
} rsv_fix_change;

/* A place whose reading changes with nothing to keep it: it is left as it is. */
typedef struct rsv_fix_problem {
	hcl_file *file;
	uint32_t start, end;
	const char *text;        /* the place (its first line) */
	const char *old_meaning; /* under the release the module is written for */
	const char *new_meaning; /* under the release it moves to */
	const char *why;         /* why no rewrite keeps it */
} rsv_fix_problem;

/* One file of the module. */
typedef struct rsv_fix_file {
	hcl_file *file;          /* the original, as read */
	char *text;              /* the rewritten bytes (malloc'd, NUL-terminated), or NULL: unchanged */
	uint32_t len;
	const char *refused;     /* why the file must stay as it is (its rewrite is dropped), or NULL */
	uint32_t refused_at;     /* the byte of the original the reason is about */
	unsigned references;     /* references given or stripped of the escape prefix */
	unsigned moved;          /* arguments and blocks moved into or out of _ */
	unsigned migrated;       /* places migrated as the new spec says (renamed, deleted, moved) */
} rsv_fix_file;

typedef struct rsv_fix {
	rsv_fix_file *files;     /* one per file of the module, in its order */
	uint32_t nfiles;
	rsv_fix_change *changes; /* in file order, then place order */
	uint32_t nchanges, capchanges;
	rsv_fix_problem *problems;
	uint32_t nproblems, capproblems;
	hcl_arena arena;         /* the strings of the results */
	int oom;
} rsv_fix;

/* Rewrites module m (parsed, not yet checked; m->l is the release it is
 * written for) for the release to (diff is spec_diff_new(m->l, to)): every
 * reference that to reads otherwise gets the escape prefix when that keeps
 * what it names, and every argument or block that to takes for its own
 * where m->l gave it to the provider or module moves into its block's `_`,
 * classified as the audit does (doc/audit.md); with RSV_FIX_TRIM, also the
 * reverse where to reads the place the same without them.  Each rewritten
 * file is parsed again and the module checked under to: every reference
 * must name what it named under m->l, and no error may appear that the
 * original does not have at that place, else the file is refused with the
 * reason (RSV_FIX_UNPROVED skips this, for a list of the rewrites); a file
 * with syntax errors is refused when it needs a rewrite.  The results point
 * into m's files: use them before m is freed; release them with
 * rsv_fix_free.  Returns 0, or -1 when out of memory anywhere in the work
 * (out->oom set): the results are then not all there, only rsv_fix_free is
 * left to do, and nothing else the fix allocated is held (m may be marked
 * out of memory by its check; its files keep their diagnostics). */
enum {
	RSV_FIX_TRIM = 1,    /* also take the prefix and _ away where to does not need them */
	RSV_FIX_UNPROVED = 2 /* make the texts without the proof (to list the changes only) */
};
int rsv_fix_module(rsv_module *m, const spec_lang *to, const spec_diff *diff, unsigned flags, rsv_fix *out);
/* rsv_fix_module for some changes of diff alone: only[i] set for each change i whose places
 * are rewritten (and reported when nothing keeps them); the others' are left as they are,
 * unreported, and the proof leaves their references aside.  Not with RSV_FIX_TRIM. */
int rsv_fix_module_only(rsv_module *m, const spec_lang *to, const spec_diff *diff, unsigned flags,
			const uint8_t *only, rsv_fix *out);
void rsv_fix_free(rsv_fix *x);

/* The edits, in file order, with which rsv_fix_module moves the argument at (or the nested
 * block bk) of parent, in file fi of m, into parent's _ for the release to, when it is the
 * only item moved into that _: the deletion and the insertion, one edit when they touch; the
 * same code and bytes as the file rsv_fix_module writes (a block on one line is expanded to
 * lines of its own).  Texts in arena a.  Returns the number of edits, 0 when the move is not
 * made (*why says why, or is NULL), or -1 when out of memory.  `reserve audit` gives them. */
int rsv_fix_move_edits(rsv_module *m, uint32_t fi, const hcl_block *parent, const hcl_attr *at,
		       const hcl_block *bk, const spec_lang *to, hcl_arena *a, rsv_edit out[2], const char **why);

/* The edits with which rsv_fix_module applies change c's migration (escape_kind
 * SPEC_ESCAPE_MIGRATE) at one place of file fi of m, when it is the only rewrite there: the
 * call (a function renamed), the argument at or nested block bk of parent, or the top-level
 * block bk (parent NULL); the same code and bytes as the file rsv_fix_module writes.  Texts
 * in arena a.  Returns the number of edits, 0 when the migration is not made (*why says why,
 * or is NULL), or -1 when out of memory.  `reserve audit` gives them. */
int rsv_fix_migrate_edits(rsv_module *m, uint32_t fi, const spec_change *c, const hcl_expr *call,
			  const hcl_block *parent, const hcl_attr *at, const hcl_block *bk, const spec_lang *to,
			  hcl_arena *a, rsv_edit out[2], const char **why);

#endif
