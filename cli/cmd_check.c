/* cmd_check.c - "reserve check": runs every check on the modules under the
 * paths given, and prints the diagnostics in OpenTofu's human layout, in the
 * shape of `tofu validate -json` (out_json.c) or as SARIF 2.1.0
 * (out_sarif.c). */
#include "out.h"

static const char usage[] =
	"Usage: reserve check [--spec FILE] [--format human|json|sarif] [--level file|load|validate] PATH...\n"
	"Checks modules as OpenTofu's loader and `tofu validate` do without providers:\n"
	"block types, meta-arguments, reserved names, escaping blocks, editions and\n"
	"experiments, and every reference (declared, in its context, opt-in features).\n"
	"A directory is searched for modules (each folder with module files is one); a\n"
	"file given alone is a module by itself.\n"
	"\n"
	"  --spec FILE     the language spec (default: the built-in OpenTofu spec)\n"
	"  --format FMT    human (default, on standard error), json (the shape of\n"
	"                  `tofu validate -json`, with each diagnostic's code) or sarif\n"
	"  --level LEVEL   validate (default): everything; load: only what OpenTofu's\n"
	"                  configuration loader checks (blocks, arguments, language\n"
	"                  settings), not the references `tofu validate` resolves;\n"
	"                  file: what the loader checks in each file alone, without\n"
	"                  merging a module's files (no duplicates, no override bases)\n"
	"  --help          print this help and exit\n"
	"\n"
	"Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O error.\n";

/* ---- human: OpenTofu's layout on standard error ----------------------------- */

static void human_file(cli_report *r, hcl_file *f)
{
	cli_print_diags(stderr, f, r->color);
}

static void human_end(cli_report *r, int problems)
{
	if (!r->errors && !r->warnings && !problems)
		fputs("Success! The configuration is valid.\n", r->out);
}

static const cli_writer human_writer = {NULL, NULL, human_file, human_end};

/* ---- options ------------------------------------------------------------------ */

enum { FORMAT_HUMAN, FORMAT_JSON, FORMAT_SARIF };
static const cli_writer *const writers[] = {
	[FORMAT_HUMAN] = &human_writer, [FORMAT_JSON] = &cli_json_writer, [FORMAT_SARIF] = &cli_sarif_writer};
static const cli_choice formats[] = {
	{"human", FORMAT_HUMAN}, {"json", FORMAT_JSON}, {"sarif", FORMAT_SARIF}, {NULL, 0}};

enum { LEVEL_FILE, LEVEL_LOAD, LEVEL_VALIDATE };
static const cli_choice levels[] = {
	{"file", LEVEL_FILE}, {"load", LEVEL_LOAD}, {"validate", LEVEL_VALIDATE}, {NULL, 0}};

typedef struct check_opts {
	const char *spec;
	int format, level;
} check_opts;

/* --level is checked before --format when both are wrong. */
static const cli_option options[] = {
	CLI_OPT_TEXT("spec", check_opts, spec),
	CLI_OPT_CHOICE("level", check_opts, level, levels),
	CLI_OPT_CHOICE("format", check_opts, format, formats),
};
static const cli_syntax syntax = {"reserve check", usage, "PATH", options, sizeof options / sizeof *options};

/* ---- the run ------------------------------------------------------------------ */

typedef struct checker {
	cli_report r;
	const cli_writer *w;
	int level;
} checker;

static int check_module(void *ctx, rsv_module *m)
{
	checker *c = ctx;
	m->load_only = c->level != LEVEL_VALIDATE;
	m->file_only = c->level == LEVEL_FILE;
	rsv_check_module(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		unsigned long written = 0; /* JSON and SARIF: all, or --max-errors per file */
		for (const hcl_diag *d = f->diags; d; d = d->next) {
			if (d->severity == HCL_ERROR)
				c->r.errors++;
			else
				c->r.warnings++;
			if (c->w->diag && (!cli_limit.max_errors_given || !cli_limit.max_errors ||
					   written++ < cli_limit.max_errors)) {
				c->w->diag(&c->r, f, d);
				c->r.ndiags++;
			}
		}
		if (c->w->file)
			c->w->file(&c->r, f);
	}
	return 0;
}

int cli_check(int argc, char **argv)
{
	check_opts o = {NULL, FORMAT_HUMAN, LEVEL_VALIDATE};
	spec_loaded *loaded;
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	checker c = {.r = {.out = stdout, .color = cli_use_color(stderr)}, .w = writers[o.format], .level = o.level};
	if (!(c.r.l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	if (c.w->begin)
		c.w->begin(&c.r);
	int problems = cli_for_each_module(c.r.l, argv + first, argc - first, check_module, &c);
	if (c.w->end)
		c.w->end(&c.r, problems);
	spec_loaded_free(loaded);
	if (problems)
		return CLI_USAGE;
	return c.r.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
