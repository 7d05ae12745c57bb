/* rsv_count.c - the value of a repetition count, as validate checks it
 * without providers (the argument form `instance_count`, doc/spec.md):
 * validate evaluates a resource's or module call's count as a number
 * (OpenTofu's evalchecks.EvaluateCountExpressionValue, Terraform's
 * evaluateCountExpressionValue) and reports a known value that is null,
 * that does not convert to a number, that is not a whole number or that is
 * negative.  Only literal values are known here, directly or through local
 * values (validate evaluates those; its variables are unknown): any other
 * reference, a call or an operation is unknown to this reader, and said
 * nothing of. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_buf.h"
#include "rsv_count.h"
#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_text.h"
#include "rsv_types.h"

/* Read by rsv_count_rule once the module loaded, as validate evaluates it. */
void rsv_form_instance_count(const rsv_form_call *c)
{
	(void)c;
}

/* The text of the number literal value e is (a number, a negated one, or a
 * string without interpolation), in f's arena; NULL when e is no such
 * literal. */
static const char *number_text(hcl_file *f, const hcl_expr *e)
{
	e = hcl_expr_unparen(e);
	if (!e)
		return NULL;
	if (e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NUMBER)
		return hcl_strndup(&f->arena, e->text, e->len);
	if (e->kind == HCL_E_UNOP && f->src[e->start] == '-') {
		const hcl_expr *a = hcl_expr_unparen(e->a);
		if (a && a->kind == HCL_E_LITERAL && a->op == HCL_LIT_NUMBER)
			return rsv_printf(&f->arena, "-%.*s", (int)a->len, a->text);
		return NULL;
	}
	if (e->kind == HCL_E_TEMPLATE)
		return rsv_literal_string(f, e);
	return NULL;
}

/* The expression of local value e refers to (local.NAME alone), followed
 * through local values that are references to others, with the file that
 * holds it in *f; e itself when it is no such reference. */
static const hcl_expr *through_locals(rsv_module *m, hcl_file **f, const hcl_expr *e)
{
	const spec_lang *l = m->l;
	for (int depth = 0; depth < 16; depth++) {
		e = hcl_expr_unparen(e);
		if (e->kind != HCL_E_SCOPETRAV || e->trav.nsteps != 2 || e->trav.head->next->kind != HCL_STEP_ATTR)
			return e;
		const hcl_step *root = e->trav.head, *name = root->next;
		int local = 0;
		for (uint16_t i = 0; i < l->nroots && !local; i++)
			local = l->roots[i].declared_by == SPEC_DECL_LOCALS && strlen(l->roots[i].name) == root->len &&
				memcmp(l->roots[i].name, root->text, root->len) == 0;
		if (!local)
			return e;
		const char *n = hcl_strndup(&(*f)->arena, name->text, name->len);
		const rsv_decl *d = rsv_module_find(m, SPEC_DECL_LOCALS, NULL, n);
		const rsv_decl *base = d ? rsv_module_base(m, d) : NULL;
		if (base)
			d = base;
		if (!d || !d->attr || !d->file)
			return e;
		*f = d->file;
		e = d->attr->expr;
	}
	return e;
}

/* The count rule for argument a of block b: the role of its mistake, or
 * -1 when it has none this reader can tell; *error gets cty's words for a
 * value that does not convert to a number. */
static int count_mistake(rsv_module *m, hcl_file *f, const hcl_attr *a, const char **error)
{
	static const rsv_type number = {RSV_T_PRIMITIVE, 'n', NULL, NULL, NULL, NULL, 0};
	const hcl_expr *e = through_locals(m, &f, a->expr);
	if (e->kind == HCL_E_LITERAL && e->op == HCL_LIT_NULL)
		return RSV_ROLE_ARG_NULL;
	*error = rsv_default_mismatch(f, e, &number, m->l->mismatch_given);
	if (*error)
		return RSV_ROLE_ARG_NUMBER;
	const char *s = number_text(f, e);
	if (!s)
		return -1;
	char *end;
	double d = strtod(s, &end);
	if (*end || end == s)
		return -1; /* converted, so not reached */
	/* gocty's conversion to a Go int: a whole number within int64 */
	if (!isfinite(d) || d != floor(d) || d >= 9223372036854775808.0 || d < -9223372036854775808.0)
		return RSV_ROLE_ARG_WHOLE;
	return d < 0 ? RSV_ROLE_ARG_NEGATIVE : -1;
}

void rsv_count_rule(rsv_module *m, hcl_file *f, const hcl_block *b, int si)
{
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(m, si, &n);
	for (uint16_t i = 0; i < n; i++) {
		char arg[64];
		if (!forms[i].arg || !rsv_form_is(&forms[i].fe, "instance_count") || forms[i].len >= sizeof arg)
			continue;
		memcpy(arg, forms[i].arg, forms[i].len);
		arg[forms[i].len] = '\0';
		const hcl_attr *a = rsv_attr(b->body, arg);
		const char *error = NULL;
		int role = a ? count_mistake(m, f, a, &error) : -1;
		if (role == RSV_ROLE_ARG_NUMBER)
			rsv_diag(f, rsv_role(m, role, arg), a->expr->start, a->expr->end, "error", error,
				 (const char *)NULL);
		else if (role >= 0)
			rsv_diag(f, rsv_role(m, role, arg), a->expr->start, a->expr->end, (const char *)NULL);
	}
}
