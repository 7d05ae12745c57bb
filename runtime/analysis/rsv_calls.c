/* rsv_calls.c - the function calls of an expression: found in order
 * (rsv_calls_of) or by name (rsv_calls), and checked against the
 * spec's functions and namespaces (doc/spec.md, "Functions") as hcl's
 * FunctionCallExpr does when it evaluates one, with the language's own
 * rewording of hcl's messages written in the spec: a name that is no
 * function, a function that left the language, one whose experiment is
 * off, and namespaced names whose namespace, provider or library is not
 * there. */
#include <string.h>

#include "rsv_calls.h"
#include "rsv_role.h"
#include "rsv_text.h"

typedef struct calls {
	rsv_module *m;
	hcl_file *f;
	const hcl_expr *e;   /* the call */
	const char *name;    /* its name as written */
	uint32_t name_end;   /* the end of its name (hcl's NameRange) */
	uint32_t open_end;   /* the end of its "(" (hcl's StartRange) */
} calls;

/* Adds d (NULL: the rule is off) at the call's name, or at its name and
 * parenthesis (`start` set: the errors of a call that fails). */
static void report(const calls *c, const spec_diag *d, int start, const char *const *kv)
{
	if (d)
		rsv_diag_kv(c->f, d, c->e->start, start ? c->open_end : c->name_end, kv);
}

static const spec_diag *diag_at(const spec_lang *l, int i)
{
	return i >= 0 && i < l->ndiags ? &l->diags[i] : NULL;
}

/* A function hcl's table has: one of the release, or a stub that fails. */
static int in_table(const spec_function *fn)
{
	return !fn->until || fn->message;
}

/* The language's suggestion for the function closest to name (fewer than
 * three edits; ties: the first in the spec), or "". */
static const char *suggestion(const calls *c, const char *name)
{
	const spec_lang *l = c->m->l;
	size_t best = 3;
	const char *pick = NULL;
	for (uint16_t i = 0; i < l->nfunctions; i++) {
		if (!in_table(&l->functions[i]))
			continue;
		size_t d = rsv_distance(name, l->functions[i].name);
		if (d < best) {
			best = d;
			pick = l->functions[i].name;
		}
	}
	if (!pick || !l->suggestion)
		return "";
	const char *kv[] = {"name", pick, NULL};
	return rsv_fill(c->f, l->suggestion, kv);
}

/* The index of the built-in function fname, or -1. */
static int function_index(const calls *c, const char *fname)
{
	return spec_function_index(c->m->l, fname, strlen(fname));
}

/* A call of the built-in function of index i (-1: none; the whole name is
 * c->name); undeclared is the diagnostic for a name that is no function,
 * with the namespace's parts in kv. */
static void builtin_call(const calls *c, int i, const spec_diag *undeclared, const char **kv)
{
	const spec_lang *l = c->m->l;
	const spec_function *fn = i >= 0 ? &l->functions[i] : NULL;
	if (!fn || !in_table(fn)) {
		report(c, undeclared, 0, kv);
		return;
	}
	if (fn->until) {
		const char *rv[] = {"name", c->name, "message", fn->message, NULL};
		report(c, rsv_role(c->m, RSV_ROLE_FUNCTION_REMOVED), 1, rv);
	} else if (fn->feature >= 0 && !c->m->feature_on[fn->feature]) {
		const char *ev[] = {"name", c->name, "experiment", l->features[fn->feature].name, NULL};
		report(c, rsv_role(c->m, RSV_ROLE_FUNCTION_EXPERIMENTAL), 1, ev);
	}
}

/* The names declared at the block path `path` (A/B: blocks B in top-level
 * blocks A) of the module's files: as arguments (args set) or as the first
 * label of the blocks themselves.  1 when name is one of them. */
static int declared_in_body(const hcl_body *b, const char *path, int args, const char *name, size_t len)
{
	size_t n = strcspn(path, "/");
	for (const hcl_block *k = b ? b->blocks : NULL; k; k = k->next) {
		if (strlen(k->type) != n || memcmp(k->type, path, n) != 0)
			continue;
		if (path[n] == '/') {
			if (declared_in_body(k->body, path + n + 1, args, name, len))
				return 1;
		} else if (args) {
			for (const hcl_attr *a = k->body->attrs; a; a = a->next)
				if (strlen(a->name) == len && memcmp(a->name, name, len) == 0)
					return 1;
		} else if (k->labels && strlen(k->labels->text) == len && memcmp(k->labels->text, name, len) == 0) {
			return 1;
		}
	}
	return 0;
}

static int declared(const rsv_module *m, const spec_namespace *ns, const char *name, size_t len)
{
	for (uint32_t i = 0; i < m->nfiles; i++)
		if (!m->files[i].testing &&
		    declared_in_body(m->files[i].f->body, ns->declared_in, ns->form == SPEC_NS_PROVIDER, name, len))
			return 1;
	return 0;
}

/* The namespaces, the built-in one last, as "a,b,c" (OpenTofu's
 * FunctionNamespaces order). */
static const char *namespace_list(const calls *c)
{
	const spec_lang *l = c->m->l;
	hcl_buf b = {0};
	for (int builtin = 0; builtin < 2; builtin++)
		for (uint16_t i = 0; i < l->nnamespaces; i++)
			if ((l->namespaces[i].form == SPEC_NS_BUILTIN) == builtin)
				hcl_buf_printf(&b, "%s%s", b.n ? "," : "", l->namespaces[i].name);
	return hcl_buf_done(&c->f->arena, &b);
}

/* A call NS::REST (REST after the first "::"). */
static void namespaced_call(const calls *c, size_t nslen, const char *rest)
{
	const spec_lang *l = c->m->l;
	hcl_arena *a = &c->f->arena;
	const char *nsname = rsv_printf(a, "%.*s", (int)nslen, c->name);
	int ni = spec_namespace_index(l, c->name, nslen);
	if (ni < 0) {
		const char *kv[] = {"name", c->name, "namespace", nsname, "namespaces", namespace_list(c), NULL};
		report(c, rsv_role(c->m, RSV_ROLE_FUNCTION_NAMESPACE_UNKNOWN), 0, kv);
		return;
	}
	const spec_namespace *ns = &l->namespaces[ni];
	if (ns->feature >= 0 && !c->m->feature_on[ns->feature]) {
		const char *kv[] = {"name", c->name, "experiment", l->features[ns->feature].name, NULL};
		report(c, diag_at(l, ns->feature_off), 0, kv);
		return;
	}
	const char *last = strrchr(c->name, ':') + 1;
	size_t first = strcspn(rest, ":");
	int parts = 1;
	for (const char *p = strstr(rest, "::"); p; p = strstr(p + 2, "::"))
		parts++;
	const char *part = rsv_printf(a, "%.*s", (int)first, rest);
	const char *kv[] = {"name", c->name, "namespace", nsname, "function", last, "provider", part,
			    "library", part, NULL};
	const spec_diag *undeclared = diag_at(l, ns->undeclared), *invalid = diag_at(l, ns->invalid);
	switch (ns->form) {
	case SPEC_NS_BUILTIN:
		builtin_call(c, parts == 1 ? function_index(c, rest) : -1, undeclared, kv);
		return;
	case SPEC_NS_PROVIDER: /* NAME::FUNC, or NAME::ALIAS::FUNC with aliases */
		if (parts < 2 || (parts > 2 + ns->aliases && ns->aliases))
			report(c, invalid, 0, kv);
		else if (parts > 2 + ns->aliases || !declared(c->m, ns, rest, first))
			report(c, undeclared, 0, kv); /* longer: no function of the provider */
		return;
	default:
		if (parts != 2)
			report(c, invalid, 0, kv);
		else if (!declared(c->m, ns, rest, first))
			report(c, undeclared, 0, kv);
	}
}

/* Where hcl's ranges of call e end: its name, and its "(". */
static void call_ranges(calls *c)
{
	const char *src = c->f->src;
	uint32_t p = c->e->start;
	while (p < c->e->end && src[p] != '(')
		p++;
	c->open_end = p < c->e->end ? p + 1 : c->e->end;
	while (p > c->e->start && (src[p - 1] == ' ' || src[p - 1] == '\t'))
		p--;
	c->name_end = p;
}

static void check_call(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	calls c = {m, f, e, e->name, 0, 0};
	/* a language without namespaces (OpenTofu before v1.7) has no function
	 * named NS::NAME: the whole name is looked up, and is unknown */
	const char *sep = m->l->nnamespaces ? strstr(e->name, "::") : NULL;
	call_ranges(&c);
	if (sep) {
		namespaced_call(&c, (size_t)(sep - e->name), sep + 2);
		return;
	}
	const char *kv[] = {"name", e->name, "suggestion", "", NULL};
	const spec_diag *unknown = rsv_role(m, RSV_ROLE_FUNCTION_UNKNOWN);
	/* the suggestion scans every function: only for a name that is none */
	int i = function_index(&c, e->name);
	if (unknown && (i < 0 || !in_table(&m->l->functions[i])))
		kv[3] = suggestion(&c, e->name);
	builtin_call(&c, i, unknown, kv);
}

void rsv_calls_check(rsv_module *m, hcl_file *f, const hcl_expr *const *v, size_t n)
{
	for (size_t i = 0; i < n && m->l->nfunctions; i++)
		check_call(m, f, v[i]);
}

/* ---- the calls of an expression ------------------------------------------------- */

/* e, depth expressions deep, contains a call of fn. */
static int has_call(const hcl_expr *e, const char *fn, int depth)
{
	if (!e || depth > HCL_MAX_NESTING * 2)
		return 0;
	if (e->kind == HCL_E_CALL && e->name && strcmp(e->name, fn) == 0)
		return 1;
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			if (has_call(k, fn, depth + 1))
				return 1;
	return 0;
}

int rsv_calls(const hcl_expr *e, const char *fn)
{
	return fn ? has_call(e, fn, 0) : 0;
}

/* Appends the calls of e, depth expressions deep, to c (the call first). */
static void calls_in(const hcl_expr *e, rsv_callv *c, int depth)
{
	if (!e || depth > 2 * HCL_MAX_NESTING)
		return;
	if (e->kind == HCL_E_CALL && e->name) {
		if (hcl_grow((void **)&c->v, &c->cap, c->n + 1, sizeof *c->v) == 0)
			c->v[c->n++] = e;
		else
			c->oom = 1;
	}
	const hcl_expr *kids[4];
	for (int i = 0, n = hcl_expr_kids(e, kids); i < n; i++)
		for (const hcl_expr *k = kids[i]; k; k = k->next)
			calls_in(k, c, depth + 1);
}

void rsv_calls_of(const hcl_expr *e, rsv_callv *c)
{
	calls_in(e, c, 0);
}
