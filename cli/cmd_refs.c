/* cmd_refs.c - "reserve refs": every reference of a module with its subject,
 * range and whether what it names is declared. */
#include <errno.h>

#include "jobs.h"

/* The usage, options and syntax, declared as every command declares them
 * (cli.h's CLI_OPT_ rows): alike across commands by design. */
static const char usage[] =
	"Usage: reserve refs [OPTION]... PATH...\n"
	"Lists every reference of each module: FILE:L:C-L:C, the traversal, the subject\n"
	"(kind and fields) and whether what it names is declared (declared, undeclared,\n"
	"or - when there is nothing to declare, as for count.index or path.module).\n"
	"Problems found on the way are reported on standard error as check reports them.\n"
	"\n"
	"  --spec FILE     the language spec (default: the built-in OpenTofu spec)\n"
	"  --format FMT    text (default) or json (the same facts, one object each)\n"
	"  -j, --jobs N    read N modules at a time (default: the number of online\n"
	"                  CPUs); the output is the same whatever N is\n"
	"\n"
	"Exit status: 0 all declared, 1 some reference is undeclared or invalid, 2 usage.\n";

enum { FORMAT_TEXT, FORMAT_JSON };
static const cli_choice formats[] = {{"text", FORMAT_TEXT}, {"json", FORMAT_JSON}, {NULL, 0}};

typedef struct refs_opts {
	const char *spec;
	int format, jobs;
} refs_opts;

static const cli_option options[] = {
	CLI_OPT_TEXT("spec", refs_opts, spec),
	CLI_OPT_CHOICE("format", refs_opts, format, formats),
	CLI_OPT_NUMBER("j", refs_opts, jobs),
	CLI_OPT_NUMBER("jobs", refs_opts, jobs),
};
static const cli_syntax syntax = {"reserve refs", usage, "PATH", options, sizeof options / sizeof *options,
				  NULL, 0};

/* The run: what workers read, and the counts only the calling thread adds up. */
typedef struct lister {
	int json, color;
	unsigned long n, undeclared, errors;
} lister;

/* One module's listing, in a worker. */
typedef struct listing {
	const lister *ls;
	const rsv_module *m;
	FILE *out;
	unsigned long n, undeclared;
	hcl_buf trav; /* the text of the traversal at hand */
} listing;

enum { N_USES, N_UNDECLARED, N_ERRORS };

static void json_use(FILE *out, const rsv_use *u, const char *trav, int comma)
{
	const rsv_ref *r = &u->ref;
	hcl_pos s = hcl_reported_pos(u->file, u->trav->head->start), e = hcl_reported_pos(u->file, u->trav->tail->end);
	fprintf(out, "%s\n  {\"file\": ", comma ? "," : "");
	cli_json(out, u->file->name);
	fprintf(out, ", \"start\": {\"line\": %u, \"column\": %u, \"byte\": %u}, \"end\": {\"line\": %u, "
		     "\"column\": %u, \"byte\": %u}, \"traversal\": ", s.line, s.col, s.byte, e.line, e.col, e.byte);
	cli_json(out, trav);
	fputs(", \"kind\": ", out);
	cli_json(out, r->kind);
	cli_json_opt(out, "mode", r->mode);
	cli_json_opt(out, "type", r->type);
	cli_json_opt(out, "call", r->call);
	cli_json_opt(out, "name", r->name);
	fputs(", \"target\": ", out);
	if (u->declared < 0)
		fputs("null", out);
	else
		fprintf(out, "{\"declared\": %s}", u->declared ? "true" : "false");
	putc('}', out);
}

/* Appends " key=value" (value from the source: escaped as on a terminal). */
static void put_field(hcl_buf *b, const char *key, const char *value)
{
	if (!value)
		return;
	hcl_buf_printf(b, " %s=", key);
	hcl_buf_put_shown(b, value, strlen(value));
}

/* One line of the text listing; what comes from the source (the file's
 * name, the traversal, names) is escaped as the human layout escapes it, so
 * the line is valid UTF-8 without control characters. */
static void text_use(FILE *out, const rsv_use *u, const char *trav)
{
	const rsv_ref *r = &u->ref;
	hcl_pos s = hcl_reported_pos(u->file, u->trav->head->start), e = hcl_reported_pos(u->file, u->trav->tail->end);
	hcl_buf b = {0};
	hcl_buf_put_shown(&b, u->file->name, strlen(u->file->name));
	hcl_buf_printf(&b, ":%u:%u-%u:%u\t", s.line, s.col, e.line, e.col);
	hcl_buf_put_shown(&b, trav, strlen(trav));
	hcl_buf_printf(&b, "\t%s", r->kind);
	put_field(&b, "mode", r->mode);
	put_field(&b, "type", r->type);
	put_field(&b, "call", r->call);
	put_field(&b, "name", r->name);
	hcl_buf_printf(&b, "\t%s\n", u->declared == 1 ? "declared" : u->declared == 0 ? "undeclared" : "-");
	if (!b.oom)
		fwrite(b.p, 1, b.n, out);
	hcl_buf_free(&b);
}

static void on_use(void *ctx, const rsv_use *u)
{
	listing *li = ctx;
	if (!rsv_module_shows(li->m, u->file))
		return; /* a file read for the context of the files named */
	const char *trav = hcl_traversal_text(&li->trav, u->trav);
	li->undeclared += u->declared == 0;
	if (li->ls->json)
		json_use(li->out, u, trav, li->n > 0);
	else
		text_use(li->out, u, trav);
	li->n++;
}

static int list_module(void *ctx, cli_job *j, rsv_module *m)
{
	listing li = {.ls = ctx, .m = m, .out = j->out};
	j->n[N_ERRORS] = rsv_check_module_uses(m, on_use, &li);
	if (m->oom) { /* the references are not all there: exit status 2 */
		hcl_buf_free(&li.trav);
		cli_io_problem_to(j->err, m->name, ENOMEM);
		return 1;
	}
	if (m->named) { /* the errors of the files named alone */
		j->n[N_ERRORS] = 0;
		for (uint32_t i = 0; i < m->nfiles; i++)
			j->n[N_ERRORS] += m->named[i] ? m->files[i].f->nerrors : 0;
	}
	j->n[N_USES] = li.n;
	j->n[N_UNDECLARED] = li.undeclared;
	hcl_buf_free(&li.trav);
	cli_job_flush(j);
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (rsv_module_shows(m, m->files[i].f))
			cli_print_diags(j->err, m->files[i].f, li.ls->color);
	return 0;
}

static const char *list_emit(void *ctx, cli_job *j)
{
	lister *ls = ctx;
	const char *join = ls->json && ls->n && j->n[N_USES] ? "," : NULL;
	ls->n += j->n[N_USES];
	ls->undeclared += j->n[N_UNDECLARED];
	ls->errors += j->n[N_ERRORS];
	return join;
}

int cli_refs(int argc, char **argv)
{
	refs_opts o = {NULL, FORMAT_TEXT, cli_default_jobs()};
	spec_loaded *loaded;
	const spec_lang *l;
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	if (!(l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	lister ls = {.json = o.format == FORMAT_JSON, .color = cli_use_color(stderr)};
	if (ls.json)
		fputs("[", stdout);
	cli_work work = {.module = list_module, .emit = list_emit, .ctx = &ls, .jobs = o.jobs};
	int problems = cli_run_modules(l, argv + first, argc - first, &work);
	if (ls.json)
		fputs(ls.n ? "\n]\n" : "]\n", stdout);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : ls.undeclared || ls.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
