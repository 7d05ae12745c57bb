/* cli_refs.c - "reserve refs" lists every reference of a module with its
 * subject, range and whether what it names is declared; "reserve graph"
 * draws the dependencies between a module's blocks (seed 002), gives a
 * topological order, and reports a cycle naming its chain. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* ---- addresses ------------------------------------------------------------ */

/* The root that names declarations of this kind (var for variables...), or
 * NULL for the fallback (managed resources, written TYPE.NAME). */
static const char *kind_root(const spec_lang *l, int kind)
{
	if (l->fallback.declared_by == kind)
		return NULL;
	for (uint16_t i = 0; i < l->nroots; i++)
		if (l->roots[i].declared_by == kind)
			return l->roots[i].name;
	return "";
}

static const char *decl_address(hcl_arena *a, const spec_lang *l, const rsv_decl *d)
{
	const char *root = kind_root(l, d->kind);
	char buf[1024];
	if (!root)
		snprintf(buf, sizeof buf, "%s.%s", d->type ? d->type : "", d->name);
	else if (!*root) /* no root names it (outputs): use the block type */
		snprintf(buf, sizeof buf, "%s.%s", d->block->type, d->name);
	else if (d->type)
		snprintf(buf, sizeof buf, "%s.%s.%s", root, d->type, d->name);
	else
		snprintf(buf, sizeof buf, "%s.%s", root, d->name);
	return hcl_strndup(a, buf, strlen(buf));
}

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

/* Options shared by refs and graph: --spec, --format; returns the index of
 * the first path, or -1 after a usage message. */
static int options(int argc, char **argv, const char **spec_path, const char **format,
		   const char *formats, const char *usage)
{
	int i;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--") == 0)
			return i + 1;
		if (strcmp(a, "--help") == 0) {
			fputs(usage, stdout);
			exit(CLI_OK);
		}
		if ((strcmp(a, "--spec") == 0 || strcmp(a, "--format") == 0) && i + 1 < argc) {
			if (a[2] == 's')
				*spec_path = argv[++i];
			else
				*format = argv[++i];
		} else if (strncmp(a, "--spec=", 7) == 0) {
			*spec_path = a + 7;
		} else if (strncmp(a, "--format=", 9) == 0) {
			*format = a + 9;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "reserve: unknown option '%s'\n%s", a, usage);
			return -1;
		} else {
			break;
		}
	}
	const char *f = formats;
	size_t n = strlen(*format);
	int ok = 0;
	while (*f && !ok) {
		const char *e = strchr(f, '|');
		size_t k = e ? (size_t)(e - f) : strlen(f);
		ok = k == n && strncmp(f, *format, n) == 0;
		f += k + (e != NULL);
	}
	if (!ok) {
		fprintf(stderr, "reserve: unknown format '%s' (%s)\n", *format, formats);
		return -1;
	}
	if (i >= argc) {
		fprintf(stderr, "reserve: no PATH given\n%s", usage);
		return -1;
	}
	return i;
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
	int first = options(argc, argv, &spec_path, &format, "text|json", usage);
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

/* ---- graph -------------------------------------------------------------- */

typedef struct graph {
	const spec_lang *l;
	rsv_module *m;
	const char **name;  /* address of each declaration */
	uint32_t *edges;    /* pairs: from, to */
	uint32_t nedges, capedges;
	int dot;
	int cycles;
	unsigned errors;
} graph;

/* The declaration a reference in block b (attribute attr) belongs to. */
static int source_decl(const rsv_module *m, const hcl_block *b, const char *attr)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		if (d->block == b && (!d->attr || (attr && strcmp(d->attr->name, attr) == 0)))
			return (int)i;
	}
	return -1;
}

static void on_edge(void *ctx, const rsv_use *u)
{
	graph *g = ctx;
	if (!u->target || !u->block)
		return;
	int from = source_decl(g->m, u->block, u->attr);
	int to = (int)(u->target - g->m->decls);
	if (from < 0 || from == to)
		return;
	for (uint32_t i = 0; i < g->nedges; i++)
		if (g->edges[2 * i] == (uint32_t)from && g->edges[2 * i + 1] == (uint32_t)to)
			return;
	if (g->nedges == g->capedges) {
		uint32_t ncap = g->capedges ? g->capedges * 2 : 64;
		uint32_t *ne = realloc(g->edges, 2 * ncap * sizeof *ne);
		if (!ne)
			return;
		g->edges = ne;
		g->capedges = ncap;
	}
	g->edges[2 * g->nedges] = (uint32_t)from;
	g->edges[2 * g->nedges + 1] = (uint32_t)to;
	g->nedges++;
}

/* Finds a cycle through the unordered nodes and reports its chain. */
static void report_cycle(graph *g, const uint8_t *done)
{
	rsv_module *m = g->m;
	uint32_t n = m->ndecls;
	int *next = malloc(n * sizeof *next);
	uint8_t *seen = calloc(n, 1);
	if (!next || !seen) {
		free(next);
		free(seen);
		return;
	}
	/* in what is left, every node has an edge to another left node: follow
	 * them from the first until one repeats */
	for (uint32_t i = 0; i < n; i++) {
		next[i] = -1;
		for (uint32_t k = 0; k < g->nedges && !done[i]; k++)
			if (g->edges[2 * k] == i && !done[g->edges[2 * k + 1]]) {
				next[i] = (int)g->edges[2 * k + 1];
				break;
			}
	}
	int v = -1;
	for (uint32_t i = 0; i < n && v < 0; i++)
		if (!done[i])
			v = (int)i;
	while (v >= 0 && !seen[v]) {
		seen[v] = 1;
		v = next[v];
	}
	if (v >= 0) {
		char chain[4096];
		size_t len = 0;
		int u = v;
		do {
			len += (size_t)snprintf(chain + len, sizeof chain - len, "%s -> ", g->name[u]);
			u = next[u];
		} while (u != v && u >= 0 && len < sizeof chain - 256);
		snprintf(chain + len, sizeof chain - len, "%s", g->name[v]);
		const rsv_decl *d = &m->decls[v];
		uint32_t at = d->attr ? d->attr->name_start : d->block->type_start;
		uint32_t end = d->attr ? d->attr->name_end : d->block->type_end;
		const spec_diag *cd = spec_diag_role(g->l, "graph_cycle");
		if (cd) {
			rsv_diag(d->file, cd, at, end, "chain", chain, (const char *)NULL);
		} else {
			size_t cap = strlen(chain) + 128;
			char *detail = hcl_alloc(&d->file->arena, cap);
			snprintf(detail, cap, "The references between these blocks form a cycle: %s.", chain);
			hcl_diag_add(d->file, HCL_ERROR, at, end, "Cycle in references", detail);
		}
		g->cycles++;
	}
	free(next);
	free(seen);
}

static int graph_module(void *ctx, rsv_module *m)
{
	graph *g = ctx;
	g->m = m;
	g->nedges = 0;
	g->errors += rsv_check_module_uses(m, on_edge, g);
	uint32_t n = m->ndecls;
	g->name = hcl_alloc(&m->arena, (n ? n : 1) * sizeof *g->name);
	for (uint32_t i = 0; i < n; i++)
		g->name[i] = decl_address(&m->arena, g->l, &m->decls[i]);

	if (g->dot) {
		printf("digraph \"%s\" {\n\trankdir = \"RL\";\n", m->name);
		for (uint32_t i = 0; i < n; i++)
			printf("\t\"%s\";\n", g->name[i]);
		for (uint32_t k = 0; k < g->nedges; k++)
			printf("\t\"%s\" -> \"%s\";\n", g->name[g->edges[2 * k]], g->name[g->edges[2 * k + 1]]);
		puts("}");
	}
	/* Kahn's order: a declaration after everything it refers to; among
	 * those ready, the first in the files */
	uint32_t *pending = calloc(n ? n : 1, sizeof *pending);
	uint8_t *done = calloc(n ? n : 1, 1);
	uint32_t placed = 0;
	for (uint32_t k = 0; k < g->nedges; k++)
		pending[g->edges[2 * k]]++;
	for (int progress = 1; progress && placed < n;) {
		progress = 0;
		for (uint32_t i = 0; i < n; i++) {
			if (done[i] || pending[i])
				continue;
			done[i] = 1;
			placed++;
			progress = 1;
			if (!g->dot)
				puts(g->name[i]);
			for (uint32_t k = 0; k < g->nedges; k++)
				if (g->edges[2 * k + 1] == i)
					pending[g->edges[2 * k]]--;
			break;
		}
	}
	if (placed < n)
		report_cycle(g, done);
	int color = cli_use_color(stderr);
	fflush(stdout);
	for (uint32_t i = 0; i < m->nfiles; i++)
		cli_print_diags(stderr, m->files[i].f, color);
	free(pending);
	free(done);
	return 0;
}

int cli_graph(int argc, char **argv)
{
	static const char usage[] =
		"Usage: reserve graph [--spec FILE] [--format dot|order] PATH...\n"
		"Draws the dependencies between the blocks of each module, from their references:\n"
		"dot (Graphviz, an edge from a block to each it refers to) or order (one address a\n"
		"line, each after everything it refers to).  A cycle is reported as an error\n"
		"naming its chain; other problems of the module are reported too.\n"
		"Exit status: 0 no cycle and no error, 1 a cycle or an error, 2 usage.\n";
	const char *spec_path = NULL, *format = "order";
	spec_loaded *loaded = NULL;
	const spec_lang *l = &tofu_spec;
	int first = options(argc, argv, &spec_path, &format, "dot|order", usage);
	if (first < 0)
		return CLI_USAGE;
	if (spec_path && !(l = cli_load_spec(spec_path, &loaded))) {
		spec_loaded_free(loaded);
		return CLI_USAGE;
	}
	graph g;
	memset(&g, 0, sizeof g);
	g.l = l;
	g.dot = format[0] == 'd';
	int problems = cli_for_each_module(l, argv + first, argc - first, graph_module, &g);
	free(g.edges);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : g.cycles || g.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
