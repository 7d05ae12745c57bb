/* rsv_check.c - checks a module the way OpenTofu's loader and `validate`
 * do without providers: block types, and every reference read with the
 * module's context (the OpenTofu RFC PR #2262's opt-in rules), resolved against the
 * module's declarations, its contexts (count, each, self) and the fixed
 * attribute sets of its roots.  The block-level rules are in
 * rsv_rules.c. */
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"
#include "rsv_calls.h"
#include "rsv_count.h"
#include "rsv_merge.h"
#include "rsv_providers.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_schema.h"
#include "rsv_rules.h"
#include "rsv_signature.h"
#include "rsv_text.h"
#include "rsv_walker.h"

typedef struct walk {
	rsv_module *m;
	rsv_file *file;
	rsv_walker wk;          /* the walk over the block (rsv_walker.c): scopes, iterators */
	rsv_callv calls;      /* the calls of the attribute being read */
	const char *attr;     /* the attribute being read */
	rsv_ctx ctx;
	rsv_use_fn fn;
	void *fnctx;
} walk;

/* ---- references ------------------------------------------------------------- */

static const char *mode_name(const spec_lang *l, int decl)
{
	for (uint16_t i = 0; i < l->nroots; i++)
		if (l->roots[i].form == SPEC_FORM_TYPE_NAME && l->roots[i].declared_by == decl)
			return l->roots[i].name;
	return "resource";
}

/* A resource of another mode with this type and name, as OpenTofu's
 * candidateSuggestion offers it. */
static const char *other_mode(walk *w, int decl, const char *type, const char *name)
{
	static const int modes[] = {SPEC_DECL_MANAGED, SPEC_DECL_DATA, SPEC_DECL_EPHEMERAL};
	const spec_lang *l = w->m->l;
	if (!l->resource_suggestion)
		return "";
	for (int i = 0; i < 3; i++) {
		if (modes[i] == decl || !rsv_module_find(w->m, modes[i], type, name))
			continue;
		const char *mode = mode_name(l, modes[i]);
		hcl_arena *a = &w->file->f->arena;
		const char *addr = modes[i] == SPEC_DECL_MANAGED ? rsv_printf(a, "%s.%s", type, name)
								 : rsv_printf(a, "%s.%s.%s", mode, type, name);
		const char *kv[] = {"mode", modes[i] == SPEC_DECL_MANAGED ? "managed" : mode, "address", addr, NULL};
		return rsv_fill(w->file->f, l->resource_suggestion, kv);
	}
	return "";
}

static const spec_diag *diag_at(const spec_lang *l, int i)
{
	return i >= 0 && i < l->ndiags ? &l->diags[i] : NULL;
}

/* A reference to a feature's object (the OpenTofu RFC PR #2262): the object is a block of
 * the feature's opt-in type with that first label. */
static const rsv_decl *feature_target(walk *w, const rsv_ref *r, int *declared)
{
	const spec_lang *l = w->m->l;
	const spec_feature *ft = &l->features[r->feature];
	*declared = 0;
	if (ft->opt_in < 0 || !r->name)
		return NULL;
	for (uint32_t i = 0; i < w->m->nfiles; i++) {
		if (w->m->files[i].testing || !w->m->files[i].f->body)
			continue;
		for (const hcl_block *b = w->m->files[i].f->body->blocks; b; b = b->next)
			if (strcmp(b->type, l->blocks[ft->opt_in].type) == 0 && b->labels &&
			    strcmp(b->labels->text, r->name) == 0) {
				*declared = 1;
				return NULL;
			}
	}
	const spec_diag *und = diag_at(l, ft->undefined), *hint = diag_at(l, ft->hint);
	if (!und)
		return NULL;
	const char *root = l->roots[r->root].name;
	hcl_file *f = w->file->f;
	const char *kv[] = {"name", r->name, "type", root, NULL, NULL, NULL};
	const char *detail = rsv_fill(f, und->detail, kv);
	if (hint && w->ctx.has_managed_resource(w->ctx.self, root, r->name)) {
		/* the reference as written, after the escape prefix */
		const char *esc = NULL;
		for (uint16_t i = 0; i < l->nroots; i++)
			if (l->roots[i].escape)
				esc = l->roots[i].name;
		if (!esc)
			esc = "resource";
		const char *rew = rsv_printf(&f->arena, "%s.%.*s", esc, (int)(r->full_end - r->start), f->src + r->start);
		const char *hv[] = {"name", r->name, "type", root, "rewritten", rew, NULL};
		detail = rsv_printf(&f->arena, "%s\n\n%s", detail, rsv_fill(f, hint->detail, hv));
	}
	hcl_diag *d = hcl_diag_add(f, und->severity == SPEC_WARNING ? HCL_WARNING : HCL_ERROR, r->start,
				   r->end, rsv_fill(f, und->summary, kv), detail);
	d->code = und->code;
	return NULL;
}

/* evaluate_valid.go's staticValidateSingleResourceReference and
 * staticValidateMultiResourceReference: a reference r to resource d, which
 * the module declares.  Without an instance key and with steps after it, each
 * repetition argument REPETITION that d sets and that has the role
 * instance_key_missing_REPETITION gets it; with a key, when d sets none of
 * those, instance_key_unexpected.  Both at the reference, {address} d's. */
static void instance_keys(walk *w, const rsv_ref *r, const rsv_decl *d)
{
	const spec_lang *l = w->m->l;
	int keyed = r->instance && r->key_kind != RSV_KEY_NONE, repeated = 0;
	if (!d->block || (!keyed && !r->nrest))
		return;
	hcl_file *f = w->file->f;
	for (uint16_t i = 0; i < l->repetition_arguments.n; i++) {
		const char *rep = l->repetition_arguments.v[i];
		if (!rsv_attr(d->block->body, rep)) /* the cheap test first: most resources set none */
			continue;
		const spec_diag *missing = rsv_role(w->m, RSV_ROLE_INSTANCE_KEY_MISSING_REPETITION, rep);
		if (!missing)
			continue;
		repeated = 1;
		if (!keyed)
			rsv_diag(f, missing, r->start, r->end, "address", rsv_decl_address(&f->arena, l, d),
				 (const char *)NULL);
	}
	const spec_diag *unexpected = keyed && !repeated ? rsv_role(w->m, RSV_ROLE_INSTANCE_KEY_UNEXPECTED) : NULL;
	if (unexpected)
		rsv_diag(f, unexpected, r->start, r->end, "address", rsv_decl_address(&f->arena, l, d),
			 (const char *)NULL);
}

static void check_ref(walk *w, const hcl_traversal *t)
{
	const spec_lang *l = w->m->l;
	hcl_file *f = w->file->f;
	rsv_use u;
	rsv_ref *r = &u.ref;
	const spec_root *sr;
	const char *name0 = t->head->text;
	uint32_t len0 = t->head->len;

	if (rsv_walker_is_iterator(&w->wk, name0, len0))
		return; /* a dynamic block's iterator */

	memset(&u, 0, sizeof u);
	u.file = f;
	u.block = w->wk.top;
	u.attr = w->attr;
	u.trav = t;
	u.declared = -1;
	if (w->file->testing)
		rsv_parse_ref_testing(l, f, t, &w->ctx, r);
	else
		rsv_parse_ref(l, f, t, &w->ctx, r);
	r->full_end = t->tail->end;
	if (!r->ok || (w->file->testing && !w->wk.scope.mark)) {
		if (r->ok && w->fn)
			w->fn(w->fnctx, &u);
		return;
	}
	sr = r->root >= 0 ? &l->roots[r->root] : r->root == RSV_ROOT_FALLBACK ? &l->fallback : NULL;
	if (!sr) {
		if (w->fn)
			w->fn(w->fnctx, &u);
		return;
	}

	if (r->feature >= 0) {
		int declared;
		feature_target(w, r, &declared);
		u.declared = declared;
	} else if (sr->declared_by != SPEC_DECL_NONE && !(w->file->testing && sr->declared_by == SPEC_DECL_VARIABLE)) {
		/* (a test file's variables come from its run blocks, its variables
		 * block, tfvars files and the environment too: not checked) */
		int kind = sr->declared_by;
		const char *name = r->call ? r->call : r->name;
		const rsv_decl *d = rsv_module_find(w->m, kind, r->type, name);
		u.target = d;
		u.declared = d != NULL;
		if (d && r->type && !w->file->testing)
			instance_keys(w, r, d);
		if (d && kind == SPEC_DECL_MODULE && r->name && w->m->child_hooks && !w->file->testing)
			w->m->child_hooks->output(w->m, f, r, t, d);
		if (!d && sr->undeclared >= 0) {
			const char *sugg = r->type ? other_mode(w, kind, r->type, name) : rsv_decl_suggestion(w->m, f, kind, name);
			if (!sugg[0] && sr->no_suggestion) {
				const char *kv[] = {"name", name, NULL};
				sugg = rsv_fill(f, sr->no_suggestion, kv);
			}
			rsv_diag(f, &l->diags[sr->undeclared], r->start, r->end, "name", name, "type",
				 r->type ? r->type : "", "module", "the root module", "suggestion", sugg,
				 (const char *)NULL);
		}
	}
	if (sr->requires_argument && sr->out_of_context >= 0) {
		const hcl_block *tb = w->wk.top;
		const spec_block *top = tb && w->wk.top_spec[0] >= 0 ? &l->blocks[w->wk.top_spec[0]] : NULL;
		int ok = top && rsv_in_names(top->meta_arguments, sr->requires_argument) &&
			 rsv_attr(tb->body, sr->requires_argument);
		/* validate evaluates a module call's inputs with an unknown repetition
		 * (count.index, each.key and each.value unknown): silent there */
		if (!ok && !w->m->keep_going && top && top->declares == SPEC_DECL_MODULE && w->attr &&
		    !rsv_in_names(top->meta_arguments, w->attr))
			ok = 1;
		/* an attribute with a message of its own (each.value: ROOT_ATTR_unavailable) */
		const spec_diag *own = !ok && r->name ? rsv_role(w->m, RSV_ROLE_ROOT_ATTR_UNAVAILABLE, sr->name, r->name)
						      : NULL;
		if (!ok)
			rsv_diag(f, own ? own : &l->diags[sr->out_of_context], r->start, r->end, "name",
				 r->name ? r->name : "", (const char *)NULL);
	}
	if (sr->requires_self && sr->out_of_context >= 0 && !w->wk.scope.self_ok)
		rsv_diag(f, &l->diags[sr->out_of_context], r->start, r->end, (const char *)NULL);
	if (sr->attributes.n && r->name && !rsv_in_names(sr->attributes, r->name)) {
		const char *alias = r->alias ? r->alias : sr->name;
		if (sr->removed_attribute >= 0 && rsv_in_names(sr->removed_attributes, r->name))
			rsv_diag(f, &l->diags[sr->removed_attribute], r->start, r->end, "alias", alias, "name",
				 r->name, (const char *)NULL);
		else if (sr->invalid_attribute >= 0)
			rsv_diag(f, &l->diags[sr->invalid_attribute], r->start, r->end, "alias", alias, "name",
				 r->name, "suggestion",
				 rsv_suggestion(f, l, r->name, sr->attributes.v, sr->attributes.n),
				 (const char *)NULL);
	}
	if (w->fn)
		w->fn(w->fnctx, &u);
}

static void on_trav(void *ctx, const hcl_traversal *t)
{
	check_ref(ctx, t);
}

/* ---- bodies ------------------------------------------------------------- */

/* Calls of the function namespace's functions are references too
 * (lang.ReferencesInExpr: the call's name as a traversal root). */
static void function_refs(walk *w, const char *ns)
{
	size_t nl = strlen(ns);
	for (size_t i = 0; i < w->calls.n; i++) {
		const hcl_expr *e = w->calls.v[i];
		if (strncmp(e->name, ns, nl) != 0 || strncmp(e->name + nl, "::", 2) != 0)
			continue;
		hcl_file *f = w->file->f;
		hcl_step *root = hcl_alloc(&f->arena, sizeof *root);
		root->kind = HCL_STEP_ROOT;
		root->text = e->name;
		root->len = (uint32_t)strlen(e->name);
		root->start = e->start;
		root->end = e->start + root->len;
		hcl_traversal t = {root, root, 1};
		check_ref(w, &t);
	}
}

/* Arguments read without a function table (no call is made) or as a
 * type: their calls are not checked. */
static int calls_evaluated(const walk *w, const char *name)
{
	static const char *const unevaluated[] = {"constant", "default", "type", "nullable", "deprecation"};
	int si = w->wk.scope.spec[0];
	if (w->file->testing)
		return 0;
	if (si < 0)
		return 1;
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(w->m, si, &n);
	size_t len = strlen(name);
	for (uint16_t i = 0; i < n; i++) { /* the entries for name, each against the list */
		if (!rsv_arg_form_for(&forms[i], name, len))
			continue;
		for (size_t k = 0; k < sizeof unevaluated / sizeof *unevaluated; k++)
			if (rsv_form_is(&forms[i].fe, unevaluated[k]))
				return 0;
	}
	return 1;
}

/* Whether the argument is evaluated with no context (its form "constant"):
 * it is never evaluated in a scope, so what looks like a reference in it is
 * none (in JSON syntax, text; in native syntax, the constant form's error). */
static int constant_only(const walk *w, const char *name)
{
	uint16_t n;
	int si = w->wk.scope.spec[0];
	const rsv_arg_form *forms = si >= 0 ? rsv_arg_forms(w->m, si, &n) : NULL;
	size_t len = strlen(name);
	for (uint16_t i = 0; forms && i < n; i++)
		if (rsv_arg_form_for(&forms[i], name, len) && rsv_form_is(&forms[i].fe, "constant"))
			return 1;
	return 0;
}

/* The walk's argument callback: an argument's references and calls. */
static int walk_attr(rsv_walker *wk, const hcl_attr *a)
{
	walk *w = wk->ctx;
	if (rsv_walker_static(wk, a->name) || w->m->load_only || constant_only(w, a->name))
		return RSV_WALKER_DESCEND;
	w->attr = a->name;
	if (hcl_expr_variables(a->expr, on_trav, w) != 0) /* not every reference: out of memory */
		rsv_nomem(w->m);
	/* one walk for the calls of both */
	const char *ns = w->m->l->function_namespace;
	int evaluated = w->m->l->nfunctions && calls_evaluated(w, a->name);
	w->calls.n = 0;
	if (ns || evaluated)
		rsv_calls_of(a->expr, &w->calls);
	if (w->calls.oom) /* the list is check_file's hold */
		rsv_nomem(w->m);
	if (ns)
		function_refs(w, ns);
	if (evaluated) {
		rsv_calls_check(w->m, w->file->f, w->calls.v, w->calls.n);
		rsv_signature_check(w->m, w->file->f, a->expr);
	}
	return RSV_WALKER_DESCEND;
}

/* The walk's block callback: a block read in the scope of the module under
 * test (module_scope) marks its body so. */
static int walk_block(rsv_walker *wk, const hcl_block *k, rsv_walker_kind kind, rsv_walker_scope *inner)
{
	walk *w = wk->ctx;
	const spec_lang *l = w->m->l;
	(void)k, (void)kind;
	if (inner->spec[0] >= 0 && l->blocks[inner->spec[0]].module_scope)
		inner->mark = (uint8_t)rsv_module_scope(w->m, w->file, wk->top, &l->blocks[inner->spec[0]]);
	return RSV_WALKER_DESCEND;
}

/* ---- the marks an argument's value carries (node_output.go) ------------------- */

/* Argument name of block b is literally true, as gohcl decodes a bool
 * (true, "true", "1"). */
static int sets_true(hcl_file *f, const hcl_block *b, const char *name)
{
	const hcl_attr *a = b ? rsv_attr(b->body, name) : NULL;
	if (!a)
		return 0;
	if (a->expr->kind == HCL_E_LITERAL)
		return a->expr->op == HCL_LIT_TRUE;
	const char *s = rsv_literal_string(f, a->expr);
	return s && (strcmp(s, "true") == 0 || strcmp(s, "1") == 0);
}

/* Whether e, of file f, carries mark: it refers to a variable that sets the
 * argument mark to true (validate marks its unknown value so), directly or
 * through parentheses, templates, attributes and keys of it, and local
 * values; with deep, anywhere in tuple and object constructors too (marks
 * .Contains), else only as the whole value.  Nothing else is decided. */
static int carries(walk *w, hcl_file *f, const hcl_expr *e, const char *mark, int deep, int depth)
{
	const spec_lang *l = w->m->l;
	if (!e || depth > 16)
		return 0;
	switch (e->kind) {
	case HCL_E_PAREN:
	case HCL_E_WRAP:
		return carries(w, f, e->a, mark, deep, depth);
	case HCL_E_TEMPLATE:
		for (const hcl_expr *p = e->list; p; p = p->next)
			if (carries(w, f, p, mark, deep, depth))
				return 1;
		return 0;
	case HCL_E_TUPLE:
		for (const hcl_expr *p = e->list; deep && p; p = p->next)
			if (carries(w, f, p, mark, deep, depth))
				return 1;
		return 0;
	case HCL_E_OBJECT:
		for (const hcl_expr *p = e->list; deep && p; p = p->next)
			if (p->kind == HCL_E_ITEM && carries(w, f, p->b, mark, deep, depth))
				return 1;
		return 0;
	case HCL_E_SCOPETRAV:
		break;
	default:
		return 0;
	}
	const hcl_step *h = e->trav.head, *n = h ? h->next : NULL;
	if (!n || n->kind != HCL_STEP_ATTR)
		return 0;
	for (uint16_t i = 0; i < l->nroots; i++) {
		const spec_root *sr = &l->roots[i];
		if (sr->form != SPEC_FORM_NAME || strlen(sr->name) != h->len || memcmp(sr->name, h->text, h->len) != 0)
			continue;
		if (sr->declared_by != SPEC_DECL_VARIABLE && sr->declared_by != SPEC_DECL_LOCALS)
			return 0;
		char name[128];
		if (n->len >= sizeof name)
			return 0;
		memcpy(name, n->text, n->len);
		name[n->len] = '\0';
		const rsv_decl *d = rsv_module_find(w->m, sr->declared_by, NULL, name);
		if (!d)
			return 0;
		if (sr->declared_by == SPEC_DECL_VARIABLE)
			return sets_true(d->file, d->block, mark);
		/* a local value: as a whole, or the whole of it when a step follows */
		return d->attr && carries(w, d->file, d->attr->expr, mark, deep && !n->next, depth + 1);
	}
	return 0;
}

/* The next word of a `marked` form's *words, without its "top:" (then *top
 * is 1), in mark (64 bytes): 1, or 0 when none is left. */
static int next_mark(const char **words, char *mark, int *top)
{
	const char *w;
	size_t n;
	while (rsv_word(words, &w, &n)) {
		*top = n > 4 && memcmp(w, "top:", 4) == 0;
		if (*top)
			w += 4, n -= 4;
		if (n < 64) {
			memcpy(mark, w, n);
			mark[n] = '\0';
			return 1;
		}
	}
	return 0;
}

/* Top-level block b (spec si): each argument of form `marked MARK...`
 * (output values: node_output.go), as validate evaluates it.  When the block
 * sets a MARK argument true and the spec has TYPE_MARK_root (a root module's
 * ephemeral output), that, at its header, and nothing more; else the first
 * MARK, in order, that the value carries while the block does not set it
 * true: TYPE_ARG_marked_MARK, at the value (or the header: subject = block).
 * A word `top:MARK` looks for MARK in the whole value only (OpenTofu's
 * validateEphemerality). */
static void marks_rule(walk *w, const hcl_block *b, int si)
{
	hcl_file *f = w->file->f;
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(w->m, si, &n);
	for (uint16_t i = 0; i < n; i++) {
		if (!forms[i].arg || !rsv_form_is(&forms[i].fe, "marked"))
			continue;
		char arg[64], mark[64];
		if (forms[i].len >= sizeof arg)
			continue;
		memcpy(arg, forms[i].arg, forms[i].len);
		arg[forms[i].len] = '\0';
		const hcl_attr *a = rsv_attr(b->body, arg);
		const char *ws;
		int root = 0, top;
		for (ws = forms[i].fe.words; next_mark(&ws, mark, &top);) {
			const spec_diag *d = sets_true(f, b, mark) ? rsv_role(w->m, RSV_ROLE_TYPE_MARK_ROOT, b->type, mark) : NULL;
			if (d) {
				rsv_diag(f, d, rsv_def_start(b), rsv_def_end(b), (const char *)NULL);
				root = 1;
			}
		}
		for (ws = forms[i].fe.words; a && !root && next_mark(&ws, mark, &top);) {
			const spec_diag *d = rsv_role(w->m, RSV_ROLE_TYPE_ARG_MARKED, b->type, arg, mark);
			if (!d || sets_true(f, b, mark) || !carries(w, f, a->expr, mark, !top, 0))
				continue;
			if (d->at_block == SPEC_AT_BLOCK)
				rsv_diag(f, d, rsv_def_start(b), rsv_def_end(b), (const char *)NULL);
			else
				rsv_diag(f, d, a->expr->start, a->expr->end, (const char *)NULL);
			break;
		}
	}
}

/* ---- the kind of value an argument must have ------------------------------------ */

/* The kind of value literal e has, as cty's FriendlyName names its type
 * (tuple, object, string, number, bool), or NULL when it is not decided
 * without evaluating it. */
static const char *literal_kind(const hcl_expr *e)
{
	while (e->kind == HCL_E_PAREN)
		e = e->a;
	switch (e->kind) {
	case HCL_E_TUPLE:
		return "tuple";
	case HCL_E_OBJECT:
		return "object";
	case HCL_E_TEMPLATE:
		return "string";
	case HCL_E_LITERAL:
		return e->op == HCL_LIT_NUMBER ? "number" : e->op == HCL_LIT_STRING ? "string"
			: e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE ? "bool" : NULL;
	default:
		return NULL;
	}
}

/* Top-level block b (spec si): each argument of form `kinds KIND...` whose
 * value is a literal of another kind gets TYPE_ARG_kind {type}, at the value
 * (for_each given a tuple: eval_for_each.go's "Invalid for_each argument"). */
static void kinds_rule(walk *w, const hcl_block *b, int si)
{
	hcl_file *f = w->file->f;
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(w->m, si, &n);
	for (uint16_t i = 0; i < n; i++) {
		char arg[64];
		if (!forms[i].arg || !rsv_form_is(&forms[i].fe, "kinds") || forms[i].len >= sizeof arg)
			continue;
		memcpy(arg, forms[i].arg, forms[i].len);
		arg[forms[i].len] = '\0';
		const hcl_attr *a = rsv_attr(b->body, arg);
		const char *kind = a ? literal_kind(a->expr) : NULL;
		if (kind && !rsv_word_in(forms[i].fe.words, kind))
			rsv_diag(f, rsv_role(w->m, RSV_ROLE_TYPE_ARG_KIND, b->type, arg), a->expr->start, a->expr->end,
				 "type", kind, (const char *)NULL);
	}
}

/* Reads file rf's references (the callback fn, when set, gets each one). */
static void check_file(rsv_module *m, rsv_file *rf, rsv_use_fn fn, void *fnctx)
{
	walk w;
	hcl_held iters, calls; /* the walk's own arrays, freed if memory runs out */
	memset(&w, 0, sizeof w);
	w.m = m;
	w.file = rf;
	w.ctx = rsv_module_ctx(m);
	w.fn = fn;
	w.fnctx = fnctx;
	if (!rf->f->body)
		return;
	rsv_walker_init(&w.wk, m->l, NULL, rf->f);
	hcl_oom_hold(&m->arena, &iters, NULL, (void **)&w.wk.iters);
	hcl_oom_hold(&m->arena, &calls, NULL, (void **)&w.calls.v);
	w.wk.attr = walk_attr;
	w.wk.block = walk_block;
	w.wk.ctx = &w;
	for (const hcl_attr *a = rf->f->body->attrs; a; a = a->next)
		walk_attr(&w.wk, a); /* a file's top level: no block, no spec */
	uint32_t k = 0;
	for (const hcl_block *b = rf->f->body->blocks; b; b = b->next, k++) {
		int spec[RSV_WALKER_LANGS] = {rsv_top_spec(m, rf, k, b), -1};
		if (spec[0] < 0)
			continue; /* the rules reported the others */
		if (rsv_walker_run(&w.wk, b, spec) == RSV_WALKER_NOMEM)
			rsv_nomem(m); /* the walk's iterators are check_file's hold */
		if (!rf->testing && !m->load_only) {
			kinds_rule(&w, b, spec[0]);
			rsv_count_rule(m, rf->f, b, spec[0]);
			rsv_schema_rule(m, rf->f, b, spec[0]);
			marks_rule(&w, b, spec[0]);
		}
	}
	hcl_oom_release(&m->arena, &calls);
	hcl_oom_release(&m->arena, &iters);
	rsv_walker_free(&w.wk);
	free(w.calls.v);
}

/* rsv_check_module_uses's work, under its guard. */
static unsigned check_uses(rsv_module *m, rsv_use_fn fn, void *ctx)
{
	unsigned before = 0, after = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		before += m->files[i].f->nerrors;
	rsv_module_index(m);
	rsv_rules_module(m);
	/* tofu validate reads references only once the configuration loaded without
	 * errors (syntax errors included); whoever asks for the references gets them */
	unsigned load_errors = 0;
	for (uint32_t i = 0; i < m->nfiles; i++)
		load_errors += m->files[i].f->nerrors;
	if (!load_errors && !m->file_only) /* BuildConfig validates providers after a clean load */
		rsv_provider_validation(m);
	/* the local child modules: what they stop counts as a load error here */
	if (m->child_hooks)
		load_errors += m->child_hooks->check(m, load_errors);
	m->load_errors = load_errors;
	for (uint32_t i = 0; i < m->nfiles; i++) /* met when evaluated, after loading */
		hcl_json_add_late(m->files[i].f);
	for (uint32_t i = 0; i < m->nfiles && (!load_errors || m->keep_going || (fn && !m->uses_as_check)); i++)
		check_file(m, &m->files[i], m->load_only ? NULL : fn, ctx);
	rsv_rules_finish(m);
	for (uint32_t i = 0; i < m->nfiles; i++) {
		after += m->files[i].f->nerrors;
		if (m->files[i].f->diags) /* the table its positions need, built under the guard */
			hcl_file_pos(m->files[i].f, 0);
	}
	return after - before;
}

unsigned rsv_check_module_uses(rsv_module *m, rsv_use_fn fn, void *ctx)
{
	hcl_oom h;
	if (m->oom)
		return 0;
	hcl_oom *prev = rsv_guard(m, &h);
	if (setjmp(h.jb)) {
		m->oom = 1;
		rsv_unguard(m, prev);
		return 0;
	}
	unsigned n = check_uses(m, fn, ctx);
	rsv_unguard(m, prev);
	return n;
}

unsigned rsv_check_module(rsv_module *m)
{
	return rsv_check_module_uses(m, NULL, NULL);
}
