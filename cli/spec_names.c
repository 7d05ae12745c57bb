/* spec_names.c - spec names: `reserve audit tofu-1.11 tofu` finds a spec by name
 * (spec_find, runtime/spec/spec_find.c) and `reserve --list-specs` lists every spec of the
 * spec folders. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "audit.h"

/* ---- reserve --list-specs ----------------------------------------------------- */

/* A row of the table: name, language, version, the commit of the source it was proved
 * against (drift), file. */
enum { COLUMNS = 5 };

typedef struct lister {
	char **seen;
	size_t n, cap;
	char **cells; /* COLUMNS per row, malloc'd */
	size_t nrows, caprows;
} lister;

static void add_row(lister *ls, const char *name, const char *lang, const char *version, const char *commit,
		    const char *file)
{
	const char *row[COLUMNS] = {name, lang, version, commit, file};
	if (hcl_grow((void **)&ls->cells, &ls->caprows, (ls->nrows + 1) * COLUMNS, sizeof *ls->cells) != 0)
		return;
	for (int c = 0; c < COLUMNS; c++)
		ls->cells[ls->nrows * COLUMNS + c] = strdup(row[c] ? row[c] : "");
	ls->nrows++;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int seen(lister *ls, const char *name)
{
	for (size_t i = 0; i < ls->n; i++)
		if (strcmp(ls->seen[i], name) == 0)
			return 1;
	if (ls->n == ls->cap && hcl_grow((void **)&ls->seen, &ls->cap, ls->n + 1, sizeof *ls->seen) != 0)
		return 1;
	ls->seen[ls->n++] = strdup(name);
	return 0;
}

static void show(lister *ls, const char *dir, const char *file)
{
	size_t n = strlen(file) - 4;
	char *name = strndup(file, n);
	if (!name || seen(ls, name)) {
		free(name);
		return;
	}
	hcl_buf p = {0};
	hcl_buf_printf(&p, "%s%s", dir, file);
	spec_loaded *s = p.oom ? NULL : spec_load(p.p);
	const spec_lang *l = s && !spec_loaded_errors(s) ? spec_loaded_lang(s) : NULL;
	if (l)
		add_row(ls, name, l->name, l->version, l->commit ? l->commit : "-", p.p);
	else
		add_row(ls, name, "(does not load)", "", "", p.p);
	spec_loaded_free(s);
	hcl_buf_free(&p);
	free(name);
}

static int list_in(void *ctx, const char *dir)
{
	lister *ls = ctx;
	DIR *d = opendir(dir);
	char **files = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	if (!d)
		return 0;
	while ((e = readdir(d)) != NULL) {
		size_t k = strlen(e->d_name);
		if (k > 4 && e->d_name[0] != '.' && strcmp(e->d_name + k - 4, ".hcl") == 0 &&
		    hcl_grow((void **)&files, &cap, n + 1, sizeof *files) == 0)
			files[n++] = strdup(e->d_name);
	}
	closedir(d);
	qsort(files, n, sizeof *files, by_name);
	for (size_t i = 0; i < n; i++) {
		if (files[i])
			show(ls, dir, files[i]);
		free(files[i]);
	}
	free(files);
	return 0;
}

int cli_list_specs(void)
{
	lister ls = {0};
	int width[COLUMNS] = {0};
	add_row(&ls, "NAME", "LANGUAGE", "VERSION", "COMMIT", "FILE");
	spec_each_dir(list_in, &ls);
	for (size_t i = 0; i < ls.nrows * COLUMNS; i++)
		if (ls.cells[i] && (int)strlen(ls.cells[i]) > width[i % COLUMNS])
			width[i % COLUMNS] = (int)strlen(ls.cells[i]);
	for (size_t r = 0; r < ls.nrows; r++)
		for (int c = 0; c < COLUMNS; c++) {
			const char *cell = ls.cells[r * COLUMNS + c] ? ls.cells[r * COLUMNS + c] : "";
			if (c < COLUMNS - 1)
				printf("%-*s ", width[c], cell);
			else
				printf("%s\n", cell);
		}
	for (size_t i = 0; i < ls.nrows * COLUMNS; i++)
		free(ls.cells[i]);
	free(ls.cells);
	for (size_t i = 0; i < ls.n; i++)
		free(ls.seen[i]);
	free(ls.seen);
	return CLI_OK;
}
