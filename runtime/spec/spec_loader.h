/* spec_loader.h - the spec loader's own types and helpers, shared by its
 * three files: spec_read.c (values and keys), spec_load.c (blocks and
 * files) and spec_check.c (names between tables, and the whole).  Not
 * for use outside runtime/spec.  spec_roles.c checks the roles. */
#ifndef RESERVE_SPEC_LOADER_H
#define RESERVE_SPEC_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "hcl.h"
#include "hcl_buf.h"
#include "spec.h"

/* A spec and the specs it extends, one chain: at most 15 bases. */
enum { SPEC_MAX_FILES = 16 };
/* The file of an item that the file being read removed (spec_extend.c):
 * a place an item defined again in that file takes, and gone once the
 * file is read. */
enum { SPEC_FILE_REMOVED = 0xFFFF };
/* Items per table: indices between tables are int16_t, -1 for none. */
enum { SPEC_MAX_ITEMS = 32767 };

/* What the loader keeps of an item besides its row. */
typedef struct spec_item_meta {
	uint64_t given;      /* the keys given for it, in any file: bit k for the k-th
			      * column of its table in spec_fields.h (SPEC_COL_...) */
	spec_names names;    /* an edition's feature names, resolved at the end */
	uint32_t names_at;   /* where they were last given */
	uint16_t names_file;
	uint32_t gen;        /* how many times the item was defined anew in its place */
} spec_item_meta;

/* A table under construction: items of one kind, with where each was
 * declared (or last changed, by a spec that extends). */
typedef struct spec_grow {
	void *v;
	uint32_t *at; /* byte offset of the declaring block */
	uint16_t *file;
	spec_item_meta *meta;
	uint32_t n, cap;
	size_t size;
	int full;     /* SPEC_MAX_ITEMS reached, and reported */
} spec_grow;

#define SPEC_ITEM(g, T, i) (((T *)(g).v)[i])

struct spec_loaded {
	hcl_arena arena;
	hcl_file *files[SPEC_MAX_FILES];
	unsigned nfiles;
	unsigned errors;
	spec_lang lang;
	spec_grow roots, blocks, features, editions, diags, functions, namespaces, types;
	spec_grow drift; /* spec_drift_note: what reserve-gen drift leaves out (spec_drift.c) */
	spec_grow changes; /* spec_change_note: notes and migrations of changes (spec_migrate.c) */
};

/* A hash index over the names of an array's items: an item's name is the
 * const char * at byte off of it, items size bytes apart from base (NULL
 * names are not indexed).  Each name leads to the first item indexed with
 * it.  Its memory is in the spec's arena.  Zero-initialise. */
typedef struct spec_index {
	uint32_t *slot; /* item + 1, or 0 for a free slot */
	uint32_t cap, n;
} spec_index;

/* What a pending name refers to. */
enum { SPEC_REF_FEATURE, SPEC_REF_BLOCK, SPEC_REF_DIAG };

/* The tables whose items an extending spec finds by name (block types are
 * found by name and place). */
enum {
	SPEC_IDS_ROOT,
	SPEC_IDS_FEATURE,
	SPEC_IDS_EDITION,
	SPEC_IDS_DIAG,
	SPEC_IDS_FUNCTION,
	SPEC_IDS_NAMESPACE,
	SPEC_IDS_TYPE,
	SPEC_IDS_COUNT
};

/* SPEC_COL_TABLE_field: the column's place in its table's list of
 * spec_fields.h, the bit of spec_item_meta.given for its key. */
enum {
#define SPEC_ROOT_FIELD(field, key, kind, in) SPEC_COL_ROOT_##field,
#include "spec_fields.h"
	SPEC_COL_ROOT_COUNT
};
enum {
#define SPEC_BLOCK_FIELD(field, key, kind) SPEC_COL_BLOCK_##field,
#include "spec_fields.h"
	SPEC_COL_BLOCK_COUNT
};
enum {
#define SPEC_FEATURE_FIELD(field, key, kind) SPEC_COL_FEATURE_##field,
#include "spec_fields.h"
	SPEC_COL_FEATURE_COUNT
};
enum {
#define SPEC_NAMESPACE_FIELD(field, key, kind) SPEC_COL_NAMESPACE_##field,
#include "spec_fields.h"
	SPEC_COL_NAMESPACE_COUNT
};
enum {
#define SPEC_TYPE_FIELD(field, key, kind) SPEC_COL_TYPE_##field,
#include "spec_fields.h"
	SPEC_COL_TYPE_COUNT
};
/* 1 when the key of column field of table T was given for item i of g. */
#define SPEC_GIVEN(g, i, T, field) ((int)(((g).meta[i].given >> SPEC_COL_##T##_##field) & 1u))

/* A list column of a table: its key and where it is in a row. */
typedef struct spec_list_col {
	const char *key;
	size_t off;
} spec_list_col;

typedef struct spec_loader {
	spec_loaded *s;
	hcl_file *f;   /* the file being read */
	unsigned fi;   /* its index */
	int saw_fallback;
	/* names that refer to other items, resolved once all is read */
	struct spec_pending {
		const char *name;
		uint16_t kind; /* SPEC_REF_... */
		uint16_t file;
		uint32_t at;
		spec_grow *g;  /* the slot is in item `index` of g at byte `off` ... */
		uint32_t index;
		uint32_t gen;  /* the item's gen then: a name of an item since defined anew is dropped */
		size_t off;
		int16_t *slot; /* ... or here, when g is NULL */
	} *pend;
	uint32_t npend, cappend;
	/* the items of the tables an extending spec may replace, by name,
	 * as read so far (spec_load.c) */
	struct spec_index ids[SPEC_IDS_COUNT];
	/* where the last language block and the fallback were read */
	uint16_t lang_file, fallback_file;
	uint32_t lang_at, fallback_at;
	uint64_t fallback_given; /* its keys given, as spec_item_meta.given */
	/* where the item being changed was defined or last changed before */
	uint16_t prev_file;
	uint32_t prev_at;
	uint32_t nremoved;  /* items the file being read removed */
	spec_item_meta scratch; /* the meta of an item past SPEC_MAX_ITEMS */
	size_t max_size;  /* the largest spec file read */
	const char *why;  /* why the last file could not be read: ": ...", or "" */
	const spec_source *mem; /* spec_load_sources: the files, in memory; NULL: read files */
	unsigned nmem;
	int incomplete;   /* a file or its base could not be read: no checks of the whole */
	hcl_oom *oom;     /* where running out of memory jumps (spec_load_max's handler):
			   * the spec's arena and every file's point at it */
} spec_loader;

/* Memory ran out while loading: jumps out of the load (spec_load_max frees
 * all and returns NULL). */
HCL_NORETURN void spec_nomem(spec_loader *ld);
/* b's text copied into the spec's arena, and b freed; out of memory (b's
 * or the arena's), b freed and spec_nomem. */
const char *spec_buf_done(spec_loader *ld, hcl_buf *b);

/* ---- spec_load.c --------------------------------------------------------- */

/* Reads the spec file at path (depth: how many `extends` led to it) and the
 * files it extends into ld: 0, or -1 when it cannot be read (ld->why says
 * why). */
int spec_load_file(spec_loader *ld, const char *path, int depth);

/* ---- spec_read.c --------------------------------------------------------- */

/* A new zeroed item at the end of g, declared in the file being read at
 * byte at.  Past SPEC_MAX_ITEMS the item is a scratch one, not in g, and
 * the first such is reported ("what" names the table). */
void *spec_grow_add(spec_loader *ld, spec_grow *g, uint32_t at, const char *what);

/* The item indexed under name, or -1. */
int32_t spec_index_find(const spec_index *x, const void *base, size_t size, size_t off, const char *name);
/* Indexes item i under its name, unless an item is already there: returns
 * that item, or -1 when i was indexed (or has no name). */
int32_t spec_index_add(spec_loaded *s, spec_index *x, const void *base, size_t size, size_t off,
		       uint32_t i);

/* Checks the {placeholders} of text, the key of diagnostic block b,
 * against its params ("{{" and "}}" are literal braces). */
void spec_check_placeholders(spec_loader *ld, const hcl_block *b, const char *key, const char *text,
			     spec_names params);
/* Reports a problem at [start, end) of f. */
__attribute__((format(printf, 6, 7))) void spec_problem(spec_loader *ld, hcl_file *f, uint32_t start,
							  uint32_t end, const char *summary,
							  const char *fmt, ...);
/* Writes n words (NULL ones left out) as "a, b, c" with `last` before the
 * last one (", ", " or ", " and "). */
void spec_word_list(hcl_buf *o, const char *const *words, int n, const char *last);

const hcl_attr *spec_attr(const hcl_block *b, const char *name);
/* The value of a as a string, or NULL after reporting. */
const char *spec_str_value(spec_loader *ld, const hcl_attr *a);
/* Checks every attribute of b against the n allowed keys and every nested
 * block against the allowed block types (NULL-terminated, or NULL). */
void spec_check_keys(spec_loader *ld, const hcl_block *b, const char *what, const char *const *keys,
		     size_t n, const char *const *blocks);
/* 1 when b has exactly one label, else 0 after reporting. */
int spec_one_label(spec_loader *ld, const hcl_block *b);
/* The start of a note block (`drift "KIND" {...}`, `change "KEY" {...}`):
 * checks its one label and its keys (what names the block type) and adds a
 * zeroed item to g (plural names the table); NULL after reporting when b
 * is not a note. */
void *spec_note_add(spec_loader *ld, const hcl_block *b, const char *what, const char *const *keys, size_t nkeys,
		    spec_grow *g, const char *plural);
/* Remembers that *slot names something of kind SPEC_REF_... to resolve at
 * the end. */
void spec_pend(spec_loader *ld, const char *name, int kind, uint32_t at, int16_t *slot);

/* The readers of one key each: when b has the key, its value goes to *out
 * (or is reported); when it has not, *out is left alone.  A choice is one
 * of n words (NULL ones are not offered). */
void spec_read_str(spec_loader *ld, const hcl_block *b, const char *key, const char **out);
void spec_read_list(spec_loader *ld, const hcl_block *b, const char *key, spec_names *out);
void spec_read_bool(spec_loader *ld, const hcl_block *b, const char *key, uint8_t *out);
void spec_read_choice(spec_loader *ld, const hcl_block *b, const char *key, const char *const *words,
		      int n, uint8_t *out);
void spec_read_ref(spec_loader *ld, const hcl_block *b, const char *key, int kind, int16_t *out);

/* ---- one reader per kind of spec_fields.h -------------------------------- */

/* SPEC_KEY_kind(key): the key as an element of a key list, or nothing. */
#define SPEC_KEY_label(key)
#define SPEC_KEY_nesting(key)
#define SPEC_KEY_str(key) key,
#define SPEC_KEY_list(key) key,
#define SPEC_KEY_bool(key) key,
#define SPEC_KEY_form(key) key,
#define SPEC_KEY_scope(key) key,
#define SPEC_KEY_state(key) key,
#define SPEC_KEY_severity(key) key,
#define SPEC_KEY_decl(key) key,
#define SPEC_KEY_type_keyword_result(key) key,
#define SPEC_KEY_diag_subject(key) key,
#define SPEC_KEY_namespace_form(key) key,
#define SPEC_KEY_type_form(key) key,
#define SPEC_KEY_feature_ref(key) key,
#define SPEC_KEY_block_ref(key) key,
#define SPEC_KEY_diag_ref(key) key,
#define SPEC_KEY_custom(key) key,
#define SPEC_KEY_unused(key) key,

/* SPEC_INIT_kind(p): the value of a field before its key is read. */
#define SPEC_INIT_label(p)
#define SPEC_INIT_nesting(p)
#define SPEC_INIT_str(p)
#define SPEC_INIT_list(p)
#define SPEC_INIT_bool(p)
#define SPEC_INIT_form(p)
#define SPEC_INIT_scope(p)
#define SPEC_INIT_state(p)
#define SPEC_INIT_severity(p)
#define SPEC_INIT_decl(p)
#define SPEC_INIT_type_keyword_result(p)
#define SPEC_INIT_diag_subject(p)
#define SPEC_INIT_namespace_form(p)
#define SPEC_INIT_type_form(p)
#define SPEC_INIT_feature_ref(p) (*(p) = -1);
#define SPEC_INIT_block_ref(p) (*(p) = -1);
#define SPEC_INIT_diag_ref(p) (*(p) = -1);
#define SPEC_INIT_custom(p)
#define SPEC_INIT_unused(p)

/* SPEC_READ_kind(ld, b, key, p): reads key of block b (a label: its label)
 * into *p.  The enclosing block and custom fields are the table's own
 * business. */
#define SPEC_READ_label(ld, b, key, p) (*(p) = (b)->labels->text);
#define SPEC_READ_nesting(ld, b, key, p)
#define SPEC_READ_str(ld, b, key, p) spec_read_str(ld, b, key, p);
#define SPEC_READ_list(ld, b, key, p) spec_read_list(ld, b, key, p);
#define SPEC_READ_bool(ld, b, key, p) spec_read_bool(ld, b, key, p);
/* A root cannot name the fallback form, which comes last. */
#define SPEC_READ_form(ld, b, key, p) spec_read_choice(ld, b, key, spec_form_names, SPEC_FORM_FALLBACK, p);
#define SPEC_READ_scope(ld, b, key, p) spec_read_choice(ld, b, key, spec_scope_names, SPEC_SCOPE_COUNT, p);
#define SPEC_READ_state(ld, b, key, p) spec_read_choice(ld, b, key, spec_state_names, SPEC_STATE_COUNT, p);
#define SPEC_READ_severity(ld, b, key, p) \
	spec_read_choice(ld, b, key, spec_severity_names, SPEC_SEVERITY_COUNT, p);
#define SPEC_READ_decl(ld, b, key, p) spec_read_choice(ld, b, key, spec_decl_names, SPEC_DECL_COUNT, p);
#define SPEC_READ_type_keyword_result(ld, b, key, p) \
	spec_read_choice(ld, b, key, spec_type_keyword_result_names, SPEC_TYPE_KEYWORD_COUNT, p);
#define SPEC_READ_diag_subject(ld, b, key, p) \
	spec_read_choice(ld, b, key, spec_diag_subject_names, SPEC_AT_COUNT, p);
#define SPEC_READ_namespace_form(ld, b, key, p) \
	spec_read_choice(ld, b, key, spec_namespace_form_names, SPEC_NS_COUNT, p);
#define SPEC_READ_type_form(ld, b, key, p) \
	spec_read_choice(ld, b, key, spec_type_form_names, SPEC_TYPE_COUNT, p);
#define SPEC_READ_feature_ref(ld, b, key, p) spec_read_ref(ld, b, key, SPEC_REF_FEATURE, p);
#define SPEC_READ_block_ref(ld, b, key, p) spec_read_ref(ld, b, key, SPEC_REF_BLOCK, p);
#define SPEC_READ_diag_ref(ld, b, key, p) spec_read_ref(ld, b, key, SPEC_REF_DIAG, p);
#define SPEC_READ_custom(ld, b, key, p)
#define SPEC_READ_unused(ld, b, key, p) spec_read_bool(ld, b, key, NULL);

/* ---- spec_drift.c -------------------------------------------------------- */

/* Reads a `drift "KIND" { ... }` note. */
void spec_read_drift(spec_loader *ld, const hcl_block *b);

/* ---- spec_migrate.c ------------------------------------------------------ */

/* Reads a `change "KIND:NAME[:WHERE]" { ... }` block. */
void spec_read_change(spec_loader *ld, const hcl_block *b);
/* Once all is read: the migrations of the spec loaded (not its bases') can be made in it. */
void spec_check_changes(spec_loader *ld);
/* SPEC_LIST_COL_kind(T, field, key): a list column of struct T as a
 * spec_list_col, or nothing for the other kinds. */
#define SPEC_LIST_COL_list(T, field, key) {key, offsetof(T, field)},
#define SPEC_LIST_COL_label(T, field, key)
#define SPEC_LIST_COL_nesting(T, field, key)
#define SPEC_LIST_COL_str(T, field, key)
#define SPEC_LIST_COL_bool(T, field, key)
#define SPEC_LIST_COL_form(T, field, key)
#define SPEC_LIST_COL_scope(T, field, key)
#define SPEC_LIST_COL_state(T, field, key)
#define SPEC_LIST_COL_severity(T, field, key)
#define SPEC_LIST_COL_decl(T, field, key)
#define SPEC_LIST_COL_type_keyword_result(T, field, key)
#define SPEC_LIST_COL_diag_subject(T, field, key)
#define SPEC_LIST_COL_namespace_form(T, field, key)
#define SPEC_LIST_COL_type_form(T, field, key)
#define SPEC_LIST_COL_feature_ref(T, field, key)
#define SPEC_LIST_COL_block_ref(T, field, key)
#define SPEC_LIST_COL_diag_ref(T, field, key)
#define SPEC_LIST_COL_custom(T, field, key)
#define SPEC_LIST_COL_unused(T, field, key)

/* ---- spec_extend.c: what a spec that extends another changes ------------- */

/* The spec the file being read extends (the next file read), or NULL. */
hcl_file *spec_base_file(const spec_loader *ld);
/* "FILE:LINE" of byte at of file fi, in the spec's arena. */
const char *spec_place(spec_loader *ld, unsigned fi, uint32_t at);
/* The tables whose keys spec_given_keys knows, or whose lists `add` and
 * `remove` change (SPEC_T_NONE: none). */
enum {
	SPEC_T_NONE,
	SPEC_T_LANG,
	SPEC_T_ROOT,
	SPEC_T_BLOCK,
	SPEC_T_FEATURE,
	SPEC_T_EDITION,
	SPEC_T_DIAG,
	SPEC_T_NAMESPACE,
	SPEC_T_TYPE
};
/* The keys of b among the columns of table (ROOT, BLOCK, FEATURE,
 * NAMESPACE or TYPE), as bits (spec_item_meta.given). */
uint64_t spec_given_keys(const hcl_block *b, int table);
/* The meta of item of g (the scratch one for an item not in g). */
spec_item_meta *spec_meta(spec_loader *ld, spec_grow *g, const void *item);
/* The item that block b, named NAME (its label), defines in table g,
 * whose names x indexes ("what" names the table for "Spec too large"):
 *   - an item of a base spec (a file read before) named NAME: b changes
 *     it, and *changing is 1 (ld->prev_file and prev_at say where it was
 *     defined or last changed);
 *   - a place the file removed one named NAME from (a remove block): b
 *     defines it anew there, as if new, in the removed one's place;
 *   - else a new item at the end (a second one of a file is a duplicate,
 *     reported by the checks). */
void *spec_define(spec_loader *ld, spec_grow *g, spec_index *x, const hcl_block *b, const char *what,
		  int *changing);
/* The block type that block b (a `block "TYPE"`) defines, nested in
 * parent (-1: at the top, of module files or, with test_file = true, of
 * test files), as spec_define does; *index is its index. */
spec_block *spec_define_block(spec_loader *ld, const hcl_block *b, int parent, int *changing, int *index);
/* The `add` and `remove` blocks of b, which defines an item of the kind
 * named (changing: a base's, defined or last changed at ld->prev_file
 * and prev_at; m: its meta): they change the list columns of table of
 * item (the item; for an edition's features, its meta), or are reported
 * when the item is not a base's. */
void spec_change_item_lists(spec_loader *ld, const hcl_block *b, int changing, const spec_item_meta *m, void *item,
			    int table, const char *kind);
/* The `add` and `remove` blocks of a block type's block b: they change
 * the lists of block type idx (a base's, when changing); remove's
 * `blocks` takes out nested block types. */
void spec_change_block_lists(spec_loader *ld, const hcl_block *b, int changing, int idx);
/* A top-level `remove` block: the items it names leave the spec (block
 * types with the block types nested in them). */
void spec_remove_items(spec_loader *ld, const hcl_block *rm);
/* Once a file is read: the items it removed (and did not define again)
 * leave the tables. */
void spec_compact(spec_loader *ld);
/* Once every file is read: the block types in the order a spec written
 * whole gives them (each followed by the types nested in it), however the
 * files of a chain added them; the C reserve-gen writes of a chain and of
 * its flattened spec are then the same. */
void spec_preorder_blocks(spec_loader *ld);
/* Once every file is read: the editions' feature names are resolved with
 * the other names. */
void spec_pend_editions(spec_loader *ld);

/* ---- spec_check.c -------------------------------------------------------- */

/* Resolves the pending names, then checks each table and the whole. */
void spec_check_all(spec_loader *ld);

/* ---- spec_roles.c -------------------------------------------------------- */

/* Each diagnostic's role is one a rule reports (spec_roles.h, spec_words.h),
 * its parts matched against the spec's names, and its texts use only the
 * placeholders those rules supply; else a problem at the diagnostic. */
void spec_check_roles(spec_loader *ld);

#endif
