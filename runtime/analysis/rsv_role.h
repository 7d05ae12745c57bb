/* rsv_role.h - the rules' diagnostics by role (rsv_role.c): the list of
 * roles is runtime/spec/spec_roles.h, the diagnostic of each is the spec's
 * (doc/spec.md, "Roles"), looked up once per module. */
#ifndef RESERVE_RSV_ROLE_H
#define RESERVE_RSV_ROLE_H

#include "rsv.h"

/* The rules' roles by ID, as spec_roles.h lists them (RSV_ROLE_DUPLICATE_TYPE
 * is SPEC_RULE_DUPLICATE_TYPE). */
enum {
#define SPEC_RULE_ROLE(ID, pattern, params) RSV_ROLE_##ID = SPEC_RULE_##ID,
#include "spec_roles.h"
	RSV_NROLES = SPEC_RULE_COUNT
};

/* Makes the module's cache of roles (rsv_module_new). */
void rsv_role_cache(rsv_module *m);
/* The diagnostic of role id: its pattern with each part (a word in
 * capitals) filled by the next of the parts given (one const char * each),
 * or NULL when the spec has no such role (the rule is off). */
const spec_diag *rsv_role(const rsv_module *m, int id, ...);
/* rsv_role(m, RSV_ROLE_TYPE_TOP_LEVEL, type of spec block si), which every
 * top-level block asks for: once per module and block type. */
const spec_diag *rsv_role_top_level(const rsv_module *m, int si);

#endif
