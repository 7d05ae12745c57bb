/* rsv_signature.c - function calls against their function's signature
 * (the spec's `signature`, doc/spec.md "Functions"), as hcl's
 * FunctionCallExpr.Value checks them before it calls the function: an
 * expanded final argument that is no sequence, too few arguments (at the
 * ")"), too many (at the first extra one's StartRange), and an argument
 * whose literal value does not convert to its parameter's type (cty's
 * convert error, at the argument's StartRange; for a function of go-cty's or
 * hcl's, whose signature the release's source does not state, only for a
 * parameter of a primitive type).  A call with the wrong
 * number of arguments evaluates none of them.  A call whose arguments all
 * converted is called: cty's Call refuses the first literal null given to
 * a parameter that takes none (at its StartRange).  Only what hcl surely
 * evaluates at validate is checked, and only what is sure is reported. */
#include <string.h>

#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_signature.h"
#include "rsv_text.h"
#include "rsv_types.h"

#define MAX_PARAMS 16
#define MAX_DEPTH (2 * HCL_MAX_NESTING) /* as rsv_calls_of: deeper than any tree the parser builds */

typedef struct sigwalk {
	rsv_module *m;
	hcl_file *f;
} sigwalk;

static void walk(sigwalk *w, const hcl_expr *e, int evaluated, int depth);

/* The built-in function a call names (NAME, or NS::NAME of the builtin
 * namespace), when hcl's table has it as a function of the release (not a
 * stub that fails, not one whose experiment is off) and its signature is
 * known; else NULL. */
static const spec_function *function_of(const sigwalk *w, const char *name)
{
	const spec_lang *l = w->m->l;
	const char *sep = l->nnamespaces ? strstr(name, "::") : NULL;
	if (sep) {
		int ni = spec_namespace_index(l, name, (size_t)(sep - name));
		if (ni < 0 || l->namespaces[ni].form != SPEC_NS_BUILTIN || strstr(sep + 2, "::"))
			return NULL;
		name = sep + 2;
	}
	int i = spec_function_index(l, name, strlen(name));
	const spec_function *fn = i >= 0 ? &l->functions[i] : NULL;
	if (!fn || fn->until || !fn->signature || (fn->feature >= 0 && !w->m->feature_on[fn->feature]))
		return NULL;
	return fn;
}

/* A parameter's type (its text at s) as an rsv_type, or NULL when a value
 * of any type may be given (any, expression, or a type holding any: cty's
 * wording of those mismatches is not modelled). */
static rsv_type *param_type(sigwalk *w, const char *s)
{
	static const uint8_t kinds[SPEC_PT_COUNT] = {[SPEC_PT_LIST] = RSV_T_LIST, [SPEC_PT_SET] = RSV_T_SET,
						     [SPEC_PT_MAP] = RSV_T_MAP};
	static const char prims[SPEC_PT_COUNT] = {[SPEC_PT_STRING] = 's', [SPEC_PT_NUMBER] = 'n', [SPEC_PT_BOOL] = 'b'};
	int kind;
	const char *elem;
	if (!spec_param_type(s, &kind, &elem) || kind == SPEC_PT_ANY || kind == SPEC_PT_EXPRESSION)
		return NULL;
	rsv_type *t = hcl_alloc(&w->f->arena, sizeof *t);
	memset(t, 0, sizeof *t);
	if (prims[kind]) {
		t->kind = RSV_T_PRIMITIVE;
		t->prim = prims[kind];
		return t;
	}
	t->kind = kinds[kind];
	t->elem = param_type(w, elem);
	return t->elem ? t : NULL;
}

/* Whether a parameter's type is `expression`: its argument is not evaluated. */
static int unevaluated(const spec_param *p)
{
	int kind;
	const char *elem;
	return spec_param_type(p->type, &kind, &elem) && kind == SPEC_PT_EXPRESSION;
}

static void report(sigwalk *w, int role, uint32_t start, uint32_t end, const char *const *kv)
{
	const spec_diag *d = rsv_role(w->m, role);
	if (d)
		rsv_diag_kv(w->f, d, start, end, kv);
}

/* The number of elements of a literal tuple e, or -1 when e is not one. */
static int tuple_length(const hcl_expr *e)
{
	int n = 0;
	if (!e || e->kind != HCL_E_TUPLE)
		return -1;
	for (const hcl_expr *p = e->list; p; p = p->next)
		n++;
	return n;
}

/* An expanded final argument whose literal value is no sequence (a
 * string, number, bool or object): hcl's error at it.  1 when reported. */
static int expand_invalid(sigwalk *w, const hcl_expr *arg)
{
	const hcl_expr *v = hcl_expr_unparen(arg);
	int literal = v->kind == HCL_E_OBJECT || (v->kind == HCL_E_LITERAL && v->op != HCL_LIT_NULL);
	if (v->kind == HCL_E_TEMPLATE) {
		literal = 1;
		for (const hcl_expr *p = v->list; p; p = p->next)
			literal &= p->kind == HCL_E_LITERAL;
	}
	if (!literal)
		return 0;
	report(w, RSV_ROLE_FUNCTION_EXPAND_INVALID, arg->start, arg->end, NULL);
	return 1;
}

/* The argument of index i of call e (which has more than i). */
static const hcl_expr *nth(const hcl_expr *e, int i)
{
	const hcl_expr *a = e->list;
	while (i-- > 0)
		a = a->next;
	return a;
}

/* Checks call e against fn's signature: 1 when the call fails before its
 * arguments are evaluated (hcl then evaluates none of them); *failed set
 * when an argument does not convert (hcl then does not call the function). */
static int check_call(sigwalk *w, const hcl_expr *e, const spec_function *fn, int *failed)
{
	spec_param p[MAX_PARAMS];
	int variadic, np = spec_signature_parse(fn->signature, p, MAX_PARAMS, &variadic);
	if (np < 0 || np > MAX_PARAMS)
		return 0;
	int nargs = 0;
	const hcl_expr *last = NULL;
	for (const hcl_expr *a = e->list; a; a = a->next, nargs++)
		last = a;
	int nexp = nargs; /* the arguments once the final one is expanded */
	if (e->flags & HCL_EF_EXPAND) {
		if (!last)
			return 0;
		if (expand_invalid(w, last))
			return 1;
		int k = tuple_length(hcl_expr_unparen(last));
		if (k < 0)
			return 1; /* an unknown sequence: hcl stops at validate, its elements unknown */
		nexp = nargs - 1 + k;
	}
	int nfixed = np - variadic;
	hcl_arena *a = &w->f->arena;
	if (nexp < nfixed) {
		const char *kv[] = {"name",	 e->name,
				    "count",	 rsv_printf(a, "%d", nfixed),
				    "parameter", hcl_strndup(a, p[nexp].name, p[nexp].nlen),
				    NULL};
		report(w, variadic ? RSV_ROLE_FUNCTION_ARGUMENTS_MISSING_VARIADIC : RSV_ROLE_FUNCTION_ARGUMENTS_MISSING,
		       e->end > e->start ? e->end - 1 : e->end, e->end, kv);
		return 1;
	}
	if (!variadic && nexp > nfixed) {
		uint32_t start, end;
		if (nfixed < nargs - ((e->flags & HCL_EF_EXPAND) ? 1 : 0)) {
			rsv_start_range(w->f, nth(e, nfixed), &start, &end);
		} else { /* an element of the expanded tuple: hcl's range is the tuple's */
			start = last->start;
			end = last->end;
		}
		const char *kv[] = {"name", e->name, "count", rsv_printf(a, "%d", nfixed), NULL};
		report(w, RSV_ROLE_FUNCTION_ARGUMENTS_EXTRA, start, end, kv);
		return 1;
	}
	int nplain = nargs - ((e->flags & HCL_EF_EXPAND) ? 1 : 0);
	const hcl_expr *arg = e->list;
	for (int i = 0; i < nplain; i++, arg = arg->next) {
		const spec_param *pp = &p[i < nfixed ? i : np - 1];
		rsv_type *t = param_type(w, pp->type);
		if (t && fn->stdlib && t->kind != RSV_T_PRIMITIVE)
			t = NULL; /* a library's collection types are not proved against a release's source */
		const char *err = t ? rsv_default_mismatch(w->f, arg, t, w->m->l->mismatch_given) : NULL;
		if (!err || err[0] == '.' || err[0] == '[')
			continue; /* converts, is not a literal, or is a nested path hcl words otherwise */
		uint32_t start, end;
		rsv_start_range(w->f, arg, &start, &end);
		const char *kv[] = {"parameter", hcl_strndup(a, pp->name, pp->nlen), "error", err, NULL};
		report(w, RSV_ROLE_FUNCTION_ARGUMENT_INVALID, start, end, kv);
		*failed = 1;
	}
	return 0;
}

/* Whether a literal null is argument v (its parentheses looked through). */
static int literal_null(const hcl_expr *v)
{
	v = hcl_expr_unparen(v);
	return v && v->kind == HCL_E_LITERAL && v->op == HCL_LIT_NULL;
}

/* The primitive literal v is (its parentheses looked through): 's' a
 * template of literal parts, 'n' a number, 'b' a bool; 0 anything else. */
static int primitive(const hcl_expr *v)
{
	v = hcl_expr_unparen(v);
	if (!v)
		return 0;
	if (v->kind == HCL_E_TEMPLATE) {
		for (const hcl_expr *p = v->list; p; p = p->next)
			if (p->kind != HCL_E_LITERAL)
				return 0;
		return 's';
	}
	if (v->kind != HCL_E_LITERAL)
		return 0;
	return v->op == HCL_LIT_NUMBER ? 'n' : v->op == HCL_LIT_TRUE || v->op == HCL_LIT_FALSE ? 'b' : 0;
}

/* Whether argument v surely converts to a parameter's type (kind, and a
 * collection's element type elem) as hcl converts it before the call: any
 * value to any, null to every type, a primitive literal to string, a number
 * to number, a bool to bool, a tuple of primitive literals or nulls to
 * list(string) or set(string).  What this cannot tell is not sure. */
static int converts(const hcl_expr *v, int kind, const char *elem)
{
	static const char want[SPEC_PT_COUNT] = {[SPEC_PT_NUMBER] = 'n', [SPEC_PT_BOOL] = 'b'};
	int ek;
	const char *ee;
	if (kind == SPEC_PT_ANY || kind == SPEC_PT_EXPRESSION || literal_null(v))
		return 1;
	int k = primitive(v);
	if (kind == SPEC_PT_STRING)
		return k != 0;
	if (want[kind])
		return k == want[kind];
	if ((kind != SPEC_PT_LIST && kind != SPEC_PT_SET) || !spec_param_type(elem, &ek, &ee) || ek != SPEC_PT_STRING)
		return 0;
	v = hcl_expr_unparen(v);
	if (!v || v->kind != HCL_E_TUPLE)
		return 0;
	for (const hcl_expr *x = v->list; x; x = x->next)
		if (!primitive(x) && !literal_null(x))
			return 0;
	return 1;
}

/* Call e (without an expanded final argument) of a function of np
 * parameters p, whose arguments were evaluated without error: hcl converts
 * each to its parameter's type, and calls the function when all of them
 * converted; cty's Call checks them in order (the fixed parameters, then
 * each variadic argument), and its first failure is hcl's "Invalid
 * function argument" at that argument.  Reports the first literal null
 * given to a parameter that takes none when every argument surely converts
 * and cty does not stop before it: at a value of type any whose type is
 * not surely known (cty.DynamicPseudoType; a null there has it too), or at
 * an expression parameter (try's, can's: never checked). */
static void null_check(sigwalk *w, const hcl_expr *e, const spec_param *p, int np, int variadic)
{
	int nfixed = np - variadic, i = 0, kind;
	const char *elem;
	for (const hcl_expr *arg = e->list; arg; arg = arg->next, i++) {
		const spec_param *pp = &p[i < nfixed ? i : np - 1];
		if (!spec_param_type(pp->type, &kind, &elem) || !converts(arg, kind, elem))
			return;
	}
	i = 0;
	for (const hcl_expr *arg = e->list; arg; arg = arg->next, i++) {
		const spec_param *pp = &p[i < nfixed ? i : np - 1];
		if (!spec_param_type(pp->type, &kind, &elem) || kind == SPEC_PT_EXPRESSION)
			return;
		if (literal_null(arg) && !pp->nullable) {
			uint32_t start, end;
			rsv_start_range(w->f, arg, &start, &end);
			const char *kv[] = {"parameter", hcl_strndup(&w->f->arena, pp->name, pp->nlen), "error",
					    "argument must not be null", NULL};
			report(w, RSV_ROLE_FUNCTION_ARGUMENT_INVALID, start, end, kv);
			return;
		}
		if (kind == SPEC_PT_ANY && !primitive(arg) && hcl_expr_unparen(arg)->kind != HCL_E_TUPLE)
			return; /* a null taken, or a type not known here */
	}
}

/* A call: checked when evaluated; its arguments are evaluated unless the
 * call fails first or the parameter takes the expression itself. */
static void call(sigwalk *w, const hcl_expr *e, int evaluated, int depth)
{
	const spec_function *fn = function_of(w, e->name);
	spec_param p[MAX_PARAMS];
	int variadic = 0, np = fn ? spec_signature_parse(fn->signature, p, MAX_PARAMS, &variadic) : -1;
	if (np > MAX_PARAMS)
		np = -1;
	int failed = 0;
	if (evaluated && fn && check_call(w, e, fn, &failed))
		evaluated = 0;
	const hcl_diag *before = w->f->diags_tail;
	int i = 0;
	for (const hcl_expr *a = e->list; a; a = a->next, i++) {
		const spec_param *pp = np > 0 ? &p[i < np ? i : np - 1] : NULL;
		walk(w, a, evaluated && !(pp && (i < np || variadic) && unevaluated(pp)) && fn, depth + 1);
	}
	/* called only when no argument failed, nor anything within them */
	if (evaluated && fn && np > 0 && !failed && w->f->diags_tail == before && !(e->flags & HCL_EF_EXPAND))
		null_check(w, e, p, np, variadic);
}

/* The literal bool a condition is: 1 true, 0 false, -1 not a literal. */
static int literal_bool(const hcl_expr *e)
{
	e = hcl_expr_unparen(e);
	if (e && e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE;
	return -1;
}

static void walk(sigwalk *w, const hcl_expr *e, int evaluated, int depth)
{
	const hcl_expr *kids[4];
	if (!e || depth > MAX_DEPTH)
		return;
	switch (e->kind) {
	case HCL_E_CALL:
		call(w, e, evaluated, depth);
		return;
	case HCL_E_SCOPETRAV:
		if (evaluated)
			rsv_var_attr(w->m, w->f, e);
		return;
	case HCL_E_COND: { /* an arm's diagnostics count only when the condition picks it */
		int c = literal_bool(e->a);
		if (evaluated && rsv_cond_types(w->m, w->f, e))
			evaluated = 0; /* hcl stops there: nothing else of it is reported */
		walk(w, e->a, evaluated, depth + 1);
		walk(w, e->b, evaluated && c == 1, depth + 1);
		walk(w, e->c, evaluated && c == 0, depth + 1);
		return;
	}
	case HCL_E_FOR:
	case HCL_E_TFOR:
	case HCL_E_TIF:
	case HCL_E_SPLAT: /* the body runs per element of what may be unknown */
		walk(w, e->a, evaluated, depth + 1);
		walk(w, e->b, 0, depth + 1);
		if (e->kind != HCL_E_SPLAT) {
			walk(w, e->c, 0, depth + 1);
			if (e->kind != HCL_E_TIF)
				walk(w, e->d, 0, depth + 1);
		}
		return;
	default:
		break;
	}
	int n = hcl_expr_kids(e, kids);
	for (int k = 0; k < n; k++)
		for (const hcl_expr *c = kids[k]; c; c = c->next)
			walk(w, c, evaluated, depth + 1);
}

void rsv_signature_check(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	sigwalk w = {m, f};
	if (!m->l->nfunctions)
		return;
	walk(&w, e, 1, 0);
}
