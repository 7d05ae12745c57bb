/* rsv.h - the analysis layer (prefix rsv_): reading references with a
 * language spec and a module's context. */
#ifndef RESERVE_RSV_H
#define RESERVE_RSV_H

#include <string.h>

#include "hcl.h"
#include "spec.h"

/* What ParseRef may ask of the module it reads in (the OpenTofu RFC PR #2262's
 * ParseRefContext).  A NULL context answers false to everything. */
typedef struct rsv_ctx {
	int (*feature_enabled)(void *self, int feature);
	int (*has_any_managed_resource_of_type)(void *self, const char *type);
	int (*has_managed_resource)(void *self, const char *type, const char *name);
	void *self;
} rsv_ctx;

typedef enum { RSV_KEY_NONE, RSV_KEY_STRING, RSV_KEY_INT } rsv_key_kind;

/* A reference: its subject (kind and fields), source range and what of
 * the traversal remains after it. */
typedef struct rsv_ref {
	int ok;               /* a subject was made (0 on an error or for none) */
	const char *kind;     /* CountAttr, Resource, ModuleCallInstanceOutput, ... */
	int root;             /* root index; RSV_ROOT_* below otherwise */
	int feature;          /* feature whose meaning was used, or -1 */
	const char *alias;    /* name form with alias: the root used */
	const char *mode;     /* resource forms */
	const char *type;
	const char *name;     /* name, resource name or module output */
	const char *call;     /* module calls */
	int instance;         /* an instance kind: the key (or NoKey) is part of it */
	int key_kind;         /* rsv_key_kind */
	const char *key_str;
	uint32_t key_len;
	long long key_int;
	uint32_t start, end;  /* source range (bytes) */
	uint32_t full_end;    /* end of the whole traversal read */
	const hcl_step *rest; /* first remaining step, or NULL */
	uint32_t nrest;
	unsigned nerrors;     /* error diagnostics added to the file */
} rsv_ref;

enum { RSV_ROOT_FALLBACK = -1, RSV_ROOT_TYPE_KEYWORD = -2, RSV_ROOT_FUNCTION = -3 };

/* ParseRef: reads traversal t (from file f, whose diagnostics receive any
 * error, with its catalogue code) in normal or testing scope. */
int rsv_parse_ref(const spec_lang *l, hcl_file *f, const hcl_traversal *t, const rsv_ctx *ctx,
		  rsv_ref *out);
int rsv_parse_ref_testing(const spec_lang *l, hcl_file *f, const hcl_traversal *t,
			  const rsv_ctx *ctx, rsv_ref *out);
/* ParseRefStr: parses str as a traversal first.  *file receives the file
 * made for it (positions and diagnostics); free it with hcl_file_free.
 * RSV_NOMEM (and *file NULL) when memory ran out. */
enum { RSV_NOMEM = -2 };
int rsv_parse_ref_str(const spec_lang *l, const char *str, const rsv_ctx *ctx, rsv_ref *out,
		      hcl_file **file);
int rsv_parse_ref_str_testing(const spec_lang *l, const char *str, const rsv_ctx *ctx,
			      rsv_ref *out, hcl_file **file);

/* Fills a message template's {params} from NULL-terminated name/value
 * pairs; "{{" and "}}" are literal braces.  The text lives in f's arena. */
const char *rsv_fill(hcl_file *f, const char *tmpl, const char *const *kv);
/* Levenshtein distance (99 for names over 64 bytes). */
size_t rsv_distance(const char *a, const char *b);
/* " Did you mean "X"?" (the spec's suggestion text) for the first
 * candidate closer than three edits to given, or "". */
const char *rsv_suggestion(hcl_file *f, const spec_lang *l, const char *given,
			   const char *const *cands, size_t n);

/* Adds diagnostic d of the catalogue to f, its {params} filled from the
 * NULL-terminated name/value pairs (any number of them) given as arguments, or in
 * the NULL-terminated array kv. */
HCL_SENTINEL hcl_diag *rsv_diag(hcl_file *f, const spec_diag *d, uint32_t start, uint32_t end, ...);
hcl_diag *rsv_diag_kv(hcl_file *f, const spec_diag *d, uint32_t start, uint32_t end, const char *const *kv);

/* ---- modules ------------------------------------------------------------ */

typedef struct rsv_file {
	hcl_file *f;
	int testing;  /* a test file: read in testing scope */
	int override; /* an override file */
	/* from rsv_module_index on: the spec block of each top-level block, in
	 * order (of a test file: its test block), or -1 (rsv_top_spec) */
	int16_t *top_spec;
	uint32_t ntop;
} rsv_file;

/* Something a module declares, by kind (spec_decl), type and name. */
typedef struct rsv_decl {
	const char *type;       /* resources: the type label */
	const char *name;
	const hcl_block *block; /* the declaring block (locals: the locals block) */
	const hcl_attr *attr;   /* locals: the attribute */
	hcl_file *file;
	int32_t next;           /* hash chain */
	uint8_t kind;
	uint8_t override;       /* made in an override file */
	uint8_t nested;         /* by a nested block (a check's data block) */
} rsv_decl; /* (the pointers first: 48 bytes, not 56) */

typedef struct rsv_module {
	const spec_lang *l;
	const char *name;      /* as shown: the directory or file given */
	rsv_file *files;       /* module files and test files */
	uint32_t nfiles;
	size_t capfiles;
	rsv_decl *decls;
	uint32_t ndecls;
	size_t capdecls;
	int32_t *buckets;
	uint32_t nbuckets;
	uint8_t *feature_on;   /* per feature of the spec */
	int edition;           /* index of the module's edition, or -1 */
	int load_only;         /* only what the configuration loader checks: no references */
	int file_only;         /* and of each file alone, as LoadConfigFile: files not merged */
	int keep_going;        /* read references even when loading found errors (tofu validate stops) */
	int uses_as_check;     /* rsv_check_module_uses with a callback reads references only
				* when the check would (rsv_check_module_cycles) */
	/* NULL: every file's diagnostics are wanted.  Else the module was read
	 * for files named on the command line (rsv_for_each_module): named[i]
	 * says whether files[i] is one of them; the others are read for context
	 * and their diagnostics are not wanted (rsv_module_shows). */
	const uint8_t *named;
	/* the roles without parts by id (spec_roles.h), each looked up when first
	 * asked for (rsv_role.c); NULL: not yet */
	const spec_diag **role_fixed;
	const spec_diag **role_top_level; /* TYPE_top_level by spec block, the same way */
	uint8_t *zero_roles;   /* by spec block: 0 not yet asked, 1 no TYPE_zero_BLOCK role, 2 some */
	struct rsv_arg_forms *arg_forms; /* by spec block, each read when first asked for (rsv_read.c) */
	struct rsv_suggester *suggester; /* rsv_decl_suggestion's, in the arena */
	int indexed;           /* rsv_module_index ran since the last file was added */
	unsigned load_errors;  /* the errors of its load, as the check counted them (rsv_check_module_uses) */
	/* how the module reads its local child modules (rsv_children.h), in the
	 * arena, and what the check calls for them (the check is below them:
	 * they check modules); NULL: it reads none */
	struct rsv_children *children;
	const struct rsv_child_hooks *child_hooks;
	hcl_arena arena;
	/* Memory ran out in work on the module (rsv_guard): its diagnostics are
	 * not all there, so the caller reports an error (ENOMEM) instead of
	 * them; what is left to do is rsv_module_free. */
	int oom;
} rsv_module;

/* What the check calls for a module's local child modules (rsv_children.h:
 * rsv_children_check and rsv_children_output). */
typedef struct rsv_child_hooks {
	unsigned (*check)(rsv_module *m, unsigned load_errors);
	void (*output)(rsv_module *m, hcl_file *f, const struct rsv_ref *r, const hcl_traversal *t,
		       const rsv_decl *d);
} rsv_child_hooks;

/* ---- out of memory --------------------------------------------------------
 * Work on a module runs guarded: each entry point (reading, indexing,
 * checking) and each function that holds malloc'd memory across work that
 * allocates points the arenas of the module (its own and its files') at an
 * hcl_oom of its own with rsv_guard, calls setjmp, and on the way out calls
 * rsv_unguard.  Running out of memory anywhere in between (an arena's block,
 * or a malloc whose failure the code hands to rsv_nomem) jumps to the
 * innermost guard, which frees what it holds, sets m->oom and, when it is
 * not the outermost, jumps on to the next; the outermost returns to the
 * caller, which sees m->oom. */
hcl_oom *rsv_guard(rsv_module *m, hcl_oom *h);
/* Points m's arenas back at prev (what rsv_guard returned); when m->oom is
 * set and prev is not NULL, jumps on to prev. */
void rsv_unguard(rsv_module *m, hcl_oom *prev);
/* Memory ran out in work on m: jumps to its innermost guard. */
HCL_NORETURN void rsv_nomem(rsv_module *m);
/* Room for need items of size bytes in *v, an array of *cap items in
 * arena a: when it is full, a new one twice as large in a (the old one
 * stays until the arena goes).  Never fails: out of memory is a's jump.
 * For the short lists of a rule, which then hold no malloc'd memory. */
void rsv_grow(hcl_arena *a, void **v, size_t *cap, size_t need, size_t size);
/* Runs the statement stmt (which holds no malloc'd memory of its own
 * across a jump) under a guard of m. */
#define RSV_GUARDED(m, stmt)                                                \
	do {                                                                \
		hcl_oom rsv_guard_;                                         \
		hcl_oom *volatile rsv_prev_ = rsv_guard((m), &rsv_guard_);  \
		if (setjmp(rsv_guard_.jb))                                  \
			(m)->oom = 1;                                       \
		else                                                        \
			stmt;                                               \
		rsv_unguard((m), rsv_prev_);                                \
	} while (0)

rsv_module *rsv_module_new(const spec_lang *l, const char *name);
/* The same with its arena and its files' parses in r's memory (hcl.h), r may be NULL. */
rsv_module *rsv_module_new_reusing(const spec_lang *l, const char *name, hcl_reuse *r);
/* Adds a parsed file; the module owns it from then on. */
int rsv_module_add(rsv_module *m, hcl_file *f, int testing);
/* Indexes the declarations and works out the features switched on; finds
 * the spec block of every top-level block of its files.  Once only: until
 * a file is added, the index stands (rsv_module.indexed). */
void rsv_module_index(rsv_module *m);
/* The spec block of b, the k-th top-level block of file rf of m: what
 * rsv_module_index found, else a lookup (spec_block_index, or
 * spec_test_block_index in a test file); -1 for none, RSV_SPEC_DROPPED for
 * a block of a known type that hcl's schema refuses for the number of its
 * labels (it is not read at all: rsv_labels_fit). */
int rsv_top_spec(const rsv_module *m, const rsv_file *rf, uint32_t k, const hcl_block *b);
enum { RSV_SPEC_DROPPED = -2 };
/* Whether block b of file f has as many labels as spec block si names
 * (hcl's Body.Content drops a block with fewer or more); a JSON-syntax
 * file's blocks always do (its labels are read by the schema). */
int rsv_labels_fit(const spec_lang *l, const hcl_file *f, const hcl_block *b, int si);
const rsv_decl *rsv_module_find(const rsv_module *m, int kind, const char *type, const char *name);
/* The first declaration of d's kind, type and name made by a top-level block
 * of a primary (not override) file: the one OpenTofu keeps; NULL if none. */
const rsv_decl *rsv_module_base(const rsv_module *m, const rsv_decl *d);
rsv_ctx rsv_module_ctx(rsv_module *m);
/* The argument of that name in body b (which may be NULL), or NULL. */
const hcl_attr *rsv_attr(const hcl_body *b, const char *name);
/* The first nested block of that type in body b (which may be NULL), or NULL. */
const hcl_block *rsv_block(const hcl_body *b, const char *type);
/* Whether block type sb of a block of file rf, under the top-level block
 * top, is read in the scope of the module under test (spec_block.
 * module_scope): a test file, a module with files of its own (not a
 * folder of test files alone), and no nested block of top naming another
 * module. */
int rsv_module_scope(const rsv_module *m, const rsv_file *rf, const hcl_block *top, const spec_block *sb);
/* s is one of the names n.  Inline: asked of every argument and block. */
static inline int rsv_in_names(spec_names n, const char *s)
{
	for (uint16_t i = 0; i < n.n; i++) /* the first byte rules out most names before strcmp */
		if (n.v[i][0] == s[0] && strcmp(n.v[i], s) == 0)
			return 1;
	return 0;
}
void rsv_module_free(rsv_module *m);
/* The same among m's declarations of one kind, in declaration order (as
 * OpenTofu lists a module's names): each kind's names are gathered once and
 * each name asked about is answered once per module, in m's arena. */
const char *rsv_decl_suggestion(rsv_module *m, hcl_file *f, int kind, const char *given);
/* d's address as the language writes it (var.NAME, TYPE.NAME,
 * data.TYPE.NAME, output.NAME...), in arena a (out of memory: hcl_arena_oom(a)). */
const char *rsv_decl_address(hcl_arena *a, const spec_lang *l, const rsv_decl *d);

/* ---- files of either syntax (rsv_json.c) ---------------------------------------------
 * A file whose name ends in ".json" is read with HCL's JSON syntax (as
 * OpenTofu's parser decides), its bodies against l's block types and
 * lowered into the native tree; any other with the native syntax.  A JSON
 * file is an hcl_json_file (hcl_json.h) whose body is that tree. */
int rsv_json_name(const char *name);
/* Parses a module file (a test file when testing); buf is taken over as by
 * hcl_parse_owned.  NULL only as hcl_parse_owned. */
hcl_file *rsv_parse_owned(const spec_lang *l, const char *name, char *buf, size_t len, int testing);
/* The same with r's memory (hcl_parse_reusing; the JSON syntax does not use it). */
hcl_file *rsv_parse_reusing(const spec_lang *l, hcl_reuse *r, const char *name, char *buf, size_t len,
			    int testing);
/* The same from a copy of src. */
hcl_file *rsv_parse(const spec_lang *l, const char *name, const char *src, size_t len, int testing);

/* ---- discovery (rsv_discover.c) --------------------------------------------
 * Walks the paths given: a directory is searched depth-first (sorted by
 * name, hidden entries skipped, at most RSV_MAX_DEPTH levels below it).  A
 * folder is entered once in a run, whatever path reaches it (its device and
 * inode), so a folder given twice, or under another given, is read once;
 * only the folders given are remembered for it (with follow, every folder
 * entered), so memory does not grow with the tree.  A
 * symbolic link to a file is read as the file; a link to a folder is not
 * followed (a note) unless rsv_walk.follow is set; a link back to a folder
 * the walk is in is then a loop (a warning), not entered.  Problems go to
 * on_problem with an errno value (EFBIG: a file too large to parse; ENOENT
 * for a dangling link) or one of the RSV_WALK_* reports below. */
enum { RSV_MAX_DEPTH = 64 };

/* Reports of the walk that are not errno values.  Those rsv_walk_counts
 * says yes to are problems (counted, like an errno value); the others are
 * for information only. */
enum {
	RSV_WALK_EMPTY = -1001, /* a path given has no module files under it (a problem) */
	RSV_WALK_DEEP = -1002,  /* a folder RSV_MAX_DEPTH levels down has sub-folders, not read (a problem) */
	RSV_WALK_LOOP = -1003,  /* with follow: a link to a folder the walk is in, not entered (a warning) */
	RSV_WALK_LINK = -1004   /* a link to a folder, not followed without follow (a note) */
};
int rsv_walk_counts(int err);

/* A module the walk found, its files not yet read: what to read, in order. */
typedef struct rsv_found {
	char *name;     /* the module's name: the directory, or the file given */
	int arg;        /* the index of the path given that it was found under */
	size_t rel;     /* name + rel: its path below that path ("" for the path itself) */
	struct rsv_found_file {
		char *path;
		int testing;
	} *files;       /* the module files and test files of its directory */
	uint32_t n;
	size_t cap;
	char *tests;    /* its "tests" folder, whose test files are read after them, or NULL */
	char **named;   /* the files named on the command line that it was read for */
	uint32_t nnamed; /* (rsv_module.named), or 0: the whole module is wanted */
} rsv_found;

typedef struct rsv_walk {
	int (*on_module)(void *ctx, rsv_module *m); /* rsv_for_each_module */
	/* rsv_for_each_module, when set, instead of on_module: the module found,
	 * to be read with rsv_found_load and freed with rsv_found_free by the
	 * callee, which may keep it for later (another thread). */
	int (*on_found)(void *ctx, rsv_found *fd);
	int (*on_file)(void *ctx, const char *path); /* rsv_for_each_file */
	void (*on_problem)(void *ctx, const char *path, int err);
	void *ctx;
	size_t max_file_size; /* a larger file is refused (EFBIG) before it is
			       * read; 0: HCL_MAX_FILE_SIZE */
	int follow;      /* follow symbolic links to folders (loops detected) */
	int files_alone; /* rsv_for_each_module: a file named is a module by itself */
	hcl_reuse *reuse; /* rsv_found_load: memory its parses reuse (hcl.h), or NULL */
} rsv_walk;

/* Calls on_module (or on_found) for every module under the paths, in the
 * order of a depth-first walk (a folder before its sub-folders): each
 * directory with module files (a NAME.tofu hides NAME.tf), with the test
 * files of its "tests" folder.  A module or test file named is read with
 * the module of its folder, as the walk finds it (a test file of a "tests"
 * folder: the module above), and the module is marked with the files named
 * (rsv_module.named); the files named of one module make one module, at the
 * place of the first, and none when a path given walks over the module.  A
 * file that is no module's (another extension, or hidden by its .tofu), or
 * every file with files_alone, is a module by itself, and "-" a module of
 * one file read from standard input.  A path given under which no module
 * is found is a problem (RSV_WALK_EMPTY).
 * Returns the problems met plus what on_module (on_found) returned. */
int rsv_for_each_module(const spec_lang *l, char **paths, int npaths, const rsv_walk *w);
/* The module of exactly the folder dir (its module files, no test files, no
 * sub-folders), or NULL when the folder cannot be read. */
rsv_module *rsv_module_read_dir(const spec_lang *l, const char *dir, const rsv_walk *w);
/* Reads and parses the files of fd into a new module (which may end up with
 * no files); problems reading them go to w->on_problem and are added to
 * *problems.  NULL when out of memory.  Touches nothing shared: threads may
 * load modules side by side. */
rsv_module *rsv_found_load(const spec_lang *l, const rsv_found *fd, const rsv_walk *w, int *problems);
void rsv_found_free(rsv_found *fd);
/* Whether file f of m is wanted: not a file read only for context (named). */
int rsv_module_shows(const rsv_module *m, const hcl_file *f);
/* Calls on_file for every module or test file under the paths (in the
 * order of a depth-first walk), and for every file given as it is; a path
 * under which there is none is a problem (RSV_WALK_EMPTY). */
int rsv_for_each_file(const spec_lang *l, char **paths, int npaths, const rsv_walk *w);

/* Runs every check on the module; problems become diagnostics of its
 * files.  As tofu validate, references are read only when loading the
 * module found no error (unless keep_going).  Returns the number of errors
 * found. */
unsigned rsv_check_module(rsv_module *m);

/* A reference found in a module, for refs and graph. */
typedef struct rsv_use {
	hcl_file *file;
	const hcl_block *block;  /* the top-level block it is in */
	const char *attr;        /* the attribute it is in */
	const hcl_traversal *trav;
	rsv_ref ref;
	const rsv_decl *target;  /* what it names, when declared */
	int declared;            /* 1 declared, 0 not, -1 nothing to declare (count, path...) */
} rsv_use;
typedef void (*rsv_use_fn)(void *ctx, const rsv_use *u);
/* Like rsv_check_module, and calls fn for every reference read (they are
 * read even after load errors). */
unsigned rsv_check_module_uses(rsv_module *m, rsv_use_fn fn, void *ctx);

#endif
