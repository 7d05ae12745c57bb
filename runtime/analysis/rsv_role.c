/* rsv_role.c - the diagnostics of the rules by role: the one builder that
 * fills a role pattern of rsv_roles.h with its parts and finds the
 * diagnostic of that role in the spec's catalogue (through its index by
 * role), and the module's caches of the roles without parts and of the
 * role every top-level block is asked for. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_rules.h"

static const char *const patterns[RSV_NROLES] = {
#define RSV_ROLE(id, pattern) pattern,
#include "rsv_roles.h"
};

/* What a slot of rsv_module.role_fixed holds once its role was looked up
 * and the spec has none: the rule is off. */
static const spec_diag no_role;

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

/* The role pattern pat with each "%s" replaced by the next part of ap
 * (NULL: ""), looked up.  Called for every block and argument a rule
 * looks at: the role is written into a buffer on the stack when it fits. */
static const spec_diag *lookup_filled(const rsv_module *m, const char *pat, va_list ap)
{
	char stack[160], *key;
	size_t need = 1;
	va_list again;
	va_copy(again, ap);
	for (const char *p = pat; *p; p++) {
		if (p[0] == '%' && p[1] == 's') {
			const char *part = va_arg(again, const char *);
			need += part ? strlen(part) : 0;
			p++;
		} else {
			need++;
		}
	}
	va_end(again);
	key = need <= sizeof stack ? stack : malloc(need);
	if (!key)
		return NULL;
	char *o = key;
	for (const char *p = pat; *p; p++) {
		if (p[0] == '%' && p[1] == 's') {
			const char *part = va_arg(ap, const char *);
			size_t n = part ? strlen(part) : 0;
			if (n)
				memcpy(o, part, n);
			o += n;
			p++;
		} else {
			*o++ = *p;
		}
	}
	*o = '\0';
	const spec_diag *d = spec_diag_role(m->l, key);
	if (key != stack)
		free(key);
	return d;
}

static const spec_diag *fixed(const rsv_module *m, int id)
{
	return spec_diag_role(m->l, patterns[id]);
}

const spec_diag *rsv_role(const rsv_module *m, int id, ...)
{
	const char *pat = patterns[id];
	if (!strchr(pat, '%')) /* looked up once per module */
		return cached(&m->role_fixed[id], fixed, m, id);
	va_list ap;
	va_start(ap, id);
	const spec_diag *d = lookup_filled(m, pat, ap);
	va_end(ap);
	return d;
}

static const spec_diag *top_level(const rsv_module *m, int si)
{
	return rsv_role(m, RSV_ROLE_TYPE_TOP_LEVEL, m->l->blocks[si].type);
}

const spec_diag *rsv_role_top_level(const rsv_module *m, int si)
{
	return cached(&m->role_top_level[si], top_level, m, si);
}
