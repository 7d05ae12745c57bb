/* rsv_upstream.c - what validate's walk leaves unsaid: a node whose
 * dependency failed is not evaluated, so the errors the check found in the
 * declaration it stands for go (rsv_graph.h).  Found with a Terraform
 * v1.11.4 binary: an output using a local in error says nothing of its own
 * mistakes. */
#include <stdlib.h>

#include "rsv_graph.h"

/* The declaration of m whose range (its block, a local's argument) holds
 * byte at of f most closely, or -1. */
static int64_t owner(const rsv_module *m, const hcl_file *f, uint32_t at)
{
	int64_t best = -1;
	uint32_t span = UINT32_MAX;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		uint32_t s = d->attr ? d->attr->start : d->block->start, e = d->attr ? d->attr->end : d->block->end;
		if (d->file == f && at >= s && at < e && e - s < span) {
			best = i;
			span = e - s;
		}
	}
	return best;
}

/* Whether the check of m reads file i's diagnostics (not a test file's). */
#define CHECKED(m, i) (!(m)->files[i].testing)

unsigned rsv_graph_upstream_failed(rsv_module *m, const rsv_graph *g, unsigned errors)
{
	size_t n = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		n += CHECKED(m, i) ? m->files[i].f->nerrors : 0;
	/* each error's declaration, in the order of the files' lists */
	int64_t *own = malloc((n + 1) * sizeof *own);
	uint8_t *state = calloc((size_t)m->ndecls + 1, 1); /* 1 failed, 2 not evaluated */
	size_t nown = n;
	if (!own || !state) {
		free(own), free(state);
		rsv_nomem(m);
	}
	n = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = CHECKED(m, i) ? m->files[i].f->diags : NULL; d && n < nown; d = d->next)
			if (d->severity == HCL_ERROR && (own[n++] = owner(m, m->files[i].f, d->start)) >= 0)
				state[own[n - 1]] |= 1;
	for (int changed = 1; changed;) {
		changed = 0;
		for (size_t k = 0; k < g->nedges; k++) {
			uint32_t a = g->edges[2 * k], z = g->edges[2 * k + 1];
			if (a < m->ndecls && z < m->ndecls && state[z] && !(state[a] & 2))
				state[a] |= 2, changed = 1;
		}
	}
	n = 0;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		hcl_file *f = m->files[i].f;
		hcl_diag *keep = NULL, *tail = NULL;
		if (!CHECKED(m, i))
			continue;
		for (hcl_diag *d = f->diags, *next; d; d = next) {
			next = d->next;
			int64_t o = d->severity == HCL_ERROR && n < nown ? own[n++] : -1;
			if (o >= 0 && (state[o] & 2)) {
				f->nerrors--;
				errors--;
				continue;
			}
			d->next = NULL;
			if (tail)
				tail->next = d;
			else
				keep = d;
			tail = d;
		}
		f->diags = keep;
		f->diags_tail = tail;
	}
	free(own);
	free(state);
	return errors;
}
