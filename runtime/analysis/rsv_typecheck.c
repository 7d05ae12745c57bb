/* rsv_typecheck.c - the checks of hcl's type-expression reader
 * (ext/typeexpr, getType) on a type constraint, with the names of the spec's
 * `type` table: unknown keywords and constructors, the wrong number of
 * arguments, object keys, optional() outside an object attribute or with
 * more arguments than the release reads, and a type whose experiment is
 * off (doc/spec.md, "Type constraints"). */
#include <string.h>

#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_typecheck.h"

typedef struct tcheck {
	rsv_cursor *r;
	const hcl_block *b;  /* the block holding the argument */
	int errors;          /* diagnostics reported (or that would be, with the role) */
	int feature_off;     /* the type of a name whose experiment is off, or -1 */
} tcheck;

static void report(tcheck *t, const spec_diag *d, uint32_t start, uint32_t end, const char *name)
{
	const char *kv[] = {"name", name, NULL};
	t->errors++;
	rsv_rule_diag(t->r, d, start, end, NULL, name ? kv : NULL);
}

static const spec_type *type_named(const tcheck *t, const char *name)
{
	int i = spec_type_index(t->r->m->l, name, strlen(name));
	return i >= 0 ? &t->r->m->l->types[i] : NULL;
}

/* hcl's ArgsRange of call e: from its "(" to its ")". */
static uint32_t args_start(const tcheck *t, const hcl_expr *e)
{
	const char *src = t->r->f->src;
	uint32_t p = e->start;
	while (p < e->end && src[p] != '(')
		p++;
	return p;
}

static uint32_t name_end(const hcl_expr *e)
{
	return e->start + (uint32_t)strlen(e->name);
}

static uint32_t count_args(const hcl_expr *e)
{
	uint32_t n = 0;
	for (const hcl_expr *a = e->list; a; a = a->next)
		n++;
	return n;
}

static void check(tcheck *t, const hcl_expr *e);

/* A keyword alone: a primitive or dynamic type, else an error (a
 * constructor needs its argument; any other word is no type). */
static void keyword(tcheck *t, const hcl_expr *e, const char *kw)
{
	const spec_type *ty = type_named(t, kw);
	rsv_module *m = t->r->m;
	if (ty && (ty->form == SPEC_TYPE_PRIMITIVE || ty->form == SPEC_TYPE_DYNAMIC))
		return;
	if (ty && ty->form != SPEC_TYPE_OPTIONAL)
		report(t, rsv_role(m, RSV_ROLE_TYPE_FORM_ARGUMENTS, spec_type_form_names[ty->form]), e->start,
		       e->end, kw);
	else
		report(t, rsv_role(m, RSV_ROLE_TYPE_KEYWORD_INVALID), e->start, e->end, kw);
}

/* An object attribute's optional(TYPE[, DEFAULT]): its argument count, then
 * the type. */
static void optional_attr(tcheck *t, const hcl_expr *call, const spec_type *ty)
{
	rsv_module *m = t->r->m;
	uint32_t n = count_args(call), max = ty->default_argument ? 2 : 1;
	if (n < 1) {
		report(t, rsv_role(m, RSV_ROLE_TYPE_OPTIONAL_MISSING), args_start(t, call), call->end, NULL);
		return;
	}
	if (n > max)
		report(t, rsv_role(m, ty->default_argument ? RSV_ROLE_TYPE_OPTIONAL_ARGUMENTS
							   : RSV_ROLE_TYPE_OPTIONAL_NO_DEFAULT),
		       args_start(t, call), call->end, NULL);
	if (ty->feature >= 0 && !m->feature_on[ty->feature])
		t->feature_off = (int)(ty - m->l->types);
	check(t, call->list);
}

static void object_attrs(tcheck *t, const hcl_expr *o)
{
	rsv_module *m = t->r->m;
	hcl_file *f = t->r->f;
	uint32_t n = 0, k = 0;
	for (const hcl_expr *it = o->list; it; it = it->next)
		n++;
	const char **names = hcl_alloc_raw(&f->arena, (n ? n : 1) * sizeof *names); /* each item's, or NULL */
	for (const hcl_expr *it = o->list; it; it = it->next, k++) {
		const char *name;
		names[k] = NULL;
		if ((it->flags & HCL_EF_FORCEKEY) || hcl_expr_as_keyword(f, it->a, &name) != 0) {
			report(t, rsv_role(m, RSV_ROLE_TYPE_OBJECT_KEY), it->a->start, it->a->end, NULL);
			continue;
		}
		names[k] = name;
		int dup = 0;
		for (uint32_t p = 0; p < k && !dup; p++)
			dup = names[p] && strcmp(names[p], name) == 0;
		if (dup) {
			report(t, rsv_role(m, RSV_ROLE_TYPE_OBJECT_KEY_UNIQUE), it->a->start, it->a->end, NULL);
			continue;
		}
		const hcl_expr *v = it->b;
		const spec_type *ty = v->kind == HCL_E_CALL ? type_named(t, v->name) : NULL;
		if (ty && ty->form == SPEC_TYPE_OPTIONAL)
			optional_attr(t, v, ty);
		else
			check(t, v);
	}
}

/* NAME(...) of a constructor taking one argument, which it has. */
static void constructor(tcheck *t, const hcl_expr *e, const spec_type *ty)
{
	const hcl_expr *arg = e->list;
	rsv_module *m = t->r->m;
	switch (ty->form) {
	case SPEC_TYPE_COLLECTION:
		check(t, arg);
		break;
	case SPEC_TYPE_OBJECT:
		if (arg->kind != HCL_E_OBJECT)
			report(t, rsv_role(m, RSV_ROLE_TYPE_OBJECT_MAP), arg->start, arg->end, NULL);
		else
			object_attrs(t, arg);
		break;
	default: /* tuple */
		if (arg->kind != HCL_E_TUPLE)
			report(t, rsv_role(m, RSV_ROLE_TYPE_TUPLE_LIST), arg->start, arg->end, NULL);
		else
			for (const hcl_expr *it = arg->list; it; it = it->next)
				check(t, it);
	}
}

static void call(tcheck *t, const hcl_expr *e)
{
	rsv_module *m = t->r->m;
	const spec_type *ty = type_named(t, e->name);
	uint32_t n = count_args(e);
	if (ty && (ty->form == SPEC_TYPE_PRIMITIVE || ty->form == SPEC_TYPE_DYNAMIC)) {
		report(t, rsv_role(m, RSV_ROLE_TYPE_FORM_ARGUMENTS, spec_type_form_names[ty->form]),
		       args_start(t, e), e->end, e->name);
		return;
	}
	if (ty && ty->form == SPEC_TYPE_OPTIONAL) {
		report(t, rsv_role(m, RSV_ROLE_TYPE_OPTIONAL_OUTSIDE), e->start, name_end(e), e->name);
		return;
	}
	if (!ty) {
		report(t, rsv_role(m, RSV_ROLE_TYPE_CONSTRUCTOR_INVALID), e->start, e->end, e->name);
		return;
	}
	if (n != 1) {
		uint32_t start = args_start(t, e), end = e->end;
		if (n > 1) { /* the extra arguments */
			const hcl_expr *last = e->list->next;
			while (last->next)
				last = last->next;
			start = e->list->next->start;
			end = last->end;
		}
		report(t, rsv_role(m, RSV_ROLE_TYPE_FORM_ARGUMENTS, spec_type_form_names[ty->form]), start, end,
		       e->name);
		return;
	}
	constructor(t, e, ty);
}

static void check(tcheck *t, const hcl_expr *e)
{
	const char *kw;
	while (e->kind == HCL_E_PAREN && e->a)
		e = e->a;
	if (hcl_expr_as_keyword(t->r->f, e, &kw) == 0)
		keyword(t, e, kw);
	else if (e->kind == HCL_E_CALL) /* hcl's ExprCall does not look at a final "..." */
		call(t, e);
	else
		report(t, rsv_role(t->r->m, RSV_ROLE_TYPE_INVALID), e->start, e->end, NULL);
}

int rsv_type_check(rsv_cursor *r, const hcl_block *b, const hcl_expr *e)
{
	tcheck t = {r, b, 0, -1};
	const spec_lang *l = r->m->l;
	const char *kw;
	if (!l->ntypes)
		return 0;
	if (hcl_expr_as_keyword(r->f, e, &kw) == 0) { /* the bare shorthands: NAME(any) */
		const spec_type *ty = type_named(&t, kw);
		if (ty && ty->shorthand)
			return 0;
		keyword(&t, e, kw); /* what check makes of a keyword (no parentheses around it) */
	} else {
		check(&t, e);
	}
	int off = !t.errors && t.feature_off >= 0 ? l->types[t.feature_off].feature_off : -1;
	if (off >= 0) /* the module's check of its variables (Terraform 1.2's checkModuleExperiments) */
		rsv_rule_diag(r, &l->diags[off], rsv_def_start(b), rsv_def_end(b), b, NULL);
	return t.errors;
}
