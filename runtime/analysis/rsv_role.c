/* rsv_role.c - the diagnostics of the rules by role: a role of
 * spec_roles.h with its parts, found in the spec's catalogue (through its
 * index by role, spec_rule_diag), and the module's caches of the roles
 * without parts and of the role every top-level block is asked for. */
#include <stdarg.h>

#include "rsv_role.h"

/* What a slot of rsv_module.role_fixed holds once its role was looked up
 * and the spec has none: the rule is off. */
static const spec_diag no_role;

/* The most parts a pattern of spec_roles.h has (PARENT_TYPE_ARG_missing). */
enum { MAX_PARTS = 4 };

void rsv_role_cache(rsv_module *m)
{
	m->role_fixed = hcl_alloc(&m->arena, RSV_NROLES * sizeof *m->role_fixed);
	m->role_top_level = hcl_alloc(&m->arena, ((size_t)m->l->nblocks + 1) * sizeof *m->role_top_level);
	m->zero_roles = hcl_alloc(&m->arena, (size_t)m->l->nblocks + 1);
}

/* A slot of a cache: its diagnostic, looked up (by fill) when first asked for. */
static const spec_diag *cached(const spec_diag **slot, const spec_diag *(*fill)(const rsv_module *, int),
			       const rsv_module *m, int arg)
{
	if (!*slot) {
		const spec_diag *d = fill(m, arg);
		*slot = d ? d : &no_role;
	}
	return *slot == &no_role ? NULL : *slot;
}

static const spec_diag *fixed(const rsv_module *m, int id)
{
	return spec_rule_diag(m->l, id, NULL);
}

/* Called for every block and argument a rule looks at: the role is
 * spelled on the stack when it fits (spec_rule_diag). */
const spec_diag *rsv_role(const rsv_module *m, int id, ...)
{
	int n = spec_rule_nparts(id);
	if (!n) /* looked up once per module */
		return cached(&m->role_fixed[id], fixed, m, id);
	const char *parts[MAX_PARTS] = {NULL};
	va_list ap;
	va_start(ap, id);
	for (int i = 0; i < n && i < MAX_PARTS; i++)
		parts[i] = va_arg(ap, const char *);
	va_end(ap);
	return spec_rule_diag(m->l, id, parts);
}

static const spec_diag *top_level(const rsv_module *m, int si)
{
	return rsv_role(m, RSV_ROLE_TYPE_TOP_LEVEL, m->l->blocks[si].type);
}

const spec_diag *rsv_role_top_level(const rsv_module *m, int si)
{
	return cached(&m->role_top_level[si], top_level, m, si);
}
