/* rsv_discover.c - which files form a module: the one directory walker that
 * every command uses (module discovery, and the plain file walk of
 * `traversals`). */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv.h"

/* How deep a walk goes below a path given. */
enum { MAX_DEPTH = 64 };

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n > m && strcmp(s + n - m, suf) == 0;
}

static int in_exts(spec_names exts, const char *name)
{
	for (uint16_t i = 0; i < exts.n; i++)
		if (has_suffix(name, exts.v[i]))
			return 1;
	return 0;
}

static void problem(const rsv_walk *w, const char *path, int err)
{
	if (w->on_problem)
		w->on_problem(w->ctx, path, err);
}

/* dir/name in a new malloc'd string (no doubled slash), or NULL. */
static char *join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2; /* the slash and the NUL: all of it fits */
	char *p = malloc(n);
	if (p)
		snprintf(p, n, "%s%s%s", dir, has_suffix(dir, "/") ? "" : "/", name);
	return p;
}

/* An entry of a directory listing. */
typedef struct entry {
	char *name;
	int dir; /* a directory (links followed) */
} entry;

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const entry *)a)->name, ((const entry *)b)->name);
}

static void free_list(entry *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

/* The entries of dir that are directories or regular files, sorted by
 * name; hidden ones (".terraform", ...) left out.  A directory that cannot
 * be opened, or an entry that cannot be examined, is reported and counted
 * in *problems. */
static entry *list_dir(const char *dir, size_t *n, const rsv_walk *w, int *problems)
{
	DIR *d = opendir(dir);
	entry *v = NULL;
	size_t cap = 0;
	struct dirent *e;
	*n = 0;
	if (!d) {
		problem(w, dir, errno);
		++*problems;
		return NULL;
	}
	while ((e = readdir(d)) != NULL) {
		struct stat st;
		if (e->d_name[0] == '.')
			continue;
		char *path = join(dir, e->d_name);
		if (!path || stat(path, &st) != 0) {
			problem(w, path ? path : e->d_name, path ? errno : ENOMEM);
			++*problems;
			free(path);
			continue;
		}
		free(path);
		if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))
			continue;
		if (hcl_grow((void **)&v, &cap, *n + 1, sizeof *v) != 0 ||
		    !(v[*n].name = strdup(e->d_name))) {
			problem(w, dir, ENOMEM);
			++*problems;
			break;
		}
		v[*n].dir = S_ISDIR(st.st_mode);
		(*n)++;
	}
	closedir(d);
	if (v)
		qsort(v, *n, sizeof *v, cmp_entry);
	return v;
}

/* ---- modules ----------------------------------------------------------------- */

/* Parses path into m; counts an unreadable file as a problem. */
static int add_file(rsv_module *m, const char *path, int testing, const rsv_walk *w)
{
	size_t len;
	int err = 0;
	char *src = hcl_read_file(path, &len, &err);
	if (!src) {
		problem(w, path, err);
		return 1;
	}
	hcl_file *f = hcl_parse_owned(path, src, len, HCL_MODE_CONFIG);
	if (!f) {
		problem(w, path, EFBIG);
		return 1;
	}
	if (rsv_module_add(m, f, testing) != 0) {
		hcl_file_free(f);
		problem(w, path, ENOMEM);
		return 1;
	}
	return 0;
}

#ifndef NAME_MAX
#define NAME_MAX 255 /* POSIX lets limits.h leave it out when it varies */
#endif

/* What a file of a listing (sorted by name) is to a module: 2 a module
 * file, 1 a test file, 0 neither.  A NAME.tf beside a NAME.tofu is hidden
 * by it: a binary search of the listing. */
static int file_kind(const spec_lang *l, const entry *v, size_t n, size_t i)
{
	if (v[i].dir)
		return 0;
	if (in_exts(l->test_extensions, v[i].name))
		return 1;
	if (!in_exts(l->module_extensions, v[i].name))
		return 0;
	if (has_suffix(v[i].name, ".tf")) {
		char want[NAME_MAX + 8]; /* NAME.tofu: two bytes longer than NAME.tf */
		size_t k = strlen(v[i].name);
		entry key = {want, 0};
		if (k + 3 > sizeof want)
			return 2;
		memcpy(want, v[i].name, k - 3);
		memcpy(want + k - 3, ".tofu", sizeof ".tofu");
		if (bsearch(&key, v, n, sizeof *v, cmp_entry))
			return 0;
	}
	return 2;
}

/* Adds the files of a listing of dir: module files unless tests_only, test
 * files unless no_tests.  Returns the problems met. */
static int add_listed(rsv_module *m, const char *dir, const entry *v, size_t n, int tests_only,
		      int no_tests, const rsv_walk *w)
{
	int problems = 0;
	for (size_t i = 0; i < n; i++) {
		int kind = file_kind(m->l, v, n, i);
		if ((kind == 1 && !no_tests) || (kind == 2 && !tests_only)) {
			char *path = join(dir, v[i].name);
			if (path)
				problems += add_file(m, path, kind == 1, w);
			free(path);
		}
	}
	return problems;
}

/* Adds the test files of dir's "tests" folder to m. */
static int add_tests(rsv_module *m, const char *dir, const entry *tests, const rsv_walk *w)
{
	int problems = 0;
	char *tdir = join(dir, tests->name);
	size_t tn;
	entry *tv = tdir ? list_dir(tdir, &tn, w, &problems) : NULL;
	if (tv)
		problems += add_listed(m, tdir, tv, tn, 1, 0, w);
	free_list(tv, tv ? tn : 0);
	free(tdir);
	return problems;
}

/* Every directory under dir with module files is a module; a "tests"
 * folder's test files belong to the module above it (its sub-folders are
 * modules of their own). */
static int walk_modules(const spec_lang *l, const char *dir, int depth, int tests_taken,
			const rsv_walk *w)
{
	int problems = 0, mods = 0, files = 0;
	size_t n;
	entry *v = list_dir(dir, &n, w, &problems);
	const entry *tests = NULL;
	for (size_t i = 0; i < n; i++) {
		int kind = file_kind(l, v, n, i);
		mods += kind == 2;
		files += kind == 2 || (kind == 1 && !tests_taken);
		if (v[i].dir && strcmp(v[i].name, "tests") == 0)
			tests = &v[i];
	}
	if (files) {
		rsv_module *m = rsv_module_new(l, dir);
		if (!m) {
			free_list(v, n);
			return problems + 1;
		}
		problems += add_listed(m, dir, v, n, 0, tests_taken, w);
		if (tests && mods)
			problems += add_tests(m, dir, tests, w);
		if (m->nfiles)
			problems += w->on_module(w->ctx, m);
		rsv_module_free(m);
	}
	for (size_t i = 0; i < n && depth < MAX_DEPTH; i++) {
		if (!v[i].dir)
			continue;
		char *path = join(dir, v[i].name);
		if (path)
			problems += walk_modules(l, path, depth + 1, mods && &v[i] == tests, w);
		free(path);
	}
	free_list(v, n);
	return problems;
}

int rsv_for_each_module(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	int problems = 0;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (stat(paths[i], &st) != 0) {
			problem(w, paths[i], errno);
			problems++;
		} else if (S_ISDIR(st.st_mode)) {
			problems += walk_modules(l, paths[i], 0, 0, w);
		} else {
			rsv_module *m = rsv_module_new(l, paths[i]);
			if (!m)
				return problems + 1;
			problems += add_file(m, paths[i], in_exts(l->test_extensions, paths[i]), w);
			if (m->nfiles)
				problems += w->on_module(w->ctx, m);
			rsv_module_free(m);
		}
	}
	return problems;
}

/* ---- plain files --------------------------------------------------------------- */

static int walk_files(const spec_lang *l, const char *dir, int depth, const rsv_walk *w)
{
	int problems = 0;
	size_t n;
	entry *v = list_dir(dir, &n, w, &problems);
	for (size_t i = 0; i < n; i++) {
		int wanted = !v[i].dir && (in_exts(l->module_extensions, v[i].name) ||
					   in_exts(l->test_extensions, v[i].name));
		if (!wanted && !(v[i].dir && depth < MAX_DEPTH))
			continue;
		char *path = join(dir, v[i].name);
		if (!path)
			problems++;
		else if (v[i].dir)
			problems += walk_files(l, path, depth + 1, w);
		else
			problems += w->on_file(w->ctx, path);
		free(path);
	}
	free_list(v, n);
	return problems;
}

int rsv_for_each_file(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	int problems = 0;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		if (stat(paths[i], &st) != 0) {
			problem(w, paths[i], errno);
			problems++;
		} else if (S_ISDIR(st.st_mode)) {
			problems += walk_files(l, paths[i], 0, w);
		} else {
			problems += w->on_file(w->ctx, paths[i]);
		}
	}
	return problems;
}
