/* rsv_schema.h - the built-in schemas validate checks (rsv_schema.c). */
#ifndef RESERVE_RSV_SCHEMA_H
#define RESERVE_RSV_SCHEMA_H

#include "rsv.h"

/* Top-level block b of file f (spec block si) in module m, and its nested
 * blocks of a spec block type: each whose type has `label_schemas` with
 * entries for its first label is checked against that schema
 * (unsupported_argument, unsupported_block_type, missing_argument). */
void rsv_schema_rule(rsv_module *m, hcl_file *f, const hcl_block *b, int si);

#endif
