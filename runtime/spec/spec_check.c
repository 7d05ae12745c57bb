/* spec_check.c - the spec loader's checks of the whole: the names that
 * refer to other items are resolved, then each table is checked, one
 * validator per table, on its own and against the others. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "spec_loader.h"

/* ---- resolving names ------------------------------------------------------ */

/* Each table's names by hash: the first item of each name (block types:
 * only those a module file may have at its top). */
static void index_table(spec_loaded *s, spec_index *x, const spec_grow *g, size_t off)
{
	for (uint32_t i = 0; i < g->n; i++)
		spec_index_add(s, x, g->v, g->size, off, i);
}

static void index_top_blocks(spec_loaded *s, spec_index *x)
{
	for (uint32_t i = 0; i < s->blocks.n; i++) {
		const spec_block *k = &SPEC_ITEM(s->blocks, spec_block, i);
		if (k->parent < 0 && !k->test_file)
			spec_index_add(s, x, s->blocks.v, s->blocks.size, offsetof(spec_block, type), i);
	}
}

/* The slot a pending name is for. */
static int16_t *pending_slot(const struct spec_pending *p)
{
	return p->g ? (int16_t *)((char *)p->g->v + p->g->size * p->index + p->off) : p->slot;
}

/* A slot given a name more than once (a spec that extends another changes
 * the key) takes the last one: the earlier ones are dropped, as are the
 * names of an item since defined anew in its place. */
static void drop_superseded(spec_loader *ld)
{
	uint32_t cap = 16;
	while (cap < 2 * ld->npend)
		cap *= 2;
	const int16_t **seen = hcl_alloc(&ld->s->arena, cap * sizeof *seen);
	for (uint32_t i = ld->npend; i-- > 0;) {
		struct spec_pending *p = &ld->pend[i];
		if (p->name && p->g && p->gen != p->g->meta[p->index].gen)
			p->name = NULL;
		if (!p->name)
			continue;
		const int16_t *slot = pending_slot(p);
		uint32_t h = (uint32_t)(((uintptr_t)slot >> 1) * 2654435761u) & (cap - 1);
		while (seen[h] && seen[h] != slot)
			h = (h + 1) & (cap - 1);
		if (seen[h])
			p->name = NULL;
		seen[h] = slot;
	}
}

static void resolve(spec_loader *ld)
{
	static const char *const what[] = {
		[SPEC_REF_FEATURE] = "feature", [SPEC_REF_BLOCK] = "block type", [SPEC_REF_DIAG] = "diagnostic"};
	spec_loaded *s = ld->s;
	spec_index ix[3] = {{0}};
	const spec_grow *table[3] = {[SPEC_REF_FEATURE] = &s->features, [SPEC_REF_BLOCK] = &s->blocks,
				     [SPEC_REF_DIAG] = &s->diags};
	const size_t off[3] = {[SPEC_REF_FEATURE] = offsetof(spec_feature, name),
			       [SPEC_REF_BLOCK] = offsetof(spec_block, type), [SPEC_REF_DIAG] = offsetof(spec_diag, id)};
	index_table(s, &ix[SPEC_REF_FEATURE], &s->features, off[SPEC_REF_FEATURE]);
	index_top_blocks(s, &ix[SPEC_REF_BLOCK]);
	index_table(s, &ix[SPEC_REF_DIAG], &s->diags, off[SPEC_REF_DIAG]);
	drop_superseded(ld);
	for (uint32_t i = 0; i < ld->npend; i++) {
		struct spec_pending *p = &ld->pend[i];
		if (!p->name)
			continue;
		const spec_grow *g = table[p->kind];
		int32_t found = spec_index_find(&ix[p->kind], g->v, g->size, off[p->kind], p->name);
		int16_t *slot = pending_slot(p);
		*slot = (int16_t)found;
		if (found < 0)
			spec_problem(ld, s->files[p->file], p->at, p->at + 1, "Dangling spec name",
				     "There is no %s named \"%s\" in this spec; define it or fix the name.",
				     what[p->kind], p->name);
	}
}

/* ---- helpers -------------------------------------------------------------- */

/* Reports at item i of g. */
#define AT_ITEM(ld, g, i) (ld)->s->files[(g).file[i]], (g).at[i], (g).at[i] + 1

/* Reports each item of a table whose name an earlier item has, with
 * where the earlier one is. */
static void check_unique(spec_loader *ld, spec_grow *g, size_t name_off, const char *what)
{
	spec_index x = {0};
	for (uint32_t i = 0; i < g->n; i++) {
		int32_t first = spec_index_add(ld->s, &x, g->v, g->size, name_off, i);
		if (first >= 0)
			spec_problem(ld, AT_ITEM(ld, *g, i), "Duplicate spec name",
				     "The %s \"%s\" is defined twice; the first is at %s. Keep one.", what,
				     *(const char **)((char *)g->v + g->size * i + name_off),
				     spec_place(ld, g->file[first], g->at[first]));
	}
}

/* Reports each block type that an earlier one has at the same place (in
 * the same block type, or at the top of module files or of test files),
 * and each with escaping_block in a language without escaping_block_type. */
static void check_blocks(spec_loader *ld)
{
	const spec_grow *g = &ld->s->blocks;
	for (uint32_t i = 0; i < g->n; i++) {
		const spec_block *k = &SPEC_ITEM(*g, spec_block, i);
		if (k->escaping && !ld->s->lang.escaping_block_type)
			spec_problem(ld, AT_ITEM(ld, *g, i), "Missing spec key",
				     "The block type \"%s\" has escaping_block, but the language block names no "
				     "escaping_block_type: the type of that nested block.",
				     k->type);
		for (uint32_t j = 0; j < i; j++) {
			const spec_block *e = &SPEC_ITEM(*g, spec_block, j);
			if (e->parent != k->parent || (k->parent < 0 && e->test_file != k->test_file) ||
			    strcmp(e->type, k->type) != 0)
				continue;
			spec_problem(ld, AT_ITEM(ld, *g, i), "Duplicate spec name",
				     "The block type \"%s\" is defined twice there; the first is at %s. Keep one.",
				     k->type, spec_place(ld, g->file[j], g->at[j]));
			break;
		}
	}
}

/* ---- one validator per table ---------------------------------------------- */

static void check_language(spec_loader *ld)
{
	const spec_lang *l = &ld->s->lang;
	hcl_file *f0 = ld->s->files[0];
	if (!l->c_prefix || !l->display || !l->version)
		spec_problem(ld, f0, 0, 0, "Missing spec key",
			     "The language block needs display, c_prefix and version.");
	if (!ld->saw_fallback)
		spec_problem(ld, f0, 0, 0, "Missing spec block",
			     "A spec needs a fallback block: how any other root (TYPE.NAME) is read.");
	if (l->c_prefix) {
		int ok = (l->c_prefix[0] >= 'a' && l->c_prefix[0] <= 'z') || l->c_prefix[0] == '_';
		for (const char *p = l->c_prefix; *p && ok; p++)
			ok = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
		if (!ok)
			spec_problem(ld, f0, 0, 0, "Invalid spec value",
				     "c_prefix \"%s\" must be a lower-case C identifier.", l->c_prefix);
	}
}

static void check_roots(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	const spec_lang *l = &s->lang;
	int escapes = 0;
	spec_index keywords = {0};
	check_unique(ld, &s->roots, offsetof(spec_root, name), "root");
	for (uint16_t k = 0; k < l->type_keywords.n; k++)
		spec_index_add(s, &keywords, l->type_keywords.v, sizeof *l->type_keywords.v, 0, k);
	for (uint32_t i = 0; i < s->roots.n; i++) {
		const spec_root *r = &SPEC_ITEM(s->roots, spec_root, i);
		/* a prefix claimed twice: by two roots (above) or a root and a type keyword */
		if (spec_index_find(&keywords, l->type_keywords.v, sizeof *l->type_keywords.v, 0, r->name) >= 0)
			spec_problem(ld, AT_ITEM(ld, s->roots, i), "Prefix claimed twice",
				     "\"%s\" is both a root and a type keyword (of the language block at %s); keep "
				     "one.", r->name, spec_place(ld, ld->lang_file, ld->lang_at));
		escapes += r->escape;
		const spec_feature *ft = r->feature >= 0 ? &SPEC_ITEM(s->features, spec_feature, r->feature) : NULL;
		if (ft && ft->state != SPEC_SELECTABLE && ft->state != SPEC_EXPERIMENT)
			spec_problem(ld, AT_ITEM(ld, s->roots, i), "Impossible spec combination",
				     "Root \"%s\" belongs to feature \"%s\", which is %s: only a selectable or "
				     "experimental feature can own a root.", r->name, ft->name,
				     spec_state_names[ft->state]);
	}
	if (escapes > 1)
		spec_problem(ld, s->files[0], 0, 0, "Impossible spec combination",
			     "Only one root can be the escape prefix.");
}

static void check_features(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	check_unique(ld, &s->features, offsetof(spec_feature, name), "feature");
	for (uint32_t i = 0; i < s->features.n; i++) {
		const spec_feature *ft = &SPEC_ITEM(s->features, spec_feature, i);
		if (ft->since && ft->until && spec_version_cmp(ft->until, ft->since) <= 0)
			spec_problem(ld, AT_ITEM(ld, s->features, i), "Impossible spec combination",
				     "Feature \"%s\" leaves (until = %s) before it arrives (since = %s).",
				     ft->name, ft->until, ft->since);
		if (ft->state == SPEC_SELECTABLE && ft->undefined < 0)
			spec_problem(ld, AT_ITEM(ld, s->features, i), "Missing spec key",
				     "Selectable feature \"%s\" needs undefined = \"DIAGNOSTIC\": the error for "
				     "a reference to something not declared.", ft->name);
	}
}

static void check_editions(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	int defaults = 0;
	check_unique(ld, &s->editions, offsetof(spec_edition, name), "edition");
	for (uint32_t i = 0; i < s->editions.n; i++) {
		const spec_edition *e = &SPEC_ITEM(s->editions, spec_edition, i);
		defaults += e->is_default;
		for (uint16_t k = 0; k < e->nfeatures; k++) {
			const spec_feature *ft = e->features[k] >= 0
				? &SPEC_ITEM(s->features, spec_feature, e->features[k]) : NULL;
			if (ft && ft->state == SPEC_REMOVED)
				spec_problem(ld, AT_ITEM(ld, s->editions, i), "Impossible spec combination",
					     "Edition \"%s\" includes feature \"%s\", which is removed.", e->name,
					     ft->name);
		}
	}
	if (s->editions.n && defaults != 1)
		spec_problem(ld, s->files[0], 0, 0, "Impossible spec combination",
			     "Exactly one edition must be the default (default = true); found %d.", defaults);
}

/* When the spec must give a diagnostic for each reader role (the `when`
 * column of spec_words.h), and why. */
enum { WHEN_ALWAYS, WHEN_FUNCTIONS, WHEN_NO_REMAINING, WHEN_NEVER };
static const struct {
	const char *role;
	int when;
} reader_roles[] = {
#define SPEC_READER_ROLE(NAME, word, when, params) {#word, WHEN_##when},
#include "spec_words.h"
};

static const char *role_needed(const spec_lang *l, int when)
{
	switch (when) {
	case WHEN_ALWAYS:
		return "The reference reader needs one";
	case WHEN_FUNCTIONS:
		return l->function_namespace ? "function_namespace is set" : NULL;
	case WHEN_NEVER:
		return NULL;
	default:
		for (uint16_t i = 0; i < l->nroots; i++)
			if (l->roots[i].no_remaining)
				return "A root has no_remaining = true";
		return NULL;
	}
}

static void check_diags(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	check_unique(ld, &s->diags, offsetof(spec_diag, id), "diagnostic");
	check_unique(ld, &s->diags, offsetof(spec_diag, code), "diagnostic code");
	check_unique(ld, &s->diags, offsetof(spec_diag, role), "diagnostic role");
	for (size_t i = 0; i < sizeof reader_roles / sizeof reader_roles[0]; i++) {
		const char *why = role_needed(&s->lang, reader_roles[i].when);
		if (why && !spec_diag_role(&s->lang, reader_roles[i].role))
			spec_problem(ld, s->files[0], 0, 0, "Missing diagnostic role",
				     "%s: add a diagnostic with role = \"%s\".", why, reader_roles[i].role);
	}
}

/* A function's `until` is not after the spec's release (a spec describes
 * one release: a function still to leave has no `until` yet), its message
 * is for a function that left, and it arrives before it leaves. */
static void check_functions(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	check_unique(ld, &s->functions, offsetof(spec_function, name), "function");
	for (uint32_t i = 0; i < s->functions.n; i++) {
		const spec_function *fn = &SPEC_ITEM(s->functions, spec_function, i);
		if (fn->since && fn->until && spec_version_cmp(fn->until, fn->since) <= 0)
			spec_problem(ld, AT_ITEM(ld, s->functions, i), "Impossible spec combination",
				     "Function \"%s\" leaves (until = %s) before it arrives (since = %s).",
				     fn->name, fn->until, fn->since);
		if (fn->until && s->lang.version && spec_version_cmp(fn->until, s->lang.version) > 0)
			spec_problem(ld, AT_ITEM(ld, s->functions, i), "Impossible spec combination",
				     "Function \"%s\" leaves in %s, after this spec's release %s: a spec "
				     "describes one release; leave out until.", fn->name, fn->until,
				     s->lang.version);
		int variadic;
		if (fn->signature && spec_signature_parse(fn->signature, NULL, 0, &variadic) < 0)
			spec_problem(ld, AT_ITEM(ld, s->functions, i), "Invalid spec value",
				     "Function \"%s\" has the signature \"%s\": write \"(NAME TYPE, ...)\", "
				     "a TYPE followed by \"?\" when it takes null, the last one may end in "
				     "\"...\"; a TYPE is string, number, bool, any, list(TYPE), set(TYPE), "
				     "map(TYPE) or expression.", fn->name, fn->signature);
		if (fn->stdlib && !fn->signature)
			spec_problem(ld, AT_ITEM(ld, s->functions, i), "Missing spec key",
				     "Function \"%s\" says where its signature comes from (stdlib): give "
				     "signature = \"(...)\".", fn->name);
		if (fn->message && !fn->until)
			spec_problem(ld, AT_ITEM(ld, s->functions, i), "Missing spec key",
				     "Function \"%s\" has a message, which is shown only for a function that "
				     "left the language: give until = \"VERSION\".", fn->name);
	}
}

/* A provider or library namespace says where its names are declared; a
 * builtin one does not; there is at most one builtin namespace. */
static void check_namespaces(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	int builtins = 0;
	check_unique(ld, &s->namespaces, offsetof(spec_namespace, name), "namespace");
	for (uint32_t i = 0; i < s->namespaces.n; i++) {
		const spec_namespace *ns = &SPEC_ITEM(s->namespaces, spec_namespace, i);
		int builtin = ns->form == SPEC_NS_BUILTIN;
		builtins += builtin;
		if (builtin && ns->declared_in)
			spec_problem(ld, AT_ITEM(ld, s->namespaces, i), "Impossible spec combination",
				     "Namespace \"%s\" holds the built-in functions: it has no declared_in.",
				     ns->name);
		if (!builtin && !ns->declared_in)
			spec_problem(ld, AT_ITEM(ld, s->namespaces, i), "Missing spec key",
				     "Namespace \"%s\" is of form %s: give declared_in = \"BLOCK\", where its "
				     "names are declared.", ns->name, spec_namespace_form_names[ns->form]);
	}
	if (builtins > 1)
		spec_problem(ld, s->files[0], 0, 0, "Impossible spec combination",
			     "Only one namespace can hold the built-in functions.");
}

/* A type's keys that only some forms take. */
static void check_types(spec_loader *ld)
{
	spec_loaded *s = ld->s;
	check_unique(ld, &s->types, offsetof(spec_type, name), "type");
	for (uint32_t i = 0; i < s->types.n; i++) {
		const spec_type *t = &SPEC_ITEM(s->types, spec_type, i);
		if ((t->shorthand && t->form != SPEC_TYPE_COLLECTION) ||
		    (t->default_argument && t->form != SPEC_TYPE_OPTIONAL) || (t->feature_off >= 0 && t->feature < 0))
			spec_problem(ld, AT_ITEM(ld, s->types, i), "Impossible spec combination",
				     "Type \"%s\": shorthand is for a collection, default_argument for optional, "
				     "feature_off for a type with a feature.", t->name);
	}
}

void spec_check_all(spec_loader *ld)
{
	resolve(ld);
	if (!ld->s->nfiles)
		return;
	check_language(ld);
	check_roots(ld);
	check_blocks(ld);
	check_features(ld);
	check_editions(ld);
	check_diags(ld);
	check_functions(ld);
	check_namespaces(ld);
	check_types(ld);
	spec_check_roles(ld);
}
