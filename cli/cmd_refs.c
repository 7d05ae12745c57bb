/* cmd_refs.c - "reserve refs": every reference of a module with its subject,
 * range and whether what it names is declared. */
#include "cli.h"

static const char usage[] =
	"Usage: reserve refs [--spec FILE] [--format text|json] PATH...\n"
	"Lists every reference of each module: FILE:L:C-L:C, the traversal, the subject\n"
	"(kind and fields) and whether what it names is declared (declared, undeclared,\n"
	"or - when there is nothing to declare, as for count.index or path.module).\n"
	"Problems found on the way are reported on standard error as check reports them.\n"
	"Exit status: 0 all declared, 1 some reference is undeclared or invalid, 2 usage.\n";

enum { FORMAT_TEXT, FORMAT_JSON };
static const cli_choice formats[] = {{"text", FORMAT_TEXT}, {"json", FORMAT_JSON}, {NULL, 0}};

typedef struct refs_opts {
	const char *spec;
	int format;
} refs_opts;

static const cli_option options[] = {
	CLI_OPT_TEXT("spec", refs_opts, spec),
	CLI_OPT_CHOICE("format", refs_opts, format, formats),
};
static const cli_syntax syntax = {"reserve refs", usage, "PATH", options, sizeof options / sizeof *options};

typedef struct lister {
	int json;
	unsigned n, undeclared, errors;
	hcl_buf trav; /* the text of the traversal at hand */
} lister;

static void json_use(const rsv_use *u, const char *trav, int comma)
{
	const rsv_ref *r = &u->ref;
	hcl_pos s = hcl_file_pos(u->file, u->trav->head->start), e = hcl_file_pos(u->file, u->trav->tail->end);
	printf("%s\n  {\"file\": ", comma ? "," : "");
	cli_json(stdout, u->file->name);
	printf(", \"start\": {\"line\": %u, \"column\": %u, \"byte\": %u}, \"end\": {\"line\": %u, "
	       "\"column\": %u, \"byte\": %u}, \"traversal\": ", s.line, s.col, s.byte, e.line, e.col, e.byte);
	cli_json(stdout, trav);
	fputs(", \"kind\": ", stdout);
	cli_json(stdout, r->kind);
	cli_json_opt(stdout, "mode", r->mode);
	cli_json_opt(stdout, "type", r->type);
	cli_json_opt(stdout, "call", r->call);
	cli_json_opt(stdout, "name", r->name);
	fputs(", \"target\": ", stdout);
	if (u->declared < 0)
		fputs("null", stdout);
	else
		printf("{\"declared\": %s}", u->declared ? "true" : "false");
	putchar('}');
}

static void text_use(const rsv_use *u, const char *trav)
{
	const rsv_ref *r = &u->ref;
	hcl_pos s = hcl_file_pos(u->file, u->trav->head->start), e = hcl_file_pos(u->file, u->trav->tail->end);
	printf("%s:%u:%u-%u:%u\t%s\t%s", u->file->name, s.line, s.col, e.line, e.col, trav, r->kind);
	if (r->mode)
		printf(" mode=%s", r->mode);
	if (r->type)
		printf(" type=%s", r->type);
	if (r->call)
		printf(" call=%s", r->call);
	if (r->name)
		printf(" name=%s", r->name);
	printf("\t%s\n", u->declared == 1 ? "declared" : u->declared == 0 ? "undeclared" : "-");
}

static void on_use(void *ctx, const rsv_use *u)
{
	lister *ls = ctx;
	const char *trav = hcl_traversal_text(&ls->trav, u->trav);
	ls->undeclared += u->declared == 0;
	if (ls->json)
		json_use(u, trav, ls->n > 0);
	else
		text_use(u, trav);
	ls->n++;
}

static int list_module(void *ctx, rsv_module *m)
{
	lister *ls = ctx;
	int color = cli_use_color(stderr);
	ls->errors += rsv_check_module_uses(m, on_use, ctx);
	fflush(stdout);
	for (uint32_t i = 0; i < m->nfiles; i++)
		cli_print_diags(stderr, m->files[i].f, color);
	return 0;
}

int cli_refs(int argc, char **argv)
{
	refs_opts o = {NULL, FORMAT_TEXT};
	spec_loaded *loaded;
	const spec_lang *l;
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	if (!(l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	lister ls = {o.format == FORMAT_JSON, 0, 0, 0, {0}};
	if (ls.json)
		fputs("[", stdout);
	int problems = cli_for_each_module(l, argv + first, argc - first, list_module, &ls);
	if (ls.json)
		fputs(ls.n ? "\n]\n" : "]\n", stdout);
	hcl_buf_free(&ls.trav);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : ls.undeclared || ls.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
