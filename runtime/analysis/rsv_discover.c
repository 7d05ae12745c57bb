/* rsv_discover.c - which files form a module: the one directory walker that
 * every command uses (module discovery, and the plain file walk of
 * `traversals`). */
/* d_type and DT_DIR are not POSIX: glibc shows them with _DEFAULT_SOURCE.
 * Without them every entry is stat'ed. */
#define _DEFAULT_SOURCE 1
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

/* Whether name is the JSON-syntax form of one of exts: the extension with
 * ".json" added, or put in place of a final ".hcl" (OpenTofu's .tf.json,
 * .tofu.json, .tftest.json). */
static int in_json_exts(spec_names exts, const char *name)
{
	size_t n = strlen(name);
	if (!has_suffix(name, ".json"))
		return 0;
	for (uint16_t i = 0; i < exts.n; i++) {
		size_t m = strlen(exts.v[i]);
		if (m > 4 && strcmp(exts.v[i] + m - 4, ".hcl") == 0)
			m -= 4;
		if (n > m + 5 && strncmp(name + n - 5 - m, exts.v[i], m) == 0)
			return 1;
	}
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

/* 1 when the entry e of dir is a directory (links followed), 0 a regular
 * file, -1 anything else or an entry that cannot be examined (reported and
 * counted in *problems).  The type readdir gives saves a stat when it is
 * known and not a link. */
static int entry_type(const char *dir, const struct dirent *e, const rsv_walk *w, int *problems)
{
#ifdef DT_DIR
	if (e->d_type == DT_DIR || e->d_type == DT_REG)
		return e->d_type == DT_DIR;
	if (e->d_type != DT_UNKNOWN && e->d_type != DT_LNK)
		return -1;
#endif
	struct stat st;
	char *path = join(dir, e->d_name);
	if (!path || stat(path, &st) != 0) {
		problem(w, path ? path : e->d_name, path ? errno : ENOMEM);
		++*problems;
		free(path);
		return -1;
	}
	free(path);
	return S_ISDIR(st.st_mode) ? 1 : S_ISREG(st.st_mode) ? 0 : -1;
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
		if (e->d_name[0] == '.')
			continue;
		int isdir = entry_type(dir, e, w, problems);
		if (isdir < 0)
			continue;
		if (hcl_grow((void **)&v, &cap, *n + 1, sizeof *v) != 0 ||
		    !(v[*n].name = strdup(e->d_name))) {
			problem(w, dir, ENOMEM);
			++*problems;
			break;
		}
		v[*n].dir = isdir;
		(*n)++;
	}
	closedir(d);
	if (v)
		qsort(v, *n, sizeof *v, cmp_entry);
	return v;
}

/* ---- modules ----------------------------------------------------------------- */

/* Where the walk started: the index of the path given and its length. */
typedef struct origin {
	int arg;
	size_t len;
} origin;

static rsv_found *found_new(const char *name, origin o)
{
	rsv_found *fd = calloc(1, sizeof *fd);
	if (!fd || !(fd->name = strdup(name))) {
		free(fd);
		return NULL;
	}
	size_t n = strlen(name);
	fd->arg = o.arg;
	fd->rel = n > o.len ? o.len + (name[o.len] == '/') : n;
	return fd;
}

void rsv_found_free(rsv_found *fd)
{
	if (!fd)
		return;
	for (uint32_t i = 0; i < fd->n; i++)
		free(fd->files[i].path);
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
	if (!src) {
		problem(w, path, err);
		return 1;
	}
	hcl_file *f = rsv_parse_owned(m->l, path, src, len, testing);
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

/* Whether name has one of exts, in the native or the JSON syntax. */
static int in_any_exts(spec_names exts, const char *name)
{
	return in_exts(exts, name) || in_json_exts(exts, name);
}

/* OpenTofu's precedence (filterTfPathsWithTofuAlternatives): a file whose
 * name ends in ".tf" before its extension's end (NAME.tf, NAME.tf.json,
 * NAME.tftest.hcl, NAME.tftest.json) is hidden by the file named with
 * ".tofu" there instead, when the listing (sorted by name) has it: a binary
 * search. */
static int hidden(const entry *v, size_t n, size_t i)
{
	static const char *const tf_ends[] = {".tf", ".tf.json", ".tftest.hcl", ".tftest.json"};
	const char *name = v[i].name;
	size_t k = strlen(name);
	char want[NAME_MAX + 8]; /* two bytes longer than the name */
	entry key = {want, 0};
	if (k + 3 > sizeof want)
		return 0;
	for (size_t e = 0; e < sizeof tf_ends / sizeof *tf_ends; e++) {
		if (!has_suffix(name, tf_ends[e]))
			continue;
		size_t stem = k - strlen(tf_ends[e]);
		memcpy(want, name, stem);
		memcpy(want + stem, ".tofu", 5);
		memcpy(want + stem + 5, tf_ends[e] + 3, strlen(tf_ends[e] + 3) + 1);
		if (bsearch(&key, v, n, sizeof *v, cmp_entry))
			return 1;
	}
	return 0;
}

/* What a file of a listing is to a module: 2 a module file, 1 a test file,
 * 0 neither (or hidden by its .tofu alternative). */
static int file_kind(const spec_lang *l, const entry *v, size_t n, size_t i)
{
	if (v[i].dir)
		return 0;
	int kind = in_any_exts(l->test_extensions, v[i].name) ? 1 : in_any_exts(l->module_extensions, v[i].name) ? 2 : 0;
	return kind && hidden(v, n, i) ? 0 : kind;
}

/* Adds the files of a listing of dir to fd: module files unless
 * tests_only, test files unless no_tests. */
static void add_listed(const spec_lang *l, rsv_found *fd, const char *dir, const entry *v, size_t n,
		       int tests_only, int no_tests)
{
	for (size_t i = 0; i < n; i++) {
		int kind = file_kind(l, v, n, i);
		if ((kind == 1 && !no_tests) || (kind == 2 && !tests_only))
			found_add(fd, join(dir, v[i].name), kind == 1);
	}
}

/* Adds the test files of the "tests" folder fd->tests to m, in the order
 * of its listing.  Returns the problems met. */
static int add_tests(rsv_module *m, const rsv_found *fd, const rsv_walk *w)
{
	int problems = 0;
	size_t n;
	entry *v = list_dir(fd->tests, &n, w, &problems);
	for (size_t i = 0; i < n; i++) {
		if (file_kind(m->l, v, n, i) != 1)
			continue;
		char *path = join(fd->tests, v[i].name);
		if (path)
			problems += add_file(m, path, 1, w);
		free(path);
	}
	free_list(v, n);
	return problems;
}

rsv_module *rsv_found_load(const spec_lang *l, const rsv_found *fd, const rsv_walk *w, int *problems)
{
	rsv_module *m = rsv_module_new(l, fd->name);
	if (!m) {
		++*problems;
		return NULL;
	}
	for (uint32_t i = 0; i < fd->n; i++)
		*problems += add_file(m, fd->files[i].path, fd->files[i].testing, w);
	if (fd->tests)
		*problems += add_tests(m, fd, w);
	return m;
}

/* Hands a module found over: to on_found, or read and given to on_module. */
static int hand_over(const spec_lang *l, rsv_found *fd, const rsv_walk *w)
{
	if (w->on_found)
		return w->on_found(w->ctx, fd);
	int problems = 0;
	rsv_module *m = rsv_found_load(l, fd, w, &problems);
	rsv_found_free(fd);
	if (m && m->nfiles)
		problems += w->on_module(w->ctx, m);
	rsv_module_free(m);
	return problems;
}

/* Every directory under dir with module files is a module; a "tests"
 * folder's test files belong to the module above it (its sub-folders are
 * modules of their own). */
static int walk_modules(const spec_lang *l, const char *dir, int depth, int tests_taken, origin o,
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
		rsv_found *fd = found_new(dir, o);
		if (!fd || (tests && mods && !(fd->tests = join(dir, tests->name)))) {
			rsv_found_free(fd);
			free_list(v, n);
			return problems + 1;
		}
		add_listed(l, fd, dir, v, n, 0, tests_taken);
		problems += hand_over(l, fd, w);
	}
	for (size_t i = 0; i < n && depth < MAX_DEPTH; i++) {
		if (!v[i].dir)
			continue;
		char *path = join(dir, v[i].name);
		if (path)
			problems += walk_modules(l, path, depth + 1, mods && &v[i] == tests, o, w);
		free(path);
	}
	free_list(v, n);
	return problems;
}

rsv_module *rsv_module_read_dir(const spec_lang *l, const char *dir, const rsv_walk *w)
{
	int problems = 0;
	size_t n;
	entry *v = list_dir(dir, &n, w, &problems);
	rsv_found *fd = v ? found_new(dir, (origin){0, strlen(dir)}) : NULL;
	rsv_module *m = NULL;
	if (fd) {
		add_listed(l, fd, dir, v, n, 0, 1);
		m = rsv_found_load(l, fd, w, &problems);
	}
	rsv_found_free(fd);
	free_list(v, v ? n : 0);
	return m;
}

int rsv_for_each_module(const spec_lang *l, char **paths, int npaths, const rsv_walk *w)
{
	int problems = 0;
	for (int i = 0; i < npaths; i++) {
		struct stat st;
		origin o = {i, strlen(paths[i])};
		int in = strcmp(paths[i], "-") == 0; /* standard input: a file */
		if (!in && stat(paths[i], &st) != 0) {
			problem(w, paths[i], errno);
			problems++;
		} else if (!in && S_ISDIR(st.st_mode)) {
			problems += walk_modules(l, paths[i], 0, 0, o, w);
		} else {
			rsv_found *fd = found_new(paths[i], o);
			if (!fd || found_add(fd, strdup(paths[i]), !in && in_any_exts(l->test_extensions, paths[i])) != 0) {
				rsv_found_free(fd);
				return problems + 1;
			}
			problems += hand_over(l, fd, w);
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
		const char *f = v[i].name;
		int wanted = !v[i].dir && (in_any_exts(l->module_extensions, f) || in_any_exts(l->test_extensions, f));
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
		int in = strcmp(paths[i], "-") == 0; /* standard input: on_file reads it */
		if (!in && stat(paths[i], &st) != 0) {
			problem(w, paths[i], errno);
			problems++;
		} else if (!in && S_ISDIR(st.st_mode)) {
			problems += walk_files(l, paths[i], 0, w);
		} else {
			problems += w->on_file(w->ctx, paths[i]);
		}
	}
	return problems;
}
