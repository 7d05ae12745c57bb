/* rsv_typecheck.h - hcl's type-expression reader's checks on a type
 * constraint (rsv_typecheck.c). */
#ifndef RESERVE_RSV_TYPECHECK_H
#define RESERVE_RSV_TYPECHECK_H

#include "rsv_cursor.h"

/* hcl's type-expression reader's checks on type constraint e, an argument
 * of block b, with the names of the spec's type table (nothing when it has
 * none); reports them and returns how many. */
int rsv_type_check(rsv_cursor *r, const hcl_block *b, const hcl_expr *e);

#endif
