/* rsv_listing.c - a folder's listing as the walk reads it: its entries
 * sorted by name with their types (from readdir where it says, else a
 * stat; links to folders only when followed), and what each name is to a
 * language's modules: a module file, a test file, or hidden by its .tofu
 * twin, in the native syntax or the JSON one. */
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

#include "rsv_listing.h"

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

int rsv_walk_counts(int err)
{
	return err != RSV_WALK_LOOP && err != RSV_WALK_LINK;
}

/* Reports err at path; returns 1 when it is a problem (counted), else 0. */
int rsv_walk_problem(const rsv_walk *w, const char *path, int err)
{
	if (w->on_problem)
		w->on_problem(w->ctx, path, err);
	return rsv_walk_counts(err);
}

/* dir/name in a new malloc'd string (no doubled slash; name alone when dir
 * is ""), or NULL. */
char *rsv_path_join(const char *dir, const char *name)
{
	size_t n = strlen(dir) + strlen(name) + 2; /* the slash and the NUL: all of it fits */
	char *p = malloc(n);
	if (strcmp(dir, ".") == 0) /* the working directory: names as validate gives them, "main.tf" */
		dir = "";
	if (p)
		snprintf(p, n, "%s%s%s", dir, !*dir || has_suffix(dir, "/") ? "" : "/", name);
	return p;
}

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const rsv_entry *)a)->name, ((const rsv_entry *)b)->name);
}

void rsv_free_list(rsv_entry *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

/* 1 when the entry e of dir is a directory, 0 a regular file (a link to
 * either: to a directory only with w->follow, else noted), -1 anything
 * else or an entry that cannot be examined (a dangling link: reported and
 * counted in *problems; with problems NULL, quietly).  The type readdir
 * gives saves a stat when it is known and not a link. */
static int entry_type(const char *dir, const struct dirent *e, const rsv_walk *w, int *problems)
{
#ifdef DT_DIR
	if (e->d_type == DT_DIR || e->d_type == DT_REG)
		return e->d_type == DT_DIR;
	if (e->d_type != DT_UNKNOWN && e->d_type != DT_LNK)
		return -1;
#endif
	struct stat st;
	char *path = rsv_path_join(dir, e->d_name);
	int err = 0, link = 0, type = -1;
	if (!path)
		err = ENOMEM;
	else if (lstat(path, &st) != 0)
		err = errno;
	else if (S_ISLNK(st.st_mode) && (link = 1) && stat(path, &st) != 0)
		err = errno;
	if (err) {
		if (problems)
			*problems += rsv_walk_problem(w, path ? path : e->d_name, err);
	} else if (S_ISDIR(st.st_mode) && link && !w->follow) {
		if (problems)
			rsv_walk_problem(w, path, RSV_WALK_LINK);
	} else {
		type = S_ISDIR(st.st_mode) ? 1 : S_ISREG(st.st_mode) ? 0 : -1;
	}
	free(path);
	return type;
}

/* The entries of dir that are directories or regular files, sorted by
 * name; hidden ones (".terraform", ...) left out.  A directory that cannot
 * be opened, or an entry that cannot be examined, is reported and counted
 * in *problems (with problems NULL: neither). */
rsv_entry *rsv_list_dir(const char *dir, size_t *n, const rsv_walk *w, int *problems)
{
	DIR *d = opendir(*dir ? dir : ".");
	rsv_entry *v = NULL;
	size_t cap = 0;
	struct dirent *e;
	*n = 0;
	if (!d) {
		if (problems)
			*problems += rsv_walk_problem(w, dir, errno);
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
			if (problems)
				*problems += rsv_walk_problem(w, dir, ENOMEM);
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

#ifndef NAME_MAX
#define NAME_MAX 255 /* POSIX lets limits.h leave it out when it varies */
#endif

/* Whether name has one of exts, in the native or the JSON syntax. */
int rsv_in_any_exts(spec_names exts, const char *name)
{
	return in_exts(exts, name) || in_json_exts(exts, name);
}

/* OpenTofu's precedence (filterTfPathsWithTofuAlternatives): a file whose
 * name ends in ".tf" before its extension's end (NAME.tf, NAME.tf.json,
 * NAME.tftest.hcl, NAME.tftest.json) is hidden by the file named with
 * ".tofu" there instead, when the listing (sorted by name) has it: a binary
 * search. */
static int hidden(const rsv_entry *v, size_t n, size_t i)
{
	static const char *const tf_ends[] = {".tf", ".tf.json", ".tftest.hcl", ".tftest.json"};
	const char *name = v[i].name;
	size_t k = strlen(name);
	char want[NAME_MAX + 8]; /* two bytes longer than the name */
	rsv_entry key = {want, 0};
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
int rsv_file_kind(const spec_lang *l, const rsv_entry *v, size_t n, size_t i)
{
	if (v[i].dir)
		return 0;
	int kind = rsv_in_any_exts(l->test_extensions, v[i].name) ? 1 : rsv_in_any_exts(l->module_extensions, v[i].name) ? 2 : 0;
	return kind && hidden(v, n, i) ? 0 : kind;
}

