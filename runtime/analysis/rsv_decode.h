/* rsv_decode.h - what block decoders decide over a whole block
 * (rsv_decode.c): children kept in some state only, what meta blocks leave
 * out or switch off, and move endpoints. */
#ifndef RESERVE_RSV_DECODE_H
#define RESERVE_RSV_DECODE_H

#include "rsv_cursor.h"

/* Child k (spec ki) of block b (spec si), its rules run: the rules about
 * children kept in some state only; 1 when the child is kept. */
int rsv_decode_child(rsv_cursor *r, const hcl_block *b, int si, const hcl_block *k, int ki);
/* Top-level block b (spec si), its rules run, kept of its children kept:
 * what its meta blocks' arguments leave out or switch off. */
void rsv_decode_end(rsv_cursor *r, const hcl_block *b, int si, int kept);
/* Top-level block b (spec si), its rules run: its move endpoints (arguments
 * of form `address move`), as decodeMovedBlock reads them. */
void rsv_decode_moves(rsv_cursor *r, const hcl_block *b, int si);

#endif
