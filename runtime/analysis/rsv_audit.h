/* rsv_audit.h - a module read under two releases of its language: the places whose meaning
 * or validity changes, the rewrite that keeps the old meaning, and the diagnostics of the
 * two checks that differ (prefix rsv_).  `reserve audit` reports them; `reserve fix`
 * applies the rewrites. */
#ifndef RESERVE_RSV_AUDIT_H
#define RESERVE_RSV_AUDIT_H

#include "rsv.h"
#include "spec_diff.h"

typedef enum {
	RSV_REWRITE_NONE,   /* nothing keeps the old meaning */
	RSV_REWRITE_PREFIX, /* the escape root before a reference: resource.TYPE.NAME */
	RSV_REWRITE_MOVE,   /* the argument or block moved into the block's _ */
	RSV_REWRITE_MIGRATE /* the new spec's migration of its change (rename, delete, move) */
} rsv_rewrite_kind;

/* One byte-range replacement: [start, end) of the file becomes text. */
typedef struct rsv_edit {
	uint32_t start, end;
	const char *text;
} rsv_edit;

typedef enum {
	RSV_PLACE_REFERENCE,
	RSV_PLACE_ARGUMENT,
	RSV_PLACE_BLOCK,
	RSV_PLACE_LABEL,
	RSV_PLACE_CALL,   /* a call of a function that changes */
	RSV_PLACE_ADDRESS /* an address (moved, import, removed) whose meaning changes */
} rsv_place_kind;

/* A place of a file that a change explains, which is no impact: read in error under the old
 * release and not under the new (what a fixed module's errors are attributed by). */
typedef struct rsv_audit_span {
	hcl_file *file;
	uint32_t start, end;
	int change;
} rsv_audit_span;

typedef struct rsv_impact {
	hcl_file *file;
	uint32_t start, end;     /* the place */
	int place;               /* rsv_place_kind */
	const char *text;        /* its source text */
	int change;              /* the change of the spec_diff that explains it, or -1 */
	const char *old_meaning; /* what it means under each release */
	const char *new_meaning;
	int rewrite;             /* rsv_rewrite_kind */
	const char *replacement; /* the place rewritten (PREFIX), or the bytes fix writes where it moves
				  * (MOVE: the text of the edit that inserts); NULL: none */
	rsv_edit edits[2];       /* the rewrite as edits, in file order */
	unsigned nedits;
	const char *why;         /* with no rewrite: why none keeps it and what to do, or NULL */
} rsv_impact;

/* A diagnostic of one of the two checks that the other does not have. */
typedef struct rsv_audit_diag {
	hcl_file *file;
	const hcl_diag *d;
} rsv_audit_diag;

typedef struct rsv_audit {
	rsv_impact *impacts;
	uint32_t nimpacts, capimpacts;
	unsigned old_errors, new_errors;  /* errors of the module under each release */
	rsv_audit_diag *only_old, *only_new;
	uint32_t nonly_old, nonly_new, capold, capnew;
	rsv_audit_span *spans;            /* places fixed, by the change that explains them */
	uint32_t nspans, capspans;
	hcl_arena arena;                  /* the strings of the results */
	int oom;
} rsv_audit;

/* ---- addresses (rsv_address.c) ---------------------------------------------------------- */

/* An address whose reading by OpenTofu's address grammar differs between two releases:
 * [start, end) of its file, the word read otherwise (a resource mode word in one release
 * only), and what it means under each (in the arena given). */
typedef struct rsv_address_change {
	uint32_t start, end;
	const char *word;
	const char *old_meaning, *new_meaning;
} rsv_address_change;
typedef void (*rsv_address_fn)(void *ctx, const rsv_address_change *c);
/* Whether argument name of block type s of l holds addresses: one of its static_arguments
 * whose form is address, or that has no argument form at all (moved's from and to). */
int rsv_address_argument(const spec_lang *l, int s, const char *name);
/* Calls fn for each address of argument at (of file f; one, or a list of them) that o and
 * n read differently: its first word after the module prefixes is a resource mode word in
 * one of them only (the words of their type_name roots declared by data or ephemeral
 * resources). */
void rsv_address_changes(const spec_lang *o, const spec_lang *n, hcl_file *f, const hcl_attr *at, hcl_arena *a,
			 rsv_address_fn fn, void *ctx);
/* Why no rewrite keeps such an address, and what the author does. */
extern const char *const rsv_address_why;

/* Reads module m (parsed, not yet checked; m->l is the old release) under
 * the old release and new_lang: checks it under both (every file ends with
 * the old check's diagnostics), finds each place whose meaning or validity
 * changes for a module valid before (impacts, in file order; none in a
 * file with syntax errors, whose tree is partial), the places read in
 * error before and not now (spans), and the diagnostics that differ, both in the files m shows (rsv_module_shows:
 * the files named, when m was read for some); the error counts are the
 * whole module's.  diff is spec_diff_new(m->l, new_lang).  The
 * results point into m's files: use them before m is freed; release them
 * with rsv_audit_free.  Returns 0, or -1 when out of memory anywhere in the
 * work (out->oom set): the results are then not all there, only
 * rsv_audit_free is left to do, and nothing else the audit allocated is held
 * (m's files keep the old check's diagnostics, or their parse's when memory
 * ran out before it). */
int rsv_audit_module(rsv_module *m, const spec_lang *new_lang, const spec_diff *diff, rsv_audit *out);
void rsv_audit_free(rsv_audit *a);

#endif
