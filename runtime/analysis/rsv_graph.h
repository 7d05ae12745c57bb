/* rsv_graph.h - the dependencies between a module's declarations (hcl's "Design Patterns
 * for Complex Systems"): a graph with a node per declaration, a module call split into its
 * call (meta-arguments), its inputs and its outputs, a topological order and a cycle
 * (prefix rsv_). */
#ifndef RESERVE_RSV_GRAPH_H
#define RESERVE_RSV_GRAPH_H

#include "rsv.h"

/* A node: a declaration, or a part of a module call (module.NAME.var.ARG,
 * module.NAME.output.OUT).  file/start/end: where a cycle through it is
 * reported. */
typedef struct rsv_graph_node {
	const char *name;
	hcl_file *file;
	uint32_t start, end;
} rsv_graph_node;

typedef struct rsv_graph {
	rsv_graph_node *nodes;
	size_t n, capn;
	uint32_t *edges; /* pairs (from, to): from refers to to */
	size_t nedges, cape;
	uint64_t *seen; /* hash set of edges */
	size_t capseen;
	unsigned errors; /* errors the module's check found */
	int oom;
} rsv_graph;

/* Checks module m (as rsv_check_module_uses does) and builds its graph.
 * Node i < m->ndecls is declaration i.  A module call is its call node (what
 * its meta-arguments refer to), a node per input argument, which depends on
 * the call, and a node per output used, which depends on the call and on the
 * inputs that the output's value uses in the child module: read when the
 * call's source is a local path (to a depth of 8 calls), else none, so that
 * a cycle is reported only when it is certain.  Strings live in m's arena.
 * Returns 0, or -1 when out of memory. */
int rsv_graph_build(rsv_module *m, rsv_graph *g);
/* Kahn's order: each node after everything it refers to, the lowest-numbered
 * ready node first.  Writes the order into order (g->n entries) and returns
 * how many nodes it placed; placed[i] is set for those (both arrays g->n
 * long).  Fewer than g->n: the rest have a cycle.  RSV_GRAPH_NOMEM when
 * memory ran out (nothing is known). */
#define RSV_GRAPH_NOMEM ((size_t)-1)
size_t rsv_graph_order(const rsv_graph *g, uint32_t *order, uint8_t *placed);
/* Reports a cycle among the nodes not placed as a "graph_cycle" diagnostic
 * naming its chain, at its first node.  Returns 0, or -1 when out of memory. */
int rsv_graph_report_cycle(const rsv_module *m, const rsv_graph *g, const uint8_t *placed);
void rsv_graph_free(rsv_graph *g);
/* validate's walk evaluates no node one of whose dependencies failed (dag's
 * Walk: "upstream dependencies failed"): the errors m's check found in such
 * a declaration (through g's edges between m's declarations, a graph of
 * rsv_check_module_cycles's) go.  errors: how many m has; returns how many
 * are left (out of memory: rsv_nomem).  In rsv_upstream.c. */
unsigned rsv_graph_upstream_failed(rsv_module *m, const rsv_graph *g, unsigned errors);
/* rsv_check_module, and then, when it found no error at the validate level,
 * what validate's graph finds: a cycle among the module's declarations
 * (child modules are not read, so a cycle through a module call is not
 * one), reported with the spec's role graph_cycle_validate {nodes}: the
 * nodes as validate's graph names them, in the order its Tarjan walk pops
 * them.  Returns the number of errors found. */
unsigned rsv_check_module_cycles(rsv_module *m);

#endif
