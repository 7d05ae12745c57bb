/* rsv_rules.c - block-level rules: the checks OpenTofu's configuration
 * loader makes on blocks and arguments (block types, the language block's
 * edition and experiments, ...).  Each rule is driven by the spec: the
 * block types and their meta-arguments, and the diagnostics catalogue by
 * role.  A spec without a role's diagnostic turns that rule off. */
#include <stdio.h>
#include <string.h>

#include "rsv_rules.h"

const spec_diag *rsv_role(const rsv_module *m, const char *role)
{
	return spec_diag_role(m->l, role);
}

static int top_types(const spec_lang *l, const char **v, size_t cap, int test_file)
{
	size_t n = 0;
	for (uint16_t i = 0; i < l->nblocks && n < cap; i++)
		if (l->blocks[i].parent < 0 && l->blocks[i].test_file == test_file)
			v[n++] = l->blocks[i].type;
	return (int)n;
}

void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file)
{
	const spec_diag *d = rsv_role(m, "unsupported_block_type");
	const char *types[256];
	if (!d)
		return;
	int n = top_types(m->l, types, 256, test_file);
	if (test_file && n == 0)
		return; /* the spec says nothing of test files */
	rsv_diag(f, d, b->type_start, b->type_end, "type", b->type, "suggestion",
		 rsv_suggestion(f, m->l, b->type, types, (size_t)n), (const char *)NULL);
}

/* The edition attribute and the experiments argument (doc/spec.md:
 * edition_in, edition_attribute, experiments_in). */
static void language_settings(rsv_module *m, hcl_file *f, const hcl_block *b)
{
	const spec_lang *l = m->l;
	const char *ver = l->version ? l->version : "";
	if (l->edition_in && strcmp(b->type, l->edition_in) == 0 && l->edition_attribute) {
		const hcl_attr *a = rsv_attr(b->body, l->edition_attribute);
		const char *kw = NULL;
		const char *first = l->neditions ? l->editions[0].name : "";
		for (uint16_t i = 0; i < l->neditions; i++)
			if (l->editions[i].is_default)
				first = l->editions[i].name;
		if (a && hcl_expr_as_keyword(f, a->expr, &kw) != 0) {
			const spec_diag *d = rsv_role(m, "edition_invalid");
			if (d)
				rsv_diag(f, d, a->expr->start, a->expr->end, "version", ver, "edition", first,
					 (const char *)NULL);
		} else if (a) {
			int found = -1;
			for (uint16_t i = 0; i < l->neditions; i++)
				if (strcmp(l->editions[i].name, kw) == 0)
					found = i;
			if (found >= 0) {
				m->edition = found;
				for (uint16_t k = 0; k < l->editions[found].nfeatures; k++)
					if (l->editions[found].features[k] >= 0)
						m->feature_on[l->editions[found].features[k]] = 1;
			} else if (strncmp(kw, "TF", 2) == 0 && rsv_role(m, "edition_unsupported_tf")) {
				/* OpenTofu names its own first edition here (facts 3.5) */
				rsv_diag(f, rsv_role(m, "edition_unsupported_tf"), a->expr->start, a->expr->end,
					 "version", ver, "edition", first, (const char *)NULL);
			} else if (rsv_role(m, "edition_unsupported")) {
				rsv_diag(f, rsv_role(m, "edition_unsupported"), a->expr->start, a->expr->end,
					 "version", ver, "edition", first, "relation",
					 strcmp(kw, first) > 0 ? "newer" : "different", (const char *)NULL);
			}
		}
	}
	if (l->experiments_in && strcmp(b->type, l->experiments_in) == 0) {
		const hcl_attr *a = rsv_attr(b->body, "experiments");
		if (!a)
			return;
		if (a->expr->kind != HCL_E_TUPLE) {
			const spec_diag *d = rsv_role(m, "experiments_not_list");
			if (d)
				rsv_diag(f, d, a->expr->start, a->expr->end, (const char *)NULL);
			return;
		}
		for (const hcl_expr *e = a->expr->list; e; e = e->next) {
			const char *kw = NULL;
			if (hcl_expr_as_keyword(f, e, &kw) != 0) {
				const spec_diag *d = rsv_role(m, "experiment_invalid_keyword");
				if (d)
					rsv_diag(f, d, e->start, e->end, (const char *)NULL);
				continue;
			}
			int fi = spec_feature_index(l, kw);
			const spec_feature *ft = fi >= 0 ? &l->features[fi] : NULL;
			if (ft && ft->state == SPEC_EXPERIMENT) {
				m->feature_on[fi] = 1;
				const spec_diag *d = rsv_role(m, "experiment_active");
				if (d)
					rsv_diag(f, d, e->start, e->end, "name", kw, (const char *)NULL);
			} else if (ft && (ft->state == SPEC_CONCLUDED || ft->state == SPEC_REMOVED) &&
				   rsv_role(m, "experiment_concluded")) {
				rsv_diag(f, rsv_role(m, "experiment_concluded"), e->start, e->end, "name", kw,
					 "message", ft->message ? ft->message : "", (const char *)NULL);
			} else if (rsv_role(m, "experiment_unknown")) {
				rsv_diag(f, rsv_role(m, "experiment_unknown"), e->start, e->end, "name", kw,
					 (const char *)NULL);
			}
		}
	}
}

void rsv_rules_module(rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		if (rf->testing || !rf->f->body)
			continue;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next)
			language_settings(m, rf->f, b);
	}
}
