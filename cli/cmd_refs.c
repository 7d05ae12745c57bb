/* cmd_refs.c - "reserve refs": every reference of a module with its subject,
 * range and whether what it names is declared. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* ---- refs --------------------------------------------------------------- */

typedef struct lister {
	const spec_lang *l;
	int json;
	unsigned n, undeclared, errors;
} lister;

static void on_use(void *ctx, const rsv_use *u)
{
	lister *ls = ctx;
	const rsv_ref *r = &u->ref;
	char trav[2048];
	hcl_pos s = hcl_file_pos(u->file, u->trav->head->start), e = hcl_file_pos(u->file, u->trav->tail->end);
	hcl_traversal_format(u->trav, trav, sizeof trav);
	const char *state = u->declared == 1 ? "declared" : u->declared == 0 ? "undeclared" : "-";
	ls->undeclared += u->declared == 0;
	if (ls->json) {
		printf("%s\n  {\"file\": ", ls->n ? "," : "");
		cli_json(stdout, u->file->name);
		printf(", \"start\": {\"line\": %u, \"column\": %u, \"byte\": %u}, \"end\": {\"line\": %u, "
		       "\"column\": %u, \"byte\": %u}, \"traversal\": ", s.line, s.col, s.byte, e.line, e.col, e.byte);
		cli_json(stdout, trav);
		fputs(", \"kind\": ", stdout);
		cli_json(stdout, r->kind);
		if (r->mode) { fputs(", \"mode\": ", stdout); cli_json(stdout, r->mode); }
		if (r->type) { fputs(", \"type\": ", stdout); cli_json(stdout, r->type); }
		if (r->call) { fputs(", \"call\": ", stdout); cli_json(stdout, r->call); }
		if (r->name) { fputs(", \"name\": ", stdout); cli_json(stdout, r->name); }
		fputs(", \"target\": ", stdout);
		if (u->declared < 0)
			fputs("null", stdout);
		else
			printf("{\"declared\": %s}", u->declared ? "true" : "false");
		putchar('}');
	} else {
		printf("%s:%u:%u-%u:%u\t%s\t%s", u->file->name, s.line, s.col, e.line, e.col, trav, r->kind);
		if (r->mode)
			printf(" mode=%s", r->mode);
		if (r->type)
			printf(" type=%s", r->type);
		if (r->call)
			printf(" call=%s", r->call);
		if (r->name)
			printf(" name=%s", r->name);
		printf("\t%s\n", state);
	}
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
	static const char usage[] =
		"Usage: reserve refs [--spec FILE] [--format text|json] PATH...\n"
		"Lists every reference of each module: FILE:L:C-L:C, the traversal, the subject\n"
		"(kind and fields) and whether what it names is declared (declared, undeclared,\n"
		"or - when there is nothing to declare, as for count.index or path.module).\n"
		"Problems found on the way are reported on standard error as check reports them.\n"
		"Exit status: 0 all declared, 1 some reference is undeclared or invalid, 2 usage.\n";
	const char *spec_path = NULL, *format = "text";
	spec_loaded *loaded = NULL;
	const spec_lang *l = &tofu_spec;
	int first = cli_path_options(argc, argv, &spec_path, &format, "text|json", usage);
	if (first < 0)
		return CLI_USAGE;
	if (spec_path && !(l = cli_load_spec(spec_path, &loaded))) {
		spec_loaded_free(loaded);
		return CLI_USAGE;
	}
	lister ls = {l, format[0] == 'j', 0, 0, 0};
	if (ls.json)
		fputs("[", stdout);
	int problems = cli_for_each_module(l, argv + first, argc - first, list_module, &ls);
	if (ls.json)
		fputs(ls.n ? "\n]\n" : "]\n", stdout);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : ls.undeclared || ls.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
