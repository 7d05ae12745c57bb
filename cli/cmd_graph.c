/* cmd_graph.c - "reserve graph": the dependencies between a module's blocks
 * (hcl's "Design Patterns for Complex Systems"), as DOT or a topological
 * order; a cycle is reported with its chain. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage[] =
	"Usage: reserve graph [--spec FILE] [--format dot|order] PATH...\n"
	"Draws the dependencies between the blocks of each module, from their references:\n"
	"dot (Graphviz, an edge from a block to each it refers to) or order (one address a\n"
	"line, each after everything it refers to).  A cycle is reported as an error\n"
	"naming its chain; other problems of the module are reported too.\n"
	"Exit status: 0 no cycle and no error, 1 a cycle or an error, 2 usage.\n";

enum { FORMAT_DOT, FORMAT_ORDER };
static const cli_choice formats[] = {{"dot", FORMAT_DOT}, {"order", FORMAT_ORDER}, {NULL, 0}};

typedef struct graph_opts {
	const char *spec;
	int format;
} graph_opts;

static const cli_option options[] = {
	CLI_OPT_TEXT("spec", graph_opts, spec),
	CLI_OPT_CHOICE("format", graph_opts, format, formats),
};
static const cli_syntax syntax = {"reserve graph", usage, "PATH", options, sizeof options / sizeof *options};

typedef struct graph {
	const spec_lang *l;
	rsv_module *m;
	const char **name;  /* address of each declaration */
	uint32_t *edges;    /* pairs: from, to */
	size_t nedges, capedges; /* capedges counts uint32_t items (two per edge) */
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
	for (size_t i = 0; i < g->nedges; i++)
		if (g->edges[2 * i] == (uint32_t)from && g->edges[2 * i + 1] == (uint32_t)to)
			return;
	if (hcl_grow((void **)&g->edges, &g->capedges, 2 * g->nedges + 2, sizeof *g->edges) != 0)
		return;
	g->edges[2 * g->nedges] = (uint32_t)from;
	g->edges[2 * g->nedges + 1] = (uint32_t)to;
	g->nedges++;
}

/* Finds a cycle through the unordered nodes and reports its chain; returns
 * -1 when out of memory (the cycle still counts). */
static int report_cycle(graph *g, const uint8_t *done)
{
	rsv_module *m = g->m;
	uint32_t n = m->ndecls;
	int *next = malloc(n * sizeof *next);
	uint8_t *seen = calloc(n, 1);
	if (!next || !seen) {
		free(next);
		free(seen);
		g->cycles++;
		return -1;
	}
	/* in what is left, every node has an edge to another left node: follow
	 * them from the first until one repeats */
	for (uint32_t i = 0; i < n; i++) {
		next[i] = -1;
		for (size_t k = 0; k < g->nedges && !done[i]; k++)
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
		hcl_buf chain = {0};
		int u = v;
		do {
			hcl_buf_printf(&chain, "%s -> ", g->name[u]);
			u = next[u];
		} while (u != v && u >= 0);
		hcl_buf_puts(&chain, g->name[v]);
		const char *text = chain.oom ? "" : chain.p;
		const rsv_decl *d = &m->decls[v];
		uint32_t at = d->attr ? d->attr->name_start : d->block->type_start;
		uint32_t end = d->attr ? d->attr->name_end : d->block->type_end;
		const spec_diag *cd = spec_diag_role(g->l, "graph_cycle");
		if (cd) {
			rsv_diag(d->file, cd, at, end, "chain", text, (const char *)NULL);
		} else {
			hcl_buf detail = {0};
			hcl_buf_printf(&detail, "The references between these blocks form a cycle: %s.", text);
			hcl_diag_add(d->file, HCL_ERROR, at, end, "Cycle in references",
				     detail.oom ? "" : hcl_strndup(&d->file->arena, detail.p, detail.n));
			hcl_buf_free(&detail);
		}
		hcl_buf_free(&chain);
		g->cycles++;
	}
	free(next);
	free(seen);
	return 0;
}

static void draw_dot(const graph *g, uint32_t n)
{
	printf("digraph \"%s\" {\n\trankdir = \"RL\";\n", g->m->name);
	for (uint32_t i = 0; i < n; i++)
		printf("\t\"%s\";\n", g->name[i]);
	for (size_t k = 0; k < g->nedges; k++)
		printf("\t\"%s\" -> \"%s\";\n", g->name[g->edges[2 * k]], g->name[g->edges[2 * k + 1]]);
	puts("}");
}

/* Kahn's order: a declaration after everything it refers to; among those
 * ready, the first in the files.  Printed unless drawing DOT; what is left
 * over has a cycle, reported.  Returns -1 when out of memory. */
static int order(graph *g, uint32_t n)
{
	uint32_t *pending = calloc(n ? n : 1, sizeof *pending);
	uint8_t *done = calloc(n ? n : 1, 1);
	uint32_t placed = 0;
	int status = 0;
	if (!pending || !done) {
		free(pending);
		free(done);
		return -1;
	}
	for (size_t k = 0; k < g->nedges; k++)
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
			for (size_t k = 0; k < g->nedges; k++)
				if (g->edges[2 * k + 1] == i)
					pending[g->edges[2 * k]]--;
			break;
		}
	}
	if (placed < n)
		status = report_cycle(g, done);
	free(pending);
	free(done);
	return status;
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
		if (!(g->name[i] = rsv_decl_address(&m->arena, g->l, &m->decls[i])))
			g->name[i] = "";
	if (g->dot)
		draw_dot(g, n);
	int oom = order(g, n) != 0;
	if (oom)
		fputs("reserve: out of memory\n", stderr);
	int color = cli_use_color(stderr);
	fflush(stdout);
	for (uint32_t i = 0; i < m->nfiles; i++)
		cli_print_diags(stderr, m->files[i].f, color);
	return oom;
}

int cli_graph(int argc, char **argv)
{
	graph_opts o = {NULL, FORMAT_ORDER};
	spec_loaded *loaded;
	int status, first = cli_parse_options(&syntax, argc, argv, &o, &status);
	if (!first)
		return status;
	graph g;
	memset(&g, 0, sizeof g);
	if (!(g.l = cli_load_spec(o.spec, &loaded)))
		return CLI_USAGE;
	g.dot = o.format == FORMAT_DOT;
	int problems = cli_for_each_module(g.l, argv + first, argc - first, graph_module, &g);
	free(g.edges);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : g.cycles || g.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
