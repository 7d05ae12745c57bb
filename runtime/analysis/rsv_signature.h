/* rsv_signature.h - calls checked against their function's signature, as
 * hcl's FunctionCallExpr evaluates them (rsv_signature.c). */
#ifndef RESERVE_RSV_SIGNATURE_H
#define RESERVE_RSV_SIGNATURE_H

#include "rsv.h"

/* Checks the calls of expression e of file f, an argument that is
 * evaluated, against the signatures of the spec's functions
 * (doc/spec.md, "Functions"): too few or too many arguments, a literal
 * argument of the wrong type, an expanded final argument that is no
 * sequence.  Only calls hcl surely evaluates are checked: not those in a
 * conditional's arm (unless its condition is a literal), a for
 * expression's or a splat's body, or an argument handed over unevaluated
 * (try's, can's). */
void rsv_signature_check(rsv_module *m, hcl_file *f, const hcl_expr *e);

/* hclsyntax's StartRange of e, in [*start, *end).  In rsv_forms_decode.c. */
void rsv_start_range(const hcl_file *f, const hcl_expr *e, uint32_t *start, uint32_t *end);

#endif
