/* cmd_fix.c - "reserve fix --to NEW [--from OLD] [--diff|--check|--write] [--trim] PATH...":
 * rewrites the modules under the paths, written for OLD, so that NEW reads them as OLD did
 * (rsv_fix.h: the escape prefix, moves into `_`, and with --trim the reverse), each
 * rewrite proved by reading the result again.  A unified diff by default, the list of
 * rewrites with --check, the files replaced with --write; problems and refusals on
 * standard error.  Modules are read on -j threads (jobs.c), but with --write one at a
 * time.  Exit status: 0 done (--check: nothing to do), 1 something to do (--check) or
 * something left undone (any mode), 2 usage or I/O error. */
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "fix.h"
#include "jobs.h"
#include "rsv_fix.h"

static const char usage[] =
	"Usage: reserve fix --to NEW [--from OLD] [--diff | --check | --write] [--trim]\n"
	"                  [--only KIND:NAME[:WHERE]] [--allow-dirty] [-j N] PATH...\n"
	"Rewrites the modules under the paths, written for the release OLD of their\n"
	"language, so that the release NEW reads them as OLD did: every reference NEW reads\n"
	"otherwise gets the escape prefix (resource.), every argument or block NEW takes\n"
	"for its own moves into its block's _ escaping block.  Only the bytes that must\n"
	"change are edited; each rewritten file is read again under NEW and must name what\n"
	"it named under OLD, else it is refused.  What no rewrite keeps is reported and\n"
	"left as it is.\n"
	"\n"
	"  --to NEW      the release the modules move to (a spec file or name)\n"
	"  --from OLD    the release they are written for (default: the built-in spec)\n"
	"  --diff        print a unified diff of the rewrites (the default)\n"
	"  --check       list the rewrites; exit status 1 when there are any\n"
	"  --write       rewrite the files in place, then print a summary\n"
	"  --trim        also take resource. and _ away where NEW does not need them\n"
	"  --cross-language  move modules between two languages (OLD's and NEW's\n"
	"                language names differ), else refused\n"
	"  --only KIND:NAME[:WHERE]  rewrite the places of that change alone (as the\n"
	"                audit names it: root:symbols, meta_argument:enabled:resource)\n"
	"  --allow-dirty  --write: rewrite files that have changes git has not\n"
	"                committed (else they are refused, left as they are)\n"
	"  -j, --jobs N  read N modules at a time (default: the number of online CPUs;\n"
	"                --write: one); the output is the same whatever N is\n"
	"\n"
	"Spec names are looked up as `reserve audit` does (reserve --list-specs).\n"
	"The diff names files a/PATH and b/PATH, PATH relative to the working folder, as\n"
	"git apply takes them; a file outside the working folder is refused.\n"
	"Exit status: 0 done (--check: nothing to rewrite), 1 with --check when something\n"
	"is to rewrite, and in every mode when a file is refused or a place has no\n"
	"rewrite; 2 on a usage or I/O error.\n";

typedef struct fix_opts {
	const char *to, *from;
	int diff, check, write, trim, jobs, cross, allow_dirty;
	const char *only;
} fix_opts;

static const cli_option options[] = {
	CLI_OPT_TEXT("to", fix_opts, to),       CLI_OPT_TEXT("from", fix_opts, from),
	CLI_OPT_FLAG("diff", fix_opts, diff),   CLI_OPT_FLAG("check", fix_opts, check),
	CLI_OPT_FLAG("write", fix_opts, write), CLI_OPT_FLAG("trim", fix_opts, trim),
	CLI_OPT_NUMBER("j", fix_opts, jobs),    CLI_OPT_NUMBER("jobs", fix_opts, jobs),
	CLI_OPT_FLAG("cross-language", fix_opts, cross),
	CLI_OPT_FLAG("allow-dirty", fix_opts, allow_dirty),
	CLI_OPT_TEXT("only", fix_opts, only),
};
static const cli_syntax syntax = {"reserve fix", usage, "PATH", options, sizeof options / sizeof *options,
				  "the summary of --write", 0};

enum { MODE_DIFF, MODE_CHECK, MODE_WRITE };

/* The run's settings, which workers read, and its totals, which the calling
 * thread adds up module by module (fix_emit). */
typedef struct fix_run {
	audit_side from, to;
	spec_diff *diff;
	int mode, trim, allow_dirty;
	uint8_t *only;                  /* --only: the changes chosen, or NULL */
	unsigned long n[CLI_JOB_COUNTS]; /* the counts below, of the whole run */
} fix_run;

/* A module's counts (cli_job's n) and the run's. */
enum { N_SCANNED, N_CHANGED, N_REFUSED, N_PROBLEMS, N_REFERENCES, N_MOVED, N_MIGRATED, N_FAILED /* out of memory */ };

static void where(FILE *out, hcl_file *f, uint32_t at)
{
	hcl_pos p = hcl_file_pos(f, at);
	fprintf(out, "%s:%u:%u", f->name, p.line, p.col);
}

/* The problems of x in the files of m that are wanted (rsv_module_shows). */
static void report_problems(const fix_run *r, cli_job *j, const rsv_module *m, const rsv_fix *x)
{
	for (uint32_t i = 0; i < x->nproblems; i++) {
		const rsv_fix_problem *p = &x->problems[i];
		if (!rsv_module_shows(m, p->file))
			continue;
		fputs("reserve fix: ", j->err);
		where(j->err, p->file, p->start);
		fprintf(j->err, ": %s: %s under %s, %s under %s; %s (left as it is)\n", p->text, p->old_meaning,
			r->from.given, p->new_meaning, r->to.given, p->why);
		j->n[N_PROBLEMS]++;
	}
}

static const char *const change_words[] = {
	[RSV_FIX_PREFIX] = "prefix", [RSV_FIX_MOVE] = "move",
	[RSV_FIX_TRIM_PREFIX] = "trim", [RSV_FIX_TRIM_MOVE] = "trim", [RSV_FIX_MIGRATE] = "migrate"};

static void list_changes(FILE *out, const rsv_fix *x, hcl_file *f)
{
	for (uint32_t i = 0; i < x->nchanges; i++) {
		const rsv_fix_change *c = &x->changes[i];
		if (c->file != f)
			continue;
		where(out, f, c->start);
		fprintf(out, ": %s: %s -> %s\n", change_words[c->kind], c->text, c->replacement);
	}
}

/* What becomes of one file of the module: its diff, its list, or its write. */
static void file_done(const fix_run *r, cli_job *j, const rsv_fix *x, const rsv_fix_file *ff,
		      const cli_fix_seen *seen)
{
	hcl_file *f = ff->file;
	j->n[N_SCANNED]++;
	if (ff->refused) {
		j->n[N_REFUSED]++;
		fputs("reserve fix: ", j->err);
		where(j->err, f, ff->refused_at);
		fprintf(j->err, ": refused: %s (left as it is)\n", ff->refused);
		return;
	}
	if (!ff->text)
		return;
	if (r->mode == MODE_WRITE) {
		const char *why = r->allow_dirty ? NULL : cli_fix_dirty(f->name);
		if (!why)
			why = cli_fix_write(f->name, seen, ff->text, ff->len);
		if (why) {
			j->n[N_REFUSED]++;
			fprintf(j->err, "reserve fix: %s: refused: %s (left as it is)\n", f->name, why);
			return;
		}
	} else if (r->mode == MODE_CHECK) {
		list_changes(j->out, x, f);
	} else {
		const char *why;
		char *path = cli_path_in_cwd(f->name, &why);
		if (!path) {
			j->n[N_REFUSED]++;
			fprintf(j->err, "reserve fix: %s: refused: %s (left out of the diff)\n", f->name, why);
			return;
		}
		if (cli_fix_diff(j->out, path, f->src, f->len, ff->text, ff->len) != 0)
			j->n[N_FAILED] = 1;
		free(path);
	}
	j->n[N_CHANGED]++;
	j->n[N_REFERENCES] += ff->references;
	j->n[N_MOVED] += ff->moved;
	j->n[N_MIGRATED] += ff->migrated;
}

/* In a worker (with --write, in the calling thread): fixes module m; its
 * diff or list goes to j->out, its problems and refusals to j->err. */
static int fix_module(void *ctx, cli_job *j, rsv_module *m)
{
	const fix_run *r = ctx;
	rsv_fix x;
	cli_fix_seen *seen = calloc((size_t)m->nfiles + 1, sizeof *seen);
	for (uint32_t i = 0; seen && r->mode == MODE_WRITE && i < m->nfiles; i++)
		cli_fix_seen_now(&seen[i], m->files[i].f->name, m->files[i].f->src, m->files[i].f->len);
	unsigned flags = (r->trim ? RSV_FIX_TRIM : 0) | (r->mode == MODE_CHECK ? RSV_FIX_UNPROVED : 0);
	if (!seen || rsv_fix_module_only(m, r->to.l, r->diff, flags, r->only, &x) != 0) {
		if (seen)
			rsv_fix_free(&x);
		free(seen);
		fprintf(j->err, "reserve fix: %s: out of memory\n", m->name);
		j->n[N_FAILED] = 1;
		return 1;
	}
	report_problems(r, j, m, &x);
	for (uint32_t i = 0; i < x.nfiles; i++)
		if (rsv_module_shows(m, x.files[i].file)) /* files named: those alone */
			file_done(r, j, &x, &x.files[i], &seen[i]);
	rsv_fix_free(&x);
	free(seen);
	return 0;
}

/* In the writer (jobs.h), module after module: the run's counts. */
static const char *fix_emit(void *ctx, cli_job *j)
{
	fix_run *r = ctx;
	for (int i = 0; i < CLI_JOB_COUNTS; i++)
		r->n[i] += j->n[i];
	return NULL;
}

/* Loads a side: a spec file or name, or the built-in spec when given is NULL. */
static int load(audit_side *s)
{
	if (!s->given) {
		s->given = tofu_spec.name;
		s->l = &tofu_spec;
		return 0;
	}
	s->path = spec_find(s->given);
	if (!s->path) {
		fprintf(stderr, "reserve fix: no spec '%s' (see reserve --list-specs)\n", s->given);
		return -1;
	}
	s->l = cli_load_spec(s->path, &s->keep);
	return s->l ? 0 : -1;
}

/* --only KIND:NAME[:WHERE]: the changes whose places are rewritten; 0, or -1 after saying
 * that it names no change. */
static int choose(fix_run *r, const char *key)
{
	r->only = calloc(r->diff->n + 1, 1);
	int hits = r->only ? audit_changes_named(r->diff, key, r->only) : -1;
	if (hits > 0)
		return 0;
	if (!r->only)
		fputs("reserve fix: out of memory\n", stderr);
	else
		fprintf(stderr, "reserve fix: --only '%s' %s\n", key,
			hits < 0 ? "names no kind of change (doc/audit.md lists them)" : "matches no change of OLD -> NEW");
	return -1;
}

static int status_of(const fix_run *r, int problems)
{
	if (problems || r->n[N_FAILED])
		return CLI_USAGE;
	if (r->n[N_REFUSED] || r->n[N_PROBLEMS] || (r->mode == MODE_CHECK && r->n[N_CHANGED]))
		return CLI_FOUND_ERRORS;
	return CLI_OK;
}

int cli_fix(int argc, char **argv)
{
	fix_opts o = {NULL, NULL, 0, 0, 0, 0, cli_default_jobs(), 0, 0, NULL};
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	if (!o.to || o.diff + o.check + o.write > 1)
		return cli_usage_error(&syntax, "%s", o.to ? "--diff, --check and --write go alone" : "--to NEW is needed");
	if (o.only && o.trim)
		return cli_usage_error(&syntax, "--only and --trim go alone");
	fix_run r;
	memset(&r, 0, sizeof r);
	r.mode = o.write ? MODE_WRITE : o.check ? MODE_CHECK : MODE_DIFF;
	r.trim = o.trim;
	r.allow_dirty = o.allow_dirty;
	r.from.given = o.from;
	r.to.given = o.to;
	status = CLI_USAGE;
	if (load(&r.from) == 0 && load(&r.to) == 0 && audit_one_language("reserve fix", &r.from, &r.to, o.cross) == 0) {
		r.diff = spec_diff_new(r.from.l, r.to.l);
		const spec_change_note *notes = NULL;
		unsigned nnotes = r.to.keep ? spec_loaded_changes(r.to.keep, &notes) : 0;
		if (r.diff && spec_diff_annotate(r.diff, notes, nnotes) != 0) {
			spec_diff_free(r.diff);
			r.diff = NULL;
		}
		if (!r.diff) {
			fputs("reserve fix: out of memory\n", stderr);
		} else if (o.only && choose(&r, o.only) != 0) {
			/* said */
		} else {
			/* --write: a file two modules reach (links) is read by the second after
			 * the first wrote it, as in a one-thread run; the writes wait on fsync. */
			cli_work work = {.module = fix_module, .emit = fix_emit, .ctx = &r, .shard = 1, .shards = 1,
					 .jobs = r.mode == MODE_WRITE ? 1 : o.jobs};
			int problems = cli_run_modules(r.from.l, argv + first, argc - first, &work);
			if (r.mode == MODE_WRITE && !cli_style.quiet)
				printf("reserve fix: %lu files scanned, %lu changed (%lu references rewritten, %lu arguments "
				       "and blocks moved%s%.0lu%s), %lu refused\n",
				       r.n[N_SCANNED], r.n[N_CHANGED], r.n[N_REFERENCES], r.n[N_MOVED],
				       r.n[N_MIGRATED] ? ", " : "", r.n[N_MIGRATED], r.n[N_MIGRATED] ? " places migrated" : "",
				       r.n[N_REFUSED]);
			status = status_of(&r, problems);
		}
	}
	spec_diff_free(r.diff);
	free(r.only);
	spec_loaded_free(r.from.keep);
	spec_loaded_free(r.to.keep);
	free((void *)r.from.path);
	free((void *)r.to.path);
	return status;
}
