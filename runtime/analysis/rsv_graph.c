/* rsv_graph.c - the dependency graph of a module (rsv_graph.h): nodes for declarations and
 * for the parts of module calls, edges from the references the check reads, what a local
 * child module's outputs use, Kahn's order and the report of a cycle. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "rsv_graph.h"
#include "rsv_read.h"
#include "rsv_walker.h"

/* How deep child modules are read for what their outputs use. */
enum { MAX_CHILD_DEPTH = 8 };

/* ---- nodes and edges -------------------------------------------------------------- */

static int add_node(rsv_graph *g, const char *name, hcl_file *f, uint32_t start, uint32_t end)
{
	if (hcl_grow((void **)&g->nodes, &g->capn, g->n + 1, sizeof *g->nodes) != 0) {
		g->oom = 1;
		return -1;
	}
	g->nodes[g->n] = (rsv_graph_node){name ? name : "", f, start, end};
	return (int)g->n++;
}

static size_t edge_slot(const rsv_graph *g, uint64_t key)
{
	uint64_t h = key * 0x9e3779b97f4a7c15ull;
	size_t mask = g->capseen - 1, i = (size_t)(h >> 20) & mask;
	while (g->seen[i] && g->seen[i] != key)
		i = (i + 1) & mask;
	return i;
}

/* Makes room in the edge set for one more; 0 or -1. */
static int grow_seen(rsv_graph *g)
{
	if (g->capseen && (g->nedges + 1) * 2 < g->capseen)
		return 0;
	size_t ncap = g->capseen ? g->capseen * 2 : 64;
	uint64_t *old = g->seen;
	size_t oldcap = g->capseen;
	g->seen = calloc(ncap, sizeof *g->seen);
	if (!g->seen) {
		g->seen = old;
		return -1;
	}
	g->capseen = ncap;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i])
			g->seen[edge_slot(g, old[i])] = old[i];
	free(old);
	return 0;
}

/* from refers to to (once; never to itself). */
static void add_edge(rsv_graph *g, int from, int to)
{
	if (from < 0 || to < 0 || from == to)
		return;
	uint64_t key = ((uint64_t)(uint32_t)from << 32 | (uint32_t)to) + 1;
	if (grow_seen(g) != 0 ||
	    hcl_grow((void **)&g->edges, &g->cape, 2 * g->nedges + 2, sizeof *g->edges) != 0) {
		g->oom = 1;
		return;
	}
	size_t i = edge_slot(g, key);
	if (g->seen[i])
		return;
	g->seen[i] = key;
	g->edges[2 * g->nedges] = (uint32_t)from;
	g->edges[2 * g->nedges + 1] = (uint32_t)to;
	g->nedges++;
}

/* ---- module calls ----------------------------------------------------------------- */

/* What a child module's outputs use: for each output, the names of the
 * input variables its value depends on. */
typedef struct child_output {
	const char *name;
	const char **inputs;
	size_t ninputs;
} child_output;

typedef struct call {
	int read;              /* the child was looked at */
	int known;             /* its outputs are known */
	child_output *outputs; /* in m's arena */
	size_t noutputs;
	int *input_node;       /* per attribute of the call's block, or -1 */
	const hcl_attr **inputs;
	size_t ninputs;
} call;

typedef struct builder {
	rsv_module *m;
	rsv_graph *g;
	int depth;
	call *calls;   /* per declaration (module calls only) */
	int32_t *by_source; /* open addressing: declaration by (block, attribute); -1 empty */
	size_t nslots;      /* a power of two */
} builder;

static int summarise(const spec_lang *l, const char *dir, int depth, hcl_arena *a, call *c);

/* The folder of module m (its name is a folder, or a file given alone). */
static char *module_dir(const rsv_module *m)
{
	struct stat st;
	if (stat(m->name, &st) == 0 && S_ISDIR(st.st_mode))
		return strdup(m->name);
	const char *slash = strrchr(m->name, '/');
	return slash ? strndup(m->name, (size_t)(slash - m->name)) : strdup(".");
}

/* The local path a module call's source names ("./x", "../x"), or NULL. */
static const char *local_source(const rsv_module *m, const rsv_decl *d)
{
	int si = spec_block_index(m->l, d->block->type, -1);
	if (si < 0)
		return NULL;
	for (const hcl_attr *a = d->block->body->attrs; a; a = a->next) {
		if (!rsv_has_form(&m->l->blocks[si], a->name, "module_source", NULL))
			continue;
		const char *s = rsv_literal_string(d->file, a->expr);
		if (s && (strncmp(s, "./", 2) == 0 || strncmp(s, "../", 3) == 0))
			return s;
	}
	return NULL;
}

/* Reads what the outputs of module call d use, once. */
static call *call_of(builder *b, const rsv_decl *d)
{
	call *c = &b->calls[d - b->m->decls];
	if (c->read)
		return c;
	c->read = 1;
	const char *src = b->depth < MAX_CHILD_DEPTH ? local_source(b->m, d) : NULL;
	char *dir = src ? module_dir(b->m) : NULL;
	if (dir) {
		hcl_buf path = {0};
		hcl_buf_printf(&path, "%s/%s", dir, src);
		if (!path.oom)
			c->known = summarise(b->m->l, path.p, b->depth + 1, &b->m->arena, c) == 0;
		hcl_buf_free(&path);
	}
	free(dir);
	return c;
}

/* The node of input attribute a of call d (made on first use). */
static int input_node(builder *b, const rsv_decl *d, call *c, int call_node, const hcl_attr *a)
{
	for (size_t i = 0; i < c->ninputs; i++)
		if (c->inputs[i] == a)
			return c->input_node[i];
	size_t cap = c->ninputs;
	if (hcl_grow((void **)&c->inputs, &cap, c->ninputs + 1, sizeof *c->inputs) != 0 ||
	    (cap = c->ninputs, hcl_grow((void **)&c->input_node, &cap, c->ninputs + 1, sizeof *c->input_node)) != 0) {
		b->g->oom = 1;
		return -1;
	}
	hcl_buf name = {0};
	hcl_buf_printf(&name, "module.%s.var.%s", d->name, a->name);
	int n = add_node(b->g, name.oom ? NULL : hcl_strndup(&b->m->arena, name.p, name.n), d->file,
			 a->name_start, a->name_end);
	hcl_buf_free(&name);
	c->inputs[c->ninputs] = a;
	c->input_node[c->ninputs++] = n;
	add_edge(b->g, n, call_node);
	return n;
}

/* The argument of call d's block (or of its escaping block) whose value
 * holds byte at, and whether it is one of the language's meta-arguments. */
static const hcl_attr *argument_at(const rsv_module *m, const rsv_decl *d, uint32_t at, int *meta)
{
	int si = spec_block_index(m->l, d->block->type, -1);
	const spec_block *sb = si >= 0 ? &m->l->blocks[si] : NULL;
	for (const hcl_attr *a = d->block->body->attrs; a; a = a->next)
		if (a->expr && a->expr->start <= at && at < a->expr->end) {
			*meta = sb && rsv_in_names(sb->meta_arguments, a->name);
			return a;
		}
	for (const hcl_block *k = d->block->body->blocks; sb && sb->escaping && k; k = k->next)
		if (rsv_walker_is_escaping(m->l, sb, k->type) && !k->labels)
			for (const hcl_attr *a = k->body->attrs; a; a = a->next)
				if (a->expr && a->expr->start <= at && at < a->expr->end) {
					*meta = 0;
					return a;
				}
	*meta = 1;
	return NULL;
}

/* The node of output out of call d (made on first use, with its edges). */
static int output_node(builder *b, const rsv_decl *d, const char *out)
{
	int call_node = (int)(d - b->m->decls);
	hcl_buf name = {0};
	hcl_buf_printf(&name, "module.%s.output.%s", d->name, out);
	for (size_t i = b->m->ndecls; i < b->g->n && !name.oom; i++)
		if (strcmp(b->g->nodes[i].name, name.p) == 0) {
			hcl_buf_free(&name);
			return (int)i;
		}
	int n = add_node(b->g, name.oom ? NULL : hcl_strndup(&b->m->arena, name.p, name.n), d->file,
			 d->block->type_start, d->block->type_end);
	hcl_buf_free(&name);
	add_edge(b->g, n, call_node);
	call *c = call_of(b, d);
	for (size_t i = 0; c->known && i < c->noutputs; i++) {
		if (strcmp(c->outputs[i].name, out) != 0)
			continue;
		for (size_t k = 0; k < c->outputs[i].ninputs; k++)
			for (const hcl_attr *a = d->block->body->attrs; a; a = a->next) {
				int meta = 0;
				if (strcmp(a->name, c->outputs[i].inputs[k]) == 0 && a->expr &&
				    argument_at(b->m, d, a->expr->start, &meta) == a && !meta)
					add_edge(b->g, n, input_node(b, d, c, call_node, a));
			}
	}
	return n;
}

/* ---- references ------------------------------------------------------------------- */

/* The slot of (block k, attribute name attr or NULL) in b->by_source. */
static size_t source_hash(const hcl_block *k, const char *attr)
{
	uint64_t h = (uint64_t)(uintptr_t)k * 0x9e3779b97f4a7c15ull;
	for (const char *p = attr; p && *p; p++)
		h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
	return (size_t)(h >> 17);
}

/* Indexes the declarations by the block (and locals attribute) that makes
 * them, the first of each; 0 or -1 when out of memory. */
static int index_sources(builder *b)
{
	const rsv_module *m = b->m;
	b->nslots = 16;
	while (b->nslots < 2 * (size_t)m->ndecls + 2)
		b->nslots *= 2;
	b->by_source = malloc(b->nslots * sizeof *b->by_source);
	if (!b->by_source)
		return -1;
	memset(b->by_source, 0xff, b->nslots * sizeof *b->by_source);
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		const char *attr = d->attr ? d->attr->name : NULL;
		size_t at = source_hash(d->block, attr) & (b->nslots - 1);
		int dup = 0;
		for (; b->by_source[at] >= 0 && !dup; at = (at + 1) & (b->nslots - 1)) {
			const rsv_decl *o = &m->decls[b->by_source[at]];
			dup = o->block == d->block && !o->attr == !attr && (!attr || strcmp(o->attr->name, attr) == 0);
		}
		if (!dup)
			b->by_source[at] = (int32_t)i;
	}
	return 0;
}

/* The declaration a reference in block k (attribute attr) belongs to: the
 * locals attribute attr of k, else what k declares. */
static int source_decl(const builder *b, const hcl_block *k, const char *attr)
{
	const rsv_decl *decls = b->m->decls;
	for (int pass = attr ? 0 : 1; pass < 2; pass++) {
		const char *a = pass ? NULL : attr;
		for (size_t at = source_hash(k, a) & (b->nslots - 1); b->by_source[at] >= 0;
		     at = (at + 1) & (b->nslots - 1)) {
			const rsv_decl *d = &decls[b->by_source[at]];
			if (d->block == k && !d->attr == !a && (!a || strcmp(d->attr->name, a) == 0))
				return b->by_source[at];
		}
	}
	return -1;
}

/* The node a reference starts from: its declaration, or the input or call
 * node of a module call. */
static int from_node(builder *b, const rsv_use *u)
{
	int from = source_decl(b, u->block, u->attr);
	if (from < 0 || b->m->decls[from].kind != SPEC_DECL_MODULE)
		return from;
	const rsv_decl *d = &b->m->decls[from];
	int meta = 1;
	const hcl_attr *a = argument_at(b->m, d, u->trav->head->start, &meta);
	return a && !meta ? input_node(b, d, call_of(b, d), from, a) : from;
}

static void on_use(void *ctx, const rsv_use *u)
{
	builder *b = ctx;
	if (!u->target || !u->block)
		return;
	int from = from_node(b, u);
	const rsv_decl *t = u->target;
	int to = (int)(t - b->m->decls);
	if (from < 0)
		return;
	if (t->kind != SPEC_DECL_MODULE) {
		add_edge(b->g, from, to);
	} else if (u->ref.name) { /* module.NAME.OUTPUT */
		add_edge(b->g, from, output_node(b, t, u->ref.name));
	} else { /* the whole module: every output, or the call when they are unknown */
		call *c = call_of(b, t);
		if (!c->known)
			add_edge(b->g, from, to);
		for (size_t i = 0; c->known && i < c->noutputs; i++)
			add_edge(b->g, from, output_node(b, t, c->outputs[i].name));
	}
}

/* on_use for validate's cycles: an edge between two declarations, neither a
 * module call (whose inputs and outputs validate's graph splits apart). */
static void on_use_decls(void *ctx, const rsv_use *u)
{
	builder *b = ctx;
	if (!u->target || !u->block || u->target->kind == SPEC_DECL_MODULE)
		return;
	if (!b->by_source && index_sources(b) != 0) {
		b->g->oom = 1;
		return;
	}
	int from = source_decl(b, u->block, u->attr);
	if (from >= 0 && b->m->decls[from].kind != SPEC_DECL_MODULE)
		add_edge(b->g, from, (int)(u->target - b->m->decls));
}

/* The nodes of b's module and the edges of its references. */
static void build_nodes(builder *b)
{
	rsv_module *m = b->m;
	rsv_graph *g = b->g;
	g->oom = 0;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		uint32_t at = d->attr ? d->attr->name_start : d->block->type_start;
		uint32_t end = d->attr ? d->attr->name_end : d->block->type_end;
		add_node(g, rsv_decl_address(&m->arena, m->l, d), d->file, at, end);
	}
	g->errors = rsv_check_module_uses(m, on_use, b);
}

/* Builds m's graph, its children read to MAX_CHILD_DEPTH calls below depth. */
static int build(rsv_module *m, rsv_graph *g, int depth)
{
	rsv_module_index(m); /* the declarations (the check finds them indexed) */
	builder b = {m, g, depth, calloc(m->ndecls ? m->ndecls : 1, sizeof *b.calls), NULL, 0};
	if (!b.calls || index_sources(&b) != 0) {
		free(b.calls);
		return -1;
	}
	hcl_oom h;
	hcl_oom *prev = rsv_guard(m, &h);
	if (setjmp(h.jb)) /* out of memory: b's tables go, and on to the next guard */
		m->oom = g->oom = 1;
	else
		build_nodes(&b);
	for (uint32_t i = 0; i < m->ndecls; i++) {
		free(b.calls[i].inputs);
		free(b.calls[i].input_node);
	}
	free(b.calls);
	free(b.by_source);
	rsv_unguard(m, prev);
	return g->oom ? -1 : 0;
}

/* The edges between m's declarations only (on_use_decls), as the check
 * reads them: the check indexes the module itself, the sources of its
 * references are indexed at the first one, and the nodes, with no name,
 * are made after.  0, or -1 when out of memory. */
static int build_decls(rsv_module *m, rsv_graph *g)
{
	builder b = {m, g, MAX_CHILD_DEPTH, NULL, NULL, 0};
	hcl_oom h;
	hcl_oom *prev = rsv_guard(m, &h);
	if (setjmp(h.jb)) { /* out of memory: b's table goes, and on to the next guard */
		free(b.by_source);
		m->oom = 1;
		rsv_unguard(m, prev);
		return -1;
	}
	g->oom = 0;
	g->errors = rsv_check_module_uses(m, on_use_decls, &b);
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		uint32_t at = d->attr ? d->attr->name_start : d->block->type_start;
		uint32_t end = d->attr ? d->attr->name_end : d->block->type_end;
		add_node(g, NULL, d->file, at, end);
	}
	rsv_unguard(m, prev);
	free(b.by_source);
	return g->oom ? -1 : 0;
}

int rsv_graph_build(rsv_module *m, rsv_graph *g)
{
	memset(g, 0, sizeof *g);
	return build(m, g, 0);
}

void rsv_graph_free(rsv_graph *g)
{
	free(g->nodes);
	free(g->edges);
	free(g->seen);
	memset(g, 0, sizeof *g);
}

/* ---- a child module's outputs ------------------------------------------------------ */

/* Collects the variables that node v reaches into output o (depth-first,
 * with stack: room for every node). */
static void reach(const rsv_module *m, const uint32_t *first, const uint32_t *adj, uint8_t *mark,
		  uint32_t *stack, uint32_t v, hcl_arena *a, child_output *o, size_t *cap)
{
	size_t top = 0;
	mark[v] = 1;
	stack[top++] = v;
	while (top) {
		v = stack[--top];
		if (v < m->ndecls && m->decls[v].kind == SPEC_DECL_VARIABLE) {
			if (hcl_grow((void **)&o->inputs, cap, o->ninputs + 1, sizeof *o->inputs) == 0)
				o->inputs[o->ninputs++] = hcl_strndup(a, m->decls[v].name, strlen(m->decls[v].name));
			continue;
		}
		for (uint32_t k = first[v]; k < first[v + 1]; k++)
			if (!mark[adj[k]]) {
				mark[adj[k]] = 1;
				stack[top++] = adj[k];
			}
	}
}

/* The outputs of the module in dir and the inputs each uses, into c (in
 * arena a).  Returns 0, or -1 when the module cannot be read. */
static int summarise(const spec_lang *l, const char *dir, int depth, hcl_arena *a, call *c)
{
	rsv_walk w = {0};
	rsv_module *m = rsv_module_read_dir(l, dir, &w);
	rsv_graph g = {0};
	int rc = -1;
	if (!m || !m->nfiles || build(m, &g, depth) != 0)
		goto done;
	uint32_t *first = calloc(g.n + 1, sizeof *first), *adj = malloc((g.nedges + 1) * sizeof *adj);
	uint8_t *mark = malloc(g.n + 1);
	uint32_t *stack = malloc((g.n + 1) * sizeof *stack);
	if (!first || !adj || !mark || !stack) {
		free(first), free(adj), free(mark), free(stack);
		goto done;
	}
	for (size_t k = 0; k < g.nedges; k++)
		first[g.edges[2 * k] + 1]++;
	for (size_t v = 0; v < g.n; v++)
		first[v + 1] += first[v];
	uint32_t *fill = calloc(g.n + 1, sizeof *fill);
	for (size_t k = 0; fill && k < g.nedges; k++) {
		uint32_t v = g.edges[2 * k];
		adj[first[v] + fill[v]++] = g.edges[2 * k + 1];
	}
	size_t capout = 0;
	for (uint32_t i = 0; fill && i < m->ndecls; i++) {
		if (m->decls[i].kind != SPEC_DECL_OUTPUT ||
		    hcl_grow((void **)&c->outputs, &capout, c->noutputs + 1, sizeof *c->outputs) != 0)
			continue;
		child_output *o = &c->outputs[c->noutputs++];
		size_t cap = 0;
		*o = (child_output){hcl_strndup(a, m->decls[i].name, strlen(m->decls[i].name)), NULL, 0};
		memset(mark, 0, g.n + 1);
		reach(m, first, adj, mark, stack, i, a, o, &cap);
		const char **kept = hcl_alloc(a, (o->ninputs ? o->ninputs : 1) * sizeof *kept);
		memcpy(kept, o->inputs, o->ninputs * sizeof *kept);
		free(o->inputs);
		o->inputs = kept;
	}
	if (capout) { /* the list itself into the arena too */
		child_output *kept = hcl_alloc(a, c->noutputs * sizeof *kept);
		memcpy(kept, c->outputs, c->noutputs * sizeof *kept);
		free(c->outputs);
		c->outputs = kept;
	}
	rc = fill ? 0 : -1;
	free(fill), free(first), free(adj), free(mark), free(stack);
done:
	rsv_graph_free(&g);
	if (m)
		rsv_module_free(m);
	return rc;
}

/* ---- order and cycles -------------------------------------------------------------- */

/* A min-heap of node numbers. */
static void heap_push(uint32_t *h, size_t *n, uint32_t v)
{
	size_t i = (*n)++;
	while (i && h[(i - 1) / 2] > v) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = v;
}

static uint32_t heap_pop(uint32_t *h, size_t *n)
{
	uint32_t top = h[0], last = h[--*n];
	size_t i = 0;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= *n)
			break;
		if (c + 1 < *n && h[c + 1] < h[c])
			c++;
		if (h[c] >= last)
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n)
		h[i] = last;
	return top;
}

size_t rsv_graph_order(const rsv_graph *g, uint32_t *order, uint8_t *placed)
{
	size_t n = g->n, placed_n = 0, nheap = 0;
	uint32_t *pending = calloc(n + 1, sizeof *pending), *first = calloc(n + 2, sizeof *first);
	uint32_t *users = malloc((g->nedges + 1) * sizeof *users), *heap = malloc((n + 1) * sizeof *heap);
	if (!pending || !first || !users || !heap) {
		placed_n = RSV_GRAPH_NOMEM;
		goto done;
	}
	memset(placed, 0, n);
	for (size_t k = 0; k < g->nedges; k++) { /* users of each node, in edge order */
		pending[g->edges[2 * k]]++;
		first[g->edges[2 * k + 1] + 2]++;
	}
	for (size_t v = 0; v < n; v++)
		first[v + 2] += first[v + 1];
	for (size_t k = 0; k < g->nedges; k++)
		users[first[g->edges[2 * k + 1] + 1]++] = g->edges[2 * k];
	for (uint32_t v = 0; v < n; v++)
		if (!pending[v])
			heap_push(heap, &nheap, v);
	while (nheap) {
		uint32_t v = heap_pop(heap, &nheap);
		placed[v] = 1;
		order[placed_n++] = v;
		for (uint32_t k = first[v]; k < first[v + 1]; k++)
			if (--pending[users[k]] == 0)
				heap_push(heap, &nheap, users[k]);
	}
done:
	free(pending), free(first), free(users), free(heap);
	return placed_n;
}

/* Reports the cycle whose text is in chain at node at (chain freed), under
 * a guard of m: 0, or -1 when memory ran out (m->oom set). */
static int report_chain(rsv_module *m, const rsv_graph_node *at, hcl_buf *chain)
{
	hcl_oom h;
	hcl_oom *prev = rsv_guard(m, &h);
	if (setjmp(h.jb)) {
		m->oom = 1;
		rsv_unguard(m, prev);
		return -1;
	}
	const char *text = hcl_buf_done(&at->file->arena, chain);
	const spec_diag *cd = spec_rule_diag(m->l, SPEC_RULE_GRAPH_CYCLE, NULL);
	if (cd) {
		rsv_diag(at->file, cd, at->start, at->end, "chain", text, (const char *)NULL);
	} else {
		hcl_buf detail = {0};
		hcl_buf_printf(&detail, "The references between these blocks form a cycle: %s.", text);
		hcl_diag_add(at->file, HCL_ERROR, at->start, at->end, "Cycle in references",
			     hcl_buf_done(&at->file->arena, &detail));
	}
	rsv_unguard(m, prev);
	return 0;
}

int rsv_graph_report_cycle(const rsv_module *m, const rsv_graph *g, const uint8_t *placed)
{
	size_t n = g->n;
	int64_t *next = malloc((n + 1) * sizeof *next);
	uint8_t *seen = calloc(n + 1, 1);
	if (!next || !seen) {
		free(next), free(seen);
		return -1;
	}
	/* in what is left every node refers to another left node: follow the
	 * first such edge from the first node left until a node repeats */
	for (size_t i = 0; i < n; i++)
		next[i] = -1;
	for (size_t k = 0; k < g->nedges; k++) {
		uint32_t a = g->edges[2 * k], z = g->edges[2 * k + 1];
		if (!placed[a] && !placed[z] && next[a] < 0)
			next[a] = z;
	}
	int64_t v = -1;
	for (size_t i = 0; i < n && v < 0; i++)
		if (!placed[i])
			v = (int64_t)i;
	while (v >= 0 && !seen[v]) {
		seen[v] = 1;
		v = next[v];
	}
	hcl_buf chain = {0};
	if (v >= 0) {
		int64_t u = v;
		do {
			hcl_buf_printf(&chain, "%s -> ", g->nodes[u].name);
			u = next[u];
		} while (u != v && u >= 0);
		hcl_buf_puts(&chain, g->nodes[v].name);
	}
	free(next), free(seen);
	return v >= 0 ? report_chain((rsv_module *)m, &g->nodes[v], &chain) : 0;
}

/* ---- validate's cycles ------------------------------------------------------------- */

/* Node v as validate's graph names it: a resource by its address, a local
 * value, output or anything else with " (expand)" after it (its expand
 * node); NULL for a part of a module call. */
static const char *validate_name(const rsv_module *m, uint32_t v, hcl_buf *b)
{
	if (v >= m->ndecls)
		return NULL;
	const rsv_decl *d = &m->decls[v];
	const char *addr = rsv_decl_address((hcl_arena *)&m->arena, m->l, d);
	if (!addr)
		return NULL;
	int resource = d->kind == SPEC_DECL_MANAGED || d->kind == SPEC_DECL_DATA || d->kind == SPEC_DECL_EPHEMERAL;
	b->n = 0;
	hcl_buf_printf(b, "%s%s", addr, resource ? "" : " (expand)");
	if (b->oom)
		rsv_nomem((rsv_module *)m);
	return hcl_strndup((hcl_arena *)&m->arena, b->p, b->n);
}

/* What the search for a cycle holds, freed by its caller whether memory
 * ran out or not. */
typedef struct cycle_search {
	rsv_graph g;
	uint32_t *order;
	uint8_t *placed;
	int64_t *next;
	hcl_buf names, one;
} cycle_search;

/* validate's graph of m, and its first cycle reported by d: the errors
 * found (out of memory: rsv_nomem; what it holds is in cs). */
static unsigned find_cycle(rsv_module *m, const spec_diag *d, cycle_search *cs)
{
	m->uses_as_check = 1;
	int rc = build_decls(m, &cs->g);
	m->uses_as_check = 0;
	if (rc != 0) /* the graph is not whole: no answer is not "no cycle" */
		rsv_nomem(m);
	rsv_graph g = cs->g;
	unsigned errors = g.errors;
	if (errors && !m->load_errors && g.nedges) /* the graph was walked */
		errors = rsv_graph_upstream_failed(m, &g, errors);
	if (errors || !g.nedges)
		return errors;
	uint32_t *order = cs->order = malloc((g.n + 1) * sizeof *order);
	uint8_t *placed = cs->placed = malloc(g.n + 1);
	int64_t *next = cs->next = malloc((g.n + 1) * sizeof *next);
	if (!order || !placed || !next)
		rsv_nomem(m);
	size_t placed_n = rsv_graph_order(&g, order, placed);
	if (placed_n == RSV_GRAPH_NOMEM)
		rsv_nomem(m);
	if (placed_n < g.n) {
		/* from the first node left, the first edge to a node left, until a
		 * node repeats: the loop is what Tarjan's walk from it pops, last first */
		for (size_t i = 0; i < g.n; i++)
			next[i] = -1;
		for (size_t k = 0; k < g.nedges; k++) {
			uint32_t a = g.edges[2 * k], z = g.edges[2 * k + 1];
			if (!placed[a] && !placed[z] && next[a] < 0)
				next[a] = z;
		}
		int64_t v = -1;
		for (size_t i = 0; i < g.n && v < 0; i++)
			if (!placed[i])
				v = (int64_t)i;
		memset(order, 0, (g.n + 1) * sizeof *order); /* now: seen */
		while (v >= 0 && !order[v]) {
			order[v] = 1;
			v = next[v];
		}
		size_t len = 0;
		for (int64_t u = v; u >= 0 && (len == 0 || u != v); u = next[u])
			order[len++] = (uint32_t)u;
		int ok = v >= 0;
		for (size_t i = len; ok && i-- > 0;) {
			const char *name = validate_name(m, order[i], &cs->one);
			ok = name != NULL;
			hcl_buf_printf(&cs->names, "%s%s", i + 1 < len ? ", " : "", name ? name : "");
		}
		if (cs->names.oom)
			rsv_nomem(m);
		if (ok) {
			const rsv_graph_node *at = &g.nodes[v];
			rsv_diag(at->file, d, at->start, at->end, "nodes", cs->names.p, (const char *)NULL);
			errors++;
		}
	}
	return errors;
}

unsigned rsv_check_module_cycles(rsv_module *m)
{
	const spec_diag *d = spec_rule_diag(m->l, SPEC_RULE_GRAPH_CYCLE_VALIDATE, NULL);
	if (!d || m->load_only || m->keep_going)
		return rsv_check_module(m);
	cycle_search cs;
	hcl_oom h;
	unsigned errors = 0;
	memset(&cs, 0, sizeof cs);
	if (m->oom)
		return 0;
	hcl_oom *prev = rsv_guard(m, &h);
	if (setjmp(h.jb))
		m->oom = 1;
	else
		errors = find_cycle(m, d, &cs);
	free(cs.order), free(cs.placed), free(cs.next);
	hcl_buf_free(&cs.names);
	hcl_buf_free(&cs.one);
	rsv_graph_free(&cs.g);
	rsv_unguard(m, prev);
	return m->oom ? 0 : errors;
}
