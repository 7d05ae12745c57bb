/* spec_find.c - specs by name: `reserve audit tofu-1.11 tofu` and `reserve-gen drift
 * tofu-1.12 SOURCE` find a spec in the folders of $RESERVE_SPEC_PATH, beside the running
 * program (an uninstalled build in the source tree) and in the installed spec folder
 * (RESERVE_SPECDIR, $(pkgdatadir)/spec), each with its history/ and examples/. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hcl_buf.h"
#include "spec.h"

#ifndef RESERVE_SPECDIR
#define RESERVE_SPECDIR "/usr/local/share/reserve/spec"
#endif

/* Where a folder of specs keeps them. */
static const char *const subdirs[] = {"", "history/", "examples/"};

static int is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* Appends "DIR/spec:" for the folder of the running program, where an
 * uninstalled build in the source tree finds the shipped specs. */
static void beside_program(hcl_buf *b)
{
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0 || (size_t)n >= sizeof exe - 1)
		return;
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	if (slash)
		hcl_buf_printf(b, "%.*s/spec:", (int)(slash - exe), exe);
}

/* The spec folders in search order, as one malloc'd colon-separated list:
 * $RESERVE_SPEC_PATH, the spec folder beside the program (a build in the
 * source tree), the installed one. */
static char *search_path(void)
{
	const char *env = getenv("RESERVE_SPEC_PATH");
	hcl_buf b = {0};
	if (env && *env)
		hcl_buf_printf(&b, "%s:", env);
	beside_program(&b);
	hcl_buf_puts(&b, RESERVE_SPECDIR);
	if (b.oom) {
		hcl_buf_free(&b);
		return NULL;
	}
	return b.p;
}

/* Calls fn for each spec folder (with a trailing slash); stops when fn
 * returns non-zero and returns that. */
int spec_each_dir(int (*fn)(void *ctx, const char *dir), void *ctx)
{
	char *list = search_path();
	int rc = 0;
	for (char *p = list, *next; p && !rc; p = next) {
		next = strchr(p, ':');
		if (next)
			*next++ = '\0';
		if (!*p)
			continue;
		for (size_t k = 0; k < sizeof subdirs / sizeof subdirs[0] && !rc; k++) {
			hcl_buf b = {0};
			hcl_buf_printf(&b, "%s%s%s", p, p[strlen(p) - 1] == '/' ? "" : "/", subdirs[k]);
			if (!b.oom)
				rc = fn(ctx, b.p);
			hcl_buf_free(&b);
		}
	}
	free(list);
	return rc;
}

typedef struct finder {
	const char *name;
	char *found;
} finder;

static int find_in(void *ctx, const char *dir)
{
	finder *f = ctx;
	hcl_buf b = {0};
	hcl_buf_printf(&b, "%s%s.hcl", dir, f->name);
	if (!b.oom && is_file(b.p)) {
		f->found = b.p;
		return 1;
	}
	hcl_buf_free(&b);
	return 0;
}

char *spec_find(const char *name)
{
	if (is_file(name) || strchr(name, '/'))
		return is_file(name) ? strdup(name) : NULL;
	finder f = {name, NULL};
	spec_each_dir(find_in, &f);
	return f.found;
}

