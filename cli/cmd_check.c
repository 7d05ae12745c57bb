/* cmd_check.c - "reserve check": runs every check on the modules under the
 * paths given, and prints the diagnostics in OpenTofu's human layout, in the
 * shape of `tofu validate -json` (out_json.c), as SARIF 2.1.0 (out_sarif.c)
 * or as JSON Lines for reserve merge (out_jsonl.c). */
#include "out.h"

static const char usage[] =
	"Usage: reserve check [--spec FILE] [--format human|json|sarif|jsonl] [--level file|load|validate]\n"
	"                     [-j N] [--shard K/N] PATH...\n"
	"Checks modules as OpenTofu's loader and `tofu validate` do without providers:\n"
	"block types, meta-arguments, reserved names, escaping blocks, editions and\n"
	"experiments, and every reference (declared, in its context, opt-in features).\n"
	"A directory is searched for modules (each folder with module files is one); a\n"
	"file given alone is a module by itself.\n"
	"\n"
	"  --spec FILE     the language spec (default: the built-in OpenTofu spec)\n"
	"  --format FMT    human (default, on standard error), json (the shape of\n"
	"                  `tofu validate -json`, with each diagnostic's code), sarif, or\n"
	"                  jsonl: one line per module (that shape, with the module's\n"
	"                  name and place) between a header and an end line, which\n"
	"                  `reserve merge` joins\n"
	"  --level LEVEL   validate (default): everything; load: only what OpenTofu's\n"
	"                  configuration loader checks (blocks, arguments, language\n"
	"                  settings), not the references `tofu validate` resolves;\n"
	"                  file: what the loader checks in each file alone, without\n"
	"                  merging a module's files (no duplicates, no override bases)\n"
	"  -j, --jobs N    check N modules at a time (default: the number of online\n"
	"                  CPUs); the output is the same whatever N is\n"
	"  --shard K/N     only the K-th of N slices of the modules found (by a hash\n"
	"                  of each module's path below the PATH given)\n"
	"  --help          print this help and exit\n"
	"\n"
	"Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O error.\n";

/* ---- human: OpenTofu's layout on standard error ----------------------------- */

static void human_file(cli_report *r, hcl_file *f)
{
	cli_print_diags(r->err, f, r->color);
}

static void human_end(cli_report *r, int problems)
{
	if (!r->errors && !r->warnings && !problems)
		fputs("Success! The configuration is valid.\n", r->out);
}

static const cli_writer human_writer = {NULL, NULL, human_file, human_end};

/* ---- options ------------------------------------------------------------------ */

/* jsonl has no writer: check_module and cli_check write its records. */
enum { FORMAT_HUMAN, FORMAT_JSON, FORMAT_SARIF, FORMAT_JSONL };
static const cli_writer jsonl_writer = {NULL, NULL, NULL, NULL};
static const cli_writer *const writers[] = {
	[FORMAT_HUMAN] = &human_writer, [FORMAT_JSON] = &cli_json_writer,
	[FORMAT_SARIF] = &cli_sarif_writer, [FORMAT_JSONL] = &jsonl_writer};
static const cli_choice formats[] = {
	{"human", FORMAT_HUMAN}, {"json", FORMAT_JSON}, {"sarif", FORMAT_SARIF}, {"jsonl", FORMAT_JSONL}, {NULL, 0}};

enum { LEVEL_FILE, LEVEL_LOAD, LEVEL_VALIDATE };
static const cli_choice levels[] = {
	{"file", LEVEL_FILE}, {"load", LEVEL_LOAD}, {"validate", LEVEL_VALIDATE}, {NULL, 0}};

typedef struct check_opts {
	const char *spec, *shard;
	int format, level, jobs;
} check_opts;

/* --level is checked before --format when both are wrong. */
static const cli_option options[] = {
	CLI_OPT_TEXT("spec", check_opts, spec),
	CLI_OPT_CHOICE("level", check_opts, level, levels),
	CLI_OPT_CHOICE("format", check_opts, format, formats),
	CLI_OPT_NUMBER("j", check_opts, jobs),
	CLI_OPT_NUMBER("jobs", check_opts, jobs),
	CLI_OPT_TEXT("shard", check_opts, shard),
};
static const cli_syntax syntax = {"reserve check", usage, "PATH", options, sizeof options / sizeof *options};

/* ---- the run ------------------------------------------------------------------ */

/* What every worker reads (and nothing writes while they run), and the
 * report of the whole run, which only the calling thread touches. */
typedef struct checker {
	const cli_writer *w;
	int level, jsonl;
	int color;
	const spec_lang *l;
	cli_report r;
	unsigned long records; /* jsonl: module records written */
} checker;

enum { N_ERRORS, N_WARNINGS, N_DIAGS, N_RECORDS };

/* In a worker: checks a module and writes its diagnostics into j. */
static int check_module(void *ctx, cli_job *j, rsv_module *m)
{
	const checker *c = ctx;
	cli_report r = {.out = j->out, .err = j->err, .l = c->l, .color = c->color};
	m->load_only = c->level != LEVEL_VALIDATE;
	m->file_only = c->level == LEVEL_FILE;
	rsv_check_module(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		for (const hcl_diag *d = f->diags; d; d = d->next) {
			if (d->severity == HCL_ERROR)
				r.errors++;
			else
				r.warnings++;
			if (c->w->diag) {
				c->w->diag(&r, f, d);
				r.ndiags++;
			}
		}
		if (c->w->file)
			c->w->file(&r, f);
	}
	if (c->jsonl)
		cli_jsonl_module(j->out, m, j->seq, r.errors, r.warnings);
	j->n[N_RECORDS] = 1;
	j->n[N_ERRORS] = r.errors;
	j->n[N_WARNINGS] = r.warnings;
	j->n[N_DIAGS] = r.ndiags;
	return 0;
}

/* In the calling thread, module after module: the run's counts. */
static const char *check_emit(void *ctx, cli_job *j)
{
	checker *c = ctx;
	const char *join = j->n[N_DIAGS] && c->r.ndiags ? "," : NULL;
	c->r.errors += (unsigned)j->n[N_ERRORS];
	c->r.warnings += (unsigned)j->n[N_WARNINGS];
	c->r.ndiags += (unsigned)j->n[N_DIAGS];
	c->records += j->n[N_RECORDS];
	return join;
}

/* jsonl: the header and end records around the modules' (out_jsonl.c). */
static void jsonl_head(const checker *c, const check_opts *o, char **paths, int npaths,
		       const cli_work *w)
{
	cli_jsonl_head h = {"check", c->l, levels[o->level].name, paths, npaths, w->shard, w->shards};
	cli_jsonl_header(stdout, &h);
}

static void jsonl_end(const checker *c, const cli_work *w)
{
	cli_jsonl_totals t = {w->found, c->records, (unsigned long)w->walk_problems,
			      (unsigned long)w->unit_problems, c->r.errors, c->r.warnings};
	cli_jsonl_end(stdout, &t);
}

int cli_check(int argc, char **argv)
{
	check_opts o = {NULL, NULL, FORMAT_HUMAN, LEVEL_VALIDATE, cli_default_jobs()};
	spec_loaded *loaded;
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	cli_work work = {.module = check_module, .emit = check_emit, .jobs = o.jobs,
			 .shard = 1, .shards = 1};
	if (o.shard && cli_parse_shard(syntax.prog, o.shard, &work.shard, &work.shards) != 0)
		return CLI_USAGE;
	checker c = {.w = writers[o.format], .level = o.level, .jsonl = o.format == FORMAT_JSONL,
		     .color = cli_use_color(stderr), .r = {.out = stdout, .err = stderr}};
	if (!(c.l = c.r.l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	c.r.color = c.color;
	work.ctx = &c;
	if (c.jsonl)
		jsonl_head(&c, &o, argv + first, argc - first, &work);
	if (c.w->begin)
		c.w->begin(&c.r);
	int problems = cli_run_modules(c.l, argv + first, argc - first, &work);
	if (c.w->end)
		c.w->end(&c.r, problems);
	if (c.jsonl)
		jsonl_end(&c, &work);
	spec_loaded_free(loaded);
	if (problems)
		return CLI_USAGE;
	return c.r.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
