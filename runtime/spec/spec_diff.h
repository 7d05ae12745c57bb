/* spec_diff.h - what changes between two releases of a language: the audit's change list,
 * each change classified by what it does to the modules valid under the old release
 * (doc/audit.md has the rules and their reasons).  Prefix spec_. */
#ifndef RESERVE_SPEC_DIFF_H
#define RESERVE_SPEC_DIFF_H

#include "hcl.h"
#include "spec.h"

/* The kinds of change, in the order the list gives them: X(ENUM, name). */
#define SPEC_CHANGE_KINDS(X)                                                                   \
	X(ROOT, root) X(BLOCK, block) X(META_ARGUMENT, meta_argument) X(META_BLOCK, meta_block) \
	X(RESERVED_ARGUMENT, reserved_argument) X(RESERVED_BLOCK, reserved_block)             \
	X(ESCAPING_BLOCK, escaping_block) X(RESERVED_NAME, reserved_name)                     \
	X(TYPE_KEYWORD, type_keyword) X(FEATURE, feature) X(EDITION, edition)                 \
	X(DIAGNOSTIC, diagnostic) X(FUNCTION, function) X(NAMESPACE, namespace)              \
	X(TYPE, type) X(FILE_EXTENSION, file_extension)

typedef enum {
#define SPEC_X(up, low) SPEC_CHANGE_##up,
	SPEC_CHANGE_KINDS(SPEC_X)
#undef SPEC_X
	SPEC_CHANGE_NKINDS
} spec_change_kind;

typedef enum { SPEC_OP_ADDED, SPEC_OP_REMOVED, SPEC_OP_CHANGED } spec_change_op;

/* safe: no module valid under the old release changes meaning or validity;
 * escapable: some do, and a mechanical rewrite keeps the old meaning;
 * breaking: some do, with no such rewrite. */
typedef enum { SPEC_SAFE, SPEC_ESCAPABLE, SPEC_BREAKING, SPEC_NCLASSES } spec_class;

/* The rewrite that keeps the old meaning of an escapable change. */
typedef enum {
	SPEC_ESCAPE_NONE,
	SPEC_ESCAPE_PREFIX, /* write the escape root before the reference (resource.) */
	SPEC_ESCAPE_MOVE,   /* move the argument or block into the _ escaping block */
	SPEC_ESCAPE_MIGRATE /* the new spec's migration (rename, delete, move): migrate, migrate_to */
} spec_escape_kind;

/* Flagged on its own, whatever the class: a diagnostic code that now names
 * a different diagnostic (tools key on codes). */
enum { SPEC_FLAG_NONE, SPEC_FLAG_CODE_REUSED };

typedef struct spec_change {
	uint8_t kind;         /* spec_change_kind */
	uint8_t op;           /* spec_change_op */
	uint8_t cls;          /* spec_class */
	uint8_t flag;         /* SPEC_FLAG_* */
	uint8_t escape_kind;  /* spec_escape_kind */
	const char *name;     /* root, block type, argument, keyword, feature, edition, diagnostic id or
			       * code, function, namespace */
	const char *where;    /* path of the block it is in ("resource/lifecycle"), the root of an
			       * attribute, the aspect of a block; "" for a top-level item */
	const char *old_value, *new_value; /* NULL where absent */
	const char *reason;
	const char *escape;   /* the rewrite, e.g. "resource.ephemeral.TYPE.NAME", or NULL */
	const char *note;     /* the new spec's note on it (a change block), or NULL */
	uint8_t migrate;      /* spec_migrate_kind: the new spec's migration, applied (escape_kind MIGRATE) */
	const char *migrate_to;
} spec_change;

typedef struct spec_diff {
	const spec_lang *old_lang, *new_lang;
	spec_change *v;
	size_t n, cap;
	unsigned count[SPEC_NCLASSES]; /* changes per class */
	unsigned flagged;
	uint8_t old_models_strict; /* some block of the old spec is strict (else it says nothing of it) */
	int oom;
	hcl_arena arena; /* every string of the list */
} spec_diff;

/* Compares two specs (a release and the next).  Returns NULL only when out
 * of memory (anywhere: nothing it allocated is held then); the list lives
 * until spec_diff_free. */
spec_diff *spec_diff_new(const spec_lang *old_lang, const spec_lang *new_lang);
void spec_diff_free(spec_diff *d);
/* The index of the change of that kind, name and where ("" at the top), or -1. */
int spec_diff_find(const spec_diff *d, int kind, const char *name, const char *where);

/* Sets sel[i] (d->n entries) for each change i that key names, KIND:NAME[:WHERE] (without
 * WHERE: every change of that kind and name); the number, or -1 when KIND is no kind. */
int spec_diff_named(const spec_diff *d, const char *key, uint8_t *sel);
/* Gives the changes of d the notes and migrations of the new spec's change blocks (n of
 * them, base first: a later one wins).  A migration is applied where it is sound
 * (spec_migration_problem says nothing, and the change is what it migrates: a function that
 * no longer works, an argument or block type removed): the change becomes escapable, with
 * the migration as its escape.  Entries that name no change of d are left: they are of
 * another step of the language.  Returns 0, or -1 when out of memory (d is
 * then not to be used, but spec_diff_free'd). */
int spec_diff_annotate(spec_diff *d, const spec_change_note *v, unsigned n);
/* Why migration m (to: its target) of the change KIND:NAME[:WHERE] of key cannot be made in
 * release l (what it renames to, or moves into, is not there; the kind takes no such
 * migration), or NULL.  Text in arena a. */
const char *spec_migration_problem(const spec_lang *l, const char *key, int m, const char *to, hcl_arena *a);

extern const char *const spec_change_kind_names[]; /* by spec_change_kind */
extern const char *const spec_change_op_names[];   /* added, removed, changed */
extern const char *const spec_class_names[];       /* safe, escapable, breaking */

/* The escape root (resource.TYPE.NAME is always a managed resource), or -1. */
int spec_escape_root(const spec_lang *l);
/* The path of block i ("resource/lifecycle"; a test-file block "test:run/assert")
 * in arena a. */
const char *spec_block_path(hcl_arena *a, const spec_lang *l, int i);
/* Whether block type o of the old release takes only the language's own
 * arguments and blocks: its strict key, or, when the old spec marks no
 * block strict at all (it does not model the rule), that of block type n of
 * the new release (-1: none). */
int spec_diff_old_strict(const spec_diff *d, int o, int n);

/* Whether a block with reserved_names may not have NAME as its label: a
 * name the module_call block reads itself (doc/spec.md). */
int spec_reserved_name(const spec_lang *l, const char *name);

#endif
