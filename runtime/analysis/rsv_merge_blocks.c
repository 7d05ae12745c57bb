/* rsv_merge_blocks.c - the rules of OpenTofu's merge of a module's files
 * (configs/module.go appendFile, module_merge.go) about blocks nested in
 * top-level ones and about what an override file changes: a check's data
 * block named like another data resource, a second provider_meta block
 * for one provider, and an override of depends_on.  The merge of the
 * top-level declarations is in rsv_merge.c. */
#include <stdlib.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_merge.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* ---- a check's data block --------------------------------------------------------- */

/* Nested declaration d is the one its block keeps: made in a primary file,
 * with no error inside, and no earlier block of its type in its parent
 * without one (decodeCheckBlock's DataResource). */
static int nested_kept(const rsv_module *m, const rsv_decl *d)
{
	if (d->override || rsv_has_error_in(d->file, d->block))
		return 0;
	for (const rsv_decl *e = d; e > m->decls;) {
		e--;
		if (!e->nested || e->file != d->file)
			return 1;
		if (e->kind == d->kind && !rsv_has_error_in(e->file, e->block))
			return 0;
	}
	return 1;
}

/* The position of file f among m's files. */
static uint32_t file_index(const rsv_module *m, const hcl_file *f)
{
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (m->files[i].f == f)
			return i;
	return m->nfiles;
}

/* A kept nested declaration of d's kind, type and name made before d (in
 * appendFile's order), the first of them; NULL if none. */
static const rsv_decl *nested_before(const rsv_module *m, const rsv_decl *d, uint32_t fi)
{
	for (const rsv_decl *e = m->decls; e < m->decls + m->ndecls; e++) {
		uint32_t fe = e->nested ? file_index(m, e->file) : m->nfiles;
		if (e != d && fe < m->nfiles && (fe < fi || (fe == fi && e < d)) && e->kind == d->kind &&
		    strcmp(e->name, d->name) == 0 && e->type && d->type && strcmp(e->type, d->type) == 0 &&
		    nested_kept(m, e))
			return e;
	}
	return NULL;
}

/* appendFile adds a file's top-level resources first, then its checks' data
 * blocks: a kept nested declaration whose kind, type and name an earlier
 * one has (a top-level one of a file up to its own, or a kept nested one
 * before it) is reported at its header, duplicate_nested_DECLARES {type,
 * name, range: the first one's}; the first top-level one of a later file
 * that a kept nested one had, duplicate_DECLARES (the other duplicates of
 * the top-level ones are rsv_merge.c's). */
static void nested_duplicates(rsv_module *m)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		const spec_diag *sd = d->nested ? rsv_role(m, RSV_ROLE_DUPLICATE_NESTED_DECLARES, spec_decl_names[d->kind])
						: NULL;
		if (!d->nested && !d->override && d->type && rsv_module_base(m, d) == d &&
		    rsv_role(m, RSV_ROLE_DUPLICATE_NESTED_DECLARES, spec_decl_names[d->kind])) {
			const rsv_decl *e = nested_before(m, d, file_index(m, d->file));
			if (e && file_index(m, e->file) < file_index(m, d->file)) {
				rsv_cursor r = {m, NULL, d->file, NULL, -1};
				const char *kv[] = {"type", d->type, "name", d->name, "alias", "", "range",
						    rsv_range_string(e->file, rsv_def_start(e->block), rsv_def_end(e->block)),
						    NULL};
				rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_DUPLICATE_DECLARES, spec_decl_names[d->kind]),
					      rsv_def_start(d->block), rsv_def_end(d->block), NULL, kv);
			}
			continue;
		}
		if (!sd || !nested_kept(m, d))
			continue;
		uint32_t fi = file_index(m, d->file);
		const rsv_decl *first = rsv_module_base(m, d);
		if (first && file_index(m, first->file) > fi)
			first = NULL;
		const rsv_decl *e = nested_before(m, d, fi);
		if (e && (!first || file_index(m, e->file) < file_index(m, first->file)))
			first = e;
		if (!first)
			continue;
		rsv_cursor r = {m, NULL, d->file, NULL, -1};
		const char *kv[] = {"type", d->type ? d->type : "", "name", d->name, "range",
				    rsv_range_string(first->file, rsv_def_start(first->block), rsv_def_end(first->block)),
				    NULL};
		rsv_rule_diag(&r, sd, rsv_def_start(d->block), rsv_def_end(d->block), NULL, kv);
	}
}

/* ---- provider_meta blocks, by provider ------------------------------------------------ */

/* The entry for local name name of the module's provider requirements (the
 * first block of form provider_requirement in the primary files, its
 * entries replaced by those of the override files), or NULL. */
static const hcl_attr *requirement(const rsv_module *m, const char *name, hcl_file **in)
{
	const hcl_attr *found = NULL;
	int have_primary = 0;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < m->nfiles; i++) {
			const rsv_file *rf = &m->files[i];
			uint32_t n = 0;
			if (rf->testing || rf->override != pass || !rf->f->body)
				continue;
			for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, n++) {
				int si = rsv_top_spec(m, rf, n, b);
				for (const hcl_block *k = si >= 0 ? b->body->blocks : NULL; k; k = k->next) {
					int ki = spec_block_index(m->l, k->type, si);
					if (ki < 0 || !rsv_has_form(&m->l->blocks[ki], NULL, "provider_requirement", NULL) ||
					    (pass == 0 && have_primary++))
						continue;
					const hcl_attr *a = rsv_attr(k->body, name);
					if (a) {
						found = a;
						*in = rf->f;
					}
				}
			}
		}
	return found;
}

/* The provider a local name stands for in the module (ProviderForLocalConfig):
 * its requirement's source, else the default namespace's provider of that
 * type; as HOST/NAMESPACE/TYPE with an empty HOST for the default registry. */
static const char *provider_of(rsv_module *m, const char *name)
{
	hcl_file *f = NULL;
	const hcl_attr *a = requirement(m, name, &f);
	hcl_kv *pairs;
	uint32_t n;
	if (a && hcl_expr_map(a->expr, &pairs, &n, &f->arena) == 0)
		for (uint32_t i = 0; i < n; i++) {
			const char *kw = NULL, *src;
			rsv_provider_source p;
			if (hcl_expr_as_keyword(f, pairs[i].key, &kw) != 0)
				kw = rsv_literal_string(f, pairs[i].key);
			if (!kw || strcmp(kw, "source") != 0 || !(src = rsv_literal_string(f, pairs[i].value)) ||
			    rsv_provider_source_parse(src, &p, &m->arena) != RSV_PSRC_OK)
				continue;
			/* A host spelled out is kept as given: reserve does not name the default
			 * registry, so such a requirement counts as another provider (a duplicate
			 * may go unreported; none is reported falsely). */
			return rsv_printf(&m->arena, "%s/%s/%s", p.host, *p.ns ? p.ns : "hashicorp", p.type);
		}
	char *norm = hcl_alloc(&m->arena, strlen(name) + 1);
	if (rsv_provider_part(name, norm))
		return name;
	if (strcmp(norm, "terraform") == 0)
		return "terraform.io/builtin/terraform";
	return rsv_printf(&m->arena, "/hashicorp/%s", norm);
}

/* A nested block with provider_label in the primary files: one for a
 * provider an earlier one was for (its label's provider, through the
 * module's requirements) is reported at its header, TYPE_duplicate_provider
 * {name: the earlier one's label, range: its header}, the earlier one
 * being the last before it (appendFile's map keeps the latest).  A block
 * with an error inside counts for nothing (decodeProviderMetaBlock). */
static void provider_blocks(rsv_module *m)
{
	const spec_lang *l = m->l;
	struct seen {
		const hcl_block *b;
		hcl_file *f;
		const char *provider;
	} *v = NULL;
	size_t n = 0, cap = 0;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		uint32_t at = 0;
		if (rf->testing || rf->override || !rf->f->body)
			continue;
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, at++) {
			int si = rsv_top_spec(m, rf, at, b);
			for (const hcl_block *k = si >= 0 ? b->body->blocks : NULL; k; k = k->next) {
				int ki = spec_block_index(l, k->type, si);
				const spec_diag *d = ki >= 0 && l->blocks[ki].provider_label && k->labels
							     ? rsv_role(m, RSV_ROLE_TYPE_DUPLICATE_PROVIDER, k->type)
							     : NULL;
				if (!d || rsv_has_error_in(rf->f, k))
					continue;
				const char *p = provider_of(m, k->labels->text);
				for (size_t j = n; j-- > 0;)
					if (strcmp(v[j].b->type, k->type) == 0 && strcmp(v[j].provider, p) == 0) {
						rsv_cursor r = {m, rf, rf->f, b, si};
						const char *kv[] = {"name", v[j].b->labels->text, "range",
								    rsv_range_string(v[j].f, rsv_def_start(v[j].b),
										     rsv_def_end(v[j].b)),
								    NULL};
						rsv_rule_diag(&r, d, rsv_def_start(k), rsv_def_end(k), NULL, kv);
						break;
					}
				rsv_grow(&m->arena, (void **)&v, &cap, n + 1, sizeof *v); /* in the arena */
				v[n++] = (struct seen){k, rf->f, p};
			}
		}
	}
}

/* ---- what an override file may not change --------------------------------------------- */

/* A declaration of an override file that overrides one of the primary files
 * and sets an argument ARG of form references to a list with a reference
 * in it: override_argument_ARG at that first reference (module_merge.go:
 * depends_on may not be overridden). */
static void override_arguments(rsv_module *m)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i];
		int si = d->override && !d->nested && !d->attr ? spec_block_index(m->l, d->block->type, -1) : -1;
		if (si < 0 || d->kind == SPEC_DECL_PROVIDER || !rsv_module_base(m, d))
			continue;
		for (const hcl_attr *a = d->block->body->attrs; a; a = a->next) {
			const spec_diag *sd;
			hcl_expr **items;
			uint32_t n;
			if (!rsv_has_form(&m->l->blocks[si], a->name, "references", NULL) ||
			    !(sd = rsv_role(m, RSV_ROLE_OVERRIDE_ARGUMENT_ARG, a->name)) ||
			    hcl_expr_list(a->expr, &items, &n, &d->file->arena) != 0)
				continue;
			for (uint32_t k = 0; k < n; k++) {
				hcl_traversal t;
				const char *s = rsv_literal_string(d->file, items[k]);
				if (hcl_expr_abs_traversal(d->file, items[k], &t) != 0 && !s)
					continue;
				rsv_cursor r = {m, NULL, d->file, NULL, -1};
				uint32_t start = items[k]->start, end = items[k]->end;
				if (s) { /* the shim's traversal, inside the quotes */
					start++;
					end--;
				}
				rsv_rule_diag(&r, sd, start, end, NULL, NULL);
				break;
			}
		}
	}
}

void rsv_merge_blocks(rsv_module *m)
{
	nested_duplicates(m);
	provider_blocks(m);
	override_arguments(m);
}
