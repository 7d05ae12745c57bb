/* rsv_forms.c - how OpenTofu's loader reads particular arguments: the
 * spec's argument_forms (doc/spec.md).  Each form is one way of reading an
 * argument (a list of references, a provider reference, a keyword, a
 * version constraint, a module source, a type constraint, a condition,
 * ...) with the diagnostics the loader gives when the argument does not
 * have that shape.  Roles of a form are named after the argument or the
 * block type they are about (depends_on_shape, provisioner_when_invalid). */
#include <stdio.h>
#include <string.h>

#include "rsv_addr.h"
#include "rsv_rules.h"

/* ---- form entries: NAME=FORM [WORD...] ------------------------------------------- */

typedef struct form_ref {
	const char *form;
	size_t len;
	const char *words; /* space-separated, maybe "" */
} form_ref;

static int entry_for(const char *entry, const char *arg, form_ref *fr)
{
	const char *eq = strchr(entry, '=');
	if (!eq)
		return 0;
	size_t nl = (size_t)(eq - entry);
	if (!(nl == 1 && entry[0] == '*') && !(strlen(arg) == nl && memcmp(entry, arg, nl) == 0))
		return 0;
	fr->form = eq + 1;
	fr->len = strcspn(fr->form, " ");
	fr->words = fr->form + fr->len;
	while (*fr->words == ' ')
		fr->words++;
	return 1;
}

static int is_form(const form_ref *fr, const char *name)
{
	return strlen(name) == fr->len && memcmp(fr->form, name, fr->len) == 0;
}

/* The argument has this form in the block; *words gets its words. */
static int has_form(const spec_block *sb, const char *arg, const char *form, const char **words)
{
	form_ref fr;
	for (uint16_t i = 0; i < sb->argument_forms.n; i++)
		if (entry_for(sb->argument_forms.v[i], arg, &fr) && is_form(&fr, form)) {
			if (words)
				*words = fr.words;
			return 1;
		}
	return 0;
}

/* Copies the i-th word (0-based) of words into buf; 0 when there is none. */
static int word_at(const char *words, int i, char *buf, size_t cap)
{
	for (;;) {
		while (*words == ' ')
			words++;
		size_t n = strcspn(words, " ");
		if (!n)
			return 0;
		if (i-- == 0) {
			snprintf(buf, cap, "%.*s", (int)n, words);
			return 1;
		}
		words += n;
	}
}

static int word_in(const char *words, const char *w)
{
	char buf[128];
	for (int i = 0; word_at(words, i, buf, sizeof buf); i++)
		if (strcmp(buf, w) == 0)
			return 1;
	return 0;
}

static const char *role_of(char *buf, size_t cap, const char *a, const char *b, const char *c)
{
	if (c)
		snprintf(buf, cap, "%s_%s_%s", a, b, c);
	else
		snprintf(buf, cap, "%s_%s", a, b);
	return buf;
}

/* ---- expressions the loader reads without evaluating ------------------------------- */

/* Parses s as an absolute traversal (hclsyntax.ParseTraversalAbs) whose
 * steps are placed from byte base of f; t stays empty when s is not one. */
static void string_traversal(hcl_file *f, const char *s, uint32_t base, hcl_traversal *t)
{
	memset(t, 0, sizeof *t);
	hcl_file *tf = hcl_parse("", s, strlen(s), HCL_MODE_EXPR);
	hcl_traversal tt;
	if (tf && !tf->nerrors && tf->expr && hcl_expr_abs_traversal(tf, tf->expr, &tt) == 0) {
		for (const hcl_step *p = tt.head; p; p = p->next) {
			hcl_step *c = hcl_alloc(&f->arena, sizeof *c);
			*c = *p;
			c->text = hcl_strndup(&f->arena, p->text ? p->text : "", p->len);
			c->start += base;
			c->end += base;
			c->next = NULL;
			if (t->tail)
				t->tail->next = c;
			else
				t->head = c;
			t->tail = c;
			t->nsteps++;
		}
	}
	hcl_file_free(tf);
}

/* shimTraversalInString: a quoted string of literal parts is read as a
 * traversal, with a warning.  Returns 0 when e is no such string, else 1
 * with what parsed in t (maybe nothing). */
static int shim(rsv_rules *r, const hcl_expr *e, int keyword, hcl_traversal *t)
{
	const char *s = rsv_literal_string(r->f, e);
	memset(t, 0, sizeof *t);
	if (!s)
		return 0;
	rsv_rule_diag(r, keyword ? "quoted_keyword" : "quoted_reference", e->start, e->end, NULL, NULL);
	string_traversal(r->f, s, e->start + 1, t);
	return 1;
}

/* hcl.ExprAsKeyword after the keyword shim (warning when warn is set). */
static const char *keyword(rsv_rules *r, const hcl_expr *e, int warn)
{
	const char *kw;
	if (e->kind == HCL_E_TEMPLATE) {
		hcl_traversal t;
		const char *s = rsv_literal_string(r->f, e);
		if (!s)
			return NULL;
		if (warn)
			rsv_rule_diag(r, "quoted_keyword", e->start, e->end, NULL, NULL);
		string_traversal(r->f, s, e->start + 1, &t);
		return t.nsteps == 1 ? t.head->text : NULL;
	}
	return hcl_expr_as_keyword(r->f, e, &kw) == 0 ? kw : NULL;
}

/* A primitive literal as the string it converts to, or NULL. */
static const char *primitive_string(hcl_file *f, const hcl_expr *e)
{
	if (e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NUMBER)
		return hcl_strndup(&f->arena, e->text, e->len);
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE ? "true" : "false";
	return rsv_literal_string(f, e);
}

static int is_null(const hcl_expr *e)
{
	return e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NULL;
}

/* e contains a call of function fn. */
static int calls(const hcl_expr *e, const char *fn, int depth)
{
	if (!e || !fn || depth > HCL_MAX_NESTING * 2)
		return 0;
	if (e->kind == HCL_E_CALL && e->name && strcmp(e->name, fn) == 0)
		return 1;
	const hcl_expr *kids[] = {e->a, e->b, e->c, e->d, e->list};
	for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			if (calls(k, fn, depth + 1))
				return 1;
	return 0;
}

typedef struct trav_list {
	const hcl_traversal *v[64];
	int n;
} trav_list;

static void collect(void *ctx, const hcl_traversal *t)
{
	trav_list *tl = ctx;
	if (tl->n < 64)
		tl->v[tl->n++] = t;
}

/* ---- provider references ------------------------------------------------------- */

int rsv_provider_name_check(rsv_rules *r, const char *name, uint32_t start, uint32_t end)
{
	char norm[256];
	const char *err = rsv_provider_part(name, norm, sizeof norm);
	if (err) {
		const char *kv[] = {"name", name, "error", err, NULL};
		rsv_rule_diag(r, "provider_local_name_invalid", start, end, NULL, kv);
		return -1;
	}
	if (strcmp(norm, name) != 0) {
		const char *kv[] = {"name", name, "normalized", norm, NULL};
		rsv_rule_diag(r, "provider_local_name_not_normalized", start, end, NULL, kv);
		return -1;
	}
	return 0;
}

/* decodeProviderConfigRef: NAME, NAME.ALIAS or NAME.ALIAS[KEY]. */
static void provider_ref(rsv_rules *r, const hcl_expr *e, const char *arg)
{
	uint32_t maxlen = 3;
	int key = 0;
	hcl_traversal t;
	if (e->kind == HCL_E_INDEX) {
		maxlen = 2;
		key = 1;
		e = e->a;
	}
	if (e->kind == HCL_E_TEMPLATE) {
		if (!shim(r, e, 0, &t)) {
			rsv_rule_diag(r, "provider_ref_quoted", e->start, e->end, NULL, NULL);
			return;
		}
	} else if (hcl_expr_abs_traversal(r->f, e, &t) != 0) {
		memset(&t, 0, sizeof t);
	}
	if (t.nsteps == 0 || t.nsteps > maxlen) {
		const char *kv[] = {"argument", arg, NULL};
		rsv_rule_diag(r, "provider_ref_invalid", e->start, e->end, NULL, kv);
		return;
	}
	char *name = hcl_strndup(&r->f->arena, t.head->text, t.head->len);
	if (rsv_provider_name_check(r, name, t.head->start, t.head->end) != 0)
		return;
	const hcl_step *alias = t.head->next, *idx = alias ? alias->next : NULL;
	if (alias && alias->kind != HCL_STEP_ATTR) {
		rsv_rule_diag(r, "provider_ref_alias", alias->start, alias->end, NULL, NULL);
		return;
	}
	if (idx && idx->kind != HCL_STEP_INDEX) {
		rsv_rule_diag(r, "provider_ref_alias", idx->start, idx->end, NULL, NULL);
		return;
	}
	if (!alias && (key || idx))
		rsv_rule_diag(r, "provider_ref_key", t.head->start, t.tail->end, NULL, NULL);
}

static void providers_map(rsv_rules *r, const hcl_attr *a)
{
	hcl_kv *pairs;
	uint32_t n;
	if (hcl_expr_map(a->expr, &pairs, &n, &r->f->arena) != 0) {
		rsv_rule_diag(r, "map_required", a->expr->start, a->expr->end, NULL, NULL);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		provider_ref(r, pairs[i].key, a->name);
		provider_ref(r, pairs[i].value, a->name);
	}
}

/* ---- lists of references, attribute paths, triggers ------------------------------ */

static int static_list(rsv_rules *r, const hcl_expr *e, hcl_expr ***items, uint32_t *n)
{
	if (hcl_expr_list(e, items, n, &r->f->arena) == 0)
		return 0;
	rsv_rule_diag(r, "list_required", e->start, e->end, NULL, NULL);
	return -1;
}

/* decodeDependsOn, and validateDependsOn's whole-object rule. */
static void references(rsv_rules *r, const hcl_attr *a)
{
	hcl_expr **items;
	uint32_t n;
	char role[128];
	if (static_list(r, a->expr, &items, &n) != 0)
		return;
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		rsv_ref ref;
		if (items[i]->kind == HCL_E_TEMPLATE && shim(r, items[i], 0, &t))
			continue; /* positions inside a string: OpenTofu's are approximate too */
		if (hcl_expr_abs_traversal(r->f, items[i], &t) != 0) {
			rsv_rule_diag(r, "static_reference_required", items[i]->start, items[i]->end, NULL, NULL);
			continue;
		}
		if (r->m->load_only || rsv_parse_ref_quiet(r, &t, &ref) != 0 || !ref.rest)
			continue;
		rsv_rule_diag(r, role_of(role, sizeof role, a->name, "shape", NULL), ref.rest->start, t.tail->end, NULL,
			      NULL);
	}
}

/* ignore_changes: the keyword for everything, or a list of attribute paths
 * (the legacy ["*"] is an error). */
static void attribute_paths(rsv_rules *r, const hcl_attr *a, const char *words)
{
	hcl_expr **items;
	uint32_t n, others = 0;
	const hcl_expr *star = NULL;
	char role[128];
	const char *kw = keyword(r, a->expr, 0);
	if ((kw && word_in(words, kw)) || static_list(r, a->expr, &items, &n) != 0)
		return;
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		const char *s = rsv_literal_string(r->f, items[i]);
		if (s && strcmp(s, "*") == 0) {
			star = items[i];
			rsv_rule_diag(r, role_of(role, sizeof role, a->name, "wildcard", NULL), a->expr->start,
				      a->expr->end, NULL, NULL);
			continue;
		}
		if (items[i]->kind == HCL_E_TEMPLATE && shim(r, items[i], 0, &t)) {
			others += t.nsteps > 0;
			continue;
		}
		if (hcl_expr_rel_traversal(r->f, items[i], &t) != 0)
			rsv_rule_diag(r, "static_reference_required", items[i]->start, items[i]->end, NULL, NULL);
		else
			others++;
	}
	if (star && others)
		rsv_rule_diag(r, role_of(role, sizeof role, a->name, "ruleset", NULL), star->start, star->end, NULL,
			      NULL);
}

/* What one trigger's reference names: 1 a resource, 0 something allowed,
 * -1 something reported. */
static int trigger_ref(rsv_rules *r, const hcl_attr *a, const hcl_expr *item, const rsv_ref *ref)
{
	const spec_lang *l = r->m->l;
	char role[128];
	if (ref->root == RSV_ROOT_FALLBACK)
		return 1;
	const spec_root *sr = ref->root >= 0 ? &l->roots[ref->root] : NULL;
	if (sr && sr->form == SPEC_FORM_TYPE_NAME)
		return 1;
	if (sr && sr->requires_argument && sr->attributes.n) {
		if (ref->name && strcmp(ref->name, sr->attributes.v[0]) == 0)
			return 0;
		rsv_rule_diag(r, role_of(role, sizeof role, a->name, sr->name, NULL), item->start, item->end, NULL,
			      NULL);
		return -1;
	}
	rsv_rule_diag(r, role_of(role, sizeof role, a->name, "reference", NULL), item->start, item->end, NULL, NULL);
	return -1;
}

/* decodeReplaceTriggeredBy: each element names exactly one resource, with
 * only count.index and each.key besides. */
static void triggers(rsv_rules *r, const hcl_attr *a)
{
	hcl_expr **items;
	uint32_t n;
	char role[128];
	if (static_list(r, a->expr, &items, &n) != 0)
		return;
	for (uint32_t i = 0; i < n; i++) {
		trav_list tl;
		rsv_ref refs[64];
		int bad = 0, resources = 0;
		tl.n = 0;
		hcl_expr_variables(items[i], collect, &tl);
		for (int k = 0; k < tl.n; k++) {
			if (r->m->load_only) { /* the walker does not read references at this level */
				rsv_ctx ctx = rsv_module_ctx(r->m);
				uint32_t ne = r->f->nerrors;
				rsv_parse_ref(r->m->l, r->f, tl.v[k], &ctx, &refs[k]);
				bad |= r->f->nerrors != ne || !refs[k].ok;
			} else {
				bad |= rsv_parse_ref_quiet(r, tl.v[k], &refs[k]) != 0;
			}
		}
		if (bad)
			continue;
		for (int k = 0; k < tl.n; k++) {
			int c = trigger_ref(r, a, items[i], &refs[k]);
			resources += c > 0;
		}
		if (resources == 0)
			rsv_rule_diag(r, role_of(role, sizeof role, a->name, "missing", NULL), items[i]->start,
				      items[i]->end, NULL, NULL);
		else if (resources > 1)
			rsv_rule_diag(r, role_of(role, sizeof role, a->name, "multiple", NULL), items[i]->start,
				      items[i]->end, NULL, NULL);
	}
}

/* ---- keywords, aliases ------------------------------------------------------------ */

static void keyword_arg(rsv_rules *r, const hcl_block *b, const hcl_attr *a, const char *words)
{
	char role[128];
	const char *kw = keyword(r, a->expr, 1);
	if (!kw || !word_in(words, kw))
		rsv_rule_diag(r, role_of(role, sizeof role, b->type, a->name, "invalid"), a->expr->start, a->expr->end,
			      b, NULL);
}

static void alias_arg(rsv_rules *r, const hcl_block *b, const hcl_attr *a, rsv_block_state *st)
{
	char role[128];
	const char *s = rsv_literal_string(r->f, a->expr);
	st->alias = s && *s ? a : NULL;
	if (!s || !rsv_valid_identifier(s))
		rsv_rule_diag(r, role_of(role, sizeof role, b->type, a->name, "invalid"), a->expr->start, a->expr->end,
			      b, NULL);
}

/* ---- version constraints ----------------------------------------------------------- */

/* Static evaluation of e is surely not null: a literal (not null), a
 * collection, or a local value that is one. */
static int known_non_null(rsv_rules *r, const hcl_expr *e, int depth)
{
	hcl_traversal t;
	rsv_ref ref;
	if (e->kind == HCL_E_LITERAL)
		return !is_null(e);
	if (e->kind == HCL_E_TEMPLATE || e->kind == HCL_E_TUPLE || e->kind == HCL_E_OBJECT)
		return 1;
	if (depth > 8 || hcl_expr_abs_traversal(r->f, e, &t) != 0 || t.nsteps != 2 ||
	    rsv_parse_ref_quiet(r, &t, &ref) != 0 || ref.root < 0 ||
	    r->m->l->roots[ref.root].declared_by != SPEC_DECL_LOCALS)
		return 0;
	const rsv_decl *d = rsv_module_find(r->m, SPEC_DECL_LOCALS, NULL, ref.name);
	return d && d->attr && known_non_null(r, d->attr->expr, depth + 1);
}

static void version_arg(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st)
{
	const spec_lang *l = r->m->l;
	char role[128];
	const char *kv[] = {"name", a->name, NULL};
	rsv_rule_diag(r, role_of(role, sizeof role, b->type, a->name, "deprecated"), a->expr->start, a->expr->end, b,
		      NULL);
	st->version_set = known_non_null(r, a->expr, 0);
	if (has_form(&l->blocks[si], a->name, "static", NULL) && calls(a->expr, l->sensitive_function, 0)) {
		rsv_rule_diag(r, "version_constraint_sensitive", a->expr->start, a->expr->end, b, kv);
		return;
	}
	const char *s = primitive_string(r->f, a->expr);
	if (s && !rsv_constraint_valid(s))
		rsv_rule_diag(r, "version_constraint_invalid", a->expr->start, a->expr->end, b, NULL);
	else if (a->expr->kind == HCL_E_TUPLE || a->expr->kind == HCL_E_OBJECT)
		rsv_rule_diag(r, "version_constraint_type", a->expr->start, a->expr->end, b, kv);
}

static int ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && strcmp(s + n - m, suf) == 0;
}

/* The release before the block type's `since` (1.11.0 for "1.12"), or 0. */
static int release_before(const char *since, char *buf, size_t cap)
{
	int major = 0, minor = 0;
	if (!since || sscanf(since, "%d.%d", &major, &minor) != 2 || minor == 0)
		return 0;
	snprintf(buf, cap, "%d.%d.0", major, minor - 1);
	return 1;
}

/* A constraint on the language's own release (checkVersionRequirements and
 * validateLanguageBlock); with words, only in files with those endings. */
static void compatibility(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a, const char *words,
			  rsv_block_state *st)
{
	const spec_lang *l = r->m->l;
	char ending[64], ver[64], before[32], role[128];
	int wanted = !*words;
	for (int i = 0; !wanted && word_at(words, i, ending, sizeof ending); i++)
		wanted = ends_with(r->f->name, ending);
	const char *s = wanted ? rsv_literal_string(r->f, a->expr) : NULL;
	if (!s)
		return;
	if (!rsv_constraint_valid(s)) {
		rsv_rule_diag(r, "version_constraint_invalid", a->expr->start, a->expr->end, b, NULL);
		return;
	}
	st->compat = a;
	size_t ps, pn;
	rsv_version_core(l->version ? l->version : "", ver, sizeof ver);
	if (rsv_constraint_prerelease(s, &ps, &pn)) {
		const char *kv[] = {"constraint", hcl_strndup(&r->f->arena, s + ps, pn), NULL};
		rsv_rule_diag(r, "required_version_prerelease", a->start, a->end, b, kv);
	} else if (!rsv_constraint_allows(s, ver)) {
		const char *kv[] = {"version", ver, NULL};
		rsv_rule_diag(r, "incompatible_module", a->start, a->end, b, kv);
	}
	if (release_before(l->blocks[si].since, before, sizeof before) && rsv_constraint_allows(s, before))
		rsv_rule_diag(r, role_of(role, sizeof role, b->type, "ineffective", NULL), a->start, a->end, b, NULL);
}

/* ---- provider requirements ----------------------------------------------------------- */

static void provider_source(rsv_rules *r, const hcl_expr *v)
{
	rsv_provider_source p;
	const char *s = rsv_literal_string(r->f, v);
	if (!s) {
		rsv_rule_diag(r, "provider_requirement_source_type", v->start, v->end, NULL, NULL);
		return;
	}
	switch (rsv_provider_source_parse(s, &p)) {
	case RSV_PSRC_FORMAT:
		rsv_rule_diag(r, "provider_source_format", v->start, v->end, NULL, NULL);
		break;
	case RSV_PSRC_TYPE: {
		const char *kv[] = {"type", p.type, "source", s, "error", p.error, NULL};
		rsv_rule_diag(r, "provider_type_invalid", v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_NAMESPACE: {
		const char *kv[] = {"namespace", p.ns, "source", s, "error", p.error, NULL};
		rsv_rule_diag(r, "provider_namespace_invalid", v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_REPO_PREFIX: {
		const char *kv[] = {"source", p.display, "prefix", p.prefix, "suggestion", p.suggestion, NULL};
		rsv_rule_diag(r, p.tofu ? "provider_type_repository_prefix_tofu" : "provider_type_repository_prefix",
			      v->start, v->end, NULL, kv);
		break;
	}
	case RSV_PSRC_REDUNDANT_PREFIX: {
		const char *kv[] = {"source", p.full, "prefix", p.prefix, NULL};
		rsv_rule_diag(r, p.tofu ? "provider_type_redundant_prefix_tofu" : "provider_type_redundant_prefix",
			      v->start, v->end, NULL, kv);
		break;
	}
	default:
		break;
	}
}

static void configuration_aliases(rsv_rules *r, const char *name, const hcl_expr *v)
{
	hcl_expr **items;
	uint32_t n;
	if (static_list(r, v, &items, &n) != 0)
		return;
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		if (hcl_expr_abs_traversal(r->f, items[i], &t) != 0) {
			rsv_rule_diag(r, "static_reference_required", items[i]->start, items[i]->end, NULL, NULL);
			continue;
		}
		const hcl_step *alias = t.head->next;
		if ((alias && alias->kind != HCL_STEP_ATTR) || t.nsteps > 2) {
			rsv_rule_diag(r, "configuration_aliases_invalid", v->start, v->end, NULL, NULL);
			continue;
		}
		char *root = hcl_strndup(&r->f->arena, t.head->text, t.head->len);
		if (strcmp(root, name) != 0) {
			const char *kv[] = {"expected", name, "found", root, NULL};
			rsv_rule_diag(r, "configuration_aliases_name", v->start, v->end, NULL, kv);
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

/* One entry of required_providers: a version string (legacy) or an object
 * of source, version and configuration_aliases. */
static void provider_requirement(rsv_rules *r, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	hcl_kv *pairs;
	uint32_t n;
	const char *s = primitive_string(r->f, e);
	if (s) {
		const char *why = rsv_provider_part(a->name, NULL, 0);
		if (!rsv_constraint_valid(s))
			rsv_rule_diag(r, "version_constraint_invalid", e->start, e->end, NULL, NULL);
		if (why) {
			const char *kv[] = {"error", why, NULL};
			rsv_rule_diag(r, "provider_name_invalid", e->start, e->end, NULL, kv);
		}
		return;
	}
	if (rsv_provider_name_check(r, a->name, e->start, e->end) != 0)
		return;
	if (hcl_expr_map(e, &pairs, &n, &r->f->arena) != 0) {
		rsv_rule_diag(r, "provider_requirement_invalid", e->start, e->end, NULL, NULL);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		const char *key = key_text(r->f, pairs[i].key);
		const hcl_expr *v = pairs[i].value;
		if (!key)
			continue;
		if (strcmp(key, "version") == 0) {
			const char *c = rsv_literal_string(r->f, v);
			if (!c)
				rsv_rule_diag(r, "provider_requirement_version_type", v->start, v->end, NULL, NULL);
			else if (!rsv_constraint_valid(c))
				rsv_rule_diag(r, "version_constraint_invalid", v->start, v->end, NULL, NULL);
		} else if (strcmp(key, "source") == 0) {
			provider_source(r, v);
		} else if (strcmp(key, "configuration_aliases") == 0) {
			configuration_aliases(r, a->name, v);
		} else {
			rsv_rule_diag(r, "provider_requirement_key", pairs[i].key->start, pairs[i].key->end, NULL, NULL);
			break;
		}
	}
}

/* ---- deprecation messages ----------------------------------------------------------------- */

/* A deprecation message must say something: a literal string that is empty
 * or only spaces is refused (role TYPE_deprecated_empty), at the block's
 * first label when the form's words say "label", else at the value. */
static void deprecation(rsv_rules *r, const hcl_block *b, const hcl_attr *a, const char *words)
{
	char role[128];
	const char *s = rsv_literal_string(r->f, a->expr);
	if (!s)
		return;
	while (rsv_is_space(*s))
		s++;
	if (*s)
		return;
	uint32_t start = a->expr->start, end = a->expr->end;
	if (strncmp(words, "label", 5) == 0 && b->labels) {
		start = b->labels->start;
		end = b->labels->end;
	}
	snprintf(role, sizeof role, "%s_deprecated_empty", b->type);
	rsv_rule_diag(r, role, start, end, NULL, NULL);
}

/* ---- values without a context ----------------------------------------------------------- */

/* The outermost function call of e that contains byte pos, or NULL. */
static const hcl_expr *call_around(const hcl_expr *e, uint32_t pos, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING || pos < e->start || pos >= e->end)
		return NULL;
	if (e->kind == HCL_E_CALL)
		return e;
	const hcl_expr *kids[] = {e->a, e->b, e->c, e->d, e->list};
	for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next) {
			const hcl_expr *c = call_around(k, pos, depth + 1);
			if (c)
				return c;
		}
	return NULL;
}

static void report_calls(rsv_rules *r, const hcl_expr *e, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING)
		return;
	if (e->kind == HCL_E_CALL) {
		rsv_rule_diag(r, "functions_not_allowed", e->start, e->end, NULL, NULL);
		return; /* hcl stops there: the arguments are not evaluated */
	}
	const hcl_expr *kids[] = {e->a, e->b, e->c, e->d, e->list};
	for (size_t i = 0; i < sizeof kids / sizeof kids[0]; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			report_calls(r, k, depth + 1);
}

/* hcl's Expression.Value(nil): each outermost function call is refused, and
 * each variable outside them at its root name. */
static void constant(rsv_rules *r, const hcl_attr *a)
{
	trav_list tl;
	tl.n = 0;
	report_calls(r, a->expr, 0);
	hcl_expr_variables(a->expr, collect, &tl);
	for (int k = 0; k < tl.n; k++) {
		const hcl_step *root = tl.v[k]->head;
		if (!call_around(a->expr, root->start, 0))
			rsv_rule_diag(r, "variables_not_allowed", root->start, root->end, NULL, NULL);
	}
}

/* ---- static evaluation ---------------------------------------------------------------- */

/* References static evaluation cannot answer: attributes of roots with
 * static_attributes (static_ATTR, static_<the root's attribute role>). */
static void static_refs(rsv_rules *r, const hcl_attr *a)
{
	const spec_lang *l = r->m->l;
	trav_list tl;
	char role[128];
	tl.n = 0;
	hcl_expr_variables(a->expr, collect, &tl);
	for (int k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r, tl.v[k], &ref) != 0 || ref.root < 0 || !ref.name)
			continue;
		const spec_root *sr = &l->roots[ref.root];
		const char *kv[] = {"name", ref.name, NULL};
		if (!sr->static_attributes.n)
			continue;
		if (!rsv_in_names(sr->attributes, ref.name)) {
			int di = rsv_in_names(sr->removed_attributes, ref.name) ? sr->removed_attribute : sr->invalid_attribute;
			if (di >= 0 && l->diags[di].role)
				rsv_rule_diag(r, role_of(role, sizeof role, "static", l->diags[di].role, NULL), ref.start,
					      ref.end, NULL, kv);
		} else if (!rsv_in_names(sr->static_attributes, ref.name)) {
			rsv_rule_diag(r, role_of(role, sizeof role, "static", ref.name, NULL), ref.start, ref.end, NULL, kv);
		}
	}
}

/* decodeStaticSource: never sensitive; with a version argument, a registry
 * address. */
static void module_source(rsv_rules *r, const hcl_block *b, const rsv_block_state *st)
{
	const hcl_attr *a = st->source;
	const hcl_expr *e = a->expr;
	char buf[1024];
	if (calls(e, r->m->l->sensitive_function, 0)) {
		snprintf(buf, sizeof buf, "%s.%s.%s", b->type, b->labels ? b->labels->text : "", a->name);
		const char *kv[] = {"subject", buf, NULL};
		rsv_rule_diag(r, "sensitive_not_allowed", e->start, e->end, b, kv);
		return;
	}
	const char *s = rsv_literal_string(r->f, e);
	const char *err = s && st->version_set ? rsv_module_registry_error(s, buf, sizeof buf) : NULL;
	if (err) {
		const char *kv[] = {"error", err, NULL};
		rsv_rule_diag(r, "module_source_registry_invalid", e->start, e->end, b, kv);
	}
}

/* ---- types, defaults, conditions -------------------------------------------------------- */

static void type_arg(rsv_rules *r, const hcl_block *b, const hcl_attr *a, rsv_block_state *st)
{
	char role[128];
	st->type_attr = a;
	if (a->expr->kind != HCL_E_TEMPLATE) {
		st->type = rsv_type_parse(r->f, a->expr);
		return;
	}
	const char *s = rsv_literal_string(r->f, a->expr);
	if (!s)
		return;
	if (!rsv_rule_diag(r, role_of(role, sizeof role, "type", "quoted", s), a->expr->start, a->expr->end, b, NULL))
		rsv_rule_diag(r, "type_quoted", a->expr->start, a->expr->end, b, NULL);
}

typedef struct unused_ctx {
	rsv_rules *r;
	const hcl_block *b;
} unused_ctx;

static void unused_attr(void *ctx, const hcl_expr *key, const char *name, const char *path, const rsv_type *obj)
{
	unused_ctx *u = ctx;
	const spec_lang *l = u->r->m->l;
	const char *sugg = "", *best = NULL;
	for (uint32_t i = 0; i < obj->n && !best; i++)
		if (rsv_distance(name, obj->names[i]) < 3)
			best = obj->names[i];
	if (best && l->attribute_suggestion) {
		const char *kv[] = {"name", best, NULL};
		sugg = rsv_fill(u->r->f, l->attribute_suggestion, kv);
	}
	const char *kv[] = {"name", name, "suggestion", sugg, "path", path ? path : "", NULL};
	rsv_rule_diag(u->r, path ? "default_attribute_ignored_nested" : "default_attribute_ignored", key->start,
		      key->end, u->b, kv);
}

static void condition(rsv_rules *r, const hcl_block *b, const hcl_attr *a)
{
	trav_list tl;
	tl.n = 0;
	hcl_expr_variables(a->expr, collect, &tl);
	if (tl.n == 0) {
		const char *kv[] = {"type", b->type, NULL};
		rsv_rule_diag(r, "condition_constant", a->expr->start, a->expr->end, b, kv);
	}
}

/* The resource the top-level block declares, as OpenTofu prints it. */
static const char *resource_address(rsv_rules *r, const char **mode)
{
	const spec_lang *l = r->m->l;
	const hcl_block *top = r->top;
	int decl = r->top_spec >= 0 ? l->blocks[r->top_spec].declares : SPEC_DECL_NONE;
	const char *prefix = NULL;
	if (!top || !top->labels || !top->labels->next)
		return NULL;
	if (l->fallback.declared_by == decl) {
		*mode = l->fallback.mode;
	} else {
		for (uint16_t i = 0; i < l->nroots && !prefix; i++)
			if (l->roots[i].form == SPEC_FORM_TYPE_NAME && !l->roots[i].escape && l->roots[i].declared_by == decl) {
				prefix = l->roots[i].name;
				*mode = l->roots[i].mode;
			}
		if (!prefix)
			return NULL;
	}
	size_t n = strlen(top->labels->text) + strlen(top->labels->next->text) + (prefix ? strlen(prefix) : 0) + 3;
	char *s = hcl_alloc(&r->f->arena, n);
	snprintf(s, n, "%s%s%s.%s", prefix ? prefix : "", prefix ? "." : "", top->labels->text,
		 top->labels->next->text);
	return s;
}

/* validateSelfReferences: a condition of a resource may not refer to it. */
static void self_reference(rsv_rules *r, const hcl_block *b, const hcl_attr *a)
{
	const char *mode = NULL;
	const char *addr = resource_address(r, &mode);
	trav_list tl;
	if (!addr || !mode)
		return;
	tl.n = 0;
	hcl_expr_variables(a->expr, collect, &tl);
	for (int k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r, tl.v[k], &ref) != 0 || !ref.type || !ref.name || !ref.mode)
			continue;
		if (strcmp(ref.mode, mode) == 0 && strcmp(ref.type, r->top->labels->text) == 0 &&
		    strcmp(ref.name, r->top->labels->next->text) == 0) {
			const char *kv[] = {"type", b->type, "address", addr, NULL};
			rsv_rule_diag(r, "condition_self_reference", a->expr->start, a->expr->end, b, kv);
			return;
		}
	}
}

/* The argument refers to what the top-level block declares (a variable's
 * validation condition to the variable): else TYPE_ARG_refers_to_self. */
static void refers_to_self(rsv_rules *r, const hcl_block *b, const hcl_attr *a)
{
	const spec_lang *l = r->m->l;
	char role[128];
	trav_list tl;
	if (!r->top || !r->top->labels || r->top_spec < 0)
		return;
	const char *name = r->top->labels->text;
	tl.n = 0;
	hcl_expr_variables(a->expr, collect, &tl);
	for (int k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r, tl.v[k], &ref) == 0 && ref.root >= 0 && ref.name &&
		    l->roots[ref.root].declared_by == l->blocks[r->top_spec].declares && strcmp(ref.name, name) == 0)
			return;
	}
	const char *kv[] = {"name", name, NULL};
	rsv_rule_diag(r, role_of(role, sizeof role, b->type, a->name, "refers_to_self"), a->expr->start, a->expr->end,
		      b, kv);
}

/* ---- self-only blocks --------------------------------------------------------------- */

static int self_only_ok(const spec_lang *l, const hcl_traversal *t)
{
	for (uint16_t i = 0; i < l->self_only_references.n; i++) {
		const char *e = l->self_only_references.v[i];
		const char *dot = strchr(e, '.');
		size_t rl = dot ? (size_t)(dot - e) : strlen(e);
		if (t->head->len != rl || memcmp(t->head->text, e, rl) != 0)
			continue;
		if (!dot)
			return 1;
		const hcl_step *s = t->head->next;
		if (t->nsteps == 2 && s->kind == HCL_STEP_ATTR && strlen(dot + 1) == s->len &&
		    memcmp(s->text, dot + 1, s->len) == 0)
			return 1;
	}
	return 0;
}

void rsv_self_only_body(rsv_rules *r, const hcl_body *body, spec_names skip, const char *role)
{
	for (const hcl_attr *a = body->attrs; a; a = a->next) {
		trav_list tl;
		if (rsv_in_names(skip, a->name))
			continue;
		tl.n = 0;
		hcl_expr_variables(a->expr, collect, &tl);
		for (int k = 0; k < tl.n; k++)
			if (!self_only_ok(r->m->l, tl.v[k]))
				rsv_rule_diag(r, role, a->expr->start, a->expr->end, NULL, NULL);
	}
}

static void self_only_arg(rsv_rules *r, const hcl_block *b, const hcl_attr *a, const char *words,
			  rsv_block_state *st)
{
	char kw_want[64];
	const char *kw = keyword(r, a->expr, 0);
	if (kw && word_at(words, 0, kw_want, sizeof kw_want) && strcmp(kw, kw_want) == 0)
		snprintf(st->self_only_role, sizeof st->self_only_role, "%s_%s_ref", kw_want, b->type);
}

/* ---- dispatch ------------------------------------------------------------------------- */

/* One argument met with its form entry, as every form handler takes it. */
typedef struct form_call {
	rsv_rules *r;
	const hcl_block *b;
	int si;
	const hcl_attr *a;
	const char *words;
	rsv_block_state *st;
} form_call;

static void on_references(const form_call *c) { references(c->r, c->a); }
static void on_provider(const form_call *c) { provider_ref(c->r, c->a->expr, c->a->name); }
static void on_providers(const form_call *c) { providers_map(c->r, c->a); }
static void on_alias(const form_call *c) { alias_arg(c->r, c->b, c->a, c->st); }
static void on_keyword(const form_call *c) { keyword_arg(c->r, c->b, c->a, c->words); }
static void on_self_only(const form_call *c) { self_only_arg(c->r, c->b, c->a, c->words, c->st); }
static void on_version(const form_call *c) { version_arg(c->r, c->b, c->si, c->a, c->st); }
static void on_compatibility(const form_call *c)
{
	compatibility(c->r, c->b, c->si, c->a, c->words, c->st);
}
static void on_module_source(const form_call *c) { c->st->source = c->a; }
static void on_static(const form_call *c) { static_refs(c->r, c->a); }
static void on_type(const form_call *c) { type_arg(c->r, c->b, c->a, c->st); }
static void on_default(const form_call *c) { c->st->default_attr = c->a; }
static void on_constant(const form_call *c) { constant(c->r, c->a); }
static void on_deprecation(const form_call *c) { deprecation(c->r, c->b, c->a, c->words); }
static void on_nullable(const form_call *c)
{
	const hcl_expr *e = c->a->expr;
	c->st->not_nullable = e->kind == HCL_E_LITERAL && e->op == HCL_LIT_FALSE;
}
static void on_condition(const form_call *c) { condition(c->r, c->b, c->a); }
static void on_no_self_reference(const form_call *c) { self_reference(c->r, c->b, c->a); }
static void on_refers_to_self(const form_call *c) { refers_to_self(c->r, c->b, c->a); }
static void on_attribute_paths(const form_call *c) { attribute_paths(c->r, c->a, c->words); }
static void on_triggers(const form_call *c) { triggers(c->r, c->a); }
static void on_provider_requirement(const form_call *c) { provider_requirement(c->r, c->a); }

/* Every form of spec_words.h with its handler: a form added to the list
 * without a handler fails to compile. */
static const struct {
	const char *name;
	void (*handle)(const form_call *c);
} form_handlers[] = {
#define SPEC_ARG_FORM(name) {#name, on_##name},
#include "spec_words.h"
};

void rsv_forms_attr(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st)
{
	const spec_block *sb = &r->m->l->blocks[si];
	form_ref fr;
	for (uint16_t i = 0; i < sb->argument_forms.n; i++) {
		if (!entry_for(sb->argument_forms.v[i], a->name, &fr))
			continue;
		form_call c = {r, b, si, a, fr.words, st};
		for (size_t k = 0; k < sizeof form_handlers / sizeof *form_handlers; k++)
			if (is_form(&fr, form_handlers[k].name)) {
				form_handlers[k].handle(&c);
				break;
			}
	}
}

/* An instance-repeating argument needs the alias: TYPE_ARG_alias. */
static void alias_required(rsv_rules *r, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = r->m->l;
	char role[128];
	for (uint16_t i = 0; i < l->repetition_arguments.n; i++) {
		const char *name = l->repetition_arguments.v[i];
		const hcl_attr *a = rsv_in_names(sb->meta_arguments, name) ? rsv_attr(b->body, name) : NULL;
		if (a)
			rsv_rule_diag(r, role_of(role, sizeof role, b->type, name, "alias"), a->expr->start, a->expr->end, b,
				      NULL);
	}
}

void rsv_forms_end(rsv_rules *r, const hcl_block *b, int si, rsv_block_state *st)
{
	const spec_block *sb = &r->m->l->blocks[si];
	for (uint16_t i = 0; i < sb->argument_forms.n; i++)
		if (strstr(sb->argument_forms.v[i], "=alias"))
			st->has_alias_form = 1;
	if (st->has_alias_form && !st->alias)
		alias_required(r, b, sb);
	if (st->source)
		module_source(r, b, st);
	if (st->default_attr && st->type) {
		unused_ctx u = {r, b};
		rsv_default_unused(r->f, st->default_attr->expr, st->type, unused_attr, &u);
	}
	if (st->default_attr && st->not_nullable && is_null(st->default_attr->expr))
		rsv_rule_diag(r, "default_null_not_nullable", st->default_attr->expr->start,
			      st->default_attr->expr->end, NULL, NULL);
	if (st->self_only_role[0]) {
		rsv_self_only_body(r, b->body, sb->meta_arguments, st->self_only_role);
		for (const hcl_block *k = b->body->blocks; k; k = k->next)
			if (rsv_in_names(sb->meta_blocks, k->type)) {
				spec_names none = {NULL, 0};
				rsv_self_only_body(r, k->body, none, st->self_only_role);
			}
	}
}
