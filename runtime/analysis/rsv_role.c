/* rsv_role.c - the diagnostics of the rules by role: the module's index of
 * the spec's catalogue, and the one builder that fills a role pattern of
 * rsv_roles.h with its parts and finds the diagnostic of that role. */
#include <stdarg.h>
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

const spec_diag *rsv_role(const rsv_module *m, int id, ...)
{
	const char *pat = patterns[id];
	if (!strchr(pat, '%'))
		return m->role_fixed[id];
	hcl_buf b = {0};
	va_list ap;
	va_start(ap, id);
	for (const char *p = pat; *p; p++) {
		if (p[0] == '%' && p[1] == 's') {
			const char *part = va_arg(ap, const char *);
			hcl_buf_puts(&b, part ? part : "");
			p++;
		} else {
			hcl_buf_putc(&b, *p);
		}
	}
	va_end(ap);
	const spec_diag *d = b.oom ? NULL : lookup(m, b.p);
	hcl_buf_free(&b);
	return d;
}
