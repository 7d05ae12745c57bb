/* rsv_exprtypes.c - errors hcl finds from the types of values alone, known
 * before anything is: a conditional whose two results cannot have one type
 * (ConditionalExpr.Value, "Inconsistent conditional result types"), and an
 * attribute taken of an input variable whose declared type has no
 * attributes (hcl's GetAttr: a list or set of objects, a primitive, a
 * collection of non-objects).  At validate a variable is an unknown value
 * of its declared type, so its type is all there is to know.  Only what is
 * sure is reported: literal results of kinds cty cannot unify, variables
 * with a type constraint. */
#include <string.h>

#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_signature.h"
#include "rsv_text.h"
#include "rsv_types.h"

/* What a result surely is, by its syntax alone. */
enum { S_UNSURE, S_STRING, S_NUMBER, S_BOOL, S_TUPLE, S_OBJECT };
static const char *const kind_names[] = {"", "string", "number", "bool", "tuple", "object"};

/* An object constructor's key that is known without evaluation. */
static int literal_key(hcl_file *f, const hcl_expr *k)
{
	const char *name;
	if (!k)
		return 0;
	if (!(k->flags & HCL_EF_FORCEKEY) && hcl_expr_as_keyword(f, k, &name) == 0)
		return !(k->kind == HCL_E_LITERAL && k->op == HCL_LIT_NULL);
	k = hcl_expr_unparen(k);
	if (k->kind != HCL_E_TEMPLATE)
		return 0;
	for (const hcl_expr *p = k->list; p; p = p->next)
		if (p->kind != HCL_E_LITERAL)
			return 0;
	return 1;
}

/* The type kind of e's value, whatever the values it refers to. */
static int kind_of(hcl_file *f, const hcl_expr *e)
{
	e = hcl_expr_unparen(e);
	if (!e)
		return S_UNSURE;
	switch (e->kind) {
	case HCL_E_TEMPLATE: /* a template is a string, known or not */
		return S_STRING;
	case HCL_E_TUPLE:
		return S_TUPLE;
	case HCL_E_OBJECT: /* an unknown key makes the whole object of no known type */
		for (const hcl_expr *it = e->list; it; it = it->next)
			if (!literal_key(f, it->a))
				return S_UNSURE;
		return S_OBJECT;
	case HCL_E_LITERAL:
		if (e->op == HCL_LIT_NUMBER)
			return S_NUMBER;
		if (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE)
			return S_BOOL;
		return S_UNSURE; /* null unifies with anything */
	default:
		return S_UNSURE;
	}
}

int rsv_cond_types(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	int t = kind_of(f, e->b), k = kind_of(f, e->c);
	int ts = t == S_TUPLE || t == S_OBJECT, ks = k == S_TUPLE || k == S_OBJECT;
	/* cty unifies primitives with each other and nothing with a structure
	 * of the other kind; two structures of one kind are not judged here */
	if (!t || !k || (!ts && !ks) || t == k)
		return 0;
	const spec_diag *d = rsv_role(m, RSV_ROLE_CONDITIONAL_TYPES);
	if (!d)
		return 0;
	const char *kv[] = {"reason",
			    rsv_printf(&f->arena, "The 'true' value is %s, but the 'false' value is %s", kind_names[t],
				       kind_names[k]),
			    NULL};
	rsv_diag_kv(f, d, e->b->start, e->c->end, kv);
	return 1;
}

/* The declared type of input variable name, or NULL (none, not readable,
 * or declared more than once: an override file may change it). */
static const rsv_type *variable_type(rsv_module *m, const char *name)
{
	const rsv_decl *d = rsv_module_find(m, SPEC_DECL_VARIABLE, NULL, name);
	const hcl_attr *a = NULL;
	if (!d || !d->block || !d->file || d->override)
		return NULL;
	for (int32_t i = d->next; i >= 0; i = m->decls[i].next) /* the rest of its hash chain */
		if (m->decls[i].kind == d->kind && strcmp(m->decls[i].name, name) == 0)
			return NULL;
	for (a = d->block->body ? d->block->body->attrs : NULL; a; a = a->next)
		if (strcmp(a->name, "type") == 0)
			break;
	return a ? rsv_type_parse(d->file, a->expr) : NULL;
}

/* Whether root names input variables (the spec's root declared by them). */
static int variable_root(const rsv_module *m, const char *root, size_t len)
{
	int i = spec_root_index(m->l, root, len);
	return i >= 0 && m->l->roots[i].declared_by == SPEC_DECL_VARIABLE;
}

/* The role of hcl's GetAttr error for attribute name of a value of type t
 * (-1: none, or not sure), and in *next the attribute's type when it has
 * one (an object's attribute, a map's element). */
static int attr_error(const rsv_type *t, const char *name, const rsv_type **next)
{
	const rsv_type *el = t->elem;
	*next = NULL;
	switch (t->kind) {
	case RSV_T_OBJECT:
		for (uint32_t i = 0; i < t->n; i++)
			if (strcmp(t->names[i], name) == 0) {
				*next = t->types[i];
				return -1;
			}
		return RSV_ROLE_ATTRIBUTE_OBJECT_MISSING;
	case RSV_T_MAP: /* an unknown map's element, of its element type */
		*next = el;
		return -1;
	case RSV_T_LIST:
		if (el && el->kind == RSV_T_OBJECT) {
			for (uint32_t i = 0; i < el->n; i++)
				if (strcmp(el->names[i], name) == 0)
					return RSV_ROLE_ATTRIBUTE_LIST_OF_OBJECTS;
			return RSV_ROLE_ATTRIBUTE_LIST_OF_OBJECTS_ANY;
		}
		return el && el->kind != RSV_T_ANY ? RSV_ROLE_ATTRIBUTE_NONE : -1;
	case RSV_T_SET:
		if (el && el->kind == RSV_T_OBJECT)
			return RSV_ROLE_ATTRIBUTE_SET_OF_OBJECTS;
		return el && el->kind != RSV_T_ANY ? RSV_ROLE_ATTRIBUTE_NONE : -1;
	case RSV_T_TUPLE:
		return RSV_ROLE_ATTRIBUTE_NONE;
	case RSV_T_PRIMITIVE:
		return RSV_ROLE_ATTRIBUTE_PRIMITIVE;
	default: /* any */
		return -1;
	}
}

void rsv_var_attr(rsv_module *m, hcl_file *f, const hcl_expr *e)
{
	const hcl_step *root = e->trav.head, *var = root ? root->next : NULL;
	if (!var || var->kind != HCL_STEP_ATTR || !var->next || !variable_root(m, root->text, root->len))
		return;
	const rsv_type *t = variable_type(m, hcl_strndup(&f->arena, var->text, var->len));
	/* the steps after var.NAME, through the declared type: an attribute of
	 * an object or of a map, an element of a list or map by its index */
	for (const hcl_step *s = var->next; s && t; s = s->next) {
		if (s->kind == HCL_STEP_INDEX) {
			t = t->kind == RSV_T_LIST || t->kind == RSV_T_MAP ? t->elem : NULL;
			continue;
		}
		const char *name = hcl_strndup(&f->arena, s->text, s->len);
		const rsv_type *next;
		int role = attr_error(t, name, &next);
		const spec_diag *d = role >= 0 ? rsv_role(m, role) : NULL;
		if (role >= 0) {
			const char *type = t->prim == 's' ? "string" : t->prim == 'n' ? "number" : "bool";
			const char *kv[] = {"name", name, "type", type, NULL};
			if (d)
				rsv_diag_kv(f, d, s->start, s->end, kv);
			return;
		}
		t = next;
	}
}
