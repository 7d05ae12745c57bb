/* rsv_count.h - the value of a repetition count (rsv_count.c). */
#ifndef RESERVE_RSV_COUNT_H
#define RESERVE_RSV_COUNT_H

#include "rsv.h"

/* Top-level block b of file f (spec block si) in module m: each argument of
 * form `instance_count` whose literal value validate refuses gets ARG_null,
 * ARG_number {error}, ARG_whole or ARG_negative, at the value. */
void rsv_count_rule(rsv_module *m, hcl_file *f, const hcl_block *b, int si);

#endif
