/* rsv_providers.c - the checks OpenTofu makes of a module's provider
 * references once the module loaded without error (configs/provider_validation.go,
 * validateProviderConfigs, and ProviderConfigRef.InstanceValidation): an
 * instance key on the left of a module call's providers entry, and an
 * instance key given, or missing, for a provider configuration with or
 * without a repetition argument.  Only what one module shows: the rules
 * about the providers passed between modules need the others. */
#include <string.h>

#include "rsv_providers.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_walker.h"

typedef rsv_provider_ref pref;

int rsv_provider_ref_read(hcl_file *f, const hcl_expr *e, rsv_provider_ref *p)
{
	hcl_traversal t;
	memset(p, 0, sizeof *p);
	p->alias = "";
	if (e->kind == HCL_E_INDEX) {
		p->has_key = 1;
		p->key_start = e->b->start;
		p->key_end = e->b->end;
		e = e->a;
	}
	const char *s = rsv_literal_string(f, e);
	if (s) { /* the shim's traversal, inside the quotes: NAME or NAME.ALIAS */
		const char *dot = strchr(s, '.');
		size_t n = dot ? (size_t)(dot - s) : strlen(s);
		p->name = hcl_strndup(&f->arena, s, n);
		p->alias = dot ? dot + 1 : "";
		p->name_start = e->start + 1;
		p->name_end = e->start + 1 + (uint32_t)n;
		return 0;
	}
	if (hcl_expr_abs_traversal(f, e, &t) != 0 || t.nsteps == 0)
		return -1;
	p->name = hcl_strndup(&f->arena, t.head->text, t.head->len);
	p->name_start = t.head->start;
	p->name_end = t.head->end;
	const hcl_step *alias = t.head->next;
	if (alias && alias->kind == HCL_STEP_ATTR)
		p->alias = hcl_strndup(&f->arena, alias->text, alias->len);
	if (alias && alias->next && alias->next->kind == HCL_STEP_INDEX) {
		p->has_key = 1;
		p->key_start = e->start;
		p->key_end = e->end;
	}
	return 0;
}

/* The provider configuration of the module with that name and alias (the
 * first in its primary files), or NULL; its spec block in *si. */
static const rsv_decl *configuration(const rsv_module *m, const pref *p, int *si)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		const hcl_attr *a;
		const char *alias;
		if (d->kind != SPEC_DECL_PROVIDER || d->override || strcmp(d->name, p->name) != 0)
			continue;
		*si = spec_block_index(m->l, d->block->type, -1);
		alias = "";
		for (a = d->block->body->attrs; a && *si >= 0; a = a->next)
			if (rsv_has_form(&m->l->blocks[*si], a->name, "alias", NULL))
				alias = rsv_literal_string(d->file, a->expr);
		if (*si >= 0 && alias && strcmp(alias, p->alias) == 0)
			return d;
	}
	return NULL;
}

/* validateProviderConfigs' configured: the block has an argument or block
 * of the provider's own (not a meta-argument nor reserved, or inside the
 * escaping block), or a version constraint. */
static int configured(const spec_lang *l, const spec_block *sb, const hcl_block *b)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next)
		if (!rsv_in_names(sb->meta_arguments, a->name) || rsv_has_form(sb, a->name, "version", NULL))
			if (!rsv_in_names(sb->reserved_arguments, a->name))
				return 1;
	for (const hcl_block *k = b->body->blocks; k; k = k->next) {
		int esc = rsv_walker_is_escaping(l, sb, k->type);
		if (esc ? (k->body->attrs || k->body->blocks) != 0 : !rsv_in_names(sb->reserved_blocks, k->type))
			return 1;
	}
	return 0;
}

/* The provider block sets a repetition argument (for_each). */
static int instanced(const spec_lang *l, const hcl_block *b)
{
	for (uint16_t i = 0; i < l->repetition_arguments.n; i++)
		if (rsv_attr(b->body, l->repetition_arguments.v[i]))
			return 1;
	return 0;
}

/* InstanceValidation of reference p made by a block of that type; a key to
 * a configuration the module does not declare is provider_instance_unused
 * when the spec has no provider_instance_undeclared (OpenTofu 1.9). */
static void instance_validation(rsv_module *m, hcl_file *f, const pref *p, const char *type)
{
	int si = -1;
	const rsv_decl *d = configuration(m, p, &si);
	int inst = d && instanced(m->l, d->block), conf = d && configured(m->l, &m->l->blocks[si], d->block);
	rsv_cursor r = {m, NULL, f, NULL, -1};
	const char *kv[] = {"type", type, "name", p->name, "alias", p->alias, NULL};
	if (p->has_key && !*p->alias)
		rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_PROVIDER_INSTANCE_NO_ALIAS), p->key_start, p->key_end, NULL, kv);
	else if (p->has_key && !inst && !conf && rsv_role(m, RSV_ROLE_PROVIDER_INSTANCE_UNDECLARED))
		rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_PROVIDER_INSTANCE_UNDECLARED), p->name_start, p->name_end, NULL,
			      kv);
	else if (p->has_key && !inst)
		rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_PROVIDER_INSTANCE_UNUSED), p->key_start, p->key_end, NULL, kv);
	else if (!p->has_key && inst)
		rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_PROVIDER_INSTANCE_MISSING), p->name_start, p->name_end, NULL, kv);
}

/* The type InstanceValidation names a block by: a resource of any mode by
 * the managed resource's block type, a module call by its own. */
static const char *validated_as(const spec_lang *l, const spec_block *sb)
{
	if (sb->declares != SPEC_DECL_DATA && sb->declares != SPEC_DECL_EPHEMERAL)
		return sb->type;
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent < 0 && !l->blocks[i].test_file && l->blocks[i].declares == SPEC_DECL_MANAGED)
			return l->blocks[i].type;
	return sb->type;
}

/* A module call's providers map: each entry both of whose sides read and
 * whose left side no earlier entry has (decodePassedProviderConfigs keeps
 * those): a key on its left is refused, its right side validated. */
static void passed(rsv_module *m, hcl_file *f, const hcl_attr *a, const char *type)
{
	hcl_kv *pairs;
	uint32_t n;
	if (hcl_expr_map(a->expr, &pairs, &n, &f->arena) != 0)
		return;
	for (uint32_t i = 0; i < n; i++) {
		pref in, out;
		int dup = 0;
		if (rsv_provider_ref_read(f, pairs[i].key, &in) != 0 || rsv_provider_ref_read(f, pairs[i].value, &out) != 0)
			continue;
		for (uint32_t j = 0; j < i && !dup; j++) {
			pref e, v;
			dup = rsv_provider_ref_read(f, pairs[j].key, &e) == 0 && rsv_provider_ref_read(f, pairs[j].value, &v) == 0 &&
			      strcmp(e.name, in.name) == 0 && strcmp(e.alias, in.alias) == 0;
		}
		if (dup)
			continue;
		rsv_cursor r = {m, NULL, f, NULL, -1};
		if (in.has_key)
			rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_PROVIDER_REF_CHILD_KEY), in.key_start, in.key_end, NULL, NULL);
		instance_validation(m, f, &out, type);
	}
}

void rsv_provider_validation(rsv_module *m)
{
	const spec_lang *l = m->l;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		uint32_t at = 0;
		if (rf->testing || rf->override || !rf->f->body)
			continue;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, at++) {
			int si = rsv_top_spec(m, rf, at, b);
			if (si < 0 || l->blocks[si].declares == SPEC_DECL_NONE)
				continue;
			const spec_block *sb = &l->blocks[si];
			for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
				pref p;
				if (rsv_has_form(sb, a->name, "providers", NULL))
					passed(m, rf->f, a, validated_as(l, sb));
				else if (rsv_has_form(sb, a->name, "provider", NULL) && rsv_provider_ref_read(rf->f, a->expr, &p) == 0)
					instance_validation(m, rf->f, &p, validated_as(l, sb));
			}
		}
	}
}
