/* rsv_text.h - text the analysis layer builds (rsv_text.c): formatted
 * strings in an arena, each exactly as long as it needs to be, Go's %q, and
 * the steps of a value's path. */
#ifndef RESERVE_RSV_TEXT_H
#define RESERVE_RSV_TEXT_H

#include "hcl.h"
#include "hcl_buf.h"

/* fmt with its arguments, in a string of arena a (never cut short). */
__attribute__((format(printf, 2, 3))) const char *rsv_printf(hcl_arena *a, const char *fmt, ...);
/* Go's %q of the n bytes at s (or those before a NUL), in arena a. */
const char *rsv_quote(hcl_arena *a, const char *s, size_t n);

/* Steps of a value's path as cty's messages write them, appended to b
 * without a format (they are written for every element of a value read):
 * ".NAME" of the n bytes at name, "[KEY]" with Go's %q of the n bytes at key
 * (made in arena a), and "[I]". */
void rsv_path_attr(hcl_buf *b, const char *name, size_t n);
void rsv_path_key(hcl_buf *b, hcl_arena *a, const char *key, size_t n);
void rsv_path_index(hcl_buf *b, unsigned long i);
/* Takes the steps after the first keep bytes off path b again (and forgets
 * a failure to grow it while they were on): the end of a walk into a child
 * value, in the converter (rsv_convert.c) and the lint (rsv_types.c). */
void rsv_path_cut(hcl_buf *b, size_t keep);

#endif
