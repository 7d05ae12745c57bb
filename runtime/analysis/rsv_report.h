/* rsv_report.h - how the block rules and the argument forms report
 * (rsv_report.c): a role's diagnostic at a span or at the header of the
 * block it is about, hcl's text of a range, and the names that were
 * probably meant. */
#ifndef RESERVE_RSV_REPORT_H
#define RESERVE_RSV_REPORT_H

#include "rsv_cursor.h"

/* hcl's DefRange of a block: its header, from its type to its last label;
 * in a JSON-syntax file its body's opening brace. */
uint32_t rsv_def_start(const hcl_block *b);
uint32_t rsv_def_end(const hcl_block *b);
/* hcl's Range.String() of [start, end): FILE:LINE,COL-ENDCOL. */
const char *rsv_range_string(hcl_file *f, uint32_t start, uint32_t end);
/* Adds diagnostic d (of rsv_role), its {params} from the NULL-terminated
 * name/value pairs kv (or none); one marked subject = block points at
 * `at`'s header instead.  Returns NULL when d is NULL (the rule is off). */
hcl_diag *rsv_rule_diag(rsv_cursor *r, const spec_diag *d, uint32_t start, uint32_t end, const hcl_block *at,
			const char *const *kv);
/* The diagnostic of role id (an RSV_ROLE_ without parts) at expression e,
 * without parameters: what a reader of rsv_read.h said no to (a quoted
 * keyword or reference, a list that is not static).  NULL when it is off. */
hcl_diag *rsv_report_at(rsv_cursor *r, int id, const hcl_expr *e);
/* hcl's suggestion for a name not in a schema of the names a then b. */
const char *rsv_suggest_names(rsv_cursor *r, const char *given, spec_names a, spec_names b);

#endif
