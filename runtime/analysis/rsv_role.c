/* rsv_role.c - the diagnostics of the rules by role: the module's index of
 * the spec's catalogue, and the one builder that fills a role pattern of
 * rsv_roles.h with its parts and finds the diagnostic of that role. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rsv_rules.h"

static const char *const patterns[RSV_NROLES] = {
#define RSV_ROLE(id, pattern) pattern,
#include "rsv_roles.h"
};

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The diagnostic of the catalogue with that role, or NULL. */
static const spec_diag *lookup(const rsv_module *m, const char *role)
{
	uint32_t h = hash_str(role) & (m->nroles - 1);
	for (; m->roles[h]; h = (h + 1) & (m->nroles - 1))
		if (strcmp(m->roles[h]->role, role) == 0)
			return m->roles[h];
	return NULL;
}

void rsv_role_index(rsv_module *m)
{
	const spec_lang *l = m->l;
	uint32_t n = 16;
	while (n < 2u * l->ndiags)
		n *= 2;
	m->roles = hcl_alloc(&m->arena, n * sizeof *m->roles);
	m->nroles = n;
	for (uint16_t i = 0; i < l->ndiags; i++) {
		if (!l->diags[i].role)
			continue;
		uint32_t h = hash_str(l->diags[i].role) & (n - 1);
		while (m->roles[h])
			h = (h + 1) & (n - 1);
		m->roles[h] = &l->diags[i];
	}
	/* the roles without parts, once */
	m->role_fixed = hcl_alloc(&m->arena, RSV_NROLES * sizeof *m->role_fixed);
	for (int id = 0; id < RSV_NROLES; id++)
		if (!strchr(patterns[id], '%'))
			m->role_fixed[id] = lookup(m, patterns[id]);
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
	const spec_diag *d = lookup(m, key);
	if (key != stack)
		free(key);
	return d;
}

const spec_diag *rsv_role(const rsv_module *m, int id, ...)
{
	const char *pat = patterns[id];
	if (!strchr(pat, '%'))
		return m->role_fixed[id];
	va_list ap;
	va_start(ap, id);
	const spec_diag *d = lookup_filled(m, pat, ap);
	va_end(ap);
	return d;
}
