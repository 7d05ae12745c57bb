/* rsv_module.c - a module: its files, its declarations indexed by kind,
 * type and name, and the features it has switched on (experiments named in
 * its experiments argument, selectable features by the presence of their
 * block type, concluded ones always, editions as packs).  It answers
 * the OpenTofu RFC PR #2262's ParseRefContext questions for the reference reader. */
#include <stdlib.h>
#include <string.h>

#include "rsv_role.h"

static uint32_t hash(int kind, const char *type, const char *name)
{
	uint32_t h = HCL_HASH_START ^ (uint32_t)kind;
	h = type ? hcl_hash_str(h, type, NULL) : h;
	h = hcl_hash_bytes(h, "\xff", 1); /* between the two */
	return name ? hcl_hash_str(h, name, NULL) : h;
}

static int same(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

rsv_module *rsv_module_new(const spec_lang *l, const char *name)
{
	return rsv_module_new_reusing(l, name, NULL);
}

/* The first contents of m, in its arena: 0, or -1 when memory ran out. */
static int module_init(rsv_module *m, const spec_lang *l, const char *name)
{
	hcl_oom h;
	h.held = NULL;
	m->arena.oom = &h;
	if (setjmp(h.jb))
		return -1;
	m->l = l;
	m->name = hcl_strndup(&m->arena, name, strlen(name));
	m->edition = -1;
	m->feature_on = hcl_alloc(&m->arena, (size_t)l->nfeatures + 1);
	rsv_role_cache(m);
	m->arena.oom = NULL;
	return 0;
}

rsv_module *rsv_module_new_reusing(const spec_lang *l, const char *name, hcl_reuse *r)
{
	rsv_module *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	hcl_arena_init(&m->arena);
	m->arena.reuse = r;
	if (module_init(m, l, name) != 0) {
		hcl_arena_free(&m->arena);
		free(m);
		return NULL;
	}
	return m;
}

hcl_oom *rsv_guard(rsv_module *m, hcl_oom *h)
{
	hcl_oom *prev = m->arena.oom;
	h->held = NULL;
	m->arena.oom = h;
	for (uint32_t i = 0; i < m->nfiles; i++)
		m->files[i].f->arena.oom = h;
	return prev;
}

void rsv_unguard(rsv_module *m, hcl_oom *prev)
{
	m->arena.oom = prev;
	for (uint32_t i = 0; i < m->nfiles; i++)
		m->files[i].f->arena.oom = prev;
	if (m->oom && prev)
		hcl_oom_jump(prev);
}

void rsv_grow(hcl_arena *a, void **v, size_t *cap, size_t need, size_t size)
{
	if (need <= *cap)
		return;
	size_t n = *cap ? *cap : 8;
	while (n < need)
		n *= 2;
	void *nv = hcl_alloc_raw(a, n * size);
	if (*cap)
		memcpy(nv, *v, *cap * size);
	*v = nv;
	*cap = n;
}

void rsv_nomem(rsv_module *m)
{
	hcl_arena_oom(&m->arena);
}

void rsv_module_free(rsv_module *m)
{
	if (!m)
		return;
	for (uint32_t i = 0; i < m->nfiles; i++)
		hcl_file_free(m->files[i].f);
	free(m->files);
	free(m->decls);
	free(m->buckets);
	hcl_arena_free(&m->arena);
	free(m);
}

int rsv_module_add(rsv_module *m, hcl_file *f, int testing)
{
	if (hcl_grow((void **)&m->files, &m->capfiles, (size_t)m->nfiles + 1, sizeof *m->files) != 0)
		return -1;
	m->indexed = 0;
	m->files[m->nfiles].f = f;
	m->files[m->nfiles].testing = testing;
	m->files[m->nfiles].top_spec = NULL;
	m->files[m->nfiles].ntop = 0;
	const char *base = strrchr(f->name, '/');
	base = base ? base + 1 : f->name;
	size_t n = strlen(base);
	/* override files: override.tf, NAME_override.tf (and .tofu) */
	const char *dot = strchr(base, '.');
	size_t stem = dot ? (size_t)(dot - base) : n;
	m->files[m->nfiles].override = (stem == 8 && strncmp(base, "override", 8) == 0) ||
				       (stem > 9 && strncmp(base + stem - 9, "_override", 9) == 0);
	m->nfiles++;
	return 0;
}

static void add_decl(rsv_module *m, int kind, const char *type, const char *name, const hcl_block *b,
		     const hcl_attr *a, const rsv_file *rf, int nested)
{
	if (hcl_grow((void **)&m->decls, &m->capdecls, (size_t)m->ndecls + 1, sizeof *m->decls) != 0)
		rsv_nomem(m);
	rsv_decl *d = &m->decls[m->ndecls++];
	d->kind = (uint8_t)kind;
	d->type = type;
	d->name = name;
	d->block = b;
	d->attr = a;
	d->file = rf->f;
	d->next = -1;
	d->override = (uint8_t)rf->override;
	d->nested = (uint8_t)nested;
}

static void build_hash(rsv_module *m)
{
	uint32_t nb = 16;
	while (nb < m->ndecls * 2)
		nb *= 2;
	free(m->buckets);
	m->buckets = malloc(nb * sizeof *m->buckets);
	if (!m->buckets) {
		m->nbuckets = 0;
		rsv_nomem(m);
	}
	m->nbuckets = nb;
	for (uint32_t i = 0; i < nb; i++)
		m->buckets[i] = -1;
	for (uint32_t i = 0; i < m->ndecls; i++) {
		rsv_decl *d = &m->decls[i];
		uint32_t h = hash(d->kind, d->type, d->name) & (nb - 1);
		d->next = m->buckets[h];
		m->buckets[h] = (int32_t)i;
	}
}

const rsv_decl *rsv_module_find(const rsv_module *m, int kind, const char *type, const char *name)
{
	if (!m->nbuckets)
		return NULL;
	for (int32_t i = m->buckets[hash(kind, type, name) & (m->nbuckets - 1)]; i >= 0;
	     i = m->decls[i].next) {
		const rsv_decl *d = &m->decls[i];
		if (d->kind == kind && same(d->type, type) && same(d->name, name))
			return d;
	}
	return NULL;
}

const rsv_decl *rsv_module_base(const rsv_module *m, const rsv_decl *d)
{
	const rsv_decl *base = NULL;
	if (!m->nbuckets)
		return NULL;
	for (int32_t i = m->buckets[hash(d->kind, d->type, d->name) & (m->nbuckets - 1)]; i >= 0;
	     i = m->decls[i].next) {
		const rsv_decl *e = &m->decls[i];
		if (e->kind == d->kind && !e->override && !e->nested && same(e->type, d->type) &&
		    same(e->name, d->name) && (!base || e < base))
			base = e;
	}
	return base;
}

static int has_block(const rsv_module *m, const char *type)
{
	for (uint32_t i = 0; i < m->nfiles; i++) {
		if (m->files[i].testing || !m->files[i].f->body)
			continue;
		for (const hcl_block *b = m->files[i].f->body->blocks; b; b = b->next)
			if (strcmp(b->type, type) == 0)
				return 1;
	}
	return 0;
}

const hcl_attr *rsv_attr(const hcl_body *b, const char *name)
{
	for (const hcl_attr *a = b ? b->attrs : NULL; a; a = a->next) /* the first byte rules out most */
		if (a->name[0] == name[0] && strcmp(a->name, name) == 0)
			return a;
	return NULL;
}

const hcl_block *rsv_block(const hcl_body *b, const char *type)
{
	for (const hcl_block *k = b ? b->blocks : NULL; k; k = k->next)
		if (k->type[0] == type[0] && strcmp(k->type, type) == 0)
			return k;
	return NULL;
}

int rsv_module_scope(const rsv_module *m, const rsv_file *rf, const hcl_block *top, const spec_block *sb)
{
	if (!rf->testing || !sb->module_scope || rsv_block(top->body, sb->module_scope))
		return 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (!m->files[i].testing)
			return 1;
	return 0;
}

int rsv_top_spec(const rsv_module *m, const rsv_file *rf, uint32_t k, const hcl_block *b)
{
	if (k < rf->ntop)
		return rf->top_spec[k];
	int si = rf->testing ? spec_test_block_index(m->l, b->type) : spec_block_index(m->l, b->type, -1);
	return si >= 0 && !rsv_labels_fit(m->l, rf->f, b, si) ? RSV_SPEC_DROPPED : si;
}

int rsv_labels_fit(const spec_lang *l, const hcl_file *f, const hcl_block *b, int si)
{
	return f->json || b->nlabels == l->blocks[si].labels.n;
}

/* The spec block of each of the file's top-level blocks (rsv_file.top_spec). */
static void top_specs(rsv_module *m, rsv_file *rf)
{
	uint32_t n = 0;
	rf->ntop = 0;
	for (const hcl_block *b = rf->f->body ? rf->f->body->blocks : NULL; b; b = b->next)
		n++;
	rf->top_spec = n ? hcl_alloc_raw(&m->arena, n * sizeof *rf->top_spec) : NULL;
	for (const hcl_block *b = n ? rf->f->body->blocks : NULL; b; b = b->next) {
		int si = rsv_top_spec(m, rf, rf->ntop, b); /* not yet in top_spec: a lookup */
		rf->top_spec[rf->ntop++] = (int16_t)si;
	}
}

/* A resource declaration (of any mode): what a nested block may make. */
static int resource_decl(int decl)
{
	return decl == SPEC_DECL_MANAGED || decl == SPEC_DECL_DATA || decl == SPEC_DECL_EPHEMERAL;
}

/* The declarations every top-level block makes (spec_block.declares);
 * declaring[si]: spec block si has nested block types that declare. */
static void index_file(rsv_module *m, const rsv_file *rf, const uint8_t *declaring)
{
	const spec_lang *l = m->l;
	hcl_file *f = rf->f;
	uint32_t n = 0;
	for (const hcl_block *b = f->body ? f->body->blocks : NULL; b; b = b->next, n++) {
		int bi = rsv_top_spec(m, rf, n, b);
		if (bi < 0)
			continue;
		int decl = l->blocks[bi].declares;
		const hcl_label *l0 = b->labels, *l1 = l0 ? l0->next : NULL;
		switch (decl) {
		case SPEC_DECL_MANAGED:
		case SPEC_DECL_DATA:
		case SPEC_DECL_EPHEMERAL:
			if (l0 && l1)
				add_decl(m, decl, l0->text, l1->text, b, NULL, rf, 0);
			break;
		case SPEC_DECL_LOCALS:
			for (const hcl_attr *a = b->body->attrs; a; a = a->next)
				add_decl(m, decl, NULL, a->name, b, a, rf, 0);
			break;
		case SPEC_DECL_NONE:
			break;
		default:
			if (l0)
				add_decl(m, decl, NULL, l0->text, b, NULL, rf, 0);
			break;
		}
		/* blocks nested in this one may declare too (a check's data block) */
		for (const hcl_block *k = declaring[bi] ? b->body->blocks : NULL; k; k = k->next) {
			int ki = spec_block_index(l, k->type, bi);
			if (ki < 0)
				continue;
			int kd = l->blocks[ki].declares;
			const hcl_label *k0 = k->labels, *k1 = k0 ? k0->next : NULL;
			if (resource_decl(kd) && k0 && k1)
				add_decl(m, kd, k0->text, k1->text, k, NULL, rf, 1);
		}
	}
}

static void index_module(rsv_module *m)
{
	const spec_lang *l = m->l;
	m->ndecls = 0;
	m->suggester = NULL; /* its names are those of the last index */
	uint8_t *declaring = hcl_alloc(&m->arena, (size_t)l->nblocks + 1);
	for (uint16_t i = 0; i < l->nblocks; i++)
		if (l->blocks[i].parent >= 0 && resource_decl(l->blocks[i].declares))
			declaring[l->blocks[i].parent] = 1;
	for (uint32_t i = 0; i < m->nfiles; i++) {
		top_specs(m, &m->files[i]);
		if (!m->files[i].testing)
			index_file(m, &m->files[i], declaring);
	}
	build_hash(m);

	/* features: concluded always, selectable by their block, experiments
	 * and editions by the language block (rsv_language.c) */
	for (uint16_t i = 0; i < l->nfeatures; i++) {
		const spec_feature *ft = &l->features[i];
		if (ft->state == SPEC_CONCLUDED)
			m->feature_on[i] = 1;
		else if (ft->state == SPEC_SELECTABLE && ft->opt_in >= 0 &&
			 has_block(m, l->blocks[ft->opt_in].type))
			m->feature_on[i] = 1;
	}
	for (uint16_t e = 0; e < l->neditions; e++)
		if (l->editions[e].is_default && m->edition < 0)
			m->edition = e;
	if (m->edition >= 0)
		for (uint16_t k = 0; k < l->editions[m->edition].nfeatures; k++)
			if (l->editions[m->edition].features[k] >= 0)
				m->feature_on[l->editions[m->edition].features[k]] = 1;
	m->indexed = 1;
}

void rsv_module_index(rsv_module *m)
{
	if (!m->oom && !m->indexed)
		RSV_GUARDED(m, index_module(m));
}

/* ---- the OpenTofu RFC PR #2262's ParseRefContext ------------------------------------------ */

static int ctx_feature(void *self, int feature)
{
	rsv_module *m = self;
	return feature >= 0 && feature < m->l->nfeatures && m->feature_on[feature];
}

static int ctx_any_managed(void *self, const char *type)
{
	rsv_module *m = self;
	for (uint32_t i = 0; i < m->ndecls; i++)
		if (m->decls[i].kind == SPEC_DECL_MANAGED && strcmp(m->decls[i].type, type) == 0)
			return 1;
	return 0;
}

static int ctx_managed(void *self, const char *type, const char *name)
{
	return rsv_module_find(self, SPEC_DECL_MANAGED, type, name) != NULL;
}

rsv_ctx rsv_module_ctx(rsv_module *m)
{
	rsv_ctx c = {ctx_feature, ctx_any_managed, ctx_managed, m};
	return c;
}

/* The root that names declarations of this kind (var for variables...), or
 * NULL for the fallback (managed resources, written TYPE.NAME). */
static const char *kind_root(const spec_lang *l, int kind)
{
	if (l->fallback.declared_by == kind)
		return NULL;
	for (uint16_t i = 0; i < l->nroots; i++)
		if (l->roots[i].declared_by == kind)
			return l->roots[i].name;
	return "";
}

const char *rsv_decl_address(hcl_arena *a, const spec_lang *l, const rsv_decl *d)
{
	const char *root = kind_root(l, d->kind);
	hcl_buf b = {0};
	if (!root)
		hcl_buf_printf(&b, "%s.%s", d->type ? d->type : "", d->name);
	else if (!*root) /* no root names it (outputs): use the block type */
		hcl_buf_printf(&b, "%s.%s", d->block->type, d->name);
	else if (d->type)
		hcl_buf_printf(&b, "%s.%s.%s", root, d->type, d->name);
	else
		hcl_buf_printf(&b, "%s.%s", root, d->name);
	return hcl_buf_done(a, &b);
}
