/* rsv_forms_version.c - the argument forms about versions: a version
 * constraint (a provider's or a module call's version argument), and a
 * constraint on the language's own release (required_version), which can
 * make the module incompatible or be ineffective. */
#include <stdio.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_calls.h"
#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* Static evaluation of e is surely not null: a literal (not null), a
 * collection, or a local value that is one. */
static int known_non_null(rsv_cursor *r, const hcl_expr *e, int depth)
{
	hcl_traversal t;
	rsv_ref ref;
	if (e->kind == HCL_E_LITERAL)
		return !rsv_is_null(e);
	if (e->kind == HCL_E_TEMPLATE || e->kind == HCL_E_TUPLE || e->kind == HCL_E_OBJECT)
		return 1;
	if (depth > 8 || hcl_expr_abs_traversal(r->f, e, &t) != 0 || t.nsteps != 2 ||
	    rsv_parse_ref_quiet(r->m, r->f, &t, &ref) != 0 || ref.root < 0 ||
	    r->m->l->roots[ref.root].declared_by != SPEC_DECL_LOCALS)
		return 0;
	const rsv_decl *d = rsv_module_find(r->m, SPEC_DECL_LOCALS, NULL, ref.name);
	return d && d->attr && known_non_null(r, d->attr->expr, depth + 1);
}

void rsv_form_version(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const rsv_module *m = r->m;
	const hcl_block *b = c->b;
	const hcl_attr *a = c->a;
	const hcl_expr *e = a->expr;
	const char *kv[] = {"name", a->name, NULL};
	rsv_rule_diag(r, rsv_role(m, RSV_ROLE_TYPE_ARG_DEPRECATED, b->type, a->name), e->start, e->end, b, NULL);
	c->st->version_set = known_non_null(r, e, 0);
	if (rsv_has_form(&m->l->blocks[c->si], a->name, "static", NULL) && rsv_calls(e, m->l->sensitive_function)) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_VERSION_CONSTRAINT_SENSITIVE), e->start, e->end, b, kv);
		return;
	}
	const char *s = rsv_primitive_string(r->f, e);
	if (s && !rsv_constraint_valid(s))
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_VERSION_CONSTRAINT_INVALID), e->start, e->end, b, NULL);
	else if (e->kind == HCL_E_TUPLE || e->kind == HCL_E_OBJECT)
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_VERSION_CONSTRAINT_TYPE), e->start, e->end, b, kv);
}

/* The file's name ends with one of the words, or there are none. */
static int file_wanted(const char *name, const char *words)
{
	const char *w;
	size_t n, len = strlen(name);
	if (!*words)
		return 1;
	while (rsv_word(&words, &w, &n))
		if (len >= n && memcmp(name + len - n, w, n) == 0)
			return 1;
	return 0;
}

/* The release before the block type's `since` (1.11.0 for "1.12"), or NULL. */
static const char *release_before(hcl_arena *a, const char *since)
{
	int major = 0, minor = 0;
	if (!since || sscanf(since, "%d.%d", &major, &minor) != 2 || minor == 0)
		return NULL;
	return rsv_printf(a, "%d.%d.0", major, minor - 1);
}

/* A constraint on the language's own release (checkVersionRequirements and
 * validateLanguageBlock); with words, only in files with those endings. */
void rsv_form_compatibility(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const rsv_module *m = r->m;
	const spec_lang *l = m->l;
	const hcl_block *b = c->b;
	const hcl_attr *a = c->a;
	const char *s = file_wanted(r->f->name, c->words) ? rsv_literal_string(r->f, a->expr) : NULL;
	if (!s)
		return;
	if (!rsv_constraint_valid(s)) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_VERSION_CONSTRAINT_INVALID), a->expr->start, a->expr->end, b, NULL);
		return;
	}
	c->st->compat = a;
	size_t ps, pn;
	const char *version = l->version ? l->version : "";
	const char *ver = hcl_strndup(&r->f->arena, version, rsv_version_core(version));
	if (rsv_constraint_prerelease(s, &ps, &pn)) {
		const char *kv[] = {"constraint", hcl_strndup(&r->f->arena, s + ps, pn), NULL};
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_REQUIRED_VERSION_PRERELEASE), a->start, a->end, b, kv);
	} else if (!rsv_constraint_allows(s, ver)) {
		const char *kv[] = {"version", ver, NULL};
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_INCOMPATIBLE_MODULE), a->start, a->end, b, kv);
	}
	const char *before = release_before(&r->f->arena, l->blocks[c->si].since);
	if (before && rsv_constraint_allows(s, before))
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_TYPE_INEFFECTIVE, b->type), a->start, a->end, b, NULL);
}
