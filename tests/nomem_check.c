/* nomem_check.c - running out of memory in a whole check (a spec's load,
 * the walk that finds modules, the parse of their files and the check of
 * each module as `reserve check` runs it) is an error that reaches the
 * caller, with nothing left allocated.  The runtime (syntax, spec and
 * analysis layers, the public API and the built-in spec's tables) is built
 * here with tests/fault.h, which fails the Nth allocation.  Each run is made
 * once to count its allocations T, then once for every N from 1 to T with
 * allocation N failing:
 *   1. spec/tofu.hcl (and the 15 specs it extends) loaded, examples/module
 *      checked with it;
 *   2. each fixture module of tests/data/check (one per diagnostic) checked;
 *   3. each spec of tests/data/spec-check and tests/data/spec-extends loaded
 *      (their problems reported), and when it has none examples/module
 *      checked with it;
 *   4. the public API (reserve.h) over examples/module/main.tf: its
 *      traversals, its references, and a reference read from a string;
 *   5. a real module of $SHARED_DIR's corpus, terraform-aws-vpc with its
 *      sub-modules and examples, checked (skipped without SHARED_DIR; under
 *      AddressSanitizer every third N, see REAL_STRIDE).
 * A run with a failing allocation must give either the result of the run
 * without failure (every module's files and diagnostics, the walk's
 * problems, the spec's problems) or a clean error: spec_load NULL, a walk
 * problem ENOMEM, a module marked out of memory (rsv_module.oom); never a
 * crash, never a different result (a lost declaration that makes a false
 * "undeclared", a lost traversal that makes a false "valid"), and no block
 * held afterwards (counted here; ASan and valgrind check the same in CI).
 * Prints the totals. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "hcl.h"
#include "rsv.h"
#include "rsv_graph.h"
#include "reserve.h"
#include "spec.h"
#include "tap.h"

#undef malloc
#undef calloc
#undef realloc
#undef free
#undef strdup
#undef strndup
#undef realpath

/* What a run gave: its text, and whether it ended in a clean error. */
typedef struct result {
	hcl_buf text;
	int nomem; /* a clean out-of-memory error was reported */
} result;

/* The shape of the diagnostics of f. */
static void shape_file(result *r, const hcl_file *f)
{
	hcl_buf_printf(&r->text, "file %s: %u errors %u warnings\n", f->name, f->nerrors, f->nwarnings);
	for (const hcl_diag *d = f->diags; d; d = d->next) {
		hcl_buf_printf(&r->text, "  %u-%u %d %s: %s\n", d->start, d->end, (int)d->severity, d->summary,
			       d->detail ? d->detail : "");
		if (strstr(d->summary, "memory"))
			r->nomem = 1;
	}
}

/* The walk's callbacks: a module is checked as `reserve check` does. */
static int on_module(void *ctx, rsv_module *m)
{
	result *r = ctx;
	unsigned long at = fault()->fail_at;
	m->load_only = 0; /* check's default level, validate */
	m->file_only = 0;
	m->keep_going = 0;
	unsigned errors = rsv_check_module_cycles(m);
	fault()->fail_at = 0; /* the shape's own allocations do not fail */
	if (m->oom) {
		r->nomem = 1;
	} else {
		hcl_buf_printf(&r->text, "module %s: %u files, %u errors\n", m->name, m->nfiles, errors);
		for (uint32_t i = 0; i < m->nfiles; i++)
			shape_file(r, m->files[i].f);
	}
	fault()->fail_at = at;
	return 0;
}

static void on_problem(void *ctx, const char *path, int err)
{
	result *r = ctx;
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	if (err == ENOMEM)
		r->nomem = 1;
	else
		hcl_buf_printf(&r->text, "problem %s: %d\n", path, err);
	fault()->fail_at = at;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* One run: the spec at spec_path (NULL: the built-in one) loaded, then the
 * modules under dir checked. */
static void run(const char *spec_path, const char *dir, result *r)
{
	const spec_lang *l = &tofu_spec;
	spec_loaded *s = NULL;
	memset(r, 0, sizeof *r);
	if (spec_path) {
		s = spec_load(spec_path);
		if (!s) {
			r->nomem = 1;
			return;
		}
		if (spec_loaded_errors(s)) {
			unsigned long at = fault()->fail_at;
			fault()->fail_at = 0;
			for (unsigned i = 0; spec_loaded_file(s, i); i++)
				shape_file(r, spec_loaded_file(s, i));
			fault()->fail_at = at;
			spec_loaded_free(s);
			return;
		}
		l = spec_loaded_lang(s);
	}
	char *paths[] = {(char *)dir};
	rsv_walk w = {.on_module = on_module, .on_problem = on_problem, .ctx = r};
	int problems = rsv_for_each_module(l, paths, 1, &w);
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	hcl_buf_printf(&r->text, "problems %d\n", problems - r->nomem);
	fault()->fail_at = at;
	spec_loaded_free(s);
}

/* The counts of the runs of one part (one run or several). */
typedef struct tally {
	unsigned long t, runs, same, nomem, bad, leaks, first_bad, first_leak;
	char bad_in[4200], leak_in[4200]; /* the run of the first */
} tally;

static tally all;

/* Every stride-th N (1: every N) for one run (spec_path's load, NULL for
 * the built-in spec, and the modules under dir checked), counted in *ty. */
static void every_n(tally *ty, const char *spec_path, const char *dir, unsigned long stride)
{
	fault_state *st = fault();
	const char *label = spec_path ? spec_path : dir;
	result want, got;
	st->fail_at = 0;
	st->calls = 0;
	st->live = 0;
	run(spec_path, dir, &want);
	unsigned long t = st->calls;
	if (want.nomem || !want.text.p || want.text.oom)
		bail_out("%s: the run without a failing allocation fails", label);
	hcl_buf_free(&want.text); /* its blocks were counted: hold the text elsewhere */
	char *wanted = NULL;
	st->live = 0;
	run(spec_path, dir, &want);
	wanted = strdup(want.text.p);
	hcl_buf_free(&want.text);
	if (st->live != 0)
		bail_out("%s: the run without a failing allocation leaves %ld blocks", label, st->live);
	if (getenv("NOMEM_SHOW")) /* for debugging: the result wanted */
		diag("%s", wanted);

	const char *from = getenv("NOMEM_FROM"); /* for debugging: from and to that N */
	const char *to = getenv("NOMEM_TO");
	unsigned long last = to && strtoul(to, NULL, 10) < t ? strtoul(to, NULL, 10) : t;
	unsigned long bad0 = ty->bad, leaks0 = ty->leaks, dir_bad = 0, dir_leak = 0;
	for (unsigned long n = from ? strtoul(from, NULL, 10) : 1; n <= last; n += stride) {
		st->fail_at = n;
		st->calls = 0;
		run(spec_path, dir, &got);
		st->fail_at = 0;
		if (got.nomem) {
			ty->nomem++;
		} else if (got.text.p && !got.text.oom && strcmp(got.text.p, wanted) == 0) {
			ty->same++;
		} else {
			if (!ty->bad) {
				ty->first_bad = n;
				snprintf(ty->bad_in, sizeof ty->bad_in, "%s", label);
			}
			if (ty->bad == bad0)
				dir_bad = n;
			if (ty->bad++ < 3)
				diag("%s, allocation %lu failing: another result:\n%s", label, n, got.text.p ? got.text.p : "");
		}
		hcl_buf_free(&got.text);
		if (st->live != 0) {
			if (!ty->leaks) {
				ty->first_leak = n;
				snprintf(ty->leak_in, sizeof ty->leak_in, "%s", label);
			}
			if (ty->leaks == leaks0)
				dir_leak = n;
			if (ty->leaks++ < 3)
				diag("%s, allocation %lu failing: %ld blocks left", label, n, st->live);
		}
		st->live = 0;
	}
	free(wanted);
	ty->t += t;
	ty->runs += (last + stride - 1) / stride;
	if (ty->bad != bad0 || ty->leaks != leaks0)
		diag("%s: %lu runs differ (the first: allocation %lu), %lu leave blocks (the first: %lu)", label,
		     ty->bad - bad0, dir_bad, ty->leaks - leaks0, dir_leak);
}

/* The two points of a part, and its counts added to the totals. */
static void report(const tally *ty, const char *what)
{
	diag("%s: T = %lu allocations; %lu runs with one failing: %lu gave the same result, %lu a clean "
	     "out-of-memory error",
	     what, ty->t, ty->runs, ty->same, ty->nomem);
	ok(ty->bad == 0, "%s: each of its %lu allocations failing gives the same result or a clean error", what,
	   ty->t);
	if (ty->bad)
		diag("%lu runs differ, the first in %s with allocation %lu failing", ty->bad, ty->bad_in,
		     ty->first_bad);
	ok(ty->leaks == 0, "%s: nothing left allocated after any of them", what);
	if (ty->leaks)
		diag("%lu runs leave blocks behind, the first in %s with allocation %lu failing", ty->leaks,
		     ty->leak_in, ty->first_leak);
	all.t += ty->t;
	all.runs += ty->runs;
	all.same += ty->same;
	all.nomem += ty->nomem;
}

/* Every entry of folder sub of the source tree, each a run of its own:
 * a module folder checked with the built-in spec, or (specs) a spec file
 * loaded and, when it has no problem, examples/module checked with it. */
static void each_entry(const char *top, const char *sub, int specs, const char *what)
{
	char dir[4096], mod[4096];
	snprintf(dir, sizeof dir, "%s/%s", top, sub);
	snprintf(mod, sizeof mod, "%s/examples/module", top);
	size_t n = 0;
	char **names = NULL;
	DIR *d = opendir(dir);
	struct dirent *e;
	while (d && (e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.' || (getenv("NOMEM_DIR") && strcmp(getenv("NOMEM_DIR"), e->d_name) != 0))
			continue; /* NOMEM_DIR: for debugging, one of them */
		if (specs && (strlen(e->d_name) < 4 || strcmp(e->d_name + strlen(e->d_name) - 4, ".hcl") != 0))
			continue;
		names = realloc(names, (n + 1) * sizeof *names);
		if (!names || !(names[n++] = strdup(e->d_name)))
			bail_out("out of memory in the test itself");
	}
	if (d)
		closedir(d);
	if (!n && !getenv("NOMEM_DIR"))
		bail_out("%s has nothing to test", dir);
	qsort(names, n, sizeof *names, by_name);
	tally ty = {0};
	for (size_t i = 0; i < n; i++) {
		char path[8192];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		if (specs)
			every_n(&ty, path, mod, 1);
		else
			every_n(&ty, NULL, path, 1);
		free(names[i]);
	}
	free(names);
	char title[256];
	snprintf(title, sizeof title, "the %zu %s", n, what);
	report(&ty, title);
}

/* ---- the public API ------------------------------------------------------------ */

static void on_api_ref(void *ctx, const reserve_reference *r)
{
	result *res = ctx;
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	hcl_buf_printf(&res->text, "ref %d %s %s%s %u:%u\n", r->ok, r->kind ? r->kind : "-", r->name ? r->name : "-",
		       r->remaining, r->range.start.line, r->range.start.column);
	fault()->fail_at = at;
}

static void on_api_trav(void *ctx, const reserve_traversal *t)
{
	result *res = ctx;
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	hcl_buf_printf(&res->text, "trav %s %u:%u\n", t->text, t->range.start.line, t->range.start.column);
	fault()->fail_at = at;
}

/* One run of the public API over the file at path: its traversals, its
 * references, and a reference parsed from a string. */
static void api_run(const char *path, result *r)
{
	memset(r, 0, sizeof *r);
	FILE *fp = fopen(path, "rb");
	char src[65536];
	size_t len = fp ? fread(src, 1, sizeof src, fp) : 0;
	if (fp)
		fclose(fp);
	reserve_file *f = reserve_parse(path, src, len, RESERVE_CONFIG);
	if (!f) {
		r->nomem = 1;
		return;
	}
	if (reserve_each_traversal(f, on_api_trav, r) == RESERVE_NOMEM ||
	    reserve_each_reference(f, NULL, 0, NULL, on_api_ref, r) == RESERVE_NOMEM)
		r->nomem = 1;
	reserve_free(f);
	reserve_reference ref;
	int rc = reserve_parse_ref(NULL, "data.aws_ami.x.id[0]", NULL, &ref);
	if (rc == -2)
		r->nomem = 1;
	else
		on_api_ref(r, &ref);
	reserve_reference_free(&ref);
}

/* Every N of api_run over path. */
static void api_every_n(const char *path)
{
	fault_state *st = fault();
	result want, got;
	tally ty = {0};
	st->fail_at = 0;
	st->calls = 0;
	api_run(path, &want);
	unsigned long t = st->calls;
	if (want.nomem || !want.text.p)
		bail_out("%s: the API run without a failing allocation fails", path);
	char *wanted = strdup(want.text.p);
	hcl_buf_free(&want.text);
	for (unsigned long n = 1; n <= t; n++) {
		st->fail_at = n;
		st->calls = 0;
		st->live = 0;
		api_run(path, &got);
		st->fail_at = 0;
		if (got.nomem) {
			ty.nomem++;
		} else if (got.text.p && strcmp(got.text.p, wanted) == 0) {
			ty.same++;
		} else if (!ty.bad++) {
			ty.first_bad = n;
			snprintf(ty.bad_in, sizeof ty.bad_in, "%s", path);
		}
		hcl_buf_free(&got.text);
		if (st->live != 0 && !ty.leaks++) {
			ty.first_leak = n;
			snprintf(ty.leak_in, sizeof ty.leak_in, "%s", path);
		}
	}
	free(wanted);
	ty.t = ty.runs = t;
	report(&ty, "the public API (reserve_parse, reserve_each_traversal, reserve_each_reference, "
		    "reserve_parse_ref) over examples/module/main.tf");
}

/* The real module's 4,800 allocations, each failing in its own run, take
 * about 20 s of CPU in a plain build and 80 s under AddressSanitizer: there
 * every third one is failed (the example module, the fixtures and the specs
 * still every one). */
#if defined __SANITIZE_ADDRESS__
#define REAL_STRIDE 3
#elif defined __has_feature
#if __has_feature(address_sanitizer)
#define REAL_STRIDE 3
#endif
#endif
#ifndef REAL_STRIDE
#define REAL_STRIDE 1
#endif

int main(void)
{
	const char *top = getenv("top_srcdir");
	const char *shared = getenv("SHARED_DIR");
	const char *only = getenv("NOMEM_ONLY"); /* for debugging: one part (1 to 5) */
	char spec[4096], mod[4096], real[4096];
	struct stat sb;
	top = top ? top : ".";
	if (!only || *only == '1') {
		tally ty = {0};
		snprintf(spec, sizeof spec, "%s/spec/tofu.hcl", top);
		snprintf(mod, sizeof mod, "%s/examples/module", top);
		every_n(&ty, spec, mod, 1);
		report(&ty, "spec/tofu.hcl loaded, examples/module checked with it");
	}
	if (!only || *only == '2')
		each_entry(top, "tests/data/check", 0, "fixture modules of tests/data/check, each checked");
	if (!only || *only == '3') {
		each_entry(top, "tests/data/spec-check", 1, "specs of tests/data/spec-check, each loaded (and used)");
		each_entry(top, "tests/data/spec-extends", 1, "specs of tests/data/spec-extends, each loaded (and used)");
	}
	if (!only || *only == '4') {
		snprintf(mod, sizeof mod, "%s/examples/module/main.tf", top);
		api_every_n(mod);
	}
	snprintf(real, sizeof real, "%s/corpus/terraform-aws-modules__terraform-aws-vpc", shared ? shared : "");
	if (only && *only != '5') {
	} else if (!shared || stat(real, &sb) != 0) {
		skip("no real module: SHARED_DIR is not set or has no corpus/terraform-aws-modules__terraform-aws-vpc");
		skip("no real module: SHARED_DIR is not set or has no corpus/terraform-aws-modules__terraform-aws-vpc");
	} else {
		tally ty = {0};
		every_n(&ty, NULL, real, REAL_STRIDE);
		report(&ty, REAL_STRIDE == 1 ? "a real module (terraform-aws-vpc, its sub-modules and examples) checked"
					     : "a real module (terraform-aws-vpc, its sub-modules and examples) checked, "
					       "every third N (AddressSanitizer)");
	}
	diag("fault injection: T = %lu allocations in all; %lu runs with one failing: %lu gave the same "
	     "result, %lu a clean out-of-memory error",
	     all.t, all.runs, all.same, all.nomem);
	return done_testing();
}
