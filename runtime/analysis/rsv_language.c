/* rsv_language.c - the language block's settings (doc/spec.md:
 * edition_in, edition_attribute, experiments_in): the edition a module is
 * written in and the experiments it opts into, which switch features on
 * for the whole module, with the diagnostics OpenTofu gives for them. */
#include <string.h>

#include "rsv_addr.h"
#include "rsv_merge.h"
#include "rsv_role.h"

/* The edition attribute.  OpenTofu names its release by the version's core
 * (1.13.0 for 1.13.0-dev). */
static void edition(rsv_module *m, hcl_file *f, const hcl_block *b)
{
	const spec_lang *l = m->l;
	const hcl_attr *a = rsv_attr(b->body, l->edition_attribute);
	const char *kw = NULL;
	const char *first = l->neditions ? l->editions[0].name : "";
	if (!a)
		return;
	const char *version = l->version ? l->version : "";
	const char *ver = hcl_strndup(&f->arena, version, rsv_version_core(version));
	const hcl_expr *e = a->expr;
	for (uint16_t i = 0; i < l->neditions; i++)
		if (l->editions[i].is_default)
			first = l->editions[i].name;
	if (hcl_expr_as_keyword(f, e, &kw) != 0) {
		const spec_diag *d = rsv_role(m, RSV_ROLE_EDITION_INVALID);
		if (d)
			rsv_diag(f, d, e->start, e->end, "version", ver, "edition", first, (const char *)NULL);
		return;
	}
	int found = -1;
	for (uint16_t i = 0; i < l->neditions; i++)
		if (strcmp(l->editions[i].name, kw) == 0)
			found = i;
	const spec_diag *tf = rsv_role(m, RSV_ROLE_EDITION_UNSUPPORTED_TF);
	const spec_diag *other = rsv_role(m, RSV_ROLE_EDITION_UNSUPPORTED);
	if (found >= 0) {
		m->edition = found;
		for (uint16_t k = 0; k < l->editions[found].nfeatures; k++)
			if (l->editions[found].features[k] >= 0)
				m->feature_on[l->editions[found].features[k]] = 1;
	} else if (strncmp(kw, "TF", 2) == 0 && tf) {
		/* OpenTofu names its own first edition here */
		rsv_diag(f, tf, e->start, e->end, "version", ver, "edition", first, (const char *)NULL);
	} else if (other) {
		rsv_diag(f, other, e->start, e->end, "version", ver, "edition", first, "relation",
			 strcmp(kw, first) > 0 ? "newer" : "different", (const char *)NULL);
	}
}

/* One entry of the experiments argument. */
static void experiment(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	const spec_lang *l = m->l;
	const char *kw = NULL;
	if (hcl_expr_as_keyword(f, e, &kw) != 0) {
		const spec_diag *d = rsv_role(m, RSV_ROLE_EXPERIMENT_INVALID_KEYWORD);
		if (d)
			rsv_diag(f, d, e->start, e->end, (const char *)NULL);
		return;
	}
	int fi = spec_feature_index(l, kw);
	const spec_feature *ft = fi >= 0 ? &l->features[fi] : NULL;
	const spec_diag *concluded = rsv_role(m, RSV_ROLE_EXPERIMENT_CONCLUDED);
	const spec_diag *unknown = rsv_role(m, RSV_ROLE_EXPERIMENT_UNKNOWN);
	if (ft && ft->state == SPEC_EXPERIMENT) {
		const spec_diag *d = rsv_role(m, RSV_ROLE_EXPERIMENT_ACTIVE);
		m->feature_on[fi] = 1;
		if (d)
			rsv_diag(f, d, e->start, e->end, "name", kw, (const char *)NULL);
	} else if (ft && (ft->state == SPEC_CONCLUDED || ft->state == SPEC_REMOVED) && concluded) {
		rsv_diag(f, concluded, e->start, e->end, "name", kw, "message", ft->message ? ft->message : "",
			 (const char *)NULL);
	} else if (unknown) {
		rsv_diag(f, unknown, e->start, e->end, "name", kw, (const char *)NULL);
	}
}

/* With the role experiments_unavailable (a release whose builds allow no
 * experiments, Terraform 1.3's sniffActiveExperiments): the experiments
 * argument a is refused as a whole, at its name, unless the current
 * experiments and exempt features it names are exactly one exempt feature.
 * Returns 1 when it was refused. */
static int experiments_refused(rsv_module *m, hcl_file *f, const hcl_attr *a)
{
	const spec_lang *l = m->l;
	const spec_diag *d = rsv_role(m, RSV_ROLE_EXPERIMENTS_UNAVAILABLE);
	int only = -1, n = 0;
	if (!d)
		return 0;
	for (const hcl_expr *e = a->expr->kind == HCL_E_TUPLE ? a->expr->list : NULL; e; e = e->next) {
		const char *kw = NULL;
		int fi = hcl_expr_as_keyword(f, e, &kw) == 0 ? spec_feature_index(l, kw) : -1;
		if (fi < 0 || fi == only || (l->features[fi].state != SPEC_EXPERIMENT && !l->features[fi].exempt))
			continue;
		only = fi;
		n++;
	}
	if (n == 1 && l->features[only].exempt)
		return 0;
	rsv_diag(f, d, a->name_start, a->name_end, (const char *)NULL);
	return 1;
}

void rsv_language_settings(rsv_module *m, hcl_file *f, const hcl_block *b)
{
	const spec_lang *l = m->l;
	/* asked of every top-level block: the first byte rules out most */
	if (l->edition_in && b->type[0] == l->edition_in[0] && strcmp(b->type, l->edition_in) == 0 &&
	    l->edition_attribute)
		edition(m, f, b);
	if (l->experiments_in && b->type[0] == l->experiments_in[0] && strcmp(b->type, l->experiments_in) == 0) {
		const hcl_attr *a = rsv_attr(b->body, "experiments");
		if (!a || experiments_refused(m, f, a))
			return;
		if (a->expr->kind != HCL_E_TUPLE) {
			const spec_diag *d = rsv_role(m, RSV_ROLE_LIST_REQUIRED);
			if (d)
				rsv_diag(f, d, a->expr->start, a->expr->end, (const char *)NULL);
			return;
		}
		for (const hcl_expr *e = a->expr->list; e; e = e->next)
			experiment(m, f, e);
	}
}
