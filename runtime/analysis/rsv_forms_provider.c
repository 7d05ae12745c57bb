/* rsv_forms_provider.c - the argument forms about providers: references to
 * provider configurations (NAME, NAME.ALIAS, NAME.ALIAS[KEY]) alone or in
 * a map, provider local names, and required_providers entries with their
 * source addresses and configuration aliases. */
#include <string.h>

#include "rsv_addr.h"
#include "rsv_forms.h"
#include "rsv_providers.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

int rsv_provider_name_check(rsv_cursor *r, const char *name, uint32_t start, uint32_t end)
{
	char *norm = hcl_alloc(&r->f->arena, strlen(name) + 1);
	const char *err = rsv_provider_part(name, norm);
	if (err) {
		const char *kv[] = {"name", name, "error", err, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_PROVIDER_LOCAL_NAME_INVALID), start, end, NULL, kv);
		return -1;
	}
	if (strcmp(norm, name) != 0) {
		const char *kv[] = {"name", name, "normalized", norm, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_PROVIDER_LOCAL_NAME_NOT_NORMALIZED), start, end, NULL, kv);
		return -1;
	}
	return 0;
}

/* decodeProviderConfigRef: NAME, NAME.ALIAS or NAME.ALIAS[KEY]; without the
 * role provider_ref_key, instance keys are no part of it (OpenTofu before
 * v1.9): NAME or NAME.ALIAS, anything longer provider_ref_invalid. */
static void provider_ref(rsv_cursor *r, const hcl_expr *e, const char *arg)
{
	const rsv_module *m = r->m;
	int keys = rsv_role(m, RSV_ROLE_PROVIDER_REF_KEY) != NULL;
	uint32_t maxlen = keys ? 3 : 2;
	int key = 0;
	hcl_traversal t;
	if (keys && e->kind == HCL_E_INDEX) {
		maxlen = 2;
		key = 1;
		e = e->a;
	}
	if (e->kind == HCL_E_TEMPLATE) {
		if (!rsv_shim(r->f, e, &t)) {
			rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REF_QUOTED), e->start, e->end, NULL, NULL);
			return;
		}
		rsv_report_at(r, RSV_ROLE_QUOTED_REFERENCE, e);
	} else if (hcl_expr_abs_traversal(r->f, e, &t) != 0) {
		memset(&t, 0, sizeof t);
	}
	if (t.nsteps == 0 || t.nsteps > maxlen) {
		const char *kv[] = {"argument", arg, NULL};
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REF_INVALID), e->start, e->end, NULL, kv);
		return;
	}
	char *name = hcl_strndup(&r->f->arena, t.head->text, t.head->len);
	if (rsv_provider_name_check(r, name, t.head->start, t.head->end) != 0)
		return;
	const hcl_step *alias = t.head->next, *idx = alias ? alias->next : NULL;
	if (alias && alias->kind != HCL_STEP_ATTR) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REF_ALIAS), alias->start, alias->end, NULL, NULL);
		return;
	}
	if (idx && idx->kind != HCL_STEP_INDEX) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REF_ALIAS), idx->start, idx->end, NULL, NULL);
		return;
	}
	if (!alias && (key || idx))
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REF_KEY), t.head->start, t.tail->end, NULL, NULL);
}

void rsv_form_provider(const rsv_form_call *c)
{
	provider_ref(c->r, c->a->expr, c->a->name);
}

/* decodePassedProviderConfigs: entry i of pairs, both sides valid, passes
 * to a child configuration (NAME or NAME.ALIAS) an earlier valid entry
 * passed to: provider_ref_duplicate {name, range: the earlier entry's}, at
 * its value. */
static void passed_once(rsv_cursor *r, const hcl_kv *pairs, const uint8_t *ok, uint32_t i)
{
	const spec_diag *d = rsv_role(r->m, RSV_ROLE_PROVIDER_REF_DUPLICATE);
	rsv_provider_ref p, e, v;
	if (!d || rsv_provider_ref_read(r->f, pairs[i].key, &p) != 0)
		return;
	for (uint32_t j = 0; j < i; j++) {
		if (!ok[j] || rsv_provider_ref_read(r->f, pairs[j].key, &e) != 0 ||
		    rsv_provider_ref_read(r->f, pairs[j].value, &v) != 0 || strcmp(e.name, p.name) != 0 ||
		    strcmp(e.alias, p.alias) != 0)
			continue;
		const char *name = *p.alias ? rsv_printf(&r->f->arena, "%s.%s", p.name, p.alias) : p.name;
		const char *kv[] = {"name", name, "range",
				    rsv_range_string(r->f, pairs[j].key->start, pairs[j].value->end), NULL};
		rsv_rule_diag(r, d, pairs[i].value->start, pairs[i].value->end, NULL, kv);
		return;
	}
}

void rsv_form_providers(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_attr *a = c->a;
	hcl_kv *pairs;
	uint32_t n;
	if (hcl_expr_map(a->expr, &pairs, &n, &r->f->arena) != 0) {
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_MAP_REQUIRED), a->expr->start, a->expr->end, NULL, NULL);
		return;
	}
	uint8_t *ok = hcl_alloc(&r->f->arena, (size_t)n + 1);
	for (uint32_t i = 0; i < n; i++) {
		unsigned before = r->f->nerrors;
		provider_ref(r, pairs[i].key, a->name);
		provider_ref(r, pairs[i].value, a->name);
		ok[i] = r->f->nerrors == before;
		if (ok[i])
			passed_once(r, pairs, ok, i);
		/* a repeated one is not passed (and is no earlier entry) */
		ok[i] = ok[i] && r->f->nerrors == before;
	}
}

/* ---- provider requirements ----------------------------------------------------------- */

static void provider_source(rsv_cursor *r, const hcl_expr *v)
{
	const rsv_module *m = r->m;
	rsv_provider_source p;
	const char *s = rsv_literal_string(r->f, v);
	if (!s) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REQUIREMENT_SOURCE_TYPE), v->start, v->end, NULL, NULL);
		return;
	}
	switch (rsv_provider_source_parse(s, &p, &r->f->arena)) {
	case RSV_PSRC_FORMAT:
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_SOURCE_FORMAT), v->start, v->end, NULL, NULL);
		break;
	case RSV_PSRC_TYPE: {
		const char *kv[] = {"type", p.type, "source", s, "error", p.error, NULL};
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_TYPE_INVALID), v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_NAMESPACE: {
		const char *kv[] = {"namespace", p.ns, "source", s, "error", p.error, NULL};
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_NAMESPACE_INVALID), v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_REPO_PREFIX: {
		const char *kv[] = {"source", p.display, "prefix", p.prefix, "suggestion", p.suggestion, NULL};
		rsv_rule_diag(r, rsv_role(m, p.tofu ? RSV_ROLE_PROVIDER_TYPE_REPOSITORY_PREFIX_TOFU
						      : RSV_ROLE_PROVIDER_TYPE_REPOSITORY_PREFIX),
			      v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_REDUNDANT_PREFIX: {
		const char *kv[] = {"source", p.full, "prefix", p.prefix, NULL};
		rsv_rule_diag(r, rsv_role(m, p.tofu ? RSV_ROLE_PROVIDER_TYPE_REDUNDANT_PREFIX_TOFU
						      : RSV_ROLE_PROVIDER_TYPE_REDUNDANT_PREFIX),
			      v->start, v->end, NULL, kv);
		break;
	}
	default:
		break;
	}
}

static void configuration_aliases(rsv_cursor *r, const char *name, const hcl_expr *v)
{
	const rsv_module *m = r->m;
	hcl_expr **items;
	uint32_t n;
	if (rsv_static_list(r->f, v, &items, &n) != 0) {
		rsv_report_at(r, RSV_ROLE_LIST_REQUIRED, v);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		if (hcl_expr_abs_traversal(r->f, items[i], &t) != 0) {
			rsv_rule_diag(r, rsv_role(m, RSV_ROLE_STATIC_REFERENCE_REQUIRED), items[i]->start, items[i]->end,
				      NULL, NULL);
			continue;
		}
		const hcl_step *alias = t.head->next;
		if ((alias && alias->kind != HCL_STEP_ATTR) || t.nsteps > 2) {
			rsv_rule_diag(r, rsv_role(m, RSV_ROLE_CONFIGURATION_ALIASES_INVALID), v->start, v->end, NULL, NULL);
			continue;
		}
		char *root = hcl_strndup(&r->f->arena, t.head->text, t.head->len);
		if (strcmp(root, name) != 0) {
			const char *kv[] = {"expected", name, "found", root, NULL};
			rsv_rule_diag(r, rsv_role(m, RSV_ROLE_CONFIGURATION_ALIASES_NAME), v->start, v->end, NULL, kv);
		}
	}
}

/* An object key the loader reads without evaluating: a name or a string. */
static const char *key_text(hcl_file *f, const hcl_expr *k)
{
	const char *kw;
	if (hcl_expr_as_keyword(f, k, &kw) == 0)
		return kw;
	return rsv_literal_string(f, k);
}

/* The legacy entry of required_providers: a version string. */
static void provider_version_string(rsv_cursor *r, const hcl_attr *a, const char *s)
{
	const hcl_expr *e = a->expr;
	const char *why = rsv_provider_part(a->name, NULL);
	if (!rsv_constraint_valid(s))
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_VERSION_CONSTRAINT_INVALID), e->start, e->end, NULL, NULL);
	if (why) {
		const char *kv[] = {"error", why, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_PROVIDER_NAME_INVALID), e->start, e->end, NULL, kv);
	}
}

/* One entry of required_providers: a version string (legacy) or an object
 * of source, version and configuration_aliases. */
void rsv_form_provider_requirement(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const rsv_module *m = r->m;
	const hcl_attr *a = c->a;
	const hcl_expr *e = a->expr;
	hcl_kv *pairs;
	uint32_t n;
	const char *s = rsv_primitive_string(r->f, e);
	if (s) {
		provider_version_string(r, a, s);
		return;
	}
	if (rsv_provider_name_check(r, a->name, e->start, e->end) != 0)
		return;
	if (hcl_expr_map(e, &pairs, &n, &r->f->arena) != 0) {
		rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REQUIREMENT_INVALID), e->start, e->end, NULL, NULL);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		const char *key = key_text(r->f, pairs[i].key);
		const hcl_expr *v = pairs[i].value;
		if (!key)
			continue;
		if (strcmp(key, "version") == 0) {
			const char *cs = rsv_literal_string(r->f, v);
			if (!cs)
				rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REQUIREMENT_VERSION_TYPE), v->start, v->end,
					      NULL, NULL);
			else if (!rsv_constraint_valid(cs))
				rsv_rule_diag(r, rsv_role(m, RSV_ROLE_VERSION_CONSTRAINT_INVALID), v->start, v->end, NULL,
					      NULL);
		} else if (strcmp(key, "source") == 0) {
			provider_source(r, v);
		} else if (strcmp(key, "configuration_aliases") == 0) {
			configuration_aliases(r, a->name, v);
		} else {
			rsv_rule_diag(r, rsv_role(m, RSV_ROLE_PROVIDER_REQUIREMENT_KEY), pairs[i].key->start,
				      pairs[i].key->end, NULL, NULL);
			break;
		}
	}
}
