/* cmd_check.c - "reserve check": runs every check on the modules under the
 * paths given (on -j threads, jobs.c), leaves out what the linter options
 * and comments ask (lint.c, config.c), and writes the rest in one of the
 * formats of out.h, or as JSON Lines for reserve merge (out_jsonl.c). */
#include <pthread.h>
#include <errno.h>
#include <stdlib.h>

#include "out.h"
#include "rsv_children.h"
#include "rsv_graph.h"

static const char usage[] =
	"Usage: reserve check [OPTION]... PATH...\n"
	"Checks modules as OpenTofu's loader and `tofu validate` do without providers:\n"
	"block types, meta-arguments, reserved names, escaping blocks, editions and\n"
	"experiments, and every reference (declared, in its context, opt-in features).\n"
	"A directory is searched for modules (each folder with module files is one); a\n"
	"module file named is read with its folder's module, its diagnostics alone\n"
	"reported (with --level file: read alone).\n"
	"\n"
	"  --spec SPEC     the language spec: a file, or a name of reserve --list-specs\n"
	"                  (default: the built-in OpenTofu spec)\n"
	"  --format FMT    human (default: OpenTofu's layout on standard error, then a\n"
	"                  summary), compact (FILE:LINE:COL: severity: summary [CODE]),\n"
	"                  json (the shape of `tofu validate -json`, with each\n"
	"                  diagnostic's code), sarif (SARIF 2.1.0), checkstyle, junit, or\n"
	"                  jsonl: one line per module (that shape, with the module's\n"
	"                  name and place) between a header and an end line, which\n"
	"                  `reserve merge` joins\n"
	"  --level LEVEL   validate (default): everything, as `tofu validate`, which\n"
	"                  reads references only when the module loaded without errors;\n"
	"                  all: everything, references too after load errors; load:\n"
	"                  only what OpenTofu's configuration loader checks (blocks,\n"
	"                  arguments, language settings), not the references;\n"
	"                  file: what the loader checks in each file alone, without\n"
	"                  merging a module's files (no duplicates, no override bases)\n"
	"  --minimum-failure-severity SEVERITY\n"
	"                  error (default): exit status 1 on errors; warning: on\n"
	"                  warnings too\n"
	"  --disable CODE  do not report CODE, a code or name of the spec's catalogue\n"
	"                  (repeatable; CODE,CODE... too)\n"
	"  --only CODE     report CODE and no other catalogue entry (repeatable)\n"
	"  --exclude GLOB  leave out the files whose path under the PATH given, or a\n"
	"                  folder of it, matches GLOB (fnmatch(3); repeatable)\n"
	"  --config FILE   read options from FILE, not from the " CLI_CONFIG_NAME " found in\n"
	"                  the working directory or above it (up to a repository's top)\n"
	"  --no-config     read no " CLI_CONFIG_NAME "\n"
	"  --call-module-type TYPE\n"
	"                  local (default): read the child modules of local calls\n"
	"                  (source \"./x\", \"../x\") with --level validate or all, and\n"
	"                  check each call against its child; none: read no child\n"
	"  -j, --jobs N    check N modules at a time (default: the number of online\n"
	"                  CPUs); the output is the same whatever N is\n"
	"  --shard K/N     only the K-th of N slices of the modules found (by a hash\n"
	"                  of each module's path below the PATH given)\n"
	"\n"
	"A comment \"# reserve-ignore: CODE, CODE...\" (or //, or CODE \"all\") leaves out\n"
	"those diagnostics on the next line, or on its own line when it follows code.\n"
	"Syntax errors are always reported.\n"
	"\n"
	"Exit status: 0 no errors (warnings allowed), 1 errors (or warnings, with\n"
	"--minimum-failure-severity=warning), 2 usage or I/O error.\n";

/* ---- options ------------------------------------------------------------------ */

/* jsonl has no writer: check_module and cli_check write its records. */
enum { FORMAT_HUMAN, FORMAT_COMPACT, FORMAT_JSON, FORMAT_SARIF, FORMAT_CHECKSTYLE, FORMAT_JUNIT, FORMAT_JSONL };
static const cli_writer jsonl_writer = {NULL, NULL, NULL, NULL};
static const cli_writer *const writers[] = {
	[FORMAT_HUMAN] = &cli_human_writer, [FORMAT_COMPACT] = &cli_compact_writer,
	[FORMAT_JSON] = &cli_json_writer,   [FORMAT_SARIF] = &cli_sarif_writer,
	[FORMAT_CHECKSTYLE] = &cli_checkstyle_writer, [FORMAT_JUNIT] = &cli_junit_writer,
	[FORMAT_JSONL] = &jsonl_writer};
static const cli_choice formats[] = {
	{"human", FORMAT_HUMAN}, {"compact", FORMAT_COMPACT}, {"json", FORMAT_JSON}, {"sarif", FORMAT_SARIF},
	{"checkstyle", FORMAT_CHECKSTYLE}, {"junit", FORMAT_JUNIT}, {"jsonl", FORMAT_JSONL}, {NULL, 0}};

enum { LEVEL_FILE, LEVEL_LOAD, LEVEL_VALIDATE, LEVEL_ALL };
static const cli_choice levels[] = {
	{"file", LEVEL_FILE}, {"load", LEVEL_LOAD}, {"validate", LEVEL_VALIDATE}, {"all", LEVEL_ALL}, {NULL, 0}};

enum { CALLS_LOCAL, CALLS_NONE };
static const cli_choice call_types[] = {{"local", CALLS_LOCAL}, {"none", CALLS_NONE}, {NULL, 0}};

enum { SEVERITY_ERROR, SEVERITY_WARNING };
static const cli_choice severities[] = {{"error", SEVERITY_ERROR}, {"warning", SEVERITY_WARNING}, {NULL, 0}};

/* Choices are negative until the command line or the configuration file
 * sets them. */
typedef struct check_opts {
	const char *spec, *config, *shard;
	int format, level, severity, calls, no_config, jobs;
	cli_list disable, only, exclude;
} check_opts;

/* --level is checked before --format when both are wrong. */
static const cli_option options[] = {
	CLI_OPT_TEXT("spec", check_opts, spec),
	CLI_OPT_CHOICE("level", check_opts, level, levels),
	CLI_OPT_CHOICE("format", check_opts, format, formats),
	CLI_OPT_CHOICE("minimum-failure-severity", check_opts, severity, severities),
	CLI_OPT_CHOICE("call-module-type", check_opts, calls, call_types),
	CLI_OPT_LIST("disable", check_opts, disable),
	CLI_OPT_LIST("only", check_opts, only),
	CLI_OPT_LIST("exclude", check_opts, exclude),
	CLI_OPT_TEXT("config", check_opts, config),
	CLI_OPT_FLAG("no-config", check_opts, no_config),
	CLI_OPT_NUMBER("j", check_opts, jobs),
	CLI_OPT_NUMBER("jobs", check_opts, jobs),
	CLI_OPT_TEXT("shard", check_opts, shard),
};
static const cli_syntax syntax = {"reserve check", usage, "PATH", options, sizeof options / sizeof *options,
				  "the summary line and the success message (human)", 0};

/* ---- the run ------------------------------------------------------------------ */

/* What every worker reads (and nothing writes while they run), and the
 * report of the whole run, which only the calling thread touches. */
typedef struct checker {
	const cli_writer *w;
	int level, jsonl;
	int joined;            /* a JSON array across modules: "," between their diagnostics */
	cli_lint lint;         /* workers read it through a copy of their own */
	cli_report base;       /* the run's settings, which workers copy; never written while they run */
	cli_report r;          /* the run's totals: the calling thread's alone */
	unsigned long records; /* jsonl: module records written */
	rsv_children_cache *children; /* the local child modules of the run, or NULL */
} checker;

enum { N_ERRORS, N_WARNINGS, N_DIAGS, N_RECORDS, N_FILES, N_MODULES, N_IGNORED };

/* Writes the diagnostics of f that are not left out into r: in the human
 * layout at most cli_limit.max_errors of them (then one line counts the
 * rest), in the other formats all unless --max-errors was given. */
static void check_file(const checker *c, cli_lint *lint, cli_report *r, hcl_file *f)
{
	int human = c->w == &cli_human_writer;
	unsigned long max = human || cli_limit.max_errors_given ? cli_limit.max_errors : 0;
	unsigned long written = 0, more_errors = 0, more_warnings = 0;
	r->files++;
	for (const hcl_diag *d = f->diags; d; d = d->next) {
		if (!cli_lint_keep(lint, f, d)) {
			r->ignored++;
			continue;
		}
		int err = d->severity == HCL_ERROR;
		if (err) {
			r->errors++;
			r->file_errors++;
		} else {
			r->warnings++;
			r->file_warnings++;
		}
		if (!c->w->diag)
			continue;
		if (max && written == max) {
			more_errors += err;
			more_warnings += !err;
			continue;
		}
		c->w->diag(r, f, d);
		r->ndiags++;
		written++;
	}
	if (human && (more_errors || more_warnings))
		cli_print_more(r->err, f, more_errors, more_warnings);
	if (c->w->file)
		c->w->file(r, f);
	r->file_errors = r->file_warnings = 0;
}

/* The files of a module's children whose diagnostics it shows. */
typedef struct child_files {
	const checker *c;
	cli_lint *lint;
	cli_report *r;
} child_files;

static void show_child(void *ctx, hcl_file *f)
{
	child_files *s = ctx;
	if (!cli_lint_excluded(s->lint, f->name))
		check_file(s->c, s->lint, s->r, f);
}

/* The lock of the run's cache of child modules (rsv_children.h). */
static pthread_mutex_t children_mu = PTHREAD_MUTEX_INITIALIZER;
static void children_lock(void *ctx)
{
	(void)ctx;
	pthread_mutex_lock(&children_mu);
}
static void children_unlock(void *ctx)
{
	(void)ctx;
	pthread_mutex_unlock(&children_mu);
}

/* In a worker: the module found, when the cache of child modules read it
 * first (its parse is taken over: read once per run). */
static rsv_module *check_load(void *ctx, const rsv_found *fd, hcl_reuse *reuse)
{
	const checker *c = ctx;
	return rsv_children_take(c->children, fd, reuse);
}

/* In a worker: checks a module and writes its diagnostics into j. */
static int check_module(void *ctx, cli_job *j, rsv_module *m)
{
	const checker *c = ctx;
	cli_report r = c->base; /* the run's settings; counts from zero */
	cli_lint lint = c->lint;
	r.out = j->out;
	r.err = j->err;
	r.errors = r.warnings = r.ndiags = r.modules = r.files = r.ignored = 0;
	r.held = (hcl_buf){0};
	lint.noted = NULL;
	lint.notes = NULL;
	lint.nnotes = lint.capnotes = 0;
	m->load_only = c->level != LEVEL_VALIDATE && c->level != LEVEL_ALL;
	m->file_only = c->level == LEVEL_FILE;
	m->keep_going = c->level == LEVEL_ALL;
	rsv_children_attach(c->children, m);
	rsv_check_module_cycles(m);
	if (m->oom) { /* its diagnostics are not all there: none is shown, exit status 2 */
		cli_io_problem_to(j->err, m->name, ENOMEM);
		free(lint.notes);
		hcl_buf_free(&r.held);
		return 1;
	}
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (!cli_lint_excluded(&lint, m->files[i].f->name) && rsv_module_shows(m, m->files[i].f))
			check_file(c, &lint, &r, m->files[i].f);
	child_files shown = {c, &lint, &r};
	rsv_children_show(m, show_child, &shown);
	if (c->jsonl)
		cli_jsonl_module(j->out, m, j->seq, r.errors, r.warnings);
	free(lint.notes);
	hcl_buf_free(&r.held);
	j->n[N_RECORDS] = 1;
	j->n[N_ERRORS] = r.errors;
	j->n[N_WARNINGS] = r.warnings;
	j->n[N_DIAGS] = r.ndiags;
	j->n[N_FILES] = r.files;
	j->n[N_MODULES] = r.files > 0;
	j->n[N_IGNORED] = r.ignored;
	return 0;
}

/* In the writer (jobs.h), module after module: the run's counts. */
static const char *check_emit(void *ctx, cli_job *j)
{
	checker *c = ctx;
	const char *join = c->joined && j->n[N_DIAGS] && c->r.ndiags ? "," : NULL;
	c->r.errors += (unsigned)j->n[N_ERRORS];
	c->r.warnings += (unsigned)j->n[N_WARNINGS];
	c->r.ndiags += (unsigned)j->n[N_DIAGS];
	c->r.files += (unsigned)j->n[N_FILES];
	c->r.modules += (unsigned)j->n[N_MODULES];
	c->r.ignored += (unsigned)j->n[N_IGNORED];
	c->records += j->n[N_RECORDS];
	return join;
}

/* In the writer (jobs.h): a problem of the run, which JSON and SARIF carry. */
static void check_problem(void *ctx, const char *path, int err)
{
	checker *c = ctx;
	cli_report_io(&c->r, path, err);
}

/* jsonl: the header and end records around the modules' (out_jsonl.c). */
static void jsonl_head(const checker *c, const check_opts *o, char **paths, int npaths,
		       const cli_work *w)
{
	cli_jsonl_head h = {"check", c->r.l, levels[o->level].name, paths, npaths, w->shard, w->shards};
	cli_jsonl_header(stdout, &h);
}

static void jsonl_end(const checker *c, const cli_work *w)
{
	cli_jsonl_totals t = {w->found, c->records, (unsigned long)w->walk_problems,
			      (unsigned long)w->unit_problems, c->r.errors, c->r.warnings};
	cli_jsonl_end(stdout, &t);
}

/* A usage error once the format is known: the document formats say it in
 * a document. */
static int unstarted(const check_opts *o)
{
	if (o->format == FORMAT_JSON || o->format == FORMAT_SARIF || o->format == FORMAT_CHECKSTYLE ||
	    o->format == FORMAT_JUNIT)
		cli_report_unstarted(writers[o->format], syntax.prog);
	return CLI_USAGE;
}

/* Checks the paths with the options read; the exit status. */
static int run(const check_opts *o, char **paths, int npaths)
{
	cli_work work = {.module = check_module, .load = check_load, .emit = check_emit, .problem = check_problem, .jobs = o->jobs,
			 .shard = 1, .shards = 1, .files_alone = o->level == LEVEL_FILE};
	if (o->shard && cli_parse_shard(syntax.prog, o->shard, &work.shard, &work.shards) != 0) {
		cli_try(syntax.prog);
		return unstarted(o);
	}
	checker c = {.r = {.out = stdout, .err = stderr, .spec = o->spec, .color = cli_use_color(stderr),
			   .width = cli_term_width(stderr), .fail_on_warnings = o->severity == SEVERITY_WARNING},
		     .w = writers[o->format], .level = o->level, .jsonl = o->format == FORMAT_JSONL,
		     .joined = o->format == FORMAT_JSON || o->format == FORMAT_SARIF};
	spec_loaded *loaded;
	if (!(c.r.l = cli_load_spec(o->spec, &loaded)))
		return unstarted(o);
	c.lint = (cli_lint){.l = c.r.l, .paths = paths, .npaths = npaths, .exclude = &o->exclude};
	c.base = c.r;
	work.ctx = &c;
	/* the loader's levels read no child */
	if ((o->level == LEVEL_VALIDATE || o->level == LEVEL_ALL) && o->calls == CALLS_LOCAL) {
		rsv_children_lock lock = {children_lock, children_unlock, NULL};
		c.children = rsv_children_cache_new(c.r.l, paths, npaths, o->level == LEVEL_ALL,
						    cli_limit.max_file_size, lock);
	}
	int problems = -1;
	if (cli_lint_codes(&c.lint, syntax.prog, &o->disable, &o->only) == 0) {
		if (c.jsonl)
			jsonl_head(&c, o, paths, npaths, &work);
		if (c.w->begin)
			c.w->begin(&c.r);
		problems = cli_run_modules(c.r.l, paths, npaths, &work);
		if (c.w->end)
			c.w->end(&c.r, problems);
		if (c.jsonl)
			jsonl_end(&c, &work);
	} else {
		unstarted(o);
	}
	rsv_children_cache_free(c.children);
	cli_lint_free(&c.lint);
	hcl_buf_free(&c.r.held);
	hcl_buf_free(&c.r.failures);
	spec_loaded_free(loaded);
	if (problems)
		return CLI_USAGE;
	return c.r.errors || (c.r.warnings && c.r.fail_on_warnings) ? CLI_FOUND_ERRORS : CLI_OK;
}

int cli_check(int argc, char **argv)
{
	check_opts o = {.format = -1, .level = -1, .severity = -1, .calls = -1, .jobs = cli_default_jobs()};
	cli_config config = {0};
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	if (!o.no_config && cli_config_read(&config, &syntax, o.config, &o) != 0) {
		cli_config_free(&config);
		return CLI_USAGE;
	}
	if (o.format < 0)
		o.format = FORMAT_HUMAN;
	if (o.level < 0)
		o.level = LEVEL_VALIDATE;
	if (o.severity < 0)
		o.severity = SEVERITY_ERROR;
	if (o.calls < 0)
		o.calls = CALLS_LOCAL;
	status = run(&o, argv + first, argc - first);
	cli_config_free(&config);
	return status;
}
