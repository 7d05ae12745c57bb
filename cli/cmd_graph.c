/* cmd_graph.c - "reserve graph": the dependency graph of each module
 * (rsv_graph.h) as one DOT graph or as a topological order per module; a
 * cycle is reported with its chain. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "rsv_graph.h"

/* The usage, options and syntax, declared as every command declares them
 * (cli.h's CLI_OPT_ rows): alike across commands by design. */
static const char usage[] =
	"Usage: reserve graph [OPTION]... PATH...\n"
	"Draws the dependencies between the blocks of each module, from their references:\n"
	"dot (one Graphviz graph, a cluster per module, an edge from a block to each it\n"
	"refers to) or order (for each module a line \"# PATH\", then one address a line,\n"
	"each after everything it refers to).  A module call is its call (what its\n"
	"meta-arguments refer to), its inputs (module.NAME.var.ARG) and its outputs\n"
	"(module.NAME.output.OUT), which depend on the inputs they use when the child is a\n"
	"local folder.  A cycle is reported as an error naming its chain; other problems\n"
	"of the module are reported too.\n"
	"\n"
	"  --spec FILE     the language spec (default: the built-in OpenTofu spec)\n"
	"  --format FMT    order (default) or dot\n"
	"\n"
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
static const cli_syntax syntax = {"reserve graph", usage, "PATH", options, sizeof options / sizeof *options,
				  NULL, 0};

typedef struct graph {
	const spec_lang *l;
	int dot;
	unsigned modules; /* modules drawn so far */
	int cycles;
	unsigned errors;
} graph;

/* A DOT quoted string: prefix and name, with " and \\ escaped, a newline
 * as \\n, control characters and malformed UTF-8 as U+FFFD (dot reads
 * UTF-8 only). */
static void dot_string(const char *prefix, const char *name)
{
	const unsigned char *p = (const unsigned char *)name, *e = p + strlen(name);
	putchar('"');
	fputs(prefix, stdout);
	while (p < e) {
		uint32_t cp = 0;
		int k = *p < 0x80 ? 1 : hcl_utf8_wellformed(p, e, &cp);
		if (*p == '"' || *p == '\\')
			printf("\\%c", *p);
		else if (*p == '\n')
			fputs("\\n", stdout);
		else if (k == 0 || *p < 0x20 || *p == 0x7f || (k == 2 && cp < 0xa0))
			fputs("\xef\xbf\xbd", stdout);
		else
			fwrite(p, 1, (size_t)k, stdout);
		p += k ? k : 1;
	}
	putchar('"');
}

/* A line of the order (a module's path or an address): escaped as in the
 * human layout. */
static void put_line(const char *prefix, const char *s)
{
	hcl_buf b = {0};
	hcl_buf_puts(&b, prefix);
	hcl_buf_put_shown(&b, s, strlen(s));
	if (!b.oom && b.n)
		fwrite(b.p, 1, b.n, stdout);
	putchar('\n');
	hcl_buf_free(&b);
}

/* One module as a cluster of the one digraph; node names carry the
 * module's number so that modules never share a node. */
static void draw_dot(const graph *g, const rsv_module *m, const rsv_graph *rg)
{
	char id[32];
	snprintf(id, sizeof id, "m%u:", g->modules);
	printf("\tsubgraph \"cluster_%u\" {\n\t\tlabel = ", g->modules);
	dot_string("", m->name);
	puts(";");
	for (size_t i = 0; i < rg->n; i++) {
		fputs("\t\t", stdout);
		dot_string(id, rg->nodes[i].name);
		fputs(" [label = ", stdout);
		dot_string("", rg->nodes[i].name);
		puts("];");
	}
	puts("\t}");
	for (size_t k = 0; k < rg->nedges; k++) {
		putchar('\t');
		dot_string(id, rg->nodes[rg->edges[2 * k]].name);
		fputs(" -> ", stdout);
		dot_string(id, rg->nodes[rg->edges[2 * k + 1]].name);
		puts(";");
	}
}

static int graph_module(void *ctx, rsv_module *m)
{
	graph *g = ctx;
	rsv_graph rg;
	int oom = rsv_graph_build(m, &rg) != 0;
	uint32_t *order = malloc((rg.n + 1) * sizeof *order);
	uint8_t *placed = malloc(rg.n + 1);
	g->errors += rg.errors;
	if (m->named) { /* the errors of the files named alone */
		g->errors -= rg.errors;
		for (uint32_t i = 0; i < m->nfiles; i++)
			g->errors += m->named[i] ? m->files[i].f->nerrors : 0;
	}
	g->modules++;
	if (!oom && order && placed) {
		size_t n = rsv_graph_order(&rg, order, placed);
		if (n == RSV_GRAPH_NOMEM) {
			n = 0;
			oom = 1;
		} else if (g->dot) {
			draw_dot(g, m, &rg);
		} else {
			put_line("# ", m->name);
			for (size_t i = 0; i < n; i++)
				put_line("", rg.nodes[order[i]].name);
		}
		if (!oom && n < rg.n) {
			g->cycles++;
			oom = rsv_graph_report_cycle(m, &rg, placed) != 0;
		}
	} else {
		oom = 1;
	}
	if (oom)
		fputs("reserve graph: out of memory\n", stderr);
	free(order);
	free(placed);
	rsv_graph_free(&rg);
	int color = cli_use_color(stderr);
	fflush(stdout);
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (rsv_module_shows(m, m->files[i].f))
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
	if (g.dot)
		puts("digraph \"reserve\" {\n\trankdir = \"RL\";");
	int problems = cli_for_each_module(g.l, argv + first, argc - first, graph_module, &g);
	if (g.dot)
		puts("}");
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : g.cycles || g.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
