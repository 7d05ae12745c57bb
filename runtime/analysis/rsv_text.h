/* rsv_text.h - text the analysis layer builds (rsv_text.c): formatted
 * strings in an arena, each exactly as long as it needs to be, and Go's %q. */
#ifndef RESERVE_RSV_TEXT_H
#define RESERVE_RSV_TEXT_H

#include "hcl.h"

/* fmt with its arguments, in a string of arena a (never cut short). */
__attribute__((format(printf, 2, 3))) const char *rsv_printf(hcl_arena *a, const char *fmt, ...);
/* Go's %q of the n bytes at s (or those before a NUL), in arena a. */
const char *rsv_quote(hcl_arena *a, const char *s, size_t n);

#endif
