/* rsv_signature.h - what hcl finds wrong when it evaluates an expression,
 * before any value is known: calls against their function's signature
 * (rsv_signature.c, which walks what is evaluated), results and
 * attributes of the wrong type (rsv_exprtypes.c). */
#ifndef RESERVE_RSV_SIGNATURE_H
#define RESERVE_RSV_SIGNATURE_H

#include "rsv.h"

/* Checks the calls of expression e of file f, an argument that is
 * evaluated, against the signatures of the spec's functions
 * (doc/spec.md, "Functions"): too few or too many arguments, a literal
 * argument of the wrong type, an expanded final argument that is no
 * sequence; a conditional's results of kinds that do not unify; an
 * attribute of a variable whose type has none.  Only what hcl surely
 * evaluates is checked: not those in a
 * conditional's arm (unless its condition is a literal), a for
 * expression's or a splat's body, or an argument handed over unevaluated
 * (try's, can's). */
void rsv_signature_check(rsv_module *m, hcl_file *f, const hcl_expr *e);

/* The checks of rsv_exprtypes.c, on a node hcl evaluates: a conditional
 * e whose results cannot have one type (1 when reported: hcl then
 * evaluates neither its condition nor the results' own diagnostics), and
 * an attribute of an input variable whose type has none (e a scope
 * traversal). */
int rsv_cond_types(rsv_module *m, hcl_file *f, const hcl_expr *e);
void rsv_var_attr(rsv_module *m, hcl_file *f, const hcl_expr *e);

#endif
