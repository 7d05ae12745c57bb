/* rsv_children.c - local child modules, read once per run (rsv_children.h):
 * the cache of the folders that module calls name, the checks of a call's
 * arguments against its child's variables (hcl's Body.Content with the
 * schema OpenTofu's ModuleVariableTransformer makes of them), references
 * to the outputs a child does not have, and calls that lead back into
 * their own chain.  Every use of the cache is under its lock; a child
 * read by the cache is checked under it too (its own children are read on
 * the same thread, the lock held), so its results are complete before any
 * other thread sees them, and never change after. */
#define _DEFAULT_SOURCE 1 /* realpath, strndup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv_children.h"
#include "rsv_graph.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* A folder a local call names, as read (never changed once made). */
typedef struct child {
	dev_t dev;
	ino_t ino;
	int readable;          /* a folder with module files */
	const char **vars;     /* its variables, in declaration order */
	uint8_t *required;     /* each without a default */
	size_t nvars;
	const char **outs;     /* its outputs */
	size_t nouts;
	char *strings;         /* the names of both, one block */
	int32_t *vhash, *ohash; /* open addressing: index in vars (outs), -1 empty */
	uint32_t vcap, ocap;   /* powers of two */
	int indexed;           /* vhash and ohash made (index_child) */
	rsv_module *m;         /* an outside child, kept for its diagnostics; else NULL */
	rsv_module *parsed;    /* an inside child read here first: its parse, unchecked, for
				* the run to take (rsv_children_take); else NULL */
	int outside;           /* not under a folder given: its diagnostics are its callers' */
	int fatal_load;        /* load errors in it or in a module below it */
	int fatal_graph;       /* a call in it or below whose arguments do not fit */
	int recursive;         /* a call in it or below leads back into its chain */
	struct child **shown;  /* the outside modules at or below it, each once */
	size_t nshown;
	struct child *next;    /* the cache's list */
	struct child *hnext;   /* its hash chain by device and inode */
	char *name;            /* its folder, cleaned (clean_join) */
	struct child *nnext;   /* its hash chain by name */
} child;

struct rsv_children_cache {
	const spec_lang *l;
	char **given;          /* the real paths of the folders given */
	int ngiven;
	int keep_going;
	size_t max_file_size;
	rsv_children_lock lock;
	child *list;
	child *buckets[1024];  /* by device and inode */
	child *names[1024];    /* by name */
	size_t nparsed;        /* entries with a parse for the run to take */
	hcl_reuse *reuse;      /* the parser's memory, from one parse to the next (the lock held) */
	struct {
		dev_t dev;
		ino_t ino;
	} chain[RSV_MAX_DEPTH]; /* the folders of the calls being read, outermost first */
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
	child **shown;
	size_t nshown, capshown;
};

/* ---- paths ------------------------------------------------------------------------- */

/* path.Clean of dir/src (src's backslashes read as slashes, as
 * parseModuleSourceLocal does), with dir's leading "./" kept, as the walk
 * spells the folders under a path given so (the cache and the run name a
 * folder alike), malloc'd; NULL when out of memory. */
static char *clean_join(const char *dir, const char *src)
{
	size_t n = strlen(dir) + strlen(src) + 2;
	char *in = malloc(n), *out = malloc(n + 3);
	if (!in || !out) {
		free(in), free(out);
		return NULL;
	}
	snprintf(in, n, "%s/%s", dir, src);
	for (char *p = in + strlen(dir) + 1; *p; p++)
		if (*p == '\\')
			*p = '/';
	int abs = in[0] == '/';
	size_t o = 0, floor = 0; /* out[0, floor): leading ".." that cannot be undone */
	if (abs)
		out[o++] = '/', floor = 1;
	for (char *p = in; *p;) {
		while (*p == '/')
			p++;
		char *e = p + strcspn(p, "/");
		size_t len = (size_t)(e - p);
		if (!len || (len == 1 && p[0] == '.')) {
		} else if (len == 2 && p[0] == '.' && p[1] == '.') {
			if (o > floor) { /* drop the last element */
				while (o > floor && out[o - 1] != '/')
					o--;
				if (o > floor)
					o--;
				else if (abs)
					o = 1;
			} else if (!abs) {
				if (o)
					out[o++] = '/';
				memcpy(out + o, "..", 2);
				o += 2;
				floor = o;
			}
		} else {
			if (o && out[o - 1] != '/')
				out[o++] = '/';
			memcpy(out + o, p, len);
			o += len;
		}
		p = e;
	}
	if (!o)
		out[o++] = '.';
	out[o] = '\0';
	int up = out[0] == '.' && (!out[1] || (out[1] == '.' && (!out[2] || out[2] == '/')));
	if (dir[0] == '.' && dir[1] == '/' && !abs && !up) {
		memmove(out + 2, out, o + 1);
		out[0] = '.', out[1] = '/';
	}
	free(in);
	return out;
}

/* Whether module m is a folder's: its name is the folder of its files (else
 * a file given alone). */
static int folder_module(const rsv_module *m)
{
	size_t n = strlen(m->name);
	while (n > 1 && m->name[n - 1] == '/') /* a folder given as "x/" */
		n--;
	return m->nfiles && strncmp(m->files[0].f->name, m->name, n) == 0 && m->files[0].f->name[n] == '/';
}

/* The folder of module m (its name is a folder, or a file of it). */
static char *module_dir(const rsv_module *m)
{
	if (m->children->folder)
		return strdup(m->name);
	const char *slash = strrchr(m->name, '/');
	return slash ? strndup(m->name, (size_t)(slash - m->name)) : strdup(".");
}

/* dir is under a folder given (and in no hidden folder below it): the run
 * checks it as a module of its own. */
static int under_given(const rsv_children_cache *c, const char *dir)
{
	char *real = realpath(dir, NULL);
	int in = 0;
	for (int i = 0; real && i < c->ngiven && !in; i++) {
		size_t n = strlen(c->given[i]);
		const char *rest = real + n;
		if (strncmp(real, c->given[i], n) != 0 || (*rest && *rest != '/' && n > 1))
			continue;
		in = 1;
		for (const char *p = rest; *p; p++)
			if (p[0] == '/' && p[1] == '.')
				in = 0;
	}
	free(real);
	return in;
}

/* ---- the cache ---------------------------------------------------------------------- */

rsv_children_cache *rsv_children_cache_new(const spec_lang *l, char **paths, int npaths, int keep_going,
					   size_t max_file_size, rsv_children_lock lock)
{
	rsv_children_cache *c = calloc(1, sizeof *c);
	if (!c || !(c->given = calloc((size_t)npaths + 1, sizeof *c->given))) {
		free(c);
		return NULL;
	}
	c->l = l;
	c->reuse = hcl_reuse_new(); /* NULL: parse without */
	c->keep_going = keep_going;
	c->max_file_size = max_file_size;
	c->lock = lock;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (strcmp(paths[i], "-") == 0 || stat(paths[i], &st) != 0 || !S_ISDIR(st.st_mode))
			continue;
		char *real = realpath(paths[i], NULL);
		if (real)
			c->given[c->ngiven++] = real;
	}
	return c;
}

void rsv_children_cache_free(rsv_children_cache *c)
{
	if (!c)
		return;
	for (child *k = c->list, *next; k; k = next) {
		next = k->next;
		rsv_module_free(k->m);
		rsv_module_free(k->parsed);
		free(k->name);
		free(k->strings);
		free(k->vhash);
		free(k->ohash);
		free(k->vars);
		free(k->required);
		free(k->outs);
		free(k->shown);
		free(k);
	}
	for (int i = 0; i < c->ngiven; i++)
		free(c->given[i]);
	free(c->given);
	hcl_reuse_free(c->reuse);
	free(c);
}

static const rsv_child_hooks hooks = {rsv_children_check, rsv_children_output};

/* A view of the cache for module m; the check calls the hooks for it. */
static struct rsv_children *view_new(rsv_children_cache *c, rsv_module *m, int held)
{
	struct rsv_children *v = hcl_alloc(&m->arena, sizeof *v);
	if (v) {
		memset(v, 0, sizeof *v);
		v->c = c;
		v->held = held;
		m->child_hooks = &hooks;
	}
	return v;
}

void rsv_children_attach(rsv_children_cache *c, rsv_module *m)
{
	if (c && strcmp(m->name, "-") != 0 && (m->children = view_new(c, m, 0)))
		m->children->folder = folder_module(m);
}

/* Adds k to the list *v (once). */
static void add_shown(child ***v, size_t *n, size_t *cap, child *k)
{
	for (size_t i = 0; i < *n; i++)
		if ((*v)[i] == k)
			return;
	if (hcl_grow((void **)v, cap, *n + 1, sizeof **v) == 0)
		(*v)[(*n)++] = k;
}

static int on_chain(const rsv_children_cache *c, const struct stat *st)
{
	for (int i = 0; i < c->nchain; i++)
		if (c->chain[i].dev == st->st_dev && c->chain[i].ino == st->st_ino)
			return 1;
	return 0;
}

/* Whether variable v of child m has no default (its schema attribute is
 * Required). */
static int required(const rsv_module *m, const rsv_decl *v, int overrides)
{
	if (rsv_attr(v->block->body, "default"))
		return 0;
	for (uint32_t i = 0; overrides && i < m->ndecls; i++) { /* an override may give one */
		const rsv_decl *d = &m->decls[i];
		if (d->kind == SPEC_DECL_VARIABLE && strcmp(d->name, v->name) == 0 && rsv_attr(d->block->body, "default"))
			return 0;
	}
	return 1;
}

/* An empty index for n names: a table of *cap slots (a power of two, at
 * least 2n), each -1 or an index in the names; NULL when out of memory. */
static int32_t *name_index(size_t n, uint32_t *cap)
{
	uint32_t c = 8;
	while (c < 2 * n)
		c *= 2;
	int32_t *h = malloc(c * sizeof *h);
	if (h)
		memset(h, 0xff, c * sizeof *h);
	*cap = c;
	return h;
}

/* The slot of name in the index h (of cap slots) of the names v: its own,
 * or the empty one where it would go. */
static uint32_t name_slot(const char *const *v, const int32_t *h, uint32_t cap, const char *name)
{
	uint32_t at = hcl_hash_str(HCL_HASH_START, name, NULL) & (cap - 1);
	while (h[at] >= 0 && !(v[h[at]][0] == name[0] && strcmp(v[h[at]], name) == 0))
		at = (at + 1) & (cap - 1);
	return at;
}

/* The index of name in v (indexed by h, of cap slots), or -1. */
static int32_t name_find(const char *const *v, const int32_t *h, uint32_t cap, const char *name)
{
	return h ? h[name_slot(v, h, cap, name)] : -1;
}

/* Indexes the n names v in place: each kept once, in order (required, when
 * not NULL, moves with them); *n gets their number.  The index, or NULL
 * when out of memory. */
static int32_t *index_names(const char **v, uint8_t *required, size_t *n, uint32_t *cap)
{
	int32_t *h = name_index(*n, cap);
	size_t kept = 0;
	for (size_t i = 0; h && i < *n; i++) {
		uint32_t at = name_slot(v, h, *cap, v[i]);
		if (h[at] >= 0)
			continue; /* declared twice: the first */
		if (required)
			required[kept] = required[i];
		v[kept] = v[i];
		h[at] = (int32_t)kept++;
	}
	*n = kept;
	return h;
}

/* Child k's names indexed, the first time one of its calls is read (the
 * lock held): most modules the run deposits are never called. */
static void index_child(child *k)
{
	if (k->indexed || !k->vars || !k->outs || !k->required || !k->strings)
		return;
	k->indexed = 1;
	k->vhash = index_names(k->vars, k->required, &k->nvars, &k->vcap);
	k->ohash = index_names(k->outs, NULL, &k->nouts, &k->ocap);
	if (!k->vhash || !k->ohash) {
		free(k->vhash), free(k->ohash);
		k->vhash = k->ohash = NULL; /* no summary: nothing is checked against it */
	}
}

/* What the callers of child k need of its module m (indexed): the names of
 * its variables and outputs (those of its primary files), copied into one
 * block (m may go); index_child indexes them. */
static void summarise(child *k, const rsv_module *m)
{
	size_t nv = 0, no = 0, bytes = 1;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		nv += d->kind == SPEC_DECL_VARIABLE;
		no += d->kind == SPEC_DECL_OUTPUT;
		if (d->kind == SPEC_DECL_VARIABLE || d->kind == SPEC_DECL_OUTPUT)
			bytes += strlen(d->name) + 1;
	}
	k->vars = malloc((nv + 1) * sizeof *k->vars);
	k->required = malloc(nv + 1);
	k->outs = malloc((no + 1) * sizeof *k->outs);
	k->strings = malloc(bytes);
	if (!k->vars || !k->required || !k->outs || !k->strings)
		return;
	int overrides = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		overrides |= m->files[i].override;
	char *p = k->strings;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		if ((d->kind != SPEC_DECL_VARIABLE && d->kind != SPEC_DECL_OUTPUT) || d->override || d->nested)
			continue;
		size_t len = strlen(d->name) + 1;
		memcpy(p, d->name, len);
		if (d->kind == SPEC_DECL_OUTPUT) {
			k->outs[k->nouts++] = p;
		} else {
			k->required[k->nvars] = (uint8_t)required(m, d, overrides);
			k->vars[k->nvars++] = p;
		}
		p += len;
	}
}

static child **bucket(rsv_children_cache *c, const struct stat *st)
{
	return &c->buckets[((uint64_t)st->st_ino * 31 + (uint64_t)st->st_dev) % (sizeof c->buckets / sizeof *c->buckets)];
}

static child **name_bucket(rsv_children_cache *c, const char *name)
{
	return &c->names[hcl_hash_str(HCL_HASH_START, name, NULL) % (sizeof c->names / sizeof *c->names)];
}

/* The entry of folder st, or NULL. */
static child *find(rsv_children_cache *c, const struct stat *st)
{
	for (child *k = *bucket(c, st); k; k = k->hnext)
		if (k->dev == st->st_dev && k->ino == st->st_ino)
			return k;
	return NULL;
}

/* The entry of the folder of that cleaned name, or NULL. */
static child *find_name(rsv_children_cache *c, const char *name)
{
	for (child *k = *name_bucket(c, name); k; k = k->nnext)
		if (strcmp(k->name, name) == 0)
			return k;
	return NULL;
}

/* A new entry for folder name (cleaned; taken over), st its stat (NULL:
 * found by name only); NULL when out of memory. */
static child *entry_new(rsv_children_cache *c, char *name, const struct stat *st)
{
	child *k = calloc(1, sizeof *k);
	if (!k) {
		free(name);
		return NULL;
	}
	k->name = name;
	k->next = c->list;
	c->list = k;
	k->nnext = *name_bucket(c, name);
	*name_bucket(c, name) = k;
	if (st) {
		k->dev = st->st_dev;
		k->ino = st->st_ino;
		k->hnext = *bucket(c, st);
		*bucket(c, st) = k;
	}
	return k;
}

/* The syntax errors of m's module files (the diagnostics without a code):
 * what the load errors of a child under a folder given are taken to be,
 * whoever reads it first (its callers do not wait for the run's check). */
static unsigned syntax_errors(const rsv_module *m)
{
	unsigned n = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = m->files[i].testing ? NULL : m->files[i].f->diags; d; d = d->next)
			n += d->severity == HCL_ERROR && !d->code;
	return n;
}

/* Fills entry k from its module m (indexed; an outside child checked, an
 * inside one read quietly here: its calls counted, nothing reported), or
 * from the view from of m, whose check read its children with no load
 * error (so no syntax error either: what the quiet reading would find). */
static void fill(rsv_children_cache *c, child *k, rsv_module *m, struct rsv_children *from)
{
	struct rsv_children *saved = m->children;
	struct rsv_children *v = from ? from : k->outside ? saved : view_new(c, m, 1);
	if (!v)
		return;
	v->folder = 1;
	k->readable = 1;
	if (!k->outside && !from) {
		m->children = v;
		v->dry = 1;
		rsv_children_check(m, syntax_errors(m));
	}
	summarise(k, m);
	size_t cap = 0;
	k->fatal_load = v->load_errors > 0;
	k->fatal_graph = v->call_errors > 0;
	k->recursive = v->recursive;
	if (k->outside)
		add_shown(&k->shown, &k->nshown, &cap, k);
	for (size_t i = 0; i < v->ncalls; i++) {
		const child *g = v->kids[i];
		k->fatal_load |= g->fatal_load;
		k->fatal_graph |= g->fatal_graph;
		for (size_t j = 0; j < g->nshown; j++)
			add_shown(&k->shown, &k->nshown, &cap, g->shown[j]);
	}
	m->children = saved;
}

/* The child of folder dir (st: its stat), read the first time (the lock
 * held); NULL when out of memory.  A child under a folder given is checked
 * by the run as a module of its own: here it is only indexed and its calls
 * read quietly, and its parse is kept for the run (rsv_children_take);
 * another is checked and kept for its diagnostics. */
static child *child_of(rsv_children_cache *c, const char *dir, const struct stat *st)
{
	child *k = find_name(c, dir);
	if (!k)
		k = find(c, st);
	if (k)
		return k;
	char *name = strdup(dir);
	if (!name || !(k = entry_new(c, name, st)))
		return NULL;
	rsv_walk w = {0};
	w.max_file_size = c->max_file_size;
	w.reuse = c->reuse;
	rsv_module *m = rsv_module_read_dir(c->l, dir, &w);
	if (!m || !m->nfiles || !(m->children = view_new(c, m, 1))) {
		rsv_module_free(m);
		return k;
	}
	m->children->folder = 1;
	k->outside = !under_given(c, dir);
	if (k->outside) {
		m->keep_going = c->keep_going;
		rsv_check_module_cycles(m); /* reads its own children (rsv_children_check) */
		k->m = m;
	} else {
		rsv_module_index(m);
		k->parsed = m;
		c->nparsed++;
	}
	fill(c, k, m, NULL);
	return k;
}

/* The run checked module m, of folder name (cleaned; taken over), under a
 * folder given: its entry, made as child_of would (the lock held), unless
 * there is one by that name. */
static void deposit(rsv_children_cache *c, rsv_module *m, char *name, struct rsv_children *from)
{
	if (find_name(c, name)) {
		free(name);
		return;
	}
	child *k = entry_new(c, name, NULL);
	if (k)
		fill(c, k, m, from);
}

rsv_module *rsv_children_take(rsv_children_cache *c, const rsv_found *fd)
{
	if (!c || fd->nnamed || fd->tests)
		return NULL;
	for (uint32_t i = 0; i < fd->n; i++)
		if (fd->files[i].testing)
			return NULL;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	char *name = c->nparsed ? clean_join(fd->name, ".") : NULL;
	child *k = name ? find_name(c, name) : NULL;
	rsv_module *m = k ? k->parsed : NULL;
	if (m) {
		k->parsed = NULL;
		c->nparsed--;
	}
	if (c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
	free(name);
	int same = m && m->nfiles == fd->n && strcmp(m->name, fd->name) == 0;
	for (uint32_t i = 0; same && i < fd->n; i++)
		same = strcmp(m->files[i].f->name, fd->files[i].path) == 0;
	if (m && !same) {
		rsv_module_free(m);
		m = NULL;
	}
	if (m) { /* another thread frees it: its blocks go back to malloc */
		m->children = NULL;
		m->child_hooks = NULL;
		m->arena.reuse = NULL;
		for (uint32_t i = 0; i < m->nfiles; i++)
			m->files[i].f->arena.reuse = NULL;
	}
	return m;
}

/* ---- a module's calls --------------------------------------------------------------- */

/* The literal source of module call d (the argument of form module_source),
 * with *e its expression; NULL when it is not a literal string. */
static const char *call_source(const rsv_module *m, const rsv_decl *d, const hcl_expr **e)
{
	int si = spec_block_index(m->l, d->block->type, -1);
	for (const hcl_attr *a = si >= 0 ? d->block->body->attrs : NULL; a; a = a->next)
		if (rsv_has_form(&m->l->blocks[si], a->name, "module_source", NULL)) {
			*e = a->expr;
			return rsv_literal_string(d->file, a->expr);
		}
	return NULL;
}

/* addrs.ParseModuleSource's local paths. */
static int local_source(const char *s)
{
	return strncmp(s, "./", 2) == 0 || strncmp(s, "../", 3) == 0 || strncmp(s, ".\\", 2) == 0 ||
	       strncmp(s, "..\\", 3) == 0;
}

/* Module call d is merged from an override file, or made in one: its
 * arguments are a merge of bodies, not read here. */
static int overridden(const rsv_module *m, const rsv_decl *d)
{
	for (uint32_t i = 0; i < m->ndecls; i++)
		if (m->decls[i].kind == SPEC_DECL_MODULE && m->decls[i].override && strcmp(m->decls[i].name, d->name) == 0)
			return 1;
	return d->override;
}

/* Puts the diagnostics of f after mark (NULL: all) in the order of their
 * places, as validate prints them (a stable insertion sort: few of them). */
static void sort_after(hcl_file *f, hcl_diag *mark)
{
	hcl_diag **head = mark ? &mark->next : &f->diags, *sorted = NULL, *tail = NULL;
	for (hcl_diag *d = *head, *next; d; d = next) {
		next = d->next;
		hcl_diag **at = &sorted;
		while (*at && (*at)->start <= d->start)
			at = &(*at)->next;
		d->next = *at;
		*at = d;
	}
	*head = sorted;
	for (hcl_diag *d = sorted; d; d = d->next)
		tail = d;
	if (tail)
		f->diags_tail = tail;
}

/* hcl's Body.Content of call d's arguments (those that are no
 * meta-argument, and those of its "_" block) against child k's variables:
 * returns the errors found, reported unless dry. */
static unsigned call_arguments(rsv_module *m, const rsv_decl *d, const child *k, int dry)
{
	const spec_lang *l = m->l;
	hcl_file *f = d->file;
	const hcl_block *b = d->block;
	int si = spec_block_index(l, b->type, -1);
	if (si < 0 || f->json || !k->vhash || overridden(m, d)) /* (no summary: out of memory) */
		return 0;
	const spec_block *sb = &l->blocks[si];
	const hcl_block *escape = sb->escaping ? rsv_block(b->body, "_") : NULL;
	/* (quietly, only whether there is an error: every shipped spec has the roles) */
	static const spec_diag any = {0};
	const spec_diag *unsupported = dry ? &any : rsv_role(m, RSV_ROLE_UNSUPPORTED_ARGUMENT);
	const spec_diag *missing = dry ? &any : rsv_role(m, RSV_ROLE_MISSING_ARGUMENT);
	const spec_diag *block_type = dry ? &any : rsv_role(m, RSV_ROLE_UNSUPPORTED_BLOCK_TYPE);
	unsigned errors = 0;
	hcl_diag *mark = f->diags_tail;
	/* the variables set: the arguments that are no meta-argument, and those
	 * of the "_" block */
	size_t nattrs = 0, at = 0;
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next)
			nattrs++;
	}
	uint8_t *set = calloc(k->nvars + 1, 1);
	const char **unset = malloc((k->nvars + 1) * sizeof *unset);
	int32_t *found = malloc((nattrs + 1) * sizeof *found); /* each argument's variable, or -1 */
	size_t nunset = 0;
	if (!set || !unset || !found) {
		free(set), free(unset), free(found);
		return 0;
	}
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next) {
			int32_t i = part || !rsv_in_names(sb->meta_arguments, a->name)
					    ? name_find(k->vars, k->vhash, k->vcap, a->name) : -2; /* -2: a meta-argument */
			found[at++] = i;
			if (i >= 0)
				set[i] = 1;
		}
	}
	at = 0;
	/* in declaration order: hcl's suggestion is the first close one unset */
	for (size_t i = 0; i < k->nvars; i++) {
		if (set[i])
			continue;
		unset[nunset++] = k->vars[i];
		/* merged with the "_" block, hcl says it otherwise, at no place: not reported */
		if (missing && !escape && k->required[i]) {
			if (!dry)
				rsv_diag(f, missing, b->open_brace, b->open_brace, "name", k->vars[i], (const char *)NULL);
			errors++;
		}
	}
	for (int part = 0; part < 2; part++) {
		const hcl_body *body = part ? (escape ? escape->body : NULL) : b->body;
		for (const hcl_attr *a = body ? body->attrs : NULL; a; a = a->next) {
			if (found[at++] != -1 || !unsupported)
				continue;
			if (!dry)
				rsv_diag(f, unsupported, a->name_start, a->name_end, "name", a->name, "suggestion",
					 rsv_suggestion(f, l, a->name, unset, nunset), (const char *)NULL);
			errors++;
		}
		/* the schema has no block types: every block of the arguments' bodies
		 * (hcl's suggestion of an argument of the same name is not in the spec) */
		for (const hcl_block *x = body && block_type ? body->blocks : NULL; x; x = x->next) {
			if (!part && (x == escape || rsv_in_names(sb->meta_blocks, x->type) ||
				      rsv_in_names(sb->reserved_blocks, x->type) || strcmp(x->type, "_") == 0))
				continue;
			if (!dry)
				rsv_diag(f, block_type, x->type_start, x->type_end, "type", x->type, "suggestion", "",
					 (const char *)NULL);
			errors++;
		}
	}
	free(set);
	free(found);
	free(unset);
	if (!dry)
		sort_after(f, mark);
	return errors;
}

/* Reports, at the source of call d, what keeps it from being read: a
 * recursive chain (id RSV_ROLE_MODULE_CALL_RECURSIVE), or at the "all"
 * level a note. */
static void report_call(rsv_module *m, const rsv_decl *d, const hcl_expr *e, int id, const char *src,
			const char *dir)
{
	const spec_diag *r = m->children->dry ? NULL : rsv_role(m, id);
	if (r && e)
		rsv_diag(d->file, r, e->start, e->end, "source", src, "dir", dir ? dir : "", (const char *)NULL);
}

/* Reads the child of local call d (source src) of m, from folder dir of m. */
static void read_call(rsv_module *m, struct rsv_children *v, const char *dir, const rsv_decl *d, const char *src,
		      const hcl_expr *e)
{
	rsv_children_cache *c = v->c;
	char *path = clean_join(dir, src);
	struct stat st;
	if (!path)
		return;
	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
		if (c->keep_going)
			report_call(m, d, e, RSV_ROLE_MODULE_NOT_READ_MISSING, src, path);
		free(path);
		return;
	}
	if (on_chain(c, &st) || c->nchain >= RSV_MAX_DEPTH) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, path);
		free(path);
		return;
	}
	child *k = child_of(c, path, &st);
	free(path);
	if (!k)
		return;
	index_child(k);
	if (k->recursive) {
		v->recursive = 1;
		if (!v->held)
			report_call(m, d, e, RSV_ROLE_MODULE_CALL_RECURSIVE, src, NULL);
	}
	if (!k->readable || hcl_grow((void **)&v->calls, &v->cap, v->ncalls + 1, sizeof *v->calls) != 0)
		return;
	size_t cap = v->ncalls; /* kids grows with calls */
	if (hcl_grow((void **)&v->kids, &cap, v->ncalls + 1, sizeof *v->kids) != 0)
		return;
	v->calls[v->ncalls] = d;
	v->kids[v->ncalls++] = k;
}

/* The module's calls with a local source into locals (each once: the
 * declaration OpenTofu keeps); the others noted at the "all" level.
 * Returns how many are local. */
static size_t local_calls(rsv_module *m, const rsv_decl **locals)
{
	const struct rsv_children *v = m->children;
	size_t n = 0;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		const hcl_expr *e = NULL;
		if (d->kind != SPEC_DECL_MODULE || d->nested || d != rsv_module_base(m, d))
			continue;
		const char *src = call_source(m, d, &e);
		if (src && local_source(src))
			locals[n++] = d;
		else if (src && v->c->keep_going)
			report_call(m, d, e, RSV_ROLE_MODULE_NOT_READ_REMOTE, src, NULL);
	}
	return n;
}

/* A copy of the n items of the malloc'd p in m's arena (p freed); NULL for none. */
static void *to_arena(rsv_module *m, void *p, size_t n, size_t size)
{
	void *q = n && p ? hcl_alloc(&m->arena, n * size) : NULL;
	if (q)
		memcpy(q, p, n * size);
	free(p);
	return q;
}

/* rsv_children_check of a module, but for the entry the run's module makes. */
static unsigned check_calls(rsv_module *m, unsigned load_errors)
{
	struct rsv_children *v = m->children;
	v->load_errors = load_errors;
	/* validate reads no child of a root module that failed to load */
	if ((load_errors && !v->held) || m->load_only)
		return 0;
	v->read = !load_errors;
	const rsv_decl **locals = malloc(((size_t)m->ndecls + 1) * sizeof *locals);
	size_t n = locals ? local_calls(m, locals) : 0;
	char *dir = n ? module_dir(m) : NULL;
	if (!dir) {
		free(locals);
		return 0;
	}
	rsv_children_cache *c = v->c;
	if (!v->held && c->lock.lock)
		c->lock.lock(c->lock.ctx);
	struct stat st;
	int pushed = stat(dir, &st) == 0 && c->nchain < RSV_MAX_DEPTH;
	if (pushed) {
		c->chain[c->nchain].dev = st.st_dev;
		c->chain[c->nchain++].ino = st.st_ino;
	}
	for (size_t i = 0; i < n; i++) {
		const hcl_expr *e = NULL;
		const char *src = call_source(m, locals[i], &e);
		read_call(m, v, dir, locals[i], src, e);
	}
	c->nchain -= pushed;
	/* validate's order: load errors anywhere in the tree stop it before its
	 * graph; a call that does not fit stops the graph's making (children
	 * first, so a call below hides the calls above) */
	int fatal_load = 0, fatal_graph = 0;
	for (size_t i = 0; i < v->ncalls; i++) {
		fatal_load |= v->kids[i]->fatal_load;
		fatal_graph |= v->kids[i]->fatal_graph;
		for (size_t j = 0; j < v->kids[i]->nshown; j++)
			add_shown(&v->shown, &v->nshown, &v->capshown, v->kids[i]->shown[j]);
	}
	if (!load_errors && !fatal_load && !fatal_graph && !v->recursive)
		for (size_t i = 0; i < v->ncalls; i++)
			v->call_errors += call_arguments(m, v->calls[i], v->kids[i], v->dry);
	if (!v->held && c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
	/* the lists into the module's arena: nothing to free with it */
	v->calls = to_arena(m, v->calls, v->ncalls, sizeof *v->calls);
	v->kids = to_arena(m, v->kids, v->ncalls, sizeof *v->kids);
	v->shown = to_arena(m, v->shown, v->nshown, sizeof *v->shown);
	if (!v->calls || !v->kids)
		v->ncalls = 0;
	if (!v->shown)
		v->nshown = 0;
	free(dir);
	free(locals);
	return (unsigned)fatal_load + (unsigned)fatal_graph + v->call_errors + (unsigned)v->recursive;
}

unsigned rsv_children_check(rsv_module *m, unsigned load_errors)
{
	struct rsv_children *v = m->children;
	if (!v)
		return 0;
	unsigned stop = check_calls(m, load_errors);
	rsv_children_cache *c = v->c;
	/* a module of the run (a folder's: not a file given alone): what its
	 * callers need, unless a caller read it first */
	char *name = v->held || m->named || !v->folder ? NULL : clean_join(m->name, ".");
	if (!name)
		return stop;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	deposit(c, m, name, v->read ? v : NULL);
	if (c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
	return stop;
}

/* ---- references to outputs ------------------------------------------------------- */

void rsv_children_output(rsv_module *m, hcl_file *f, const rsv_ref *r, const hcl_traversal *t,
			 const rsv_decl *d)
{
	const struct rsv_children *v = m->children;
	const child *k = NULL;
	for (size_t i = 0; v && i < v->ncalls && !k; i++)
		if (strcmp(v->calls[i]->name, d->name) == 0) {
			k = v->kids[i];
			d = v->calls[i];
		}
	if (!k || !k->readable || !k->ohash || !r->name || name_find(k->outs, k->ohash, k->ocap, r->name) >= 0)
		return;
	/* one instance's object: a key given exactly when the call repeats
	 * (a list or map of objects otherwise: other messages, or none) */
	int repeated = 0;
	for (uint16_t i = 0; i < m->l->repetition_arguments.n; i++)
		repeated |= rsv_attr(d->block->body, m->l->repetition_arguments.v[i]) != NULL;
	const hcl_block *lc = rsv_block(d->block->body, "lifecycle");
	if (lc && lc->body->attrs) /* OpenTofu's enabled: null when off */
		return;
	int keyed = r->key_kind != RSV_KEY_NONE;
	if (repeated != keyed)
		return;
	const hcl_step *s = t->head ? t->head->next : NULL; /* the call's name */
	s = s ? s->next : NULL;
	if (s && s->kind == HCL_STEP_INDEX)
		s = s->next;
	const spec_diag *dg = rsv_role(m, RSV_ROLE_MODULE_OUTPUT_UNDECLARED);
	if (s && s->kind == HCL_STEP_ATTR && dg)
		rsv_diag(f, dg, s->start, s->end, "name", r->name, (const char *)NULL);
}

/* ---- diagnostics of children ------------------------------------------------------ */

void rsv_children_show(const rsv_module *m, void (*fn)(void *ctx, hcl_file *f), void *ctx)
{
	const struct rsv_children *v = m->children;
	if (!v || m->named || !v->nshown)
		return;
	rsv_children_cache *c = v->c;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	for (size_t i = 0; i < v->nshown; i++)
		for (uint32_t j = 0; j < v->shown[i]->m->nfiles; j++)
			fn(ctx, v->shown[i]->m->files[j].f);
	if (c->lock.unlock)
		c->lock.unlock(c->lock.ctx);
}
