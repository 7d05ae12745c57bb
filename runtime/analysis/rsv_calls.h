/* rsv_calls.h - the function calls of an expression (rsv_calls.c): found
 * (in order, or one by name) and checked against the spec's functions and
 * namespaces. */
#ifndef RESERVE_RSV_CALLS_H
#define RESERVE_RSV_CALLS_H

#include "rsv.h"

/* The calls of an expression (those with a name), in the order of a
 * depth-first walk (a call before the calls in its arguments), in a
 * growable array. */
typedef struct rsv_callv {
	const hcl_expr **v;
	size_t n, cap;
	int oom; /* a call could not be added: out of memory */
} rsv_callv;
/* Appends e's calls to c (zero-initialised; free c->v; check c->oom). */
void rsv_calls_of(const hcl_expr *e, rsv_callv *c);
/* e contains a call of function fn (none when fn is NULL). */
int rsv_calls(const hcl_expr *e, const char *fn);

/* Checks the n function calls v (as rsv_calls_of finds them) of an
 * expression of file f that is evaluated (doc/spec.md, "Functions");
 * nothing when the spec lists no function. */
void rsv_calls_check(rsv_module *m, hcl_file *f, const hcl_expr *const *v, size_t n);

#endif
