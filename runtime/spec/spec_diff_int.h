/* spec_diff_int.h - what the spec_diff*.c files share: adding a
 * change and making its strings in the list's arena. */
#ifndef RESERVE_SPEC_DIFF_INT_H
#define RESERVE_SPEC_DIFF_INT_H

#include "spec_diff.h"

/* Appends a change (NULL when out of memory: d->oom is set). */
spec_change *sd_add(spec_diff *d, int kind, int op, const char *name, const char *where);
/* The change of kind to the item name whose value (as text) was ov and is
 * nv, NULL where the item is absent: added, removed or changed, with both
 * values set; NULL when the values are the same (or both absent) or out of
 * memory.  The caller classifies it. */
spec_change *sd_valued(spec_diff *d, int kind, const char *name, const char *ov, const char *nv);
/* Sets c's class and reason; c may be NULL. */
void sd_class(spec_change *c, int cls, const char *reason);
/* A formatted string in d's arena ("" when out of memory). */
__attribute__((format(printf, 2, 3))) const char *sd_str(spec_diff *d, const char *fmt, ...);
/* "[a, b]" */
const char *sd_names(spec_diff *d, spec_names n);
int sd_in(spec_names n, const char *s);
/* The block types of the two releases, matched by path (spec_diff_block.c). */
void sd_diff_blocks(spec_diff *d);
/* The argument forms of block type o (old) and n (new), at TYPE in PARENT's path: one change
 * per argument whose forms differ, classified by what the forms accept (spec_diff_forms.c). */
void sd_argument_forms(spec_diff *d, int o, int n, const char *type, const char *parent);
/* The functions, function namespaces and type constraints (spec_diff_func.c). */
void sd_diff_functions(spec_diff *d);
/* The file name endings of module and test files (spec_diff_files.c). */
void sd_diff_extensions(spec_diff *d);
/* When diagnostic g of one release has a role that the other release lacks and whose presence
 * is itself a rule of the language (spec_diff_role.c), classifies c, the change that brings
 * it (arrives) or takes it away, and returns 1; else 0 (c is then a message's change). */
int sd_role_switch(spec_diff *d, spec_change *c, const spec_diag *g, int arrives);

#endif
