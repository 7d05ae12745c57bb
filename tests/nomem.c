/* nomem.c - running out of memory in the parse is an error that reaches the
 * caller, with nothing left allocated.  The syntax layer is built here with
 * tests/fault.h, which fails the Nth allocation; for each file (native and
 * JSON: the repository's example module and a JSON module, and the files of
 * a real module of $SHARED_DIR's corpus when it is there) the parse is run
 * once to count its allocations T, then again with allocation N failing for
 * every N from 1 to T, with and without an hcl_reuse.  Each run must give
 * either the same tree and diagnostics as the run without failure or a
 * clean error (NULL, or the file's "no memory" diagnostic), never a crash,
 * and hold no block afterwards (counted here; ASan and valgrind in CI check
 * the same).  Prints the totals. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "hcl.h"
#include "hcl_json.h"
#include "tap.h"

#undef malloc
#undef calloc
#undef realloc
#undef free
#undef strdup
#undef strndup
#undef realpath

/* ---- what a parse gave ----------------------------------------------------- */

/* Appends to buf the shape of body b: its attributes with their traversals,
 * its blocks with their labels, recursively. */
static void on_trav(void *ctx, const hcl_traversal *t)
{
	char text[256];
	hcl_traversal_format(t, text, sizeof text);
	hcl_buf_printf(ctx, " %s", text);
}

static void shape_body(hcl_buf *b, const hcl_body *body)
{
	if (!body)
		return;
	for (const hcl_attr *a = body->attrs; a; a = a->next) {
		hcl_buf_printf(b, "%s=", a->name);
		hcl_expr_variables(a->expr, on_trav, b);
		hcl_buf_puts(b, ";");
	}
	for (const hcl_block *k = body->blocks; k; k = k->next) {
		hcl_buf_printf(b, "%s", k->type);
		for (const hcl_label *l = k->labels; l; l = l->next)
			hcl_buf_printf(b, " \"%s\"", l->text);
		hcl_buf_puts(b, "{");
		shape_body(b, k->body);
		hcl_buf_puts(b, "}");
	}
}

/* The shape of f and its diagnostics (summaries and places), in a string
 * to free; the allocations it makes do not fail. */
static char *shape(const hcl_file *f)
{
	unsigned long at = fault()->fail_at;
	hcl_buf b = {0};
	fault()->fail_at = 0;
	hcl_buf_printf(&b, "%u errors %u warnings\n", f->nerrors, f->nwarnings);
	for (const hcl_diag *d = f->diags; d; d = d->next)
		hcl_buf_printf(&b, "%u-%u %s\n", d->start, d->end, d->summary);
	shape_body(&b, f->body);
	fault()->fail_at = at;
	char *s = strdup(b.p ? b.p : "");
	hcl_buf_free(&b);
	return s;
}

/* f reports that memory ran out (the lexer's or parser's diagnostic). */
static int says_no_memory(const hcl_file *f)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		if (strstr(d->summary, "memory"))
			return 1;
	return 0;
}

typedef struct input {
	const char *name;
	char *src;
	size_t len;
	int json;
} input;

/* Parses in (native or JSON; with r when not NULL) and frees the file: its
 * shape in *out (to free) or NULL when the parse gave NULL. */
static void parse_one(const input *in, hcl_reuse *r, char **out, int *nomem)
{
	*out = NULL;
	*nomem = 0;
	if (in->json) {
		hcl_json_file *jf = hcl_json_parse(in->name, in->src, in->len);
		if (jf) {
			*nomem = says_no_memory(&jf->file);
			*out = shape(&jf->file);
			hcl_json_free(jf);
		}
		return;
	}
	char *buf = malloc(in->len + 1);
	if (!buf)
		bail_out("out of memory in the test itself");
	memcpy(buf, in->src, in->len);
	buf[in->len] = '\0';
	fault()->live++; /* buf is the parse's to free, through fault_free */
	hcl_file *f = hcl_parse_reusing(r, in->name, buf, in->len, HCL_MODE_CONFIG);
	if (f) {
		*nomem = says_no_memory(f);
		*out = shape(f);
		hcl_file_free(f);
	}
}

/* Totals over every input. */
static unsigned long total_runs, total_null, total_diag, total_same;

/* Every N for one input, with reuse or without. */
static void every_n(const input *in, int with_reuse)
{
	fault_state *st = fault();
	const char *how = with_reuse ? "with an hcl_reuse" : "alone";
	st->fail_at = 0;
	st->calls = 0;
	st->live = 0;
	hcl_reuse *r = with_reuse ? hcl_reuse_new() : NULL;
	char *want;
	int nomem;
	parse_one(in, r, &want, &nomem);
	unsigned long t = st->calls;
	if (!want || nomem)
		bail_out("%s does not parse without a failing allocation", in->name);

	unsigned long bad_result = 0, leaks = 0, first_bad = 0, first_leak = 0;
	for (unsigned long n = 1; n <= t; n++) {
		char *got;
		st->fail_at = n;
		st->calls = 0;
		long before = st->live;
		parse_one(in, r, &got, &nomem);
		st->fail_at = 0;
		total_runs++;
		if (!got)
			total_null++;
		else if (nomem)
			total_diag++;
		else if (strcmp(got, want) == 0)
			total_same++;
		else if (!bad_result++)
			first_bad = n;
		free(got);
		if (st->live != before && !leaks++)
			first_leak = n;
		/* the reuse must still serve: a parse without failure gives the same */
		if (r) {
			parse_one(in, r, &got, &nomem);
			if (!got || strcmp(got, want) != 0) {
				if (!bad_result++)
					first_bad = n;
			}
			free(got);
		}
	}
	free(want);
	hcl_reuse_free(r);
	ok(bad_result == 0, "%s, %s: each of %lu failing allocations gives the same parse or a clean error%s",
	   in->name, how, t, bad_result ? "" : "");
	if (bad_result)
		diag("%lu runs differ, the first with allocation %lu failing", bad_result, first_bad);
	ok(leaks == 0 && st->live == 0, "%s, %s: nothing left allocated after any of them", in->name, how);
	if (leaks || st->live)
		diag("%lu runs leave blocks behind, the first with allocation %lu failing (%ld held at the end)",
		     leaks, first_leak, st->live);
}

static int read_file(const char *path, input *in)
{
	FILE *fp = fopen(path, "rb");
	struct stat sb;
	if (!fp)
		return -1;
	if (fstat(fileno(fp), &sb) != 0 || !(in->src = malloc((size_t)sb.st_size + 1))) {
		fclose(fp);
		return -1;
	}
	in->len = fread(in->src, 1, (size_t)sb.st_size, fp);
	fclose(fp);
	in->name = strdup(path);
	size_t n = strlen(path);
	in->json = n > 5 && strcmp(path + n - 5, ".json") == 0;
	return 0;
}

static void run_file(const char *path)
{
	input in;
	if (read_file(path, &in) != 0) {
		skip("%s cannot be read", path);
		skip("%s cannot be read", path);
		return;
	}
	every_n(&in, 0);
	if (!in.json)
		every_n(&in, 1);
	free(in.src);
	free((char *)in.name);
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	const char *shared = getenv("SHARED_DIR");
	char path[4096];
	static const char *const ours[] = {"examples/module/main.tf", "examples/module/variables.tf",
					   "tests/data/json/module.tf.json"};
	for (size_t i = 0; i < sizeof ours / sizeof ours[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", top ? top : ".", ours[i]);
		run_file(path);
	}
	/* a real module: terraform-aws-vpc's top-level files */
	snprintf(path, sizeof path, "%s/corpus/terraform-aws-modules__terraform-aws-vpc", shared ? shared : "");
	DIR *d = shared ? opendir(path) : NULL;
	if (!d) {
		skip("no real module: SHARED_DIR is not set or has no corpus/terraform-aws-modules__terraform-aws-vpc");
	} else {
		struct dirent *e;
		char names[16][256];
		int n = 0;
		while ((e = readdir(d)) != NULL && n < 16)
			if (strlen(e->d_name) > 3 && strcmp(e->d_name + strlen(e->d_name) - 3, ".tf") == 0)
				snprintf(names[n++], sizeof names[0], "%s", e->d_name);
		closedir(d);
		for (int i = 0; i < n; i++) {
			char file[8192];
			snprintf(file, sizeof file, "%s/%s", path, names[i]);
			run_file(file);
		}
	}
	diag("fault injection: %lu parses with one allocation failing: %lu gave NULL, %lu the no-memory "
	     "diagnostic, %lu the same parse (the failure was recovered from)",
	     total_runs, total_null, total_diag, total_same);
	return done_testing();
}
