/* cmd_graph.c - "reserve graph": the dependencies between a module's blocks
 * (hcl's "Design Patterns for Complex Systems"), as DOT or a topological
 * order; a cycle is reported with its chain. */
#include <stdint.h>
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
	uint32_t *edges;    /* pairs: from, to, in the order found */
	size_t nedges, capedges; /* capedges counts uint32_t items (two per edge) */
	uint32_t *edge_set; /* open addressing: edge + 1, or 0 */
	size_t edge_cap;
	uint32_t *decl_set; /* open addressing: declaration + 1, or 0, by (block, attribute) */
	size_t decl_cap;
	int dot;
	int cycles;
	unsigned errors;
} graph;

static uint32_t mix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return (uint32_t)h;
}

static uint32_t hash_text(uint32_t h, const char *s)
{
	for (; s && *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* ---- which declaration a reference belongs to ---------------------------------- */

/* The key of declaration d: its block and, for a local value, its name. */
static uint32_t decl_hash(const hcl_block *b, const char *attr)
{
	return mix((uint64_t)(uintptr_t)b ^ hash_text(2166136261u, attr));
}

static int same_source(const rsv_decl *d, const hcl_block *b, const char *attr)
{
	if (d->block != b || !d->attr != !attr)
		return 0;
	return !attr || strcmp(d->attr->name, attr) == 0;
}

/* The slot of (b, attr) in the set of declarations. */
static uint32_t *decl_slot(const graph *g, const hcl_block *b, const char *attr)
{
	size_t mask = g->decl_cap - 1;
	for (size_t i = decl_hash(b, attr) & mask;; i = (i + 1) & mask)
		if (!g->decl_set[i] || same_source(&g->m->decls[g->decl_set[i] - 1], b, attr))
			return &g->decl_set[i];
}

/* Indexes the module's declarations (the first of each key); -1 when out
 * of memory. */
static int index_decls(graph *g)
{
	const rsv_module *m = g->m;
	g->decl_cap = 16;
	while (g->decl_cap < 2 * (size_t)m->ndecls)
		g->decl_cap *= 2;
	if (!(g->decl_set = calloc(g->decl_cap, sizeof *g->decl_set)))
		return -1;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		uint32_t *slot = decl_slot(g, d->block, d->attr ? d->attr->name : NULL);
		if (!*slot)
			*slot = i + 1;
	}
	return 0;
}

/* The declaration a reference in block b (attribute attr) belongs to: the
 * first declared by b itself, or by b's attribute attr. */
static int source_decl(graph *g, const hcl_block *b, const char *attr)
{
	if (!g->decl_set && index_decls(g) != 0)
		return -1;
	uint32_t whole = *decl_slot(g, b, NULL), part = attr ? *decl_slot(g, b, attr) : 0;
	if (whole && (!part || whole < part))
		return (int)whole - 1;
	return (int)part - 1;
}

/* ---- edges, each once ------------------------------------------------------------ */

/* Adds the edge from -> to unless it is there; -1 when out of memory. */
static int add_edge(graph *g, uint32_t from, uint32_t to)
{
	if (2 * (g->nedges + 1) > g->edge_cap) {
		size_t cap = g->edge_cap ? 2 * g->edge_cap : 64;
		uint32_t *set = calloc(cap, sizeof *set);
		if (!set)
			return -1;
		free(g->edge_set);
		g->edge_set = set;
		g->edge_cap = cap;
		for (size_t k = 0; k < g->nedges; k++) { /* the edges are distinct: no compare */
			size_t i = mix(((uint64_t)g->edges[2 * k] << 32) | g->edges[2 * k + 1]) & (cap - 1);
			while (set[i])
				i = (i + 1) & (cap - 1);
			set[i] = (uint32_t)k + 1;
		}
	}
	size_t mask = g->edge_cap - 1, i = mix(((uint64_t)from << 32) | to) & mask;
	for (; g->edge_set[i]; i = (i + 1) & mask) {
		const uint32_t *e = &g->edges[2 * (g->edge_set[i] - 1)];
		if (e[0] == from && e[1] == to)
			return 0;
	}
	if (hcl_grow((void **)&g->edges, &g->capedges, 2 * g->nedges + 2, sizeof *g->edges) != 0)
		return -1;
	g->edges[2 * g->nedges] = from;
	g->edges[2 * g->nedges + 1] = to;
	g->edge_set[i] = (uint32_t)++g->nedges;
	return 0;
}

static void on_edge(void *ctx, const rsv_use *u)
{
	graph *g = ctx;
	if (!u->target || !u->block)
		return;
	int from = source_decl(g, u->block, u->attr);
	int to = (int)(u->target - g->m->decls);
	if (from < 0 || from == to)
		return;
	add_edge(g, (uint32_t)from, (uint32_t)to);
}

/* The edges grouped by one end (side 0: from, 1: to), each group in the
 * order the edges were found: node i's are at[start[i] .. start[i + 1]),
 * at holding the other end.  Returns 0, or -1 when out of memory. */
static int group_edges(const graph *g, uint32_t n, int side, uint32_t **start, uint32_t **at)
{
	*start = calloc((size_t)n + 1, sizeof **start);
	*at = malloc((g->nedges ? g->nedges : 1) * sizeof **at);
	if (!*start || !*at) {
		free(*start);
		free(*at);
		return -1;
	}
	for (size_t k = 0; k < g->nedges; k++)
		(*start)[g->edges[2 * k + side] + 1]++;
	for (uint32_t i = 0; i < n; i++)
		(*start)[i + 1] += (*start)[i];
	uint32_t *fill = malloc(((size_t)n + 1) * sizeof *fill);
	if (!fill) {
		free(*start);
		free(*at);
		return -1;
	}
	memcpy(fill, *start, ((size_t)n + 1) * sizeof *fill);
	for (size_t k = 0; k < g->nedges; k++)
		(*at)[fill[g->edges[2 * k + side]]++] = g->edges[2 * k + 1 - side];
	free(fill);
	return 0;
}

/* ---- output -------------------------------------------------------------------------- */

/* A DOT string: quotes and backslashes escaped, a newline as \n, other
 * control characters and malformed UTF-8 as U+FFFD. */
static void put_dot(const char *s)
{
	const unsigned char *p = (const unsigned char *)s, *e = p + strlen(s);
	putchar('"');
	while (p < e) {
		uint32_t cp;
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

/* One address of the order: escaped as in the human layout. */
static void put_line(const char *s)
{
	hcl_buf b = {0};
	hcl_buf_put_shown(&b, s, strlen(s));
	if (!b.oom && b.n)
		fwrite(b.p, 1, b.n, stdout);
	putchar('\n');
	hcl_buf_free(&b);
}

static void draw_dot(const graph *g, uint32_t n)
{
	fputs("digraph ", stdout);
	put_dot(g->m->name);
	fputs(" {\n\trankdir = \"RL\";\n", stdout);
	for (uint32_t i = 0; i < n; i++) {
		putchar('\t');
		put_dot(g->name[i]);
		fputs(";\n", stdout);
	}
	for (size_t k = 0; k < g->nedges; k++) {
		putchar('\t');
		put_dot(g->name[g->edges[2 * k]]);
		fputs(" -> ", stdout);
		put_dot(g->name[g->edges[2 * k + 1]]);
		fputs(";\n", stdout);
	}
	puts("}");
}

/* ---- cycles and order ------------------------------------------------------------------- */

/* Reports the cycle that starts at declaration v (next[] leads round it). */
static void cycle_at(graph *g, const int *next, int v)
{
	rsv_module *m = g->m;
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
}

/* Finds a cycle through the unordered nodes and reports its chain; returns
 * -1 when out of memory (the cycle still counts). */
static int report_cycle(graph *g, const uint8_t *done)
{
	uint32_t n = g->m->ndecls, *start, *to;
	int *next = malloc((n ? n : 1) * sizeof *next);
	uint8_t *seen = calloc(n ? n : 1, 1);
	if (!next || !seen || group_edges(g, n, 0, &start, &to) != 0) {
		free(next);
		free(seen);
		g->cycles++;
		return -1;
	}
	/* in what is left, every node has an edge to another left node: follow
	 * the first of each from the first node until one repeats */
	for (uint32_t i = 0; i < n; i++) {
		next[i] = -1;
		for (uint32_t k = start[i]; k < start[i + 1] && !done[i]; k++)
			if (!done[to[k]]) {
				next[i] = (int)to[k];
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
		cycle_at(g, next, v);
		g->cycles++;
	}
	free(start);
	free(to);
	free(next);
	free(seen);
	return 0;
}

/* A min-heap of declaration indices: the first ready in the files. */
static void heap_push(uint32_t *h, uint32_t *n, uint32_t v)
{
	uint32_t i = (*n)++;
	for (; i > 0 && h[(i - 1) / 2] > v; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = v;
}

static uint32_t heap_pop(uint32_t *h, uint32_t *n)
{
	uint32_t top = h[0], last = h[--*n], i = 0;
	for (uint32_t c; (c = 2 * i + 1) < *n; i = c) {
		if (c + 1 < *n && h[c + 1] < h[c])
			c++;
		if (h[c] >= last)
			break;
		h[i] = h[c];
	}
	h[i] = last;
	return top;
}

/* Kahn's order: a declaration after everything it refers to; among those
 * ready, the first in the files.  Printed unless drawing DOT; what is left
 * over has a cycle, reported.  Returns -1 when out of memory. */
static int order(graph *g, uint32_t n)
{
	uint32_t *pending = calloc(n ? n : 1, sizeof *pending), *heap = malloc((n ? n : 1) * sizeof *heap);
	uint8_t *done = calloc(n ? n : 1, 1);
	uint32_t *start = NULL, *from = NULL, placed = 0, nheap = 0;
	int status = 0;
	if (!pending || !heap || !done || group_edges(g, n, 1, &start, &from) != 0) {
		free(pending);
		free(heap);
		free(done);
		return -1;
	}
	for (size_t k = 0; k < g->nedges; k++)
		pending[g->edges[2 * k]]++;
	for (uint32_t i = 0; i < n; i++)
		if (!pending[i])
			heap_push(heap, &nheap, i);
	while (nheap) {
		uint32_t i = heap_pop(heap, &nheap);
		done[i] = 1;
		placed++;
		if (!g->dot)
			put_line(g->name[i]);
		for (uint32_t k = start[i]; k < start[i + 1]; k++)
			if (--pending[from[k]] == 0)
				heap_push(heap, &nheap, from[k]);
	}
	if (placed < n)
		status = report_cycle(g, done);
	free(start);
	free(from);
	free(pending);
	free(heap);
	free(done);
	return status;
}

static int graph_module(void *ctx, rsv_module *m)
{
	graph *g = ctx;
	g->m = m;
	g->nedges = 0;
	g->errors += rsv_check_module_uses(m, on_edge, g);
	free(g->decl_set); /* the declarations of this module, by source: not the next's */
	g->decl_set = NULL;
	free(g->edge_set);
	g->edge_set = NULL;
	g->edge_cap = 0;
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
	free(g.decl_set);
	free(g.edge_set);
	spec_loaded_free(loaded);
	return problems ? CLI_USAGE : g.cycles || g.errors ? CLI_FOUND_ERRORS : CLI_OK;
}
