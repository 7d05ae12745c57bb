/* rsv_merge.c - the rules over a module's files together: OpenTofu's merge
 * of them (configs/module.go appendFile and mergeFile) with its duplicated
 * declarations, override files and what they may not hold, the block
 * types a module has at most once or not together, and the last step of a
 * module's checks (an incompatible module keeps only that diagnostic). */
#include <stdlib.h>
#include <string.h>

#include "rsv_merge.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* What a declaration's diagnostics point at: hcl's DeclRange, the header of
 * its block or, for a local value, the whole argument. */
static void decl_range(const rsv_decl *d, uint32_t *start, uint32_t *end)
{
	*start = d->attr ? d->attr->start : rsv_def_start(d->block);
	*end = d->attr ? d->attr->end : rsv_def_end(d->block);
}

/* A provider configuration's alias: "" when it has none, NULL when it is
 * not a literal string (its key is then unknown). */
static const char *provider_alias(const rsv_decl *d)
{
	const hcl_attr *a = rsv_attr(d->block->body, "alias");
	return a ? rsv_literal_string(d->file, a->expr) : "";
}

/* The first provider configuration of a primary file with that name and alias. */
static const rsv_decl *provider_base(const rsv_module *m, const char *name, const char *alias)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *e = &m->decls[i];
		const char *ea;
		if (e->kind == SPEC_DECL_PROVIDER && !e->override && strcmp(e->name, name) == 0 &&
		    (ea = provider_alias(e)) != NULL && strcmp(ea, alias) == 0)
			return e;
	}
	return NULL;
}

/* The declaration of d's kind, type and name made last before d in the
 * primary files, or NULL. */
static const rsv_decl *previous_decl(const rsv_module *m, const rsv_decl *d)
{
	for (const rsv_decl *e = d; e > m->decls;) {
		e--;
		if (e->kind == d->kind && !e->override && !e->nested && strcmp(e->name, d->name) == 0 &&
		    ((!e->type && !d->type) || (e->type && d->type && strcmp(e->type, d->type) == 0)))
			return e;
	}
	return NULL;
}

/* Whether the block type that declared d names the previous declaration in
 * its duplicate error (OpenTofu's appendFile replaces the module's entry as
 * it goes: a third declaration's error names the second). */
static int names_previous(const rsv_module *m, const rsv_decl *d)
{
	int si = d->block ? spec_block_index(m->l, d->block->type, -1) : -1;
	return si >= 0 && m->l->blocks[si].duplicate_previous;
}

/* By what each top-level block declares: a name declared again in the
 * primary files is reported there (role duplicate_DECLARES, with the first
 * one's {range}, or the previous one's with duplicate_previous), and what an override file declares must already be
 * declared in a primary file (role override_missing_DECLARES).  A provider
 * configuration's key is its name and alias; an override file may add a
 * default (unaliased) one.  A check's own data block is not merged here. */
static void merge_declarations(rsv_module *m)
{
	for (uint32_t i = 0; i < m->ndecls; i++) {
		const rsv_decl *d = &m->decls[i], *base;
		const char *kind = spec_decl_names[d->kind], *alias = "";
		uint32_t start, end, bstart, bend;
		if (d->nested)
			continue;
		if (d->kind == SPEC_DECL_PROVIDER) {
			if ((alias = provider_alias(d)) == NULL)
				continue;
			base = provider_base(m, d->name, alias);
		} else {
			base = rsv_module_base(m, d);
			if (base && base != d && !d->override && names_previous(m, d))
				base = previous_decl(m, d);
		}
		rsv_cursor r = {m, NULL, d->file, NULL, -1};
		decl_range(d, &start, &end);
		if (d->override && !base && (d->kind != SPEC_DECL_PROVIDER || *alias)) {
			const char *kv[] = {"type", d->type ? d->type : "", "name", d->name, "alias", alias, NULL};
			rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_OVERRIDE_MISSING_DECLARES, kind), start, end, NULL, kv);
		} else if (!d->override && base && base != d) {
			decl_range(base, &bstart, &bend);
			const char *kv[] = {"type", d->type ? d->type : "", "name", d->name, "alias", alias,
					    "range", rsv_range_string(base->file, bstart, bend), NULL};
			int id = *alias ? RSV_ROLE_DUPLICATE_DECLARES_ALIAS : RSV_ROLE_DUPLICATE_DECLARES;
			rsv_rule_diag(&r, rsv_role(m, id, kind), start, end, NULL, kv);
		}
	}
}

/* After each primary file, as OpenTofu's appendFile: a module_unique block
 * type seen together with one it excludes is reported at the first of its
 * own (role module_exclusive_TYPE_OTHER, {range} its own, {other_range}). */
static void module_excludes(rsv_module *m, const hcl_block **first, hcl_file **first_file)
{
	const spec_lang *l = m->l;
	for (uint16_t ki = 0; ki < l->nblocks; ki++) {
		const spec_block *kb = &l->blocks[ki];
		if (!first[ki])
			continue;
		for (uint16_t j = 0; j < kb->module_excludes.n; j++) {
			int xi = spec_block_index(l, kb->module_excludes.v[j], kb->parent);
			if (xi < 0 || !first[xi])
				continue;
			rsv_cursor r = {m, NULL, first_file[ki], NULL, -1};
			const char *kv[] = {
				"range", rsv_range_string(first_file[ki], rsv_def_start(first[ki]), rsv_def_end(first[ki])),
				"other_range", rsv_range_string(first_file[xi], rsv_def_start(first[xi]), rsv_def_end(first[xi])),
				NULL};
			rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_MODULE_EXCLUSIVE_TYPE_OTHER, kb->type, l->blocks[xi].type),
				      rsv_def_start(first[ki]), rsv_def_end(first[ki]), NULL, kv);
		}
	}
}

/* The module_unique blocks nested in the top-level blocks of one file: the
 * first of each type goes to first (by spec block), a second is reported.
 * holds[si]: spec block si has module_unique block types in it. */
static void unique_in_file(rsv_module *m, rsv_file *rf, const uint8_t *holds, const hcl_block **first,
			   hcl_file **first_file)
{
	const spec_lang *l = m->l;
	int id = rf->override ? RSV_ROLE_OVERRIDE_DUPLICATE_TYPE : RSV_ROLE_MODULE_DUPLICATE_TYPE;
	uint32_t n = 0;
	for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, n++) {
		int si = rsv_top_spec(m, rf, n, b);
		for (const hcl_block *k = si >= 0 && holds[si] ? b->body->blocks : NULL; k; k = k->next) {
			int ki = spec_block_index(l, k->type, si);
			if (ki < 0 || !l->blocks[ki].module_unique)
				continue;
			if (!first[ki]) {
				first[ki] = k;
				first_file[ki] = rf->f;
				continue;
			}
			rsv_cursor r = {m, rf, rf->f, b, si};
			const char *kv[] = {
				"range", rsv_range_string(first_file[ki], rsv_def_start(first[ki]), rsv_def_end(first[ki])),
				NULL};
			rsv_rule_diag(&r, rsv_role(m, id, k->type), rsv_def_start(k), rsv_def_end(k), NULL, kv);
		}
	}
}

/* Nested block types a module has at most once (spec_block.module_unique):
 * a second one in the primary files is reported at it (role
 * module_duplicate_TYPE) and so is a second one in one override file (role
 * override_duplicate_TYPE), each with the first one's {range}. */
static void module_unique_rules(rsv_module *m)
{
	const spec_lang *l = m->l;
	size_t nb = l->nblocks ? l->nblocks : 1;
	const hcl_block **first = hcl_alloc(&m->arena, nb * sizeof *first);
	hcl_file **first_file = hcl_alloc(&m->arena, nb * sizeof *first_file);
	uint8_t *holds = hcl_alloc(&m->arena, nb);
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].module_unique && l->blocks[i].parent >= 0)
			holds[l->blocks[i].parent] = 1;
	for (int pass = 0; pass < 2; pass++) /* primary files, then override files */
		for (uint32_t i = 0; i < m->nfiles; i++) {
			rsv_file *rf = &m->files[i];
			if (rf->testing || !rf->f->body || rf->override != pass)
				continue;
			if (pass == 1)
				memset(first, 0, nb * sizeof *first);
			unique_in_file(m, rf, holds, first, first_file);
			if (pass == 0)
				module_excludes(m, first, first_file);
		}
}

/* Top-level blocks an override file may hold but the merge refuses (role
 * override_refused_TYPE): unlike TYPE_override, which the parser reports
 * instead of reading the block, the block's own rules have run. */
static void override_refused(rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		if (rf->testing || !rf->override || !rf->f->body)
			continue;
		rsv_cursor r = {m, rf, rf->f, NULL, -1};
		for (const hcl_block *b = rf->f->body->blocks; b; b = b->next)
			if (spec_block_index(m->l, b->type, -1) >= 0)
				rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_OVERRIDE_REFUSED_TYPE, b->type), rsv_def_start(b),
					      rsv_def_end(b), NULL, NULL);
	}
}

/* A block with a unique_target argument that is a static address. */
typedef struct target {
	hcl_file *f;
	const hcl_block *b;
	const hcl_expr *e; /* the argument's value */
	const char *text;
	size_t prev;       /* the last earlier target of its group and address, + 1; 0 for none */
	const char *group; /* its spec block's target_group, else its type */
} target;

static size_t target_hash(const target *t)
{
	size_t h = 2166136261u;
	for (const char *p = t->group; *p; p++)
		h = (h ^ (unsigned char)*p) * 16777619u;
	h = (h ^ 0xff) * 16777619u;
	for (const char *p = t->text; *p; p++)
		h = (h ^ (unsigned char)*p) * 16777619u;
	return h;
}

/* Links each target to the last earlier one of its group and address
 * (t->prev) through a hash table of the latest of each; 0 (out of memory:
 * rsv_nomem). */
static int link_targets(rsv_module *m, target *v, size_t n)
{
	size_t cap = 16;
	while (cap < 2 * n)
		cap *= 2;
	size_t *latest = calloc(cap, sizeof *latest); /* target + 1, or 0 */
	if (!latest)
		rsv_nomem(m);
	for (size_t i = 0; i < n; i++) {
		size_t k = target_hash(&v[i]) & (cap - 1);
		for (; latest[k]; k = (k + 1) & (cap - 1)) {
			const target *o = &v[latest[k] - 1];
			if (strcmp(o->group, v[i].group) == 0 && strcmp(o->text, v[i].text) == 0)
				break;
		}
		v[i].prev = latest[k];
		latest[k] = i + 1;
	}
	free(latest);
	return 0;
}

/* Adds block k (its spec block si, or -1) to v when its unique_target
 * argument is a static address. */
static void add_target(rsv_module *m, hcl_file *f, const hcl_block *k, int si, target **v, size_t *n, size_t *cap)
{
	const spec_lang *l = m->l;
	const hcl_attr *a = si >= 0 && l->blocks[si].unique_target ? rsv_attr(k->body, l->blocks[si].unique_target)
								   : NULL;
	if (!a || a->expr->kind != HCL_E_SCOPETRAV)
		return;
	rsv_grow(&m->arena, (void **)v, cap, *n + 1, sizeof **v);
	hcl_buf b = {0};
	hcl_traversal_text(&b, &a->expr->trav);
	const char *text = hcl_buf_done(&f->arena, &b);
	const char *group = l->blocks[si].target_group ? l->blocks[si].target_group : k->type;
	(*v)[(*n)++] = (target){f, k, a->expr, text, 0, group};
}

/* appendFile's imports: a block whose unique_target argument names the same
 * static address as an earlier one of its type in the primary files is
 * reported once for each earlier one, in their order (role
 * TYPE_duplicate_target {address, range}), at the argument's value or, with
 * subject = block, the block.  Targets of one address are chained, so that
 * distinct addresses cost nothing but their hashing. */
static void unique_targets(rsv_module *m)
{
	target *v = NULL; /* these in the arena: nothing to free when memory runs out */
	size_t n = 0, cap = 0, *earlier = NULL, capearlier = 0;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		uint32_t at = 0;
		for (const hcl_block *k = rf->testing || rf->override || !rf->f->body ? NULL : rf->f->body->blocks; k;
		     k = k->next, at++)
			add_target(m, rf->f, k, rsv_top_spec(m, rf, at, k), &v, &n, &cap);
	}
	if (n && link_targets(m, v, n) == 0)
		for (size_t i = 0; i < n; i++) {
			size_t ne = 0; /* the earlier ones, latest first */
			for (size_t j = v[i].prev; j; j = v[j - 1].prev)
				rsv_grow(&m->arena, (void **)&earlier, &capearlier, ne + 1, sizeof *earlier),
					earlier[ne++] = j - 1;
			while (ne--) {
				const target *o = &v[earlier[ne]];
				rsv_cursor r = {m, NULL, v[i].f, NULL, -1};
				const char *kv[] = {"address", v[i].text, "range",
						    rsv_range_string(o->f, rsv_def_start(o->b), rsv_def_end(o->b)), NULL};
				rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_TYPE_DUPLICATE_TARGET, v[i].b->type),
					      v[i].e->start, v[i].e->end, v[i].b, kv);
			}
		}
}

/* The blocks of body (in a test file; parent the spec block of the block
 * around, or -1 at the top; holder that block, or NULL) with a
 * unique_target argument that is a static address: a second one of a
 * target_group with the address of an earlier one is reported once, at its
 * argument's value, by the role PARENT_TYPE_duplicate_target when the spec
 * has it, else TYPE_duplicate_target (TestFile.Validate and
 * TestRun.Validate: checkForDuplicatedOverrideResources and ...Modules;
 * MockProvider.validateOverrideResources, at the mock provider's header). */
static void test_targets(rsv_module *m, hcl_file *f, const hcl_body *body, int parent, const hcl_block *holder)
{
	const spec_lang *l = m->l;
	target *v = NULL; /* in the arena */
	size_t n = 0, cap = 0;
	for (const hcl_block *k = body ? body->blocks : NULL; k; k = k->next)
		add_target(m, f, k, parent < 0 ? spec_test_block_index(l, k->type) : spec_block_index(l, k->type, parent),
			   &v, &n, &cap);
	if (n && link_targets(m, v, n) == 0)
		for (size_t i = 0; i < n; i++) {
			if (!v[i].prev)
				continue;
			const target *o = &v[v[i].prev - 1];
			rsv_cursor r = {m, NULL, f, NULL, -1};
			const char *kv[] = {"address", v[i].text, "range",
					    rsv_range_string(f, rsv_def_start(o->b), rsv_def_end(o->b)), NULL};
			const spec_diag *d = holder ? rsv_role(m, RSV_ROLE_PARENT_TYPE_DUPLICATE_TARGET, holder->type,
							       v[i].b->type)
						    : NULL;
			rsv_rule_diag(&r, d ? d : rsv_role(m, RSV_ROLE_TYPE_DUPLICATE_TARGET, v[i].b->type), v[i].e->start,
				      v[i].e->end, holder ? holder : v[i].b, kv);
		}
}

/* Reports each key of v (n of them, their text and group set) met before
 * in its group, at the block's header, by role TYPE_<what>: {<param>: the
 * key}; at holder's header with subject = block. */
static void report_repeated(rsv_module *m, hcl_file *f, target *v, size_t n, const hcl_block *holder, int role,
			    const char *param)
{
	if (!n || link_targets(m, v, n) != 0)
		return;
	for (size_t i = 0; i < n; i++)
		if (v[i].prev) {
			rsv_cursor r = {m, NULL, f, NULL, -1};
			const char *kv[] = {param, v[i].text, NULL};
			rsv_rule_diag(&r, rsv_role(m, role, v[i].b->type), rsv_def_start(v[i].b), rsv_def_end(v[i].b),
				      holder ? holder : v[i].b, kv);
		}
}

/* The nested blocks of a test file's block k (spec si) with unique_label:
 * one whose first label an earlier one of its type has, once for each
 * later one, TYPE_duplicate_label {label} (MockProvider.validateMockResources,
 * at the mock provider's header with subject = block). */
static void test_labels(rsv_module *m, hcl_file *f, const hcl_block *k, int si)
{
	target *v = NULL; /* in the arena */
	size_t n = 0, cap = 0;
	for (const hcl_block *c = k->body->blocks; c; c = c->next) {
		int ci = spec_block_index(m->l, c->type, si);
		if (ci < 0 || !m->l->blocks[ci].unique_label || !c->labels)
			continue;
		rsv_grow(&m->arena, (void **)&v, &cap, n + 1, sizeof *v);
		v[n++] = (target){f, c, NULL, c->labels->text, 0, c->type};
	}
	report_repeated(m, f, v, n, k, RSV_ROLE_TYPE_DUPLICATE_LABEL, "label");
}

/* The top-level blocks of a test file with unique_label: one whose first
 * label an earlier one of its type has, once for each later one, at its
 * label, TYPE_duplicate_label {label, range: the first one's header}
 * (Terraform's loadTestFile keeps the first run of a name in its map). */
static void test_top_labels(rsv_module *m, hcl_file *f)
{
	target *v = NULL; /* in the arena */
	size_t n = 0, cap = 0;
	for (const hcl_block *k = f->body->blocks; k; k = k->next) {
		int si = spec_test_block_index(m->l, k->type);
		if (si < 0 || !m->l->blocks[si].unique_label || !k->labels)
			continue;
		rsv_grow(&m->arena, (void **)&v, &cap, n + 1, sizeof *v);
		v[n++] = (target){f, k, NULL, k->labels->text, 0, k->type};
	}
	if (n && link_targets(m, v, n) == 0)
		for (size_t i = 0; i < n; i++) {
			size_t j = v[i].prev;
			if (!j)
				continue;
			while (v[j - 1].prev)
				j = v[j - 1].prev;
			const hcl_block *first = v[j - 1].b;
			rsv_cursor r = {m, NULL, f, NULL, -1};
			const char *kv[] = {"label", v[i].text, "range",
					    rsv_range_string(f, rsv_def_start(first), rsv_def_end(first)), NULL};
			rsv_rule_diag(&r, rsv_role(m, RSV_ROLE_TYPE_DUPLICATE_LABEL, v[i].b->type), v[i].b->labels->start,
				      v[i].b->labels->end, v[i].b, kv);
		}
}

int rsv_has_error_in(const hcl_file *f, const hcl_block *b)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		if (d->severity == HCL_ERROR && d->start >= b->start && d->start < b->end)
			return 1;
	return 0;
}

/* The top-level blocks of a test file with unique_address whose first
 * label, and alias (the argument of form alias, a literal string) when
 * set, are an earlier one's: TYPE_duplicate_address {address: LABEL or
 * LABEL.ALIAS}, at the later one's header.  OpenTofu keeps only the blocks
 * that decoded without error (loadTestFile's MockProviders): one with an
 * error of its own is left out. */
static void test_addresses(rsv_module *m, hcl_file *f)
{
	const spec_lang *l = m->l;
	target *v = NULL; /* in the arena */
	size_t n = 0, cap = 0;
	for (const hcl_block *k = f->body->blocks; k; k = k->next) {
		int si = spec_test_block_index(l, k->type);
		if (si < 0 || !l->blocks[si].unique_address || !k->labels || rsv_has_error_in(f, k))
			continue;
		rsv_grow(&m->arena, (void **)&v, &cap, n + 1, sizeof *v);
		const char *alias = NULL;
		for (const hcl_attr *a = k->body->attrs; a && !alias; a = a->next)
			if (rsv_has_form(&l->blocks[si], a->name, "alias", NULL))
				alias = rsv_literal_string(f, a->expr);
		const char *text = alias && *alias ? rsv_printf(&f->arena, "%s.%s", k->labels->text, alias)
						   : k->labels->text;
		v[n++] = (target){f, k, NULL, text, 0, k->type};
	}
	report_repeated(m, f, v, n, NULL, RSV_ROLE_TYPE_DUPLICATE_ADDRESS, "address");
}

/* Each test file's top level, and the body of each of its blocks. */
static void test_file_rules(rsv_module *m)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		rsv_file *rf = &m->files[i];
		if (!rf->testing || !rf->f->body)
			continue;
		test_targets(m, rf->f, rf->f->body, -1, NULL);
		for (const hcl_block *k = rf->f->body->blocks; k; k = k->next) {
			int si = spec_test_block_index(m->l, k->type);
			if (si < 0)
				continue;
			test_targets(m, rf->f, k->body, si, k);
			test_labels(m, rf->f, k, si);
		}
		test_addresses(m, rf->f);
		test_top_labels(m, rf->f);
	}
}

void rsv_merge_rules(rsv_module *m)
{
	merge_declarations(m);
	unique_targets(m);
	test_file_rules(m);
	module_unique_rules(m);
	override_refused(m);
}

/* ---- the end of a module's checks ----------------------------------------------- */

/* Keeps in f's list only the diagnostics of that code (only: 1), or all
 * but those (only: 0). */
static void keep_only(hcl_file *f, const char *code, int only)
{
	hcl_diag *keep = NULL, *tail = NULL;
	f->nerrors = f->nwarnings = 0;
	for (hcl_diag *d = f->diags, *next; d; d = next) {
		next = d->next;
		d->next = NULL;
		if ((d->code && strcmp(d->code, code) == 0) != only)
			continue;
		if (tail)
			tail->next = d;
		else
			keep = d;
		tail = d;
		if (d->severity == HCL_ERROR)
			f->nerrors++;
		else
			f->nwarnings++;
	}
	f->diags = keep;
	f->diags_tail = tail;
}

void rsv_rules_finish(rsv_module *m)
{
	const spec_diag *inc = rsv_role(m, RSV_ROLE_INCOMPATIBLE_MODULE);
	unsigned found = 0;
	if (!inc)
		return;
	for (uint32_t i = 0; i < m->nfiles; i++)
		for (const hcl_diag *d = m->files[i].f->diags; d; d = d->next)
			found += !m->files[i].testing && d->code && strcmp(d->code, inc->code) == 0;
	/* OpenTofu's error hides the load errors (finalizeModuleLoadDiagnostics);
	 * Terraform checks the version once the configuration loaded (Context's
	 * checkConfigDependencies): a load error of another kind is all validate
	 * says then, else the version's error is (no graph walk follows) */
	int only = m->l->version_first || m->load_errors <= found;
	for (uint32_t i = 0; found && i < m->nfiles; i++)
		if (!m->files[i].testing)
			keep_only(m->files[i].f, inc->code, only);
}
