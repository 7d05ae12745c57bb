/* rsv_children.h - local child modules (prefix rsv_children_): a module
 * call whose source is a local path ("./x", "../x", as OpenTofu's
 * addrs.ParseModuleSource reads it) names a folder that `tofu validate`
 * reads as part of the tree it validates.  A cache shared by a run reads
 * each such folder once, whatever number of calls (and threads) name it,
 * and keeps what its callers need: its variables (required or not), its
 * outputs, whether loading it (or a module below it) failed, and for a
 * folder outside the paths given its diagnostics.  A folder under them is
 * checked by the run itself: the cache hands its parse over
 * (rsv_children_take), and the run's modules leave their summaries in it.
 * Remote sources are never fetched.
 *
 * The order of validate is kept: a module with load errors reads no
 * child; a child (or a module below it) with load errors, or a call whose
 * arguments do not fit its child, stops the reading of references (the
 * validate graph is never walked then). */
#ifndef RESERVE_RSV_CHILDREN_H
#define RESERVE_RSV_CHILDREN_H

#include "rsv.h"

/* The lock of a cache shared by threads: lock and unlock are called around
 * every use of the cache (never nested); NULL functions for one thread. */
typedef struct rsv_children_lock {
	void (*lock)(void *ctx);
	void (*unlock)(void *ctx);
	void *ctx;
} rsv_children_lock;

typedef struct rsv_children_cache rsv_children_cache;

/* A cache for a run over the paths given (npaths of them): a child folder
 * under a folder given is checked as a module of its own by the run, so its
 * diagnostics are not its callers'; any other child's are (those of every
 * module it calls too).  keep_going: the "all" level (references after
 * load errors; notes for the calls not read).  max_file_size as
 * rsv_walk's.  NULL when out of memory. */
rsv_children_cache *rsv_children_cache_new(const spec_lang *l, char **paths, int npaths, int keep_going,
					   size_t max_file_size, rsv_children_lock lock);
/* Frees the cache and every child module it read. */
void rsv_children_cache_free(rsv_children_cache *c);
/* Makes m read its local children through c when it is checked
 * (rsv_check_module); nothing when c is NULL, m is a module of standard
 * input, or out of memory. */
void rsv_children_attach(rsv_children_cache *c, rsv_module *m);

/* The parse of the module fd found (its module files, no test files, no
 * file named) when the cache read it first as a child and kept it: the
 * caller owns it, to be checked as rsv_found_load's would be, and its
 * memory joins reuse (the caller's thread's, or NULL) when it is freed; else
 * NULL (read it then). */
rsv_module *rsv_children_take(rsv_children_cache *c, const rsv_found *fd, hcl_reuse *reuse);

/* Called by the check once m's own load checks ran (load_errors of them):
 * reads m's local children (unless m has load errors, as validate), checks
 * each call's arguments against its child's variables (hcl's Body.Content:
 * "Unsupported argument", "Missing required argument") when no child had
 * load or call errors, and reports a recursive call.  Returns the number of
 * problems that keep validate from walking its graph (0 also when m reads
 * no children). */
unsigned rsv_children_check(rsv_module *m, unsigned load_errors);
/* Reference r (traversal t, in file f of m) to an output of module call d:
 * "Unsupported attribute" when d's local child was read and has no output
 * of that name, and the reference reads one instance's object. */
void rsv_children_output(rsv_module *m, hcl_file *f, const rsv_ref *r, const hcl_traversal *t,
			 const rsv_decl *d);
/* Calls fn, under the cache's lock, with each file of the children of m
 * whose diagnostics are m's to show (children outside the folders given,
 * each once, in the order of m's calls, depth first). */
void rsv_children_show(const rsv_module *m, void (*fn)(void *ctx, hcl_file *f), void *ctx);

#endif
