/* rsv_children_int.h - what the two files of the local child modules share
 * (rsv_children.c: paths and the cache; rsv_children_calls.c: a module's
 * calls, references to outputs, the diagnostics shown): the cache's
 * entries and a module's view of it, and the cache's functions the calls
 * use.  Internal to those two files. */
#ifndef RESERVE_RSV_CHILDREN_INT_H
#define RESERVE_RSV_CHILDREN_INT_H

#include <sys/stat.h>

#include "rsv_children.h"

/* A folder a local call names, as read (never changed once made). */
typedef struct child {
	dev_t dev;
	ino_t ino;
	int identified;        /* dev and ino known, and the entry in the cache's buckets */
	int readable;          /* a folder with module files */
	const char **vars;     /* its variables, in declaration order (the block of the four) */
	uint8_t *required;     /* each without a default */
	size_t nvars;
	const char **outs;     /* its outputs */
	size_t nouts;
	char *strings;         /* the names of both */
	int32_t *vhash, *ohash; /* open addressing: index in vars (outs), -1 empty */
	uint32_t vcap, ocap;   /* powers of two */
	int indexed;           /* vhash and ohash made (rsv_child_index) */
	rsv_module *m;         /* an outside child, kept for its diagnostics; else NULL */
	rsv_module *parsed;    /* an inside child read here first: its parse, unchecked, for
				* the run to take (rsv_children_take); else NULL */
	int outside;           /* not under a folder given: its diagnostics are its callers' */
	int fatal_load;        /* load errors in it or in a module below it */
	int fatal_graph;       /* a call in it or below whose arguments do not fit */
	int recursive;         /* a call in it or below leads back into its chain */
	int oom;               /* memory ran out reading it or a module below it: what it says is
				* not all there, and a module that calls it is out of memory too */
	struct child **shown;  /* the outside modules at or below it, each once */
	size_t nshown;
	struct child *next;    /* the cache's list */
	struct child *hnext;   /* its hash chain by device and inode */
	char *name;            /* its folder, cleaned (rsv_child_path_join) */
	struct child *nnext;   /* its hash chain by name */
} child;

struct rsv_children_cache {
	const spec_lang *l;
	char **given;          /* the real paths of the folders given */
	char **typed;          /* the same as given, cleaned, without a leading "./" */
	int ngiven;
	int keep_going;
	size_t max_file_size;
	rsv_children_lock lock;
	const rsv_child_hooks *hooks; /* rsv_children_calls.c's, set when the cache is made */
	child *list;
	child *buckets[1024];  /* by device and inode */
	child *names[1024];    /* by name */
	size_t nparsed;        /* entries with a parse for the run to take */
	/* the folders of the calls being read, outermost first: by name (cleaned),
	 * and by device and inode when known (the run's module, outermost, is
	 * known by name until a call reads it: a link back to it is found one
	 * call below, where its stat is) */
	struct {
		const char *name;
		dev_t dev;
		ino_t ino;
		int identified;
	} chain[RSV_MAX_DEPTH];
	int nchain;
};

/* A module's view of the cache (in its arena). */
struct rsv_children {
	rsv_children_cache *c;
	int held;              /* a module the cache reads: its lock is held */
	int dry;               /* a child the run checks by itself: count, report nothing */
	int folder;            /* the module is a folder's (its name is the folder) */
	int read;              /* its children were read, with no load error */
	const rsv_decl **calls; /* the module's calls whose child was read */
	child **kids;
	size_t ncalls, cap;
	unsigned load_errors;  /* of the module's own load */
	unsigned call_errors;  /* of its calls' arguments */
	int recursive;
	int oom;               /* memory ran out reading its children (the check's module is
				* marked out of memory; a child's entry, rsv_child_of's) */
	int outside;           /* a module the cache reads outside the folders given */
	child **shown;
	size_t nshown, capshown;
};

/* path.Clean of dir/src (src's backslashes read as slashes, as
 * parseModuleSourceLocal does), with dir's leading "./" kept, as the walk
 * spells the folders under a path given so (the cache and the run name a
 * folder alike), malloc'd; NULL when out of memory. */
char *rsv_child_path_join(const char *dir, const char *src);
/* The folder of module m (its name is a folder, or a file of it). */
char *rsv_child_module_dir(const rsv_module *m);
/* rsv_children_cache_new's cache, whose modules' checks call hooks. */
rsv_children_cache *rsv_child_cache_make(const spec_lang *l, char **paths, int npaths, int keep_going,
					 size_t max_file_size, rsv_children_lock lock, const rsv_child_hooks *hooks);
/* A view of the cache for module m (in its arena; NULL when out of memory);
 * the check calls c's hooks for it.  held: the cache's lock is held. */
struct rsv_children *rsv_child_view_new(rsv_children_cache *c, rsv_module *m, int held);
/* Module m is a folder's (its name is the folder). */
int rsv_child_folder_module(const rsv_module *m);
/* Adds k to the list *v (once); -1 when out of memory. */
int rsv_child_add_shown(child ***v, size_t *n, size_t *cap, child *k);
/* The folder of name (cleaned) and st is on the chain of calls being read
 * (a recursive call). */
int rsv_child_on_chain(const rsv_children_cache *c, const char *name, const struct stat *st);
/* The index of name in v (indexed by h, of cap slots), or -1. */
int32_t rsv_child_name_find(const char *const *v, const int32_t *h, uint32_t cap, const char *name);
/* Child k's names indexed, the first time one of its calls is read (the
 * lock held): most modules the run deposits are never called.  Out of
 * memory sets k->oom. */
void rsv_child_index(child *k);
/* Whether folder dir (a cleaned name) has an entry whose device and inode
 * are known: then *st gets them, as a folder's stat would (the lock held).
 * Spares a call to a child the run or another call read its stat. */
int rsv_child_known(rsv_children_cache *c, const char *dir, struct stat *st);
/* The child of folder dir (st: its stat), read the first time (the lock
 * held); NULL when out of memory (an entry with oom set when memory ran
 * out in reading it).  A child under a folder given is checked
 * by the run as a module of its own: here it is only indexed and its calls
 * read quietly, and its parse is kept for the run (rsv_children_take);
 * another is checked and kept for its diagnostics.  from: the folder of
 * the calling module when it is one of the run's or a child under a folder
 * given, else NULL.  reuse: the reading thread's parser memory (NULL:
 * malloc), which the child's parse leaves once read. */
child *rsv_child_of(rsv_children_cache *c, const char *dir, const struct stat *st, const char *from,
		    hcl_reuse *reuse);
/* The run checked module m, of folder name (cleaned; taken over), under a
 * folder given: its entry, made as rsv_child_of would (the lock held), unless
 * there is one by that name. */
void rsv_child_deposit(rsv_children_cache *c, rsv_module *m, char *name, struct rsv_children *from);

#endif
