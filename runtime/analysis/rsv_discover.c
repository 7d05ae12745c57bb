/* rsv_discover.c - which files form a module: the one directory walker that
 * every command uses (module discovery, the files named on the command line
 * read with their folder's module, and the plain file walk of `traversals`).
 * Folders are known by device and inode: each is entered once per run, and
 * a link back to one the walk is in is a loop.  A folder's listing and the
 * kinds of its files are rsv_listing.c's. */
#define _DEFAULT_SOURCE 1 /* realpath's PATH_MAX, lstat */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv_listing.h"

enum { MAX_DEPTH = RSV_MAX_DEPTH };

/* A folder as the file system knows it, whatever path reaches it. */
typedef struct folder_id {
	dev_t dev;
	ino_t ino;
	int used; /* a slot of the seen set holds one */
} folder_id;

#define same_folder(a, b) ((a).dev == (b).dev && (a).ino == (b).ino)
#define id_of(st) ((folder_id){(st)->st_dev, (st)->st_ino, 1})

/* A set of folders: open addressing, a power of two slots, at most half
 * full. */
typedef struct folder_set {
	folder_id *v;
	size_t n, cap;
} folder_set;

/* ---- the state of a walk ------------------------------------------------------ */

/* Where the walk started: the index of the path given and its length. */
typedef struct origin {
	int arg;
	size_t len;
} origin;

typedef struct walker {
	const spec_lang *l;
	const rsv_walk *w;
	origin o;
	/* The folders entered that a path may reach again: with follow, every
	 * one (a link may lead anywhere); else only the folders given (or of a
	 * module given by a file), for without links a folder is reached again
	 * only by another path given, so memory does not grow with the tree. */
	folder_set seen;
	folder_set given;
	folder_id trail[MAX_DEPTH + 1]; /* the folders of the walk's current path, outermost first */
	unsigned long found;        /* units handed over, or met already read, under the path given */
} walker;

static size_t hash_folder(folder_id id)
{
	uint64_t h = ((uint64_t)id.dev * 0x9e3779b97f4a7c15u) ^ (uint64_t)id.ino;
	return (size_t)(h ^ (h >> 29));
}

/* Whether set s has id. */
static int set_has(const folder_set *s, folder_id id)
{
	if (!s->cap)
		return 0;
	for (size_t j = hash_folder(id) & (s->cap - 1); s->v[j].used; j = (j + 1) & (s->cap - 1))
		if (same_folder(s->v[j], id))
			return 1;
	return 0;
}

/* Adds id to set s: 1 when it was there already, else 0 (also when out of
 * memory, which may walk a folder twice but never forever: the depth limit
 * stops it). */
static int set_add(folder_set *s, folder_id id)
{
	if (2 * (s->n + 1) > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 64;
		folder_id *v = calloc(cap, sizeof *v);
		if (!v)
			return 0;
		for (size_t i = 0; i < s->cap; i++)
			for (size_t j = hash_folder(s->v[i]) & (cap - 1); s->v[i].used; j = (j + 1) & (cap - 1))
				if (!v[j].used) {
					v[j] = s->v[i];
					break;
				}
		free(s->v);
		s->v = v;
		s->cap = cap;
	}
	size_t j = hash_folder(id) & (s->cap - 1);
	for (; s->v[j].used; j = (j + 1) & (s->cap - 1))
		if (same_folder(s->v[j], id))
			return 1;
	s->v[j] = id;
	s->n++;
	return 0;
}

/* ---- modules ----------------------------------------------------------------- */

static rsv_found *found_new(const char *name, origin o)
{
	rsv_found *fd = calloc(1, sizeof *fd);
	if (!fd || !(fd->name = strdup(*name ? name : "."))) {
		free(fd);
		return NULL;
	}
	size_t n = strlen(name);
	fd->arg = o.arg;
	fd->rel = n > o.len ? o.len + (name[o.len] == '/') : strlen(fd->name);
	return fd;
}

void rsv_found_free(rsv_found *fd)
{
	if (!fd)
		return;
	for (uint32_t i = 0; i < fd->n; i++)
		free(fd->files[i].path);
	for (uint32_t i = 0; i < fd->nnamed; i++)
		free(fd->named[i]);
	free(fd->named);
	free(fd->files);
	free(fd->tests);
	free(fd->name);
	free(fd);
}

/* Adds path (taken over) to fd; -1 when out of memory (path freed). */
static int found_add(rsv_found *fd, char *path, int testing)
{
	if (!path || hcl_grow((void **)&fd->files, &fd->cap, (size_t)fd->n + 1, sizeof *fd->files) != 0) {
		free(path);
		return -1;
	}
	fd->files[fd->n].path = path;
	fd->files[fd->n].testing = testing;
	fd->n++;
	return 0;
}

/* Reads path within the walk's size limit; "-" is standard input. */
static char *read_source(const char *path, const rsv_walk *w, size_t *len, int *err)
{
	size_t max = w->max_file_size ? w->max_file_size : HCL_MAX_FILE_SIZE;
	if (strcmp(path, "-") == 0)
		return hcl_read_fd(0, max, len, err);
	return hcl_read_file_max(path, max, len, err);
}

/* Parses path into m; counts an unreadable file as a problem. */
static int add_file(rsv_module *m, const char *path, int testing, const rsv_walk *w)
{
	size_t len;
	int err = 0;
	char *src = read_source(path, w, &len, &err);
	if (!src)
		return rsv_walk_problem(w, path, err);
	hcl_file *f = rsv_parse_reusing(m->l, w->reuse, path, src, len, testing);
	if (!f) /* over the 4 GiB a parse takes, or out of memory */
		return rsv_walk_problem(w, path, len > HCL_MAX_FILE_SIZE_CAP ? EFBIG : ENOMEM);
	if (hcl_file_no_memory(f)) { /* not the whole file: as one not read */
		hcl_file_free(f);
		return rsv_walk_problem(w, path, ENOMEM);
	}
	if (rsv_module_add(m, f, testing) != 0) {
		hcl_file_free(f);
		return rsv_walk_problem(w, path, ENOMEM);
	}
	return 0;
}

/* Adds the test files of the "tests" folder fd->tests to m, in the order
 * of its listing.  Returns the problems met reading them (the listing's
 * own are the walk's, which enters the folder). */
static int add_tests(rsv_module *m, const rsv_found *fd, const rsv_walk *w)
{
	int problems = 0;
	size_t n;
	rsv_entry *v = rsv_list_dir(fd->tests, &n, w, NULL);
	for (size_t i = 0; i < n; i++) {
		if (rsv_file_kind(m->l, v, n, i) != 1)
			continue;
		char *path = rsv_path_join(fd->tests, v[i].name);
		if (path)
			problems += add_file(m, path, 1, w);
		else
			problems += rsv_walk_problem(w, fd->tests, ENOMEM);
		free(path);
	}
	rsv_free_list(v, n);
	return problems;
}

/* Marks the files of m that fd was read for (rsv_module.named); -1 when
 * out of memory. */
static int mark_named(rsv_module *m, const rsv_found *fd)
{
	uint8_t *named = hcl_alloc_try(&m->arena, (size_t)m->nfiles + 1);
	if (!named)
		return -1;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		named[i] = 0;
		for (uint32_t j = 0; j < fd->nnamed && !named[i]; j++)
			named[i] = strcmp(m->files[i].f->name, fd->named[j]) == 0;
	}
	m->named = named;
	return 0;
}

rsv_module *rsv_found_load(const spec_lang *l, const rsv_found *fd, const rsv_walk *w, int *problems)
{
	rsv_module *m = rsv_module_new_reusing(l, fd->name, w->reuse);
	if (!m) {
		*problems += rsv_walk_problem(w, fd->name, ENOMEM);
		return NULL;
	}
	for (uint32_t i = 0; i < fd->n; i++)
		*problems += add_file(m, fd->files[i].path, fd->files[i].testing, w);
	if (fd->tests)
		*problems += add_tests(m, fd, w);
	if (fd->nnamed && mark_named(m, fd) != 0) {
		rsv_module_free(m);
		*problems += rsv_walk_problem(w, fd->name, ENOMEM);
		return NULL;
	}
	return m;
}

int rsv_module_shows(const rsv_module *m, const hcl_file *f)
{
	if (!m->named)
		return 1;
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (m->files[i].f == f)
			return m->named[i];
	return 1;
}

/* Hands a module found over: to on_found, or read and given to on_module. */
static int hand_over(walker *k, rsv_found *fd)
{
	const rsv_walk *w = k->w;
	k->found++;
	if (w->on_found)
		return w->on_found(w->ctx, fd);
	int problems = 0;
	rsv_module *m = rsv_found_load(k->l, fd, w, &problems);
	rsv_found_free(fd);
	if (m && m->nfiles)
		problems += w->on_module(w->ctx, m);
	rsv_module_free(m);
	return problems;
}

/* The module of folder dir from its listing, or NULL when it has no module
 * files (or test files, unless tests_taken: the module above has them).
 * *mods counts its module files; *oom is set when memory ran out. */
static rsv_found *module_of(const spec_lang *l, const char *dir, const rsv_entry *v, size_t n, int tests_taken,
			    origin o, int *mods, int *oom)
{
	int files = 0;
	*mods = 0;
	const rsv_entry *tests = NULL;
	for (size_t i = 0; i < n; i++) {
		int kind = rsv_file_kind(l, v, n, i);
		*mods += kind == 2;
		files += kind == 2 || (kind == 1 && !tests_taken);
		if (v[i].dir && strcmp(v[i].name, "tests") == 0)
			tests = &v[i];
	}
	if (!files)
		return NULL;
	rsv_found *fd = found_new(dir, o);
	if (!fd || (tests && *mods && !(fd->tests = rsv_path_join(dir, tests->name)))) {
		rsv_found_free(fd);
		*oom = 1;
		return NULL;
	}
	for (size_t i = 0; i < n; i++) {
		int kind = rsv_file_kind(l, v, n, i);
		if (((kind == 1 && !tests_taken) || kind == 2) &&
		    found_add(fd, rsv_path_join(dir, v[i].name), kind == 1) != 0) {
			rsv_found_free(fd);
			*oom = 1;
			return NULL;
		}
	}
	return fd;
}

/* Enters folder dir, depth levels below the path given: 1 when the walk
 * goes on into it; 0 when it was entered before in this run (counted as
 * found) or is a loop (reported); -1 when it cannot be examined (*problems
 * counts it). */
static int enter(walker *k, const char *dir, int depth, int *problems)
{
	struct stat st;
	if (stat(*dir ? dir : ".", &st) != 0) {
		*problems += rsv_walk_problem(k->w, dir, errno);
		return -1;
	}
	folder_id id = id_of(&st);
	for (int i = 0; i < depth; i++)
		if (same_folder(k->trail[i], id)) {
			*problems += rsv_walk_problem(k->w, dir, RSV_WALK_LOOP);
			return 0;
		}
	if ((k->w->follow || set_has(&k->given, id)) && set_add(&k->seen, id)) {
		k->found++;
		return 0;
	}
	k->trail[depth] = id;
	return 1;
}

/* Whether the listing has a folder the depth limit keeps the walk out of:
 * reported once, naming the folder at the limit. */
static int too_deep(const walker *k, const char *dir, int depth, const rsv_entry *v, size_t n)
{
	if (depth < MAX_DEPTH)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (v[i].dir)
			return rsv_walk_problem(k->w, dir, RSV_WALK_DEEP);
	return 0;
}

/* Every directory under dir with module files is a module; a "tests"
 * folder's test files belong to the module above it (its sub-folders are
 * modules of their own). */
static int walk_modules(walker *k, const char *dir, int depth, int tests_taken)
{
	int problems = 0, oom = 0, mods;
	if (enter(k, dir, depth, &problems) <= 0)
		return problems;
	size_t n;
	rsv_entry *v = rsv_list_dir(dir, &n, k->w, &problems);
	rsv_found *fd = module_of(k->l, dir, v, n, tests_taken, k->o, &mods, &oom);
	if (oom)
		problems += rsv_walk_problem(k->w, dir, ENOMEM);
	if (fd)
		problems += hand_over(k, fd);
	problems += too_deep(k, dir, depth, v, n);
	for (size_t i = 0; i < n && depth < MAX_DEPTH; i++) {
		if (!v[i].dir)
			continue;
		char *path = rsv_path_join(dir, v[i].name);
		if (path)
			problems += walk_modules(k, path, depth + 1, mods && strcmp(v[i].name, "tests") == 0);
		else
			problems += rsv_walk_problem(k->w, dir, ENOMEM);
		free(path);
	}
	rsv_free_list(v, n);
	return problems;
}

rsv_module *rsv_module_read_dir(const spec_lang *l, const char *dir, const rsv_walk *w)
{
	int problems = 0;
	size_t n;
	rsv_entry *v = rsv_list_dir(dir, &n, w, &problems);
	rsv_found *fd = v ? found_new(dir, (origin){0, strlen(dir)}) : NULL;
	rsv_module *m = NULL;
	if (fd) {
		int oom = 0;
		for (size_t i = 0; i < n && !oom; i++)
			if (rsv_file_kind(l, v, n, i) == 2)
				oom = found_add(fd, rsv_path_join(dir, v[i].name), 0) != 0;
		m = oom ? NULL : rsv_found_load(l, fd, w, &problems);
		if (oom)
			rsv_walk_problem(w, dir, ENOMEM);
	}
	if (v && !fd) /* (a listing that failed said why) */
		rsv_walk_problem(w, dir, ENOMEM);
	rsv_found_free(fd);
	rsv_free_list(v, v ? n : 0);
	return m;
}

/* ---- the paths given ---------------------------------------------------------- */

/* What becomes of a path given on the command line. */
enum { GIVEN_NONE, GIVEN_FAILED, GIVEN_DIR, GIVEN_ALONE, GIVEN_MODULE };

typedef struct given {
	int what;
	int err;          /* GIVEN_FAILED: why */
	folder_id id;     /* GIVEN_ALONE: the file (unused for "-"); GIVEN_DIR: the folder;
			   * GIVEN_MODULE: the module's folder */
	char *folder;     /* GIVEN_DIR: its real path (NULL: unknown); GIVEN_MODULE: the folder as written */
	int tests_taken;  /* GIVEN_MODULE: a "tests" folder whose test files the module above has */
	char **named;     /* GIVEN_MODULE: the files named, as the module's files are named */
	uint32_t nnamed;
	size_t capnamed;
} given;

static void given_free(given *g, int n)
{
	for (int i = 0; g && i < n; i++) {
		for (uint32_t j = 0; j < g[i].nnamed; j++)
			free(g[i].named[j]);
		free(g[i].named);
		free(g[i].folder);
	}
	free(g);
}

/* Adds name (taken over) to the files named of g, unless it is there. */
static void add_named(given *g, char *name)
{
	for (uint32_t j = 0; name && j < g->nnamed; j++)
		if (strcmp(g->named[j], name) == 0) {
			free(name);
			return;
		}
	if (!name || hcl_grow((void **)&g->named, &g->capnamed, (size_t)g->nnamed + 1, sizeof *g->named) != 0) {
		free(name);
		return;
	}
	g->named[g->nnamed++] = name;
}

/* The folder part of path, malloc'd: "" when it has none. */
static char *folder_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup("");
}

/* The folder above dir (malloc'd) when dir is a folder named "tests",
 * else NULL. */
static char *above_tests(const char *dir)
{
	const char *slash = strrchr(dir, '/');
	return strcmp(slash ? slash + 1 : dir, "tests") == 0 ? folder_of(dir) : NULL;
}

/* The kind (file_kind) of the file name in folder dir, and whether dir has
 * module files (*mods); quiet: the walk reports the folder's problems. */
static int kind_in(const walker *k, const char *dir, const char *name, int *mods)
{
	size_t n;
	rsv_entry *v = rsv_list_dir(dir, &n, k->w, NULL);
	int kind = 0;
	*mods = 0;
	for (size_t i = 0; i < n; i++) {
		int ki = rsv_file_kind(k->l, v, n, i);
		*mods += ki == 2;
		if (strcmp(v[i].name, name) == 0)
			kind = ki;
	}
	rsv_free_list(v, n);
	return kind;
}

/* The module the file path belongs to, as the walk finds it: its folder's
 * (a test file in a "tests" folder: the module above, when there is one).
 * g becomes a GIVEN_MODULE, or stays GIVEN_ALONE for a file that is no
 * module's. */
static void module_named(const walker *k, const char *path, given *g)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	char *dir = folder_of(path), *up = dir ? above_tests(dir) : NULL;
	int mods, up_mods = 0, kind = dir ? kind_in(k, dir, base, &mods) : 0;
	if (up)
		kind_in(k, up, "", &up_mods);
	int above = kind == 1 && up_mods; /* a test file of the module above */
	char *folder = above ? up : dir;
	char *tests = above ? rsv_path_join(up, "tests") : NULL;
	char *name = above ? (tests ? rsv_path_join(tests, base) : NULL) : kind ? rsv_path_join(dir, base) : NULL;
	struct stat st;
	if (name && stat(*folder ? folder : ".", &st) == 0) {
		g->what = GIVEN_MODULE;
		g->id = id_of(&st);
		g->folder = folder;
		g->tests_taken = !above && up_mods;
		add_named(g, name);
		name = NULL;
		if (above)
			up = NULL;
		else
			dir = NULL;
	}
	free(name);
	free(tests);
	free(up);
	free(dir);
}

/* Whether the walk of a folder given reaches the folder whose real path is
 * real: it is the same folder, or below by names not hidden, within the
 * depth limit. */
static int covered(const given *g, int npaths, const char *real)
{
	for (int i = 0; real && i < npaths; i++) {
		const char *top = g[i].what == GIVEN_DIR ? g[i].folder : NULL;
		size_t n = top ? strlen(top) : 0;
		if (!top || strncmp(real, top, n) != 0)
			continue;
		const char *rest = real + n - (n == 1); /* "/" as the top: its slash starts the rest */
		int depth = 0;
		for (; *rest == '/' && rest[1] != '.' && depth <= MAX_DEPTH; depth++)
			rest += 1 + strcspn(rest + 1, "/");
		if (!*rest && depth <= MAX_DEPTH)
			return 1;
	}
	return 0;
}

/* The real path of path's folder (path itself when dir is set), or NULL. */
static char *real_folder(const char *path, int dir)
{
	char *d = dir ? strdup(path) : folder_of(path);
	char *real = d ? realpath(*d ? d : ".", NULL) : NULL;
	free(d);
	return real;
}

/* Drops g[i] when a folder given covers it, or when an earlier path names
 * the same file (alone) or module (whose files named it joins). */
static void drop_repeated(const walker *k, given *g, int npaths, char **paths, int i)
{
	int alone = g[i].what == GIVEN_ALONE;
	char *real = g[i].what == GIVEN_MODULE ? real_folder(g[i].folder, 1)
		     : alone && k->w->files_alone && (rsv_in_any_exts(k->l->module_extensions, paths[i]) ||
						       rsv_in_any_exts(k->l->test_extensions, paths[i]))
			 ? real_folder(paths[i], 0)
			 : NULL;
	int drop = covered(g, npaths, real);
	free(real);
	for (int j = 0; j < i && !drop; j++) {
		if (g[j].what != g[i].what || !same_folder(g[j].id, g[i].id))
			continue;
		for (uint32_t m = 0; !alone && m < g[i].nnamed; m++) {
			add_named(&g[j], g[i].named[m]);
			g[i].named[m] = NULL;
		}
		drop = 1;
	}
	if (drop)
		g[i].what = GIVEN_NONE;
}

/* What becomes of each path given, before any is read. */
static given *plan(const walker *k, char **paths, int npaths)
{
	given *g = calloc((size_t)npaths + 1, sizeof *g);
	for (int i = 0; g && i < npaths; i++) {
		struct stat st;
		if (strcmp(paths[i], "-") == 0) {
			g[i].what = GIVEN_ALONE;
		} else if (stat(paths[i], &st) != 0) {
			g[i].what = GIVEN_FAILED;
			g[i].err = errno;
		} else if (S_ISDIR(st.st_mode)) {
			g[i].what = GIVEN_DIR;
			g[i].id = id_of(&st);
			g[i].folder = realpath(paths[i], NULL);
		} else {
			g[i].what = GIVEN_ALONE;
			g[i].id = id_of(&st);
			if (!k->w->files_alone)
				module_named(k, paths[i], &g[i]);
		}
	}
	for (int i = 0; g && i < npaths; i++)
		if ((g[i].what == GIVEN_ALONE && g[i].id.used) || g[i].what == GIVEN_MODULE)
			drop_repeated(k, g, npaths, paths, i);
	return g;
}

/* Hands over the module of the files named in g. */
static int take_module(walker *k, given *g)
{
	int problems = 0, oom = 0, mods;
	size_t n;
	set_add(&k->seen, g->id); /* a folder given later does not read it again */
	rsv_entry *v = rsv_list_dir(g->folder, &n, k->w, &problems);
	rsv_found *fd = module_of(k->l, g->folder, v, n, g->tests_taken, k->o, &mods, &oom);
	rsv_free_list(v, n);
	if (!fd)
		return problems + rsv_walk_problem(k->w, g->folder, oom ? ENOMEM : ENOENT); /* gone since */
	fd->named = g->named;
	fd->nnamed = g->nnamed;
	g->named = NULL;
	g->nnamed = 0;
	return problems + hand_over(k, fd);
}

/* Reads path given as planned in g. */
static int take(walker *k, const char *path, given *g)
{
	int problems = 0;
	if (g->what == GIVEN_FAILED)
		return rsv_walk_problem(k->w, path, g->err);
	if (g->what == GIVEN_DIR) {
		k->found = 0;
		problems = walk_modules(k, path, 0, 0);
		return problems || k->found ? problems : rsv_walk_problem(k->w, path, RSV_WALK_EMPTY);
	}
	if (g->what == GIVEN_MODULE) {
		k->o.len = 0; /* its path below the path given: the folder's path */
		return take_module(k, g);
	}
	if (g->what != GIVEN_ALONE)
		return 0;
	int in = strcmp(path, "-") == 0; /* standard input: a file */
	rsv_found *fd = found_new(path, k->o);
	if (!fd || found_add(fd, strdup(path), !in && rsv_in_any_exts(k->l->test_extensions, path)) != 0) {
		rsv_found_free(fd);
		return rsv_walk_problem(k->w, path, ENOMEM);
	}
	return hand_over(k, fd);
}

int rsv_for_each_module(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	walker k = {.l = l, .w = w};
	int problems = 0;
	given *g = plan(&k, paths, npaths);
	if (!g)
		return rsv_walk_problem(w, npaths ? paths[0] : "-", ENOMEM);
	for (int i = 0; i < npaths; i++)
		if (g[i].what == GIVEN_DIR || g[i].what == GIVEN_MODULE)
			set_add(&k.given, g[i].id);
	for (int i = 0; i < npaths; i++) {
		k.o = (origin){i, strlen(paths[i])};
		problems += take(&k, paths[i], &g[i]);
	}
	given_free(g, npaths);
	free(k.seen.v);
	free(k.given.v);
	return problems;
}

/* ---- plain files --------------------------------------------------------------- */

static int walk_files(walker *k, const char *dir, int depth)
{
	int problems = 0;
	if (enter(k, dir, depth, &problems) <= 0)
		return problems;
	size_t n;
	rsv_entry *v = rsv_list_dir(dir, &n, k->w, &problems);
	problems += too_deep(k, dir, depth, v, n);
	for (size_t i = 0; i < n; i++) {
		const char *f = v[i].name;
		int wanted = !v[i].dir && (rsv_in_any_exts(k->l->module_extensions, f) || rsv_in_any_exts(k->l->test_extensions, f));
		if (!wanted && !(v[i].dir && depth < MAX_DEPTH))
			continue;
		char *path = rsv_path_join(dir, v[i].name);
		if (!path) {
			problems += rsv_walk_problem(k->w, dir, ENOMEM);
		} else if (v[i].dir) {
			problems += walk_files(k, path, depth + 1);
		} else {
			k->found++;
			problems += k->w->on_file(k->w->ctx, path);
		}
		free(path);
	}
	rsv_free_list(v, n);
	return problems;
}

int rsv_for_each_file(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	walker k = {.l = l, .w = w};
	int problems = 0;
	/* Each path is looked up once, before any is read (the folders given
	 * must be known to the walk of the first): err[i] is why it failed,
	 * 0 for a file (or "-", read by on_file), -1 for a folder. */
	int *err = malloc(((size_t)npaths + 1) * sizeof *err);
	if (!err)
		return rsv_walk_problem(w, npaths ? paths[0] : "-", ENOMEM);
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		err[i] = 0;
		if (strcmp(paths[i], "-") == 0)
			continue;
		if (stat(paths[i], &st) != 0) {
			err[i] = errno;
		} else if (S_ISDIR(st.st_mode)) {
			err[i] = -1;
			set_add(&k.given, id_of(&st));
		}
	}
	for (int i = 0; i < npaths; i++) {
		if (err[i] > 0) {
			problems += rsv_walk_problem(w, paths[i], err[i]);
		} else if (err[i] < 0) {
			k.found = 0;
			int p = walk_files(&k, paths[i], 0);
			problems += p || k.found ? p : rsv_walk_problem(w, paths[i], RSV_WALK_EMPTY);
		} else {
			problems += w->on_file(w->ctx, paths[i]);
		}
	}
	free(err);
	free(k.seen.v);
	free(k.given.v);
	return problems;
}
