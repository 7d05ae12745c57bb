/* rsv_cursor.h - where the block rules are: the module, the file and the
 * top-level block being checked, which the rules (rsv_rules.c), the
 * argument forms (rsv_forms*.c), the decoders' rules (rsv_decode.c) and
 * their reporting (rsv_report.c) pass along. */
#ifndef RESERVE_RSV_CURSOR_H
#define RESERVE_RSV_CURSOR_H

#include "rsv.h"

/* The module, the file, and the top-level block being checked (top NULL
 * and top_spec -1 before the first; rsv_rules_module moves it). */
typedef struct rsv_cursor {
	rsv_module *m;
	rsv_file *rf;
	hcl_file *f;
	const hcl_block *top;
	int top_spec;
} rsv_cursor;

#endif
