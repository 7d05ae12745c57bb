/* cmd_audit.c - "reserve audit OLD NEW [PATH...]": what a release changes against the one
 * before (every change of the two specs, classified), and with PATHs, as crater does, the
 * modules read under both: every place whose meaning or validity changes with its rewrite,
 * and the modules that regressed or were fixed (the modules read on -j threads, jobs.c).
 * Changes a project accepts (audit_accept.c) are shown and do not fail it; --min-class hides
 * the lower classes.  Exit status for CI: 0 nothing shown and not accepted is escapable or
 * breaking (with PATHs: no such place, no module regressed or worsened but by accepted
 * changes), 1 otherwise, 2 usage or I/O error, or an accept entry that matches no change. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "audit.h"
#include "jobs.h"

/* Progress is shown on a terminal for more files than this. */
enum { PROGRESS_MIN_FILES = 300 };

static const char usage[] =
	"Usage: reserve audit [--format human|markdown|json|sarif] [--accept FILE] [--min-class C]\n"
	"                    [-j N] OLD NEW [PATH...]\n"
	"Compares two releases of a language, OLD and NEW (spec files, or the names of\n"
	"specs that `reserve --list-specs` shows): every root, block type, meta-argument,\n"
	"reserved name, escaping block, type keyword, feature, edition and diagnostic that\n"
	"changes, each classified safe, escapable (with the rewrite that keeps the old\n"
	"meaning) or breaking.  With PATHs, reads their modules under both releases: every\n"
	"place whose meaning or validity changes, with its rewrite, and the modules that\n"
	"regressed (no errors under OLD, errors under NEW) or were fixed.\n"
	"\n"
	"  --format FMT    human (default), markdown (release notes), json, or sarif\n"
	"                  (each gating change and each affected place a result)\n"
	"  --accept FILE   the changes acknowledged: FILE's audit_accept = {\n"
	"                  \"KIND:NAME[:WHERE]\" = \"REASON\" }, as in .reserve.hcl; they\n"
	"                  are shown, marked, and do not fail the audit; an entry that\n"
	"                  matches no change is an error\n"
	"  --no-config     read no audit_accept from the .reserve.hcl found above\n"
	"  --cross-language  compare releases of two languages (OLD's and NEW's\n"
	"                  language names differ), else refused\n"
	"  --min-class C   show only the changes of class C or worse: escapable or\n"
	"                  breaking (flagged codes always); what is not shown does\n"
	"                  not fail the audit\n"
	"  -j, --jobs N    read N modules at a time (default: the number of online\n"
	"                  CPUs); the output is the same whatever N is\n"
	"\n"
	"Spec names are looked up in $RESERVE_SPEC_PATH (folders, colon-separated), then\n"
	"in the installed spec folder, each with its history/ and examples/.\n"
	"Exit status: 0 when nothing shown and not accepted is escapable or breaking (with\n"
	"PATHs: no such place is affected and no module regressed or worsened but by\n"
	"accepted changes), 1 otherwise, 2 on a usage or I/O error or a bad accept list.\n";

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int load_side(audit_side *s)
{
	s->path = spec_find(s->given);
	if (!s->path) {
		fprintf(stderr, "reserve audit: no spec '%s' (see reserve --list-specs)\n", s->given);
		return -1;
	}
	s->l = cli_load_spec(s->path, &s->keep);
	return s->l ? 0 : -1;
}

static void progress(audit_run *r, int last)
{
	double t = now();
	if (!r->progress || (!last && t - r->shown < 0.2))
		return;
	r->shown = t;
	double rate = t > r->started ? r->all.files / (t - r->started) : 0;
	if (last) /* discovery may skip some of the files counted (a NAME.tofu hides NAME.tf) */
		fprintf(stderr, "\rreserve audit: %u files in %u modules, %.0f files/s\033[K\n", r->all.files,
			r->all.scanned, rate);
	else
		fprintf(stderr, "\rreserve audit: %u/%u files, %.0f files/s", r->all.files, r->files_total, rate);
	fflush(stderr);
}

/* In a worker: audits module m and hands what it found to audit_emit. */
static int audit_module(void *ctx, cli_job *j, rsv_module *m)
{
	const audit_run *r = ctx;
	rsv_audit a;
	audit_found *f = calloc(1, sizeof *f);
	int failed = !f || rsv_audit_module(m, r->new_side.l, r->diff, &a) != 0;
	failed = failed || audit_render_module(r, f, m, &a) != 0;
	if (f)
		rsv_audit_free(&a);
	if (failed) {
		if (f)
			audit_found_free(f);
		free(f);
		fprintf(j->err, "reserve audit: %s: out of memory\n", m->name);
		return 1;
	}
	j->data = f;
	return 0;
}

/* In the writer (jobs.h), module after module: adds a module's findings to the run's. */
static const char *audit_emit(void *ctx, cli_job *j)
{
	audit_run *r = ctx;
	if (j->data) {
		audit_add(r, j->data);
		free(j->data);
		j->data = NULL;
		progress(r, 0);
	}
	return NULL;
}

/* In the writer (jobs.h): a problem of the run, which every format carries. */
static void audit_problem(void *ctx, const char *path, int err)
{
	cli_report_io(&((audit_run *)ctx)->failed, path, err);
}

static int count_file(void *ctx, const char *path)
{
	(void)path;
	((audit_run *)ctx)->files_total++;
	return 0;
}

/* Reads the modules under the paths; returns the I/O problems met. */
static int scan(audit_run *r, char **paths, int n)
{
	if (!cli_style.quiet && isatty(fileno(stderr))) {
		rsv_walk w = {.on_file = count_file, .ctx = r};
		rsv_for_each_file(r->old_side.l, paths, n, &w);
		r->progress = r->files_total > PROGRESS_MIN_FILES;
	}
	r->started = r->shown = now();
	cli_work work = {.module = audit_module, .emit = audit_emit, .problem = audit_problem, .ctx = r, .jobs = r->jobs,
			 .shard = 1, .shards = 1};
	int problems = cli_run_modules(r->old_side.l, paths, n, &work);
	if (r->progress)
		progress(r, 1);
	return problems;
}

static const cli_choice formats[] = {
	{"human", AUDIT_HUMAN}, {"markdown", AUDIT_MARKDOWN}, {"json", AUDIT_JSON}, {"sarif", AUDIT_SARIF},
	{NULL, 0}};

static const cli_choice classes[] = {{"safe", SPEC_SAFE}, {"escapable", SPEC_ESCAPABLE}, {"breaking", SPEC_BREAKING},
				     {NULL, 0}};

typedef struct audit_opts {
	int format, jobs, min_class, no_config, cross;
	const char *accept;
} audit_opts;

static const cli_option options[] = {
	CLI_OPT_CHOICE("format", audit_opts, format, formats),
	CLI_OPT_CHOICE("min-class", audit_opts, min_class, classes),
	CLI_OPT_TEXT("accept", audit_opts, accept),
	CLI_OPT_FLAG("no-config", audit_opts, no_config),
	CLI_OPT_FLAG("cross-language", audit_opts, cross),
	CLI_OPT_NUMBER("j", audit_opts, jobs),
	CLI_OPT_NUMBER("jobs", audit_opts, jobs),
};

static const cli_syntax syntax = {"reserve audit", usage, "OLD and NEW", options,
				  sizeof options / sizeof *options, "the progress line (on a terminal)", 0};

static void run_free(audit_run *r)
{
	spec_diff_free(r->diff);
	spec_loaded_free(r->old_side.keep);
	spec_loaded_free(r->new_side.keep);
	free((void *)r->old_side.path);
	free((void *)r->new_side.path);
	free(r->counts);
	free(r->codes);
	audit_accept_free(r);
	hcl_buf_free(&r->failed.failures);
	audit_found_free(&r->all);
}

int cli_audit(int argc, char **argv)
{
	audit_run r;
	audit_opts o = {AUDIT_HUMAN, cli_default_jobs(), SPEC_SAFE, 0, 0, NULL};
	int status, i = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!i)
		return status;
	if (argc - i < 2)
		return cli_usage_error(&syntax, "OLD and NEW are needed");
	memset(&r, 0, sizeof r);
	r.format = o.format;
	r.jobs = o.jobs;
	r.old_side.given = argv[i];
	r.new_side.given = argv[i + 1];
	r.paths = argc - i > 2;
	status = CLI_USAGE;
	if (load_side(&r.old_side) != 0 || load_side(&r.new_side) != 0 ||
	    audit_one_language("reserve audit", &r.old_side, &r.new_side, o.cross) != 0)
		goto done;
	r.diff = spec_diff_new(r.old_side.l, r.new_side.l);
	const spec_change_note *notes = NULL;
	unsigned nnotes = r.new_side.keep ? spec_loaded_changes(r.new_side.keep, &notes) : 0;
	if (r.diff && spec_diff_annotate(r.diff, notes, nnotes) != 0) {
		spec_diff_free(r.diff);
		r.diff = NULL;
	}
	r.counts = r.diff ? calloc(r.diff->n + 1, sizeof *r.counts) : NULL;
	r.accepted = r.diff ? calloc(r.diff->n + 1, sizeof *r.accepted) : NULL;
	if (!r.diff || !r.counts || !r.accepted) {
		fputs("reserve audit: out of memory\n", stderr);
		goto done;
	}
	r.min_class = o.min_class;
	if (audit_accept_read(&r, o.accept, !o.no_config) != 0)
		goto done;
	int problems = r.paths ? scan(&r, argv + i + 2, argc - i - 2) : 0;
	cli_report_unsaid(&r.failed, problems);
	if (problems)
		status = CLI_USAGE;
	else if (r.paths)
		status = r.all.gating ? CLI_FOUND_ERRORS : CLI_OK;
	else
		status = CLI_OK;
	for (size_t k = 0; !r.paths && k < r.diff->n; k++)
		if (audit_gates(&r, (int)k, 0))
			status = CLI_FOUND_ERRORS;
	r.status = status;
	audit_print(&r, stdout);
done:
	run_free(&r);
	return status;
}
