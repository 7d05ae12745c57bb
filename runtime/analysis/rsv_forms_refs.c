/* rsv_forms_refs.c - the argument forms about the references an argument
 * makes: lists of references (depends_on), attribute paths
 * (ignore_changes), triggers (replace_triggered_by), what static evaluation
 * or a constant can refer to, conditions and their references to
 * themselves, and the blocks that may refer only to themselves
 * (destroy-time provisioners). */
#include <stdlib.h>
#include <string.h>

#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"

/* decodeDependsOn, and validateDependsOn's whole-object rule. */
void rsv_form_references(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_attr *a = c->a;
	hcl_expr **items;
	uint32_t n;
	if (rsv_static_list(r->f, a->expr, &items, &n) != 0) {
		rsv_report_at(r, RSV_ROLE_LIST_REQUIRED, a->expr);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		rsv_ref ref;
		if (items[i]->kind == HCL_E_TEMPLATE && rsv_shim(r->f, items[i], &t)) {
			rsv_report_at(r, RSV_ROLE_QUOTED_REFERENCE, items[i]);
			continue; /* positions inside a string: OpenTofu's are approximate too */
		}
		if (hcl_expr_abs_traversal(r->f, items[i], &t) != 0) {
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_REFERENCE_REQUIRED), items[i]->start,
				      items[i]->end, NULL, NULL);
			continue;
		}
		if (r->m->load_only || rsv_parse_ref_quiet(r->m, r->f, &t, &ref) != 0 || !ref.rest)
			continue;
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_SHAPE, a->name), ref.rest->start, t.tail->end, NULL, NULL);
	}
}

/* Whether the module declares what ref names (roots with declared_by). */
static int declared(const rsv_cursor *r, const rsv_ref *ref)
{
	const spec_lang *l = r->m->l;
	const spec_root *sr = ref->root >= 0 ? &l->roots[ref->root] : ref->root == RSV_ROOT_FALLBACK ? &l->fallback : NULL;
	if (!sr || sr->declared_by == SPEC_DECL_NONE)
		return 1;
	return rsv_module_find(r->m, sr->declared_by, ref->type, ref->call ? ref->call : ref->name) != NULL;
}

/* checkable KIND...: a static list of references (test files: in testing
 * scope) to objects whose subject is one of the KINDs (a run's
 * expect_failures, TestRun.Validate); a reference that does not parse reports
 * the reader's error, one of another kind ARG_subject {subject}.  In the
 * scope of the module under test, one the module does not declare can
 * never fail: tofu test's "Missing expected failure" (moduletest's
 * ValidateExpectedFailures), ARG_undeclared {address}; not at the load
 * level, which is the configuration loader's. */
void rsv_form_checkable(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	hcl_expr **items;
	uint32_t n;
	if (rsv_static_list(r->f, c->a->expr, &items, &n) != 0) {
		rsv_report_at(r, RSV_ROLE_LIST_REQUIRED, c->a->expr);
		return;
	}
	int scoped = rsv_module_scope(r->m, r->rf, c->b, &r->m->l->blocks[c->si]);
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		rsv_ref ref;
		if (hcl_expr_abs_traversal(r->f, items[i], &t) != 0) {
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_REFERENCE_REQUIRED), items[i]->start,
				      items[i]->end, NULL, NULL);
			continue;
		}
		rsv_ctx ctx = rsv_module_ctx(r->m);
		if (r->rf->testing)
			rsv_parse_ref_testing(r->m->l, r->f, &t, &ctx, &ref);
		else
			rsv_parse_ref(r->m->l, r->f, &t, &ctx, &ref);
		if (!ref.ok || !ref.kind)
			continue;
		const char *subject = rsv_printf(&r->f->arena, "%.*s", (int)(ref.end - ref.start), r->f->src + ref.start);
		if (!rsv_word_in(c->words, ref.kind)) {
			const char *kv[] = {"subject", subject, NULL};
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_SUBJECT, c->a->name), ref.start, ref.end, NULL, kv);
		} else if (scoped && !r->m->load_only && !declared(r, &ref)) {
			const char *kv[] = {"address", subject, NULL};
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_UNDECLARED, c->a->name), ref.start, ref.end, NULL, kv);
		}
	}
}

/* ignore_changes: the keyword for everything, or a list of attribute paths
 * (the legacy ["*"] is an error). */
void rsv_form_attribute_paths(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_attr *a = c->a;
	hcl_expr **items;
	uint32_t n, others = 0;
	const hcl_expr *star = NULL;
	const char *kw = rsv_keyword(r->f, a->expr, NULL);
	if (kw && rsv_word_in(c->words, kw))
		return;
	if (rsv_static_list(r->f, a->expr, &items, &n) != 0) {
		rsv_report_at(r, RSV_ROLE_LIST_REQUIRED, a->expr);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		hcl_traversal t;
		const char *s = rsv_literal_string(r->f, items[i]);
		if (s && strcmp(s, "*") == 0) {
			star = items[i];
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_WILDCARD, a->name), a->expr->start, a->expr->end, NULL,
				      NULL);
			continue;
		}
		if (items[i]->kind == HCL_E_TEMPLATE && rsv_shim(r->f, items[i], &t)) {
			rsv_report_at(r, RSV_ROLE_QUOTED_REFERENCE, items[i]);
			others += t.nsteps > 0;
			continue;
		}
		if (hcl_expr_rel_traversal(r->f, items[i], &t) != 0)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_REFERENCE_REQUIRED), items[i]->start,
				      items[i]->end, NULL, NULL);
		else
			others++;
	}
	if (star && others)
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_RULESET, a->name), star->start, star->end, NULL, NULL);
}

/* ---- triggers ------------------------------------------------------------------------ */

/* What one trigger's reference names: 1 a resource, 0 something allowed,
 * -1 something reported. */
static int trigger_ref(rsv_cursor *r, const hcl_attr *a, const hcl_expr *item, const rsv_ref *ref)
{
	const spec_lang *l = r->m->l;
	if (ref->root == RSV_ROOT_FALLBACK)
		return 1;
	const spec_root *sr = ref->root >= 0 ? &l->roots[ref->root] : NULL;
	if (sr && sr->form == SPEC_FORM_TYPE_NAME)
		return 1;
	if (sr && sr->requires_argument && sr->attributes.n) {
		if (ref->name && strcmp(ref->name, sr->attributes.v[0]) == 0)
			return 0;
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_ROOT, a->name, sr->name), item->start, item->end, NULL,
			      NULL);
		return -1;
	}
	rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_REFERENCE, a->name), item->start, item->end, NULL, NULL);
	return -1;
}

/* Reads every traversal of one trigger into refs: 0, or -1 when one is not
 * a reference.  At load_only level the errors stay (the walker does not
 * read references at this level). */
static int trigger_refs(rsv_cursor *r, const rsv_travs *tl, rsv_ref *refs)
{
	int bad = 0;
	for (size_t k = 0; k < tl->n; k++) {
		if (r->m->load_only) {
			rsv_ctx ctx = rsv_module_ctx(r->m);
			uint32_t ne = r->f->nerrors;
			rsv_parse_ref(r->m->l, r->f, tl->v[k], &ctx, &refs[k]);
			bad |= r->f->nerrors != ne || !refs[k].ok;
		} else {
			bad |= rsv_parse_ref_quiet(r->m, r->f, tl->v[k], &refs[k]) != 0;
		}
	}
	return bad ? -1 : 0;
}

/* decodeReplaceTriggeredBy: each element names exactly one resource, with
 * only count.index and each.key besides. */
void rsv_form_triggers(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_attr *a = c->a;
	hcl_expr **items;
	uint32_t n;
	if (rsv_static_list(r->f, a->expr, &items, &n) != 0) {
		rsv_report_at(r, RSV_ROLE_LIST_REQUIRED, a->expr);
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		rsv_travs tl = {0};
		int resources = 0;
		rsv_travs_of(&r->m->arena, items[i], &tl);
		rsv_ref *refs = hcl_alloc_raw(&r->m->arena, (tl.n + 1) * sizeof *refs);
		if (trigger_refs(r, &tl, refs) != 0) {
			rsv_travs_free(&tl);
			continue;
		}
		for (size_t k = 0; k < tl.n; k++)
			resources += trigger_ref(r, a, items[i], &refs[k]) > 0;
		if (resources == 0)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_MISSING, a->name), items[i]->start, items[i]->end,
				      NULL, NULL);
		else if (resources > 1)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_ARG_MULTIPLE, a->name), items[i]->start, items[i]->end,
				      NULL, NULL);
		rsv_travs_free(&tl);
	}
}

/* ---- static evaluation, constants ----------------------------------------------------- */

/* Whether the declaration d opted out of static evaluation: its block
 * type's static_opt_out argument is set and surely does not decode to true
 * (OpenTofu's "const = false", v1.12: a false, or a value gohcl cannot
 * decode into a bool, which leaves it false). */
static int opted_out(const spec_lang *l, const rsv_decl *d)
{
	int k = d && d->block ? spec_block_index(l, d->block->type, -1) : -1;
	const hcl_attr *a = k >= 0 && l->blocks[k].static_opt_out ? rsv_attr(d->block->body, l->blocks[k].static_opt_out)
								 : NULL;
	uint32_t s, e;
	if (!a)
		return 0;
	const hcl_expr *v = a->expr;
	while (v->kind == HCL_E_PAREN && v->a)
		v = v->a;
	const char *text = rsv_literal_string(d->file, v);
	return (v->kind == HCL_E_LITERAL && v->op == HCL_LIT_FALSE) ||
	       (text && (strcmp(text, "false") == 0 || strcmp(text, "0") == 0)) ||
	       rsv_decode_error(d->file, a->expr, 'b', l->mismatch_given, &s, &e) != NULL; /* (whether, not its words) */
}

/* References static evaluation cannot answer: attributes of roots with
 * static_attributes (static_ATTR, or static_ and the name of the root's
 * invalid_attribute or removed_attribute diagnostic), and what a
 * declaration kept out of it (static_opt_out_DECLARES {name}). */
void rsv_form_static(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const spec_lang *l = r->m->l;
	rsv_travs tl = {0};
	rsv_travs_of(&r->m->arena, c->a->expr, &tl);
	for (size_t k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r->m, r->f, tl.v[k], &ref) != 0 || ref.root < 0 || !ref.name)
			continue;
		const spec_root *sr = &l->roots[ref.root];
		const char *kv[] = {"name", ref.name, NULL};
		if (sr->declared_by != SPEC_DECL_NONE && !ref.type &&
		    !rsv_module_find(r->m, sr->declared_by, NULL, ref.name)) { /* static_scope.go: Undefined ... */
			const char *uv[] = {"name", ref.name, "address", rsv_printf(&r->f->arena, "%s.%s", sr->name, ref.name),
					    NULL};
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_UNDECLARED, spec_decl_names[sr->declared_by]),
				      ref.start, ref.end, NULL, uv);
			continue;
		}
		if (sr->declared_by != SPEC_DECL_NONE && !ref.type &&
		    opted_out(l, rsv_module_find(r->m, sr->declared_by, NULL, ref.name))) { /* static_scope.go */
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_OPT_OUT, spec_decl_names[sr->declared_by]), ref.start,
				      ref.end, NULL, kv);
			continue;
		}
		if (!sr->static_attributes.n)
			continue;
		if (!rsv_in_names(sr->attributes, ref.name)) {
			int di = rsv_in_names(sr->removed_attributes, ref.name) ? sr->removed_attribute : sr->invalid_attribute;
			if (di >= 0)
				rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_ATTR, l->diags[di].id), ref.start, ref.end,
					      NULL, kv);
		} else if (!rsv_in_names(sr->static_attributes, ref.name)) {
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_ATTR, ref.name), ref.start, ref.end, NULL, kv);
		}
	}
	rsv_travs_free(&tl);
}

/* The outermost function call of e that contains byte pos, or NULL. */
static const hcl_expr *call_around(const hcl_expr *e, uint32_t pos, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING || pos < e->start || pos >= e->end)
		return NULL;
	if (e->kind == HCL_E_CALL)
		return e;
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next) {
			const hcl_expr *c = call_around(k, pos, depth + 1);
			if (c)
				return c;
		}
	return NULL;
}

static void report_calls(rsv_cursor *r, const hcl_expr *e, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING)
		return;
	if (e->kind == HCL_E_CALL) {
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_FUNCTIONS_NOT_ALLOWED), e->start, e->end, NULL, NULL);
		return; /* hcl stops there: the arguments are not evaluated */
	}
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			report_calls(r, k, depth + 1);
}

/* hcl's Expression.Value(nil): each outermost function call is refused, and
 * each variable outside them at its root name.  hcl's JSON syntax reads a
 * string with no context as the text it is, so there nothing is refused. */
void rsv_form_constant(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_expr *e = c->a->expr;
	rsv_travs tl = {0};
	if (rsv_json_name(r->f->name))
		return;
	report_calls(r, e, 0);
	rsv_travs_of(&r->m->arena, e, &tl);
	for (size_t k = 0; k < tl.n; k++) {
		const hcl_step *root = tl.v[k]->head;
		if (!call_around(e, root->start, 0))
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_VARIABLES_NOT_ALLOWED), root->start, root->end, NULL, NULL);
	}
	rsv_travs_free(&tl);
}

/* ---- conditions ------------------------------------------------------------------------ */

void rsv_form_condition(const rsv_form_call *c)
{
	rsv_travs tl = {0};
	rsv_travs_of(&c->r->m->arena, c->a->expr, &tl);
	if (tl.n == 0) {
		const char *kv[] = {"type", c->b->type, NULL};
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_CONDITION_CONSTANT), c->a->expr->start, c->a->expr->end,
			      c->b, kv);
	}
	rsv_travs_free(&tl);
}

/* The resource the top-level block declares, as OpenTofu prints it, and
 * its mode; NULL when it declares none. */
static const char *resource_address(rsv_cursor *r, const char **mode)
{
	const spec_lang *l = r->m->l;
	const hcl_block *top = r->top;
	int decl = r->top_spec >= 0 ? l->blocks[r->top_spec].declares : SPEC_DECL_NONE;
	if (!top || !top->labels || !top->labels->next)
		return NULL;
	if (l->fallback.declared_by == decl) {
		*mode = l->fallback.mode;
		return rsv_printf(&r->f->arena, "%s.%s", top->labels->text, top->labels->next->text);
	}
	for (uint16_t i = 0; i < l->nroots; i++)
		if (l->roots[i].form == SPEC_FORM_TYPE_NAME && !l->roots[i].escape && l->roots[i].declared_by == decl) {
			*mode = l->roots[i].mode;
			return rsv_printf(&r->f->arena, "%s.%s.%s", l->roots[i].name, top->labels->text,
					  top->labels->next->text);
		}
	return NULL;
}

/* validateSelfReferences: a condition of a resource may not refer to it. */
void rsv_form_no_self_reference(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_attr *a = c->a;
	const char *mode = NULL;
	const char *addr = resource_address(r, &mode);
	rsv_travs tl = {0};
	if (!addr || !mode)
		return;
	rsv_travs_of(&r->m->arena, a->expr, &tl);
	for (size_t k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r->m, r->f, tl.v[k], &ref) != 0 || !ref.type || !ref.name || !ref.mode)
			continue;
		if (strcmp(ref.mode, mode) == 0 && strcmp(ref.type, r->top->labels->text) == 0 &&
		    strcmp(ref.name, r->top->labels->next->text) == 0) {
			const char *kv[] = {"type", c->b->type, "address", addr, NULL};
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_CONDITION_SELF_REFERENCE), a->expr->start, a->expr->end,
				      c->b, kv);
			break;
		}
	}
	rsv_travs_free(&tl);
}

/* The argument refers to what the top-level block declares (a variable's
 * validation condition to the variable): else TYPE_ARG_refers_to_self. */
void rsv_form_refers_to_self(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const spec_lang *l = r->m->l;
	const hcl_attr *a = c->a;
	rsv_travs tl = {0};
	int found = 0;
	if (!r->top || !r->top->labels || r->top_spec < 0)
		return;
	const char *name = r->top->labels->text;
	rsv_travs_of(&r->m->arena, a->expr, &tl);
	for (size_t k = 0; k < tl.n && !found; k++) {
		rsv_ref ref;
		found = rsv_parse_ref_quiet(r->m, r->f, tl.v[k], &ref) == 0 && ref.root >= 0 && ref.name &&
			l->roots[ref.root].declared_by == l->blocks[r->top_spec].declares && strcmp(ref.name, name) == 0;
	}
	rsv_travs_free(&tl);
	if (found)
		return;
	const char *kv[] = {"name", name, NULL};
	rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ARG_REFERS_TO_SELF, c->b->type, a->name), a->expr->start,
		      a->expr->end, c->b, kv);
}

/* The argument refers to nothing but what the top-level block declares (a
 * variable's validation condition and error message in Terraform before
 * v1.9): any other reference, or one that does not parse, is TYPE_ARG_only_self
 * at the traversal. */
void rsv_form_only_self(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const spec_lang *l = r->m->l;
	rsv_travs tl = {0};
	if (!r->top || !r->top->labels || r->top_spec < 0)
		return;
	const char *name = r->top->labels->text;
	const char *kv[] = {"name", name, NULL};
	rsv_travs_of(&r->m->arena, c->a->expr, &tl);
	for (size_t k = 0; k < tl.n; k++) {
		rsv_ref ref;
		if (rsv_parse_ref_quiet(r->m, r->f, tl.v[k], &ref) == 0 && ref.root >= 0 && ref.name &&
		    l->roots[ref.root].declared_by == l->blocks[r->top_spec].declares && strcmp(ref.name, name) == 0)
			continue;
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ARG_ONLY_SELF, c->b->type, c->a->name), tl.v[k]->head->start,
			      tl.v[k]->tail->end, c->b, kv);
	}
	rsv_travs_free(&tl);
}

/* ---- self-only blocks ------------------------------------------------------------------ */

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

void rsv_self_only_body(rsv_cursor *r, const hcl_body *body, spec_names skip, const spec_diag *d)
{
	for (const hcl_attr *a = d ? body->attrs : NULL; a; a = a->next) {
		rsv_travs tl = {0};
		if (rsv_in_names(skip, a->name))
			continue;
		rsv_travs_of(&r->m->arena, a->expr, &tl);
		for (size_t k = 0; k < tl.n; k++)
			if (!self_only_ok(r->m->l, tl.v[k]))
				rsv_rule_diag(r, d, a->expr->start, a->expr->end, NULL, NULL);
		rsv_travs_free(&tl);
	}
}

/* When the keyword argument is the form's word, the block is self-only
 * (role WORD_TYPE_ref, reported at the end of the block). */
void rsv_form_self_only(const rsv_form_call *c)
{
	const char *kw = rsv_keyword(c->r->f, c->a->expr, NULL);
	const char *words = c->words, *w;
	size_t n;
	if (kw && rsv_word(&words, &w, &n) && strlen(kw) == n && memcmp(kw, w, n) == 0)
		c->st->self_only = kw;
}

/* Read by the check once the module loaded (rsv_check.c marks_rule): the
 * marks a value carries are known only as validate evaluates it. */
void rsv_form_marked(const rsv_form_call *c)
{
	(void)c;
}

/* Read by the check once the module loaded (rsv_check.c kinds_rule), as
 * validate evaluates the value. */
void rsv_form_kinds(const rsv_form_call *c)
{
	(void)c;
}
