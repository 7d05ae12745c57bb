/* rsv_children.c - local child modules, read once per run (rsv_children.h):
 * the paths local sources name and the cache of the folders they are
 * (rsv_children_calls.c checks a module's calls against it).  Every use of
 * the cache is under its lock; a child read by the cache is checked under
 * it too (its own children are read on the same thread, the lock held),
 * so its results are complete before any other thread sees them, and
 * never change after. */
#define _DEFAULT_SOURCE 1 /* realpath, strndup */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv_children.h"
#include "rsv_graph.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

#include "rsv_children_int.h"

/* ---- paths ------------------------------------------------------------------------- */

/* path.Clean of dir/src (src's backslashes read as slashes, as
 * parseModuleSourceLocal does), with dir's leading "./" kept, as the walk
 * spells the folders under a path given so (the cache and the run name a
 * folder alike), malloc'd; NULL when out of memory. */
char *rsv_child_path_join(const char *dir, const char *src)
{
	size_t nd = strlen(dir), ns = strlen(src), n = nd + ns + 2;
	char small[256];
	char *in = n <= sizeof small ? small : malloc(n), *out = malloc(n + 3);
	if (!in || !out) {
		if (in != small)
			free(in);
		free(out);
		return NULL;
	}
	memcpy(in, dir, nd);
	in[nd] = '/';
	for (size_t i = 0; i <= ns; i++)
		in[nd + 1 + i] = src[i] == '\\' ? '/' : src[i];
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
	if (in != small)
		free(in);
	return out;
}

/* Whether module m is a folder's: its name is the folder of its files (else
 * a file given alone). */
int rsv_child_folder_module(const rsv_module *m)
{
	size_t n = strlen(m->name);
	while (n > 1 && m->name[n - 1] == '/') /* a folder given as "x/" */
		n--;
	return m->nfiles && strncmp(m->files[0].f->name, m->name, n) == 0 && m->files[0].f->name[n] == '/';
}

/* The folder of module m (its name is a folder, or a file of it). */
char *rsv_child_module_dir(const rsv_module *m)
{
	if (m->children->folder)
		return strdup(m->name);
	const char *slash = strrchr(m->name, '/');
	return slash ? strndup(m->name, (size_t)(slash - m->name)) : strdup(".");
}

/* p without a leading "./". */
static const char *unled(const char *p)
{
	return p[0] == '.' && p[1] == '/' ? p + 2 : p;
}

/* What of p (cleaned, unled) is below folder g (the same; "." the working
 * directory): "" for g itself; NULL when p is not g or below it. */
static const char *below(const char *g, const char *p)
{
	size_t n = strlen(g);
	if (strcmp(g, ".") == 0)
		return p[0] == '/' || strcmp(p, "..") == 0 || strncmp(p, "../", 3) == 0 ? NULL : strcmp(p, ".") ? p : "";
	if (strncmp(p, g, n) != 0 || (p[n] && p[n] != '/'))
		return NULL;
	return p[n] ? p + n + 1 : "";
}

/* under_given from the names, where they tell: 1 or 0, or -1 (they do not).
 * from is a folder the walk entered (or one found so), so the folders that
 * dir shares with it are no links, and each folder of dir below them is
 * lstat'ed: the walk follows no link.  Spares a realpath a child (the one
 * syscall-heavy step of reading children over a corpus: each component
 * lstat'ed and read as a link, and the working directory asked). */
static int under_given_by_name(const rsv_children_cache *c, const char *from, const char *dir)
{
	const char *p = unled(dir), *f = unled(from);
	for (int i = 0; i < c->ngiven; i++) {
		const char *rest = below(c->typed[i], p);
		if (!rest || !below(c->typed[i], f))
			continue;
		for (const char *q = rest; *q; q++)
			if ((q == rest || q[-1] == '/') && q[0] == '.')
				return 0; /* a hidden folder: the walk does not enter it */
		size_t same = 0; /* the folders p shares with f */
		for (size_t j = 0;; j++) {
			if ((!p[j] || p[j] == '/') && (!f[j] || f[j] == '/'))
				same = j;
			if (!p[j] || p[j] != f[j])
				break;
		}
		for (size_t j = same + 1; j <= strlen(p); j++) {
			if (p[j] && p[j] != '/')
				continue;
			char part[PATH_MAX];
			struct stat st;
			if (j >= sizeof part)
				return -1;
			memcpy(part, p, j);
			part[j] = '\0';
			if (lstat(part, &st) != 0 || S_ISLNK(st.st_mode))
				return -1;
		}
		return 1;
	}
	return -1;
}

/* dir is under a folder given (and in no hidden folder below it): the run
 * checks it as a module of its own.  from: as rsv_child_of's.  -1 when out
 * of memory. */
static int under_given(const rsv_children_cache *c, const char *from, const char *dir)
{
	int by_name = from ? under_given_by_name(c, from, dir) : -1;
	if (by_name >= 0)
		return by_name;
	errno = 0;
	char *real = realpath(dir, NULL);
	int in = 0;
	if (!real && errno == ENOMEM)
		return -1;
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

/* Points the arenas of m (its own and its files') at r: their blocks go to
 * r when they are freed (NULL: back to malloc).  A child's parse is made
 * in the memory of the thread that reads it, and leaves it: the thread
 * that checks or frees it may be another. */
static void adopt(rsv_module *m, hcl_reuse *r)
{
	m->arena.reuse = r;
	for (uint32_t i = 0; i < m->nfiles; i++)
		m->files[i].f->arena.reuse = r;
}

/* ---- the cache ---------------------------------------------------------------------- */

rsv_children_cache *rsv_child_cache_make(const spec_lang *l, char **paths, int npaths, int keep_going,
					 size_t max_file_size, rsv_children_lock lock, const rsv_child_hooks *hooks)
{
	rsv_children_cache *c = calloc(1, sizeof *c);
	if (!c || !(c->given = calloc((size_t)npaths + 1, sizeof *c->given)) ||
	    !(c->typed = calloc((size_t)npaths + 1, sizeof *c->typed))) {
		if (c)
			free(c->given);
		free(c);
		return NULL;
	}
	c->l = l;
	c->keep_going = keep_going;
	c->max_file_size = max_file_size;
	c->lock = lock;
	c->hooks = hooks;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (strcmp(paths[i], "-") == 0 || stat(paths[i], &st) != 0 || !S_ISDIR(st.st_mode))
			continue;
		errno = 0;
		char *real = realpath(paths[i], NULL);
		int err = real ? 0 : errno;
		char *typed = rsv_child_path_join(paths[i], ".");
		if (real && typed) {
			memmove(typed, unled(typed), strlen(unled(typed)) + 1);
			c->typed[c->ngiven] = typed;
			c->given[c->ngiven++] = real;
		} else {
			int nomem = !typed || err == ENOMEM;
			free(real), free(typed);
			if (nomem) { /* a folder given taken for one outside: not a cache */
				rsv_children_cache_free(c);
				return NULL;
			}
		}
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
		free(k->vhash);
		free(k->ohash);
		free(k->vars); /* with outs, required and strings */
		free(k->shown);
		free(k);
	}
	for (int i = 0; i < c->ngiven; i++)
		free(c->given[i]), free(c->typed[i]);
	free(c->given);
	free(c->typed);
	free(c);
}

struct rsv_children *rsv_child_view_new(rsv_children_cache *c, rsv_module *m, int held)
{
	struct rsv_children *v = hcl_alloc_try(&m->arena, sizeof *v); /* (no jump: m may have no guard) */
	if (v) {
		memset(v, 0, sizeof *v);
		v->c = c;
		v->held = held;
		m->child_hooks = c->hooks;
	}
	return v;
}

int rsv_child_add_shown(child ***v, size_t *n, size_t *cap, child *k)
{
	for (size_t i = 0; i < *n; i++)
		if ((*v)[i] == k)
			return 0;
	if (hcl_grow((void **)v, cap, *n + 1, sizeof **v) != 0)
		return -1;
	(*v)[(*n)++] = k;
	return 0;
}

int rsv_child_on_chain(const rsv_children_cache *c, const char *name, const struct stat *st)
{
	for (int i = 0; i < c->nchain; i++)
		if ((c->chain[i].identified && c->chain[i].dev == st->st_dev && c->chain[i].ino == st->st_ino) ||
		    strcmp(c->chain[i].name, name) == 0)
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

/* A name's hash from its length and its first and last eight bytes: a
 * call's arguments are many and long (a byte-at-a-time hash of each was a
 * third of the cost of the calls' check over the corpus); names alike in
 * all three only share a chain. */
static uint32_t name_hash(const char *name)
{
	size_t n = strlen(name);
	uint64_t head = 0, tail = 0;
	if (n >= 8) { /* (the two may overlap) */
		memcpy(&head, name, 8);
		memcpy(&tail, name + n - 8, 8);
	} else {
		for (size_t i = 0; i < n; i++)
			head |= (uint64_t)(unsigned char)name[i] << (8 * i);
	}
	uint64_t h = (head * 0x9e3779b97f4a7c15u) ^ (tail * 0xc2b2ae3d27d4eb4fu) ^ n;
	return (uint32_t)(h >> 32) ^ (uint32_t)h;
}

/* The slot of name in the index h (of cap slots) of the names v: its own,
 * or the empty one where it would go. */
static uint32_t name_slot(const char *const *v, const int32_t *h, uint32_t cap, const char *name)
{
	uint32_t at = name_hash(name) & (cap - 1);
	while (h[at] >= 0 && !(v[h[at]][0] == name[0] && strcmp(v[h[at]], name) == 0))
		at = (at + 1) & (cap - 1);
	return at;
}

/* The index of name in v (indexed by h, of cap slots), or -1. */
int32_t rsv_child_name_find(const char *const *v, const int32_t *h, uint32_t cap, const char *name)
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
void rsv_child_index(child *k)
{
	if (k->indexed || !k->vars || !k->outs || !k->required || !k->strings)
		return; /* (no summary: a folder with no module files, or k->oom) */
	k->indexed = 1;
	k->vhash = index_names(k->vars, k->required, &k->nvars, &k->vcap);
	k->ohash = index_names(k->outs, NULL, &k->nouts, &k->ocap);
	if (!k->vhash || !k->ohash) {
		free(k->vhash), free(k->ohash);
		k->vhash = k->ohash = NULL; /* no summary: its callers are out of memory */
		k->oom = 1;
	}
}

/* What the callers of child k need of its module m (indexed): the names of
 * its variables and outputs (those of its primary files), copied into one
 * block (m may go); rsv_child_index indexes them. */
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
	/* one block: the names of both, their flags, their text */
	const char **block = malloc((nv + no + 2) * sizeof *block + nv + 1 + bytes);
	if (!block) {
		k->oom = 1;
		return;
	}
	k->vars = block;
	k->outs = block + nv + 1;
	k->required = (uint8_t *)(k->outs + no + 1);
	k->strings = (char *)k->required + nv + 1;
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

/* Entry k is that of folder st (in the buckets by device and inode). */
static void identify(rsv_children_cache *c, child *k, const struct stat *st)
{
	k->dev = st->st_dev;
	k->ino = st->st_ino;
	k->identified = 1;
	k->hnext = *bucket(c, st);
	*bucket(c, st) = k;
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
	if (st)
		identify(c, k, st);
	return k;
}

int rsv_child_known(rsv_children_cache *c, const char *dir, struct stat *st)
{
	const child *k = find_name(c, dir);
	if (!k || !k->identified)
		return 0;
	memset(st, 0, sizeof *st);
	st->st_dev = k->dev;
	st->st_ino = k->ino;
	st->st_mode = S_IFDIR;
	return 1;
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

/* The reading of the calls of m, a child the run checks by itself (its
 * view dry), under a guard of m: out of memory sets m->oom. */
static void dry_check(rsv_children_cache *c, rsv_module *m)
{
	RSV_GUARDED(m, c->hooks->check(m, syntax_errors(m))); /* rsv_children_check */
}

/* Fills entry k from its module m (indexed; an outside child checked, an
 * inside one read quietly here: its calls counted, nothing reported), or
 * from the view from of m, whose check read its children with no load
 * error (so no syntax error either: what the quiet reading would find). */
static void fill(rsv_children_cache *c, child *k, rsv_module *m, struct rsv_children *from)
{
	struct rsv_children *saved = m->children;
	struct rsv_children *v = from ? from : k->outside ? saved : rsv_child_view_new(c, m, 1);
	if (!v) {
		k->oom = 1;
		return;
	}
	v->folder = 1;
	k->readable = 1;
	if (!k->outside && !from) {
		m->children = v;
		v->dry = 1;
		dry_check(c, m);
	}
	k->oom |= m->oom || v->oom;
	summarise(k, m);
	size_t cap = 0;
	k->fatal_load = v->load_errors > 0;
	k->fatal_graph = v->call_errors > 0;
	k->recursive = v->recursive;
	if (k->outside && rsv_child_add_shown(&k->shown, &k->nshown, &cap, k) != 0)
		k->oom = 1;
	for (size_t i = 0; i < v->ncalls; i++) {
		const child *g = v->kids[i];
		k->fatal_load |= g->fatal_load;
		k->fatal_graph |= g->fatal_graph;
		k->oom |= g->oom;
		for (size_t j = 0; j < g->nshown; j++)
			if (rsv_child_add_shown(&k->shown, &k->nshown, &cap, g->shown[j]) != 0)
				k->oom = 1;
	}
	m->children = saved;
}

/* The child of folder dir (st: its stat), read the first time (the lock
 * held); NULL when out of memory.  A child under a folder given is checked
 * by the run as a module of its own: here it is only indexed and its calls
 * read quietly, and its parse is kept for the run (rsv_children_take);
 * another is checked and kept for its diagnostics. */
/* A problem reading a child (rsv_walk's on_problem): notes ENOMEM in *ctx. */
static void note_nomem(void *ctx, const char *path, int err)
{
	(void)path;
	*(int *)ctx |= err == ENOMEM;
}

child *rsv_child_of(rsv_children_cache *c, const char *dir, const struct stat *st, const char *from,
		    hcl_reuse *reuse)
{
	child *k = find_name(c, dir);
	if (k && !k->identified) /* the run's, deposited: known by name until now */
		identify(c, k, st);
	if (!k)
		k = find(c, st);
	if (k)
		return k;
	char *name = strdup(dir);
	if (!name || !(k = entry_new(c, name, st)))
		return NULL;
	int nomem = 0;
	rsv_walk w = {0};
	w.max_file_size = c->max_file_size;
	w.reuse = reuse;
	w.on_problem = note_nomem;
	w.ctx = &nomem;
	rsv_module *m = rsv_module_read_dir(c->l, dir, &w);
	int under = m && m->nfiles ? under_given(c, from, dir) : 0;
	if (!m || !m->nfiles || under < 0 || m->oom || !(m->children = rsv_child_view_new(c, m, 1))) {
		k->oom = nomem || under < 0 || (m && (m->oom || m->nfiles));
		rsv_module_free(m);
		return k;
	}
	m->children->folder = 1;
	k->outside = !under;
	m->children->outside = k->outside;
	if (k->outside) {
		m->keep_going = c->keep_going;
		rsv_check_module_cycles(m); /* reads its own children (rsv_children_check) */
		k->m = m;
	} else {
		rsv_module_index(m);
		k->parsed = m;
		c->nparsed++;
	}
	k->oom |= nomem || m->oom;
	fill(c, k, m, NULL);
	adopt(m, NULL);
	return k;
}

/* The run checked module m, of folder name (cleaned; taken over), under a
 * folder given: its entry, made as rsv_child_of would (the lock held), unless
 * there is one by that name. */
void rsv_child_deposit(rsv_children_cache *c, rsv_module *m, char *name, struct rsv_children *from)
{
	if (find_name(c, name)) {
		free(name);
		return;
	}
	child *k = entry_new(c, name, NULL);
	if (k)
		fill(c, k, m, from);
}

rsv_module *rsv_children_take(rsv_children_cache *c, const rsv_found *fd, hcl_reuse *reuse)
{
	if (!c || fd->nnamed || fd->tests)
		return NULL;
	for (uint32_t i = 0; i < fd->n; i++)
		if (fd->files[i].testing)
			return NULL;
	if (c->lock.lock)
		c->lock.lock(c->lock.ctx);
	char *name = c->nparsed ? rsv_child_path_join(fd->name, ".") : NULL;
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
	if (m) {
		m->children = NULL;
		m->child_hooks = NULL;
		adopt(m, reuse);
	}
	return m;
}

