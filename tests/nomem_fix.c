/* nomem_fix.c - running out of memory in the library's other entry points that allocate is
 * an error that reaches the caller, with nothing left allocated: spec_diff_new and
 * spec_diff_annotate, rsv_fix_module, rsv_audit_module, and the check of modules with local
 * child modules (the cache of rsv_children.h).  The runtime is built here with
 * tests/fault.h, as for tests/nomem_check.c; each run is made once to count the
 * allocations T of the entry point under test (the spec loads and the module reads around
 * it do not fail and are not counted), then once for every N from 1 to T with its
 * allocation N failing:
 *   1. the change lists: the built-in spec to tests/data/fix/specs/new.hcl, and
 *      tests/data/audit/specs/old.hcl to new.hcl, each annotated with the new spec's notes;
 *   2. tests/data/fix/mod fixed for tests/data/fix/specs/new.hcl, as read, with --trim,
 *      and unproved (RSV_FIX_UNPROVED);
 *   3. tests/data/audit/mini audited from old.hcl to new.hcl (its three modules);
 *   4. each folder tests/data/validate/child-* checked as `reserve check` does at its
 *      validate level, then at its "all" level (keep_going): a cache of child modules with a lock (a counter here: the lock must
 *      be free after every run, and never taken twice, as `check -j N`'s mutex), each
 *      module taken from it or read, its children's files shown (the cache's allocations
 *      are counted: it is made, used and freed in the run).
 * A run with a failing allocation must give either the result of the run without failure
 * (the changes, the fix's texts, changes and problems, the audit's impacts and diagnostics,
 * the modules' diagnostics) or a clean error: spec_diff_new NULL or spec_diff_annotate -1,
 * rsv_fix_module or rsv_audit_module -1 (out->oom), a module marked out of memory
 * (rsv_module.oom), a walk problem ENOMEM; never a crash, never another result, and no
 * block held afterwards.  Every N is failed, under AddressSanitizer too (T is under four
 * thousand, as the arenas take their memory in 16 KiB blocks: under a second in a plain
 * build, two under AddressSanitizer, 15 under valgrind).  Prints the totals. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "hcl.h"
#include "rsv.h"
#include "rsv_audit.h"
#include "rsv_children.h"
#include "rsv_fix.h"
#include "rsv_graph.h"
#include "spec.h"
#include "spec_diff.h"
#include "tap.h"

#undef malloc
#undef calloc
#undef realloc
#undef free
#undef strdup
#undef strndup
#undef realpath

/* ---- the window of allocations that may fail -------------------------------------- */

/* armed: the number, counted from the first allocation of the entry points under test in
 * a run, of the one to fail (0: none); used: how many they made so far in the run. */
static unsigned long armed, used, window_at;

static void arm(void)
{
	fault_state *st = fault();
	window_at = st->calls;
	st->fail_at = armed > used ? st->calls + (armed - used) : 0;
}

static void disarm(void)
{
	fault_state *st = fault();
	used += st->calls - window_at;
	st->fail_at = 0;
}

/* What a run gave: its text, and whether it ended in a clean error. */
typedef struct result {
	hcl_buf text;
	int nomem;
} result;

typedef void (*run_fn)(const void *arg, result *r);

/* ---- the change lists ------------------------------------------------------------ */

typedef struct diff_arg {
	const spec_lang *old_lang, *new_lang;
	const spec_change_note *notes;
	unsigned nnotes;
} diff_arg;

static void shape_diff(result *r, const spec_diff *d)
{
	hcl_buf_printf(&r->text, "%zu changes\n", d->n);
	for (size_t i = 0; i < d->n; i++) {
		const spec_change *c = &d->v[i];
		hcl_buf_printf(&r->text, "%d %d %d %d %d %s|%s|%s|%s|%s|%s|%s|%d|%s\n", c->kind, c->op, c->cls, c->flag,
			       c->escape_kind, c->name, c->where, c->old_value ? c->old_value : "-",
			       c->new_value ? c->new_value : "-", c->reason, c->escape ? c->escape : "-",
			       c->note ? c->note : "-", c->migrate, c->migrate_to ? c->migrate_to : "-");
	}
}

static void run_diff(const void *arg, result *r)
{
	const diff_arg *a = arg;
	arm();
	spec_diff *d = spec_diff_new(a->old_lang, a->new_lang);
	int rc = d ? spec_diff_annotate(d, a->notes, a->nnotes) : -1;
	disarm();
	if (rc != 0)
		r->nomem = 1;
	else
		shape_diff(r, d);
	spec_diff_free(d);
}

/* ---- fix and audit, on each module of a folder ------------------------------------ */

typedef struct mod_arg {
	const char *dir;
	const spec_lang *from, *to;
	const spec_diff *diff;
	unsigned flags;
	int audit; /* else fix */
} mod_arg;

typedef struct mod_run {
	const mod_arg *a;
	result *r;
} mod_run;

static void shape_fix(result *r, const rsv_module *m, const rsv_fix *x)
{
	hcl_buf_printf(&r->text, "module %s: %u files\n", m->name, x->nfiles);
	for (uint32_t i = 0; i < x->nfiles; i++) {
		const rsv_fix_file *f = &x->files[i];
		hcl_buf_printf(&r->text, "file %s: %u %u %u refused %s at %u\n", f->file->name, f->references, f->moved,
			       f->migrated, f->refused ? f->refused : "-", f->refused_at);
		if (f->text)
			hcl_buf_printf(&r->text, "text:\n%.*s\n", (int)f->len, f->text);
	}
	for (uint32_t i = 0; i < x->nchanges; i++) {
		const rsv_fix_change *c = &x->changes[i];
		hcl_buf_printf(&r->text, "change %s %u-%u %d %s -> %s\n", c->file->name, c->start, c->end, c->kind,
			       c->text, c->replacement);
	}
	for (uint32_t i = 0; i < x->nproblems; i++) {
		const rsv_fix_problem *p = &x->problems[i];
		hcl_buf_printf(&r->text, "problem %s %u-%u %s|%s|%s|%s\n", p->file->name, p->start, p->end, p->text,
			       p->old_meaning ? p->old_meaning : "-", p->new_meaning ? p->new_meaning : "-", p->why);
	}
}

static void shape_diags(result *r, const char *what, const rsv_audit_diag *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		hcl_buf_printf(&r->text, "%s %s %u-%u %s\n", what, v[i].file->name, v[i].d->start, v[i].d->end,
			       v[i].d->summary);
}

static void shape_audit(result *r, const rsv_module *m, const rsv_audit *x)
{
	hcl_buf_printf(&r->text, "module %s: %u old errors, %u new\n", m->name, x->old_errors, x->new_errors);
	for (uint32_t i = 0; i < x->nimpacts; i++) {
		const rsv_impact *p = &x->impacts[i];
		hcl_buf_printf(&r->text, "impact %s %u-%u %d %s %d %s|%s|%d|%s|%s\n", p->file->name, p->start, p->end,
			       p->place, p->text, p->change, p->old_meaning ? p->old_meaning : "-",
			       p->new_meaning ? p->new_meaning : "-", p->rewrite, p->replacement ? p->replacement : "-",
			       p->why ? p->why : "-");
		for (unsigned k = 0; k < p->nedits; k++)
			hcl_buf_printf(&r->text, "  edit %u-%u %s\n", p->edits[k].start, p->edits[k].end, p->edits[k].text);
	}
	for (uint32_t i = 0; i < x->nspans; i++)
		hcl_buf_printf(&r->text, "span %s %u-%u %d\n", x->spans[i].file->name, x->spans[i].start,
			       x->spans[i].end, x->spans[i].change);
	shape_diags(r, "only old", x->only_old, x->nonly_old);
	shape_diags(r, "only new", x->only_new, x->nonly_new);
	/* the files keep the old check's diagnostics */
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = m->files[i].f->diags; d; d = d->next)
			hcl_buf_printf(&r->text, "diag %s %u-%u %s\n", m->files[i].f->name, d->start, d->end, d->summary);
}

static int on_mod(void *ctx, rsv_module *m)
{
	mod_run *mr = ctx;
	const mod_arg *a = mr->a;
	if (a->audit) {
		rsv_audit x;
		arm();
		int rc = rsv_audit_module(m, a->to, a->diff, &x);
		disarm();
		if (rc != 0 || x.oom)
			mr->r->nomem = 1;
		else
			shape_audit(mr->r, m, &x);
		rsv_audit_free(&x);
	} else {
		rsv_fix x;
		arm();
		int rc = rsv_fix_module(m, a->to, a->diff, a->flags, &x);
		disarm();
		if (rc != 0 || x.oom)
			mr->r->nomem = 1;
		else
			shape_fix(mr->r, m, &x);
		rsv_fix_free(&x);
	}
	return 0;
}

static void on_mod_problem(void *ctx, const char *path, int err)
{
	mod_run *mr = ctx;
	hcl_buf_printf(&mr->r->text, "problem %s: %d\n", path, err);
}

static void run_mod(const void *arg, result *r)
{
	const mod_arg *a = arg;
	mod_run mr = {a, r};
	char *paths[] = {(char *)a->dir};
	rsv_walk w = {.on_module = on_mod, .on_problem = on_mod_problem, .ctx = &mr};
	rsv_for_each_module(a->from, paths, 1, &w);
}

/* ---- local child modules ------------------------------------------------------------- */

typedef struct child_run {
	rsv_children_cache *cache;
	result *r;
	int problems;
	int keep_going;
} child_run;

static void shape_file(result *r, const hcl_file *f)
{
	hcl_buf_printf(&r->text, "file %s: %u errors %u warnings\n", f->name, f->nerrors, f->nwarnings);
	for (const hcl_diag *d = f->diags; d; d = d->next)
		hcl_buf_printf(&r->text, "  %u-%u %d %s: %s\n", d->start, d->end, (int)d->severity, d->summary,
			       d->detail ? d->detail : "");
}

static void show_child(void *ctx, hcl_file *f)
{
	child_run *cr = ctx;
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	hcl_buf_printf(&cr->r->text, "child ");
	shape_file(cr->r, f);
	fault()->fail_at = at;
}

static void on_child_problem(void *ctx, const char *path, int err)
{
	child_run *cr = ctx;
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	if (err == ENOMEM)
		cr->r->nomem = 1;
	else
		hcl_buf_printf(&cr->r->text, "problem %s: %d\n", path, err);
	fault()->fail_at = at;
}

/* As `reserve check` at its validate level: the module from the cache, or read. */
static int on_child_found(void *ctx, rsv_found *fd)
{
	child_run *cr = ctx;
	rsv_walk w = {.on_problem = on_child_problem, .ctx = cr};
	rsv_module *m = rsv_children_take(cr->cache, fd, NULL);
	if (!m)
		m = rsv_found_load(&tofu_spec, fd, &w, &cr->problems);
	rsv_found_free(fd);
	if (!m) {
		cr->r->nomem = 1;
		return 0;
	}
	m->load_only = 0; /* check's validate level, or its "all" level */
	m->file_only = 0;
	m->keep_going = cr->keep_going;
	rsv_children_attach(cr->cache, m);
	unsigned errors = rsv_check_module_cycles(m);
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	if (m->oom) {
		cr->r->nomem = 1;
	} else if (m->nfiles) {
		hcl_buf_printf(&cr->r->text, "module %s: %u files, %u errors\n", m->name, m->nfiles, errors);
		for (uint32_t i = 0; i < m->nfiles; i++)
			if (rsv_module_shows(m, m->files[i].f))
				shape_file(cr->r, m->files[i].f);
	}
	fault()->fail_at = at;
	if (!m->oom)
		rsv_children_show(m, show_child, cr);
	rsv_module_free(m);
	return 0;
}

/* The cache's lock: a count of holders, and whether it was ever taken twice. */
typedef struct counted_lock {
	int held, twice;
} counted_lock;

static void lock_count(void *ctx)
{
	counted_lock *k = ctx;
	k->twice |= k->held++ > 0;
}

static void unlock_count(void *ctx)
{
	counted_lock *k = ctx;
	k->held--;
}

/* What a run of part 4 reads: a folder, and whether at the "all" level. */
typedef struct child_arg {
	const char *dir;
	int keep_going;
} child_arg;

static void run_children(const void *arg, result *r)
{
	const child_arg *a = arg;
	char *paths[] = {(char *)a->dir};
	child_run cr = {NULL, r, 0, a->keep_going};
	counted_lock k = {0, 0};
	rsv_children_lock lock = {lock_count, unlock_count, &k};
	rsv_walk w = {.on_found = on_child_found, .on_problem = on_child_problem, .ctx = &cr};
	arm();
	cr.cache = rsv_children_cache_new(&tofu_spec, paths, 1, a->keep_going, 0, lock);
	if (!cr.cache)
		r->nomem = 1;
	else
		rsv_for_each_module(&tofu_spec, paths, 1, &w);
	rsv_children_cache_free(cr.cache);
	disarm();
	unsigned long at = fault()->fail_at;
	fault()->fail_at = 0;
	hcl_buf_printf(&r->text, "problems %d\n", cr.problems);
	if (k.held || k.twice) /* another result: a lock left taken is a hang in check -j N */
		hcl_buf_printf(&r->text, "lock held %d times after the run, taken twice: %d\n", k.held, k.twice);
	fault()->fail_at = at;
}

/* ---- every N ------------------------------------------------------------------------- */

typedef struct tally {
	unsigned long t, runs, same, nomem, bad, leaks, first_bad, first_leak;
} tally;

static tally all;

/* One run with allocation n of the window failing (0: none). */
static void one(run_fn fn, const void *arg, unsigned long n, result *r)
{
	memset(r, 0, sizeof *r);
	armed = n;
	used = 0;
	fault()->fail_at = 0;
	fn(arg, r);
	fault()->fail_at = 0;
}

/* Every N of fn(arg), counted in *ty. */
static void every_n(tally *ty, const char *label, run_fn fn, const void *arg)
{
	fault_state *st = fault();
	result want, got;
	st->live = 0;
	one(fn, arg, 0, &want);
	unsigned long t = used;
	if (want.nomem || !want.text.p || want.text.oom)
		bail_out("%s: the run without a failing allocation fails", label);
	char *wanted = strdup(want.text.p);
	hcl_buf_free(&want.text);
	if (st->live != 0)
		bail_out("%s: the run without a failing allocation leaves %ld blocks", label, st->live);
	if (getenv("NOMEM_SHOW"))
		diag("%s", wanted);
	unsigned long bad0 = ty->bad, leaks0 = ty->leaks;
	for (unsigned long n = 1; n <= t; n++) {
		st->live = 0;
		one(fn, arg, n, &got);
		if (got.nomem) {
			ty->nomem++;
		} else if (got.text.p && !got.text.oom && strcmp(got.text.p, wanted) == 0) {
			ty->same++;
		} else {
			if (!ty->bad)
				ty->first_bad = n;
			if (getenv("NOMEM_DUMP")) { /* for debugging: the two results, in that folder */
				char dump[4096];
				snprintf(dump, sizeof dump, "%s/want", getenv("NOMEM_DUMP"));
				FILE *fp = fopen(dump, "w");
				if (fp)
					fputs(wanted, fp), fclose(fp);
				snprintf(dump, sizeof dump, "%s/got-%lu", getenv("NOMEM_DUMP"), n);
				if ((fp = fopen(dump, "w")) != NULL)
					fputs(got.text.p ? got.text.p : "", fp), fclose(fp);
			}
			if (ty->bad++ < 3)
				diag("%s, allocation %lu failing: another result (oom %d):\n%s", label, n, got.text.oom, got.text.p ? got.text.p : "");
		}
		hcl_buf_free(&got.text);
		if (st->live != 0) {
			if (!ty->leaks)
				ty->first_leak = n;
			if (ty->leaks++ < 3)
				diag("%s, allocation %lu failing: %ld blocks left", label, n, st->live);
		}
	}
	st->live = 0;
	free(wanted);
	ty->t += t;
	ty->runs += t;
	if (ty->bad != bad0 || ty->leaks != leaks0)
		diag("%s: %lu runs differ, %lu leave blocks", label, ty->bad - bad0, ty->leaks - leaks0);
}

static void report(const tally *ty, const char *what)
{
	diag("%s: T = %lu allocations; %lu runs with one failing: %lu gave the same result, %lu a clean "
	     "out-of-memory error",
	     what, ty->t, ty->runs, ty->same, ty->nomem);
	ok(ty->bad == 0 && ty->t > 0, "%s: each of its %lu allocations failing gives the same result or a clean error",
	   what, ty->t);
	if (ty->bad)
		diag("%lu runs differ, the first with allocation %lu failing", ty->bad, ty->first_bad);
	ok(ty->leaks == 0, "%s: nothing left allocated after any of them", what);
	if (ty->leaks)
		diag("%lu runs leave blocks behind, the first with allocation %lu failing", ty->leaks, ty->first_leak);
	all.t += ty->t;
	all.runs += ty->runs;
	all.same += ty->same;
	all.nomem += ty->nomem;
}

/* A spec of the source tree, loaded with no failing allocation. */
static spec_loaded *load(const char *top, const char *path)
{
	char p[4096];
	snprintf(p, sizeof p, "%s/%s", top, path);
	spec_loaded *s = spec_load(p);
	if (!s || spec_loaded_errors(s))
		bail_out("%s does not load", p);
	return s;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
	const char *top = getenv("top_srcdir");
	const char *only = getenv("NOMEM_ONLY"); /* for debugging: one part (1 to 4) */
	top = top ? top : ".";
	fault()->fail_at = 0;
	spec_loaded *fix_new = load(top, "tests/data/fix/specs/new.hcl");
	spec_loaded *aud_old = load(top, "tests/data/audit/specs/old.hcl");
	spec_loaded *aud_new = load(top, "tests/data/audit/specs/new.hcl");
	const spec_change_note *fix_notes = NULL, *aud_notes = NULL;
	unsigned nfix_notes = spec_loaded_changes(fix_new, &fix_notes);
	unsigned naud_notes = spec_loaded_changes(aud_new, &aud_notes);
	diff_arg fix_d = {&tofu_spec, spec_loaded_lang(fix_new), fix_notes, nfix_notes};
	diff_arg aud_d = {spec_loaded_lang(aud_old), spec_loaded_lang(aud_new), aud_notes, naud_notes};
	spec_diff *fix_diff = spec_diff_new(fix_d.old_lang, fix_d.new_lang);
	spec_diff *aud_diff = spec_diff_new(aud_d.old_lang, aud_d.new_lang);
	if (!fix_diff || !aud_diff || spec_diff_annotate(fix_diff, fix_notes, nfix_notes) != 0 ||
	    spec_diff_annotate(aud_diff, aud_notes, naud_notes) != 0)
		bail_out("out of memory in the test itself");
	char dir[4096];
	if (!only || *only == '1') {
		tally ty = {0};
		every_n(&ty, "built-in to fix/specs/new.hcl", run_diff, &fix_d);
		every_n(&ty, "audit/specs/old.hcl to new.hcl", run_diff, &aud_d);
		report(&ty, "spec_diff_new and spec_diff_annotate, two pairs of releases");
	}
	if (!only || *only == '2') {
		tally ty = {0};
		snprintf(dir, sizeof dir, "%s/tests/data/fix/mod", top);
		mod_arg a = {dir, &tofu_spec, fix_d.new_lang, fix_diff, 0, 0};
		every_n(&ty, "fix", run_mod, &a);
		a.flags = RSV_FIX_TRIM;
		every_n(&ty, "fix --trim", run_mod, &a);
		a.flags = RSV_FIX_UNPROVED;
		every_n(&ty, "fix, unproved", run_mod, &a);
		report(&ty, "rsv_fix_module of tests/data/fix/mod (as is, --trim, unproved)");
	}
	if (!only || *only == '3') {
		tally ty = {0};
		snprintf(dir, sizeof dir, "%s/tests/data/audit/mini", top);
		mod_arg a = {dir, aud_d.old_lang, aud_d.new_lang, aud_diff, 0, 1};
		every_n(&ty, "audit", run_mod, &a);
		report(&ty, "rsv_audit_module of tests/data/audit/mini's modules");
	}
	if (!only || *only == '4') {
		tally ty = {0};
		snprintf(dir, sizeof dir, "%s/tests/data/validate", top);
		DIR *d = opendir(dir);
		struct dirent *e;
		char **names = NULL;
		size_t n = 0;
		while (d && (e = readdir(d)) != NULL) {
			if (strncmp(e->d_name, "child-", 6) != 0)
				continue;
			names = realloc(names, (n + 1) * sizeof *names);
			if (!names || !(names[n++] = strdup(e->d_name)))
				bail_out("out of memory in the test itself");
		}
		if (d)
			closedir(d);
		if (!n)
			bail_out("%s has no child-* folder", dir);
		qsort(names, n, sizeof *names, by_name);
		for (size_t i = 0; i < n; i++) {
			char path[8192];
			snprintf(path, sizeof path, "%s/%s", dir, names[i]);
			child_arg ca = {path, 0};
			every_n(&ty, names[i], run_children, &ca);
			ca.keep_going = 1;
			every_n(&ty, names[i], run_children, &ca);
			free(names[i]);
		}
		free(names);
		char title[256];
		snprintf(title, sizeof title,
			 "the %zu folders tests/data/validate/child-*, checked with their children (validate and all levels)", n);
		report(&ty, title);
	}
	diag("fault injection: T = %lu allocations in all; %lu runs with one failing: %lu gave the same result, %lu "
	     "a clean out-of-memory error",
	     all.t, all.runs, all.same, all.nomem);
	spec_diff_free(fix_diff);
	spec_diff_free(aud_diff);
	spec_loaded_free(fix_new);
	spec_loaded_free(aud_old);
	spec_loaded_free(aud_new);
	return done_testing();
}
