/* rsv_walker.h - the one walk over a module's blocks, guided by the spec
 * (SQLite's Walker is the model: a context, and callbacks for arguments
 * and blocks).  Check, audit and fix read a block's body through it, and
 * the block rules ask it what a nested block is (rsv_walker_nested), so
 * that they agree on what each nested block is:
 *
 *   - a block of the language's, its spec block found under its parent's
 *     (-1 for a block the spec does not know: the provider's or module's
 *     own, and everything below it);
 *   - the escaping block (the language's escaping_block_type, `_`) of a
 *     block with escaping_block: never a meta block, its spec -1;
 *   - a dynamic block (dynamic_block): its own arguments are read with no
 *     spec block; its content block (dynamic_content) is a block of its
 *     label's type; another block in it is one the spec does not know;
 *   - and the scopes: self (below a self_context block), static arguments
 *     (below a block whose static_arguments has "*", everything), and the
 *     iterators of the dynamic blocks around a place.  As hcl's dynblock
 *     reads them (OpenTofu's blocktoattr walks with it), a dynamic block's
 *     iterator (its label, or the keyword of its `iterator` argument) is in
 *     scope in its content, in its other arguments and in the dynamic
 *     blocks inside, but not in its own for_each (dynamic_for_each); its
 *     `iterator` argument is a keyword, never given to the callback.
 *
 * The walk follows up to two languages at once (the audit and fix read a
 * module under an old and a new release): lang[0] decides what a block is
 * (escaping, dynamic, static), each language gets its spec block.  It goes
 * at most max_depth blocks deep: a deeper block is not read, and the walk
 * reports it (an error diagnostic in the file at the block's header, and
 * RSV_WALKER_TOO_DEEP); a parsed file never nests that deep (the parser's
 * limit is the same), so only an AST made otherwise meets it. */
#ifndef RESERVE_RSV_WALKER_H
#define RESERVE_RSV_WALKER_H

#include "rsv.h"

enum { RSV_WALKER_LANGS = 2, RSV_WALKER_MAX_DEPTH = HCL_MAX_NESTING };

/* What a nested block is to the walk. */
typedef enum {
	RSV_WALKER_BLOCK,    /* a block (spec >= 0: the language's; -1: one the spec does not know) */
	RSV_WALKER_ESCAPING, /* the escaping block of a block that takes one */
	RSV_WALKER_DYNAMIC,  /* a dynamic block: its body is its for_each, iterator, content... */
	RSV_WALKER_CONTENT   /* a dynamic block's content: a block of the dynamic block's label's type */
} rsv_walker_kind;

/* The place the walk is at: the body of one block.  The walk saves it
 * before a nested block's body and restores it after. */
typedef struct rsv_walker_scope {
	const hcl_block *block;      /* the block whose body is read */
	int spec[RSV_WALKER_LANGS];  /* its spec block in each language, or -1 */
	uint8_t kind;                /* rsv_walker_kind of block (a top-level block: RSV_WALKER_BLOCK) */
	uint8_t self_ok;             /* self may be used: a self_context block is at or above it */
	uint8_t static_all;          /* every argument is static: a block above has static_arguments "*" */
	uint8_t mark;                /* the caller's, set in the block callback, kept as the rest */
	uint16_t depth;              /* nested blocks above it (a top-level block: 0) */
	size_t niters;               /* the iterators in scope: iters[0 .. niters) */
} rsv_walker_scope;

/* What a callback returns: go on (into the block, for a block callback),
 * leave the block's body unread, or stop the whole walk. */
enum { RSV_WALKER_DESCEND = 0, RSV_WALKER_SKIP = 1, RSV_WALKER_STOP = 2 };
/* What rsv_walker_run returns: the walk ended, a callback stopped it, a
 * block was too deep (reported), or out of memory (the rest not read). */
enum { RSV_WALKER_DONE = 0, RSV_WALKER_STOPPED = 1, RSV_WALKER_TOO_DEEP = 2, RSV_WALKER_NOMEM = 3 };

typedef struct rsv_walker rsv_walker;

/* An argument of the body at w->scope.  RSV_WALKER_DESCEND (0) to go on,
 * RSV_WALKER_STOP to stop the walk. */
typedef int (*rsv_walker_attr_fn)(rsv_walker *w, const hcl_attr *a);
/* Nested block k of the body at w->scope, of kind kind, before its body is
 * read in scope *inner (filled by the walk; the callback may change its
 * mark).  RSV_WALKER_DESCEND, RSV_WALKER_SKIP or RSV_WALKER_STOP. */
typedef int (*rsv_walker_block_fn)(rsv_walker *w, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner);

struct rsv_walker {
	/* set by rsv_walker_init, then by the caller as it needs */
	const spec_lang *lang[RSV_WALKER_LANGS]; /* lang[1] NULL: one language */
	hcl_file *file;                          /* the file walked: the depth limit is reported there */
	rsv_walker_attr_fn attr;                 /* NULL: arguments are not visited */
	rsv_walker_block_fn block;               /* NULL: every nested block is read */
	void *ctx;                               /* the caller's */
	uint16_t max_depth;                      /* RSV_WALKER_MAX_DEPTH unless lowered (tests) */
	/* kept by the walk */
	const hcl_block *top;                    /* the top-level block being walked */
	int top_spec[RSV_WALKER_LANGS];          /* its spec blocks */
	rsv_walker_scope scope;                  /* where the walk is */
	const char **iters;                      /* the iterators' names, innermost last */
	size_t capiters;
	int status;                              /* RSV_WALKER_DONE, or how the last walk ended */
};

/* Sets w up to walk file f under languages l0 and l1 (NULL: one), with no
 * callback; its scope is a file's top level (no block, specs -1).  Free
 * with rsv_walker_free. */
void rsv_walker_init(rsv_walker *w, const spec_lang *l0, const spec_lang *l1, hcl_file *f);
void rsv_walker_free(rsv_walker *w);

/* Walks the body of top-level block top, whose spec blocks are spec[0]
 * and (with two languages) spec[1] (-1: none), calling w's callbacks in
 * source order: a body's arguments, then each nested block and its body.
 * Returns w->status (RSV_WALKER_DONE when the whole body was read). */
int rsv_walker_run(rsv_walker *w, const hcl_block *top, const int spec[RSV_WALKER_LANGS]);

/* The spec block of top-level block b in language l (NULL: none): among
 * a test file's block types when testing; -1 for none. */
int rsv_walker_top_spec(const spec_lang *l, const hcl_block *b, int testing);

/* Whether a nested block of type type, in a block of spec block sb of
 * language l (NULL: none), is its escaping block: sb has escaping_block
 * and type is the language's escaping_block_type.  The one place the
 * analysis asks it. */
int rsv_walker_is_escaping(const spec_lang *l, const spec_block *sb, const char *type);

/* What nested block k of a block of spec block si (-1: none) of language
 * l is, and (in *ki) its own spec block, or -1. */
rsv_walker_kind rsv_walker_nested(const spec_lang *l, int si, const hcl_block *k, int *ki);

/* Whether name (len bytes) is a dynamic-block iterator in scope here. */
int rsv_walker_is_iterator(const rsv_walker *w, const char *name, size_t len);

/* Whether argument name of the body at w->scope is static (not an
 * expression to evaluate): static_all, or in the spec block's
 * static_arguments (lang[0]), or that list has "*". */
int rsv_walker_static(const rsv_walker *w, const char *name);

#endif
