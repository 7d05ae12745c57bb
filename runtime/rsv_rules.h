/* rsv_rules.h - the block-level rules of module analysis (rsv_rules.c):
 * what OpenTofu's configuration loader checks in blocks and arguments,
 * driven by the spec's block types and diagnostics catalogue. */
#ifndef RESERVE_RSV_RULES_H
#define RESERVE_RSV_RULES_H

#include "rsv.h"

/* Runs every block-level rule over the module's files (not its tests). */
void rsv_rules_module(rsv_module *m);
/* A top-level block whose type the language does not have. */
void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file);
/* The diagnostic of the spec with that role, or NULL (the rule is off). */
const spec_diag *rsv_role(const rsv_module *m, const char *role);

#endif
