/* rsv_merge.h - the merge of a module's files (rsv_merge.c, and its rules
 * about nested blocks and overrides in rsv_merge_blocks.c) and its language
 * block (rsv_language.c). */
#ifndef RESERVE_RSV_MERGE_H
#define RESERVE_RSV_MERGE_H

#include "rsv.h"

/* Duplicates across the files, what override files may not hold or must
 * override, and block types a module has at most once. */
void rsv_merge_rules(rsv_module *m);
/* The merge's rules about nested blocks and what override files change
 * (rsv_merge_blocks.c). */
void rsv_merge_blocks(rsv_module *m);
/* Last step of a module's checks: when a version constraint excludes the
 * language's release, every other diagnostic of the module goes (OpenTofu's
 * finalizeModuleLoadDiagnostics; in Terraform, unless some of the
 * errors of the module's load, m->load_errors, are of another kind: then
 * the version's go). */
void rsv_rules_finish(rsv_module *m);
/* An error diagnostic of f starts inside block b. */
int rsv_has_error_in(const hcl_file *f, const hcl_block *b);
/* The language block's edition and experiments: they switch features on
 * (rsv_language.c). */
void rsv_language_settings(rsv_module *m, hcl_file *f, const hcl_block *b);

#endif
