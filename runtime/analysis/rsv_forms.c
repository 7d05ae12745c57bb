/* rsv_forms.c - how OpenTofu's loader reads particular arguments: the
 * spec's argument_forms (doc/spec.md).  Each form is one way of reading an
 * argument (a list of references, a provider reference, a keyword, a
 * version constraint, a module source, a type constraint, a condition,
 * ...) with the diagnostics the loader gives when the argument does not
 * have that shape.  This file dispatches an argument to the handlers of
 * its forms (one per SPEC_ARG_FORM of spec_words.h), holds the small forms,
 * and runs the rules that need the whole block; the larger forms are in
 * rsv_forms_provider.c, rsv_forms_version.c and rsv_forms_refs.c. */
#include <string.h>

#include "rsv_addr.h"
#include "rsv_calls.h"
#include "rsv_forms.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"
#include "rsv_typecheck.h"
#include "rsv_text.h"

/* ---- the small forms ---------------------------------------------------------------- */

void rsv_form_keyword(const rsv_form_call *c)
{
	const hcl_attr *a = c->a;
	int quoted;
	const char *kw = rsv_keyword(c->r->f, a->expr, &quoted);
	if (quoted)
		rsv_report_at(c->r, RSV_ROLE_QUOTED_KEYWORD, a->expr);
	if (!kw || !rsv_word_in(c->words, kw))
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_TYPE_ARG_INVALID, c->b->type, a->name), a->expr->start,
			      a->expr->end, c->b, NULL);
}

/* hcl.ExprAsKeyword alone: a quoted keyword is refused, not shimmed. */
void rsv_form_bare_keyword(const rsv_form_call *c)
{
	const hcl_attr *a = c->a;
	const char *kw;
	if (hcl_expr_as_keyword(c->r->f, a->expr, &kw) != 0 || !rsv_word_in(c->words, kw))
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_TYPE_ARG_INVALID, c->b->type, a->name), a->expr->start,
			      a->expr->end, c->b, NULL);
}

void rsv_form_alias(const rsv_form_call *c)
{
	const hcl_attr *a = c->a;
	const char *s = rsv_literal_string(c->r->f, a->expr);
	c->st->alias = s && *s ? a : NULL;
	if (!s || !rsv_valid_identifier(s))
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_TYPE_ARG_INVALID, c->b->type, a->name), a->expr->start,
			      a->expr->end, c->b, NULL);
}

void rsv_form_module_source(const rsv_form_call *c)
{
	c->st->source = c->a;
}

void rsv_form_type(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_expr *e = c->a->expr;
	if (e->kind != HCL_E_TEMPLATE) {
		c->st->type = rsv_type_check(r, c->b, e) ? NULL : rsv_type_parse(r->f, e);
		return;
	}
	const char *s = rsv_literal_string(r->f, e);
	const spec_diag *d = s ? rsv_role(r->m, RSV_ROLE_TYPE_QUOTED_VALUE, s) : NULL;
	if (s)
		rsv_rule_diag(r, d ? d : rsv_role(r->m, RSV_ROLE_TYPE_QUOTED), e->start, e->end, c->b, NULL);
}

void rsv_form_default(const rsv_form_call *c)
{
	c->st->default_attr = c->a;
}

void rsv_form_nullable(const rsv_form_call *c)
{
	const hcl_expr *e = c->a->expr;
	c->st->not_nullable = e->kind == HCL_E_LITERAL && e->op == HCL_LIT_FALSE;
}

static int literally_true(const hcl_attr *a)
{
	return a && a->expr->kind == HCL_E_LITERAL && a->expr->op == HCL_LIT_TRUE;
}

/* excludes WORD...: when the argument is literally true, each WORD argument of
 * the same block that is literally true too is refused (role ARG_excludes_WORD:
 * Terraform's const variables, which can be neither sensitive nor ephemeral). */
void rsv_form_excludes(const rsv_form_call *c)
{
	if (!literally_true(c->a))
		return;
	for (const char *w = c->words; *w;) {
		size_t n = strcspn(w, " ");
		char other[64];
		if (n > 0 && n < sizeof other) {
			memcpy(other, w, n);
			other[n] = '\0';
			if (literally_true(rsv_attr(c->b->body, other)))
				rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_ARG_EXCLUDES, c->a->name, other),
					      c->a->name_start, c->a->expr->end, c->b, NULL);
		}
		w += n;
		w += strspn(w, " ");
	}
}

/* A deprecation message must say something: a literal string that is empty
 * or only spaces is refused (role TYPE_deprecated_empty), at the block's
 * first label when the form's words say "label", else at the value. */
void rsv_form_deprecation(const rsv_form_call *c)
{
	const hcl_block *b = c->b;
	const hcl_attr *a = c->a;
	const char *s = rsv_literal_string(c->r->f, a->expr);
	if (!s)
		return;
	while (rsv_is_space(*s))
		s++;
	if (*s)
		return;
	uint32_t start = a->expr->start, end = a->expr->end;
	if (strncmp(c->words, "label", 5) == 0 && b->labels) {
		start = b->labels->start;
		end = b->labels->end;
	}
	rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_TYPE_DEPRECATED_EMPTY, b->type), start, end, NULL, NULL);
}

/* decode TYPE: the value, evaluated with no context, is decoded into a Go
 * value of the primitive TYPE (string, number, bool) as gohcl's
 * DecodeExpression does: a value that does not convert, a null, or one
 * that is unknown (a variable or a call in it) is refused with cty's words
 * (role unsuitable_value {error}), at hcl's StartRange of the value
 * (rsv_forms_decode.c). */
void rsv_form_decode(const rsv_form_call *c)
{
	uint32_t start, end;
	char prim = strncmp(c->words, "bool", 4) == 0 ? 'b' : strncmp(c->words, "number", 6) == 0 ? 'n' : 's';
	const char *err = rsv_decode_error(c->r->f, c->a->expr, prim, c->r->m->l->mismatch_given, &start, &end);
	if (err) {
		const char *kv[] = {"error", err, NULL};
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_UNSUITABLE_VALUE), start, end, c->b, kv);
	}
}

/* object: the value, evaluated with no context, must be of an object type:
 * a literal that is no object constructor (null, a bool, a number, a
 * string, a tuple) is refused (role object_expected {name}), at the whole
 * argument.  Other expressions are left to what evaluates them. */
void rsv_form_object(const rsv_form_call *c)
{
	const hcl_expr *e = hcl_expr_unparen(c->a->expr);
	int literal = e->kind == HCL_E_LITERAL || e->kind == HCL_E_TUPLE ||
		      (e->kind == HCL_E_TEMPLATE && rsv_literal_string(c->r->f, e));
	if (literal) {
		const char *kv[] = {"name", c->a->name, NULL};
		rsv_rule_diag(c->r, rsv_role(c->r->m, RSV_ROLE_OBJECT_EXPECTED), c->a->name_start, c->a->expr->end, c->b,
			      kv);
	}
}

/* ---- dispatch ------------------------------------------------------------------------- */

/* Every form of spec_words.h with its handler: a form added to the list
 * without a handler fails to link. */
static const struct {
	const char *name;
	size_t len;
	void (*handle)(const rsv_form_call *c);
} form_handlers[] = {
#define SPEC_ARG_FORM(name) {#name, sizeof #name - 1, rsv_form_##name},
#include "spec_words.h"
};

void rsv_forms_attr(rsv_cursor *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st)
{
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(r->m, si, &n);
	size_t len = strlen(a->name);
	for (uint16_t i = 0; i < n; i++) {
		if (!rsv_arg_form_for(&forms[i], a->name, len))
			continue;
		rsv_form_entry fe = forms[i].fe;
		rsv_form_call c = {r, b, si, a, fe.words, st};
		for (size_t k = 0; k < sizeof form_handlers / sizeof *form_handlers; k++)
			if (fe.len == form_handlers[k].len && fe.form[0] == form_handlers[k].name[0] &&
			    memcmp(fe.form, form_handlers[k].name, fe.len) == 0) {
				form_handlers[k].handle(&c);
				break;
			}
	}
}

/* ---- the rules that need the whole block ------------------------------------------------ */

/* In a block with an alias form but no alias, an instance-repeating
 * argument needs the alias: TYPE_REPETITION_alias. */
static void alias_required(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	const spec_lang *l = r->m->l;
	int has_alias = -1; /* the block's spec has an alias form: asked once one such argument is met */
	for (uint16_t i = 0; i < l->repetition_arguments.n; i++) {
		const char *name = l->repetition_arguments.v[i];
		const hcl_attr *a = rsv_in_names(sb->meta_arguments, name) ? rsv_attr(b->body, name) : NULL;
		if (a && has_alias < 0)
			has_alias = rsv_has_form(sb, NULL, "alias", NULL);
		if (a && has_alias)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_REPETITION_ALIAS, b->type, name), a->expr->start,
				      a->expr->end, b, NULL);
	}
}

/* The package part of a remote source, before a "//" subdirectory. */
static size_t package_len(const char *s)
{
	for (const char *p = s; *p; p++)
		if (p[0] == '/' && p[1] == '/' && (p == s || p[-1] != ':'))
			return (size_t)(p - s);
	return strlen(s);
}

/* ParseModuleSource: a source that is no local path (./, ../), no registry
 * address, and that none of go-getter's detectors takes (a forced getter or
 * a URL scheme, so any ":"; github.com/, bitbucket.org/, the GCS and S3
 * hosts; an absolute path) reaches OpenTofu's file detector, which refuses
 * it as a path that may have been meant relative (MaybeRelativePathErr). */
static int maybe_relative(rsv_cursor *r, const char *s)
{
	static const char *const local[] = {"./", "../", ".\\", "..\\"};
	static const char *const prefixes[] = {"github.com/", "bitbucket.org/", "/"};
	static const char *const hosts[] = {"googleapis.com/", ".amazonaws.com/"};
	size_t n = package_len(s);
	for (size_t i = 0; i < sizeof local / sizeof local[0]; i++)
		if (strncmp(s, local[i], strlen(local[i])) == 0)
			return 0;
	if (!n || memchr(s, ':', n) || !rsv_module_registry_error(s, &r->f->arena))
		return 0;
	for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
		if (strncmp(s, prefixes[i], strlen(prefixes[i])) == 0)
			return 0;
	for (size_t i = 0; i < sizeof hosts / sizeof hosts[0]; i++)
		if (strstr(s, hosts[i]))
			return 0;
	return 1;
}

/* decodeStaticSource: never sensitive; with a version argument, a registry
 * address. */
static void module_source(rsv_cursor *r, const hcl_block *b, const rsv_block_state *st)
{
	const hcl_attr *a = st->source;
	const hcl_expr *e = a->expr;
	if (rsv_calls(e, r->m->l->sensitive_function)) {
		const char *subject = rsv_printf(&r->f->arena, "%s.%s.%s", b->type, b->labels ? b->labels->text : "",
						 a->name);
		const char *kv[] = {"subject", subject, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_SENSITIVE_NOT_ALLOWED), e->start, e->end, b, kv);
		return;
	}
	const char *s = rsv_literal_string(r->f, e);
	const char *err = s && st->version_set ? rsv_module_registry_error(s, &r->f->arena) : NULL;
	if (err) {
		const char *kv[] = {"error", err, NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_MODULE_SOURCE_REGISTRY_INVALID), e->start, e->end, b, kv);
	} else if (s && !st->version_set && maybe_relative(r, s)) {
		const char *kv[] = {"source", rsv_printf(&r->f->arena, "%.*s", (int)package_len(s), s), NULL};
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_MODULE_SOURCE_RELATIVE), e->start, e->end, b, kv);
	}
}

typedef struct unused_ctx {
	rsv_cursor *r;
	const hcl_block *b;
} unused_ctx;

/* lint.DiscardedObjectConstructorAttrs: an attribute the default's type
 * would discard. */
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
	int id = path ? RSV_ROLE_DEFAULT_ATTRIBUTE_IGNORED_NESTED : RSV_ROLE_DEFAULT_ATTRIBUTE_IGNORED;
	rsv_rule_diag(u->r, rsv_role(u->r->m, id), key->start, key->end, u->b, kv);
}

void rsv_forms_end(rsv_cursor *r, const hcl_block *b, int si, rsv_block_state *st)
{
	const spec_block *sb = &r->m->l->blocks[si];
	if (!st->alias)
		alias_required(r, b, sb);
	if (st->source)
		module_source(r, b, st);
	const spec_diag *mismatch = st->default_attr && st->type ? rsv_role(r->m, RSV_ROLE_DEFAULT_TYPE_INVALID) : NULL;
	const char *err = mismatch ? rsv_default_mismatch(r->f, st->default_attr->expr, st->type, r->m->l->mismatch_given) : NULL;
	if (err) { /* convert.Convert in decodeVariableBlock; the lint never runs then */
		const char *kv[] = {"error", err, NULL};
		rsv_rule_diag(r, mismatch, st->default_attr->expr->start, st->default_attr->expr->end, NULL, kv);
	} else if (st->default_attr && st->type) {
		unused_ctx u = {r, b};
		rsv_default_unused(r->f, st->default_attr->expr, st->type, unused_attr, &u);
	}
	if (st->default_attr && st->not_nullable && rsv_is_null(st->default_attr->expr))
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_DEFAULT_NULL_NOT_NULLABLE), st->default_attr->expr->start,
			      st->default_attr->expr->end, NULL, NULL);
	if (st->self_only) {
		const spec_diag *d = rsv_role(r->m, RSV_ROLE_WORD_TYPE_REF, st->self_only, b->type);
		rsv_self_only_body(r, b->body, sb->meta_arguments, d);
		for (const hcl_block *k = b->body->blocks; k; k = k->next)
			if (rsv_in_names(sb->meta_blocks, k->type)) {
				spec_names none = {NULL, 0};
				rsv_self_only_body(r, k->body, none, d);
			}
	}
}
