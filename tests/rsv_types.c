/* rsv_types.c - direct tests of runtime/analysis/rsv_types.c (type
 * constraints as hcl's typeexpr reads them, and the lint of object
 * constructor attributes a default's type discards) and rsv_convert.c
 * (whether a default converts to its type, worded as cty words it). */
#include <stdio.h>
#include <string.h>

#include "hcl_buf.h"
#include "rsv_types.h"
#include "tap.h"

/* The file "t = TYPE\nd = DEFAULT\n" (DEFAULT may be NULL). */
static hcl_file *parse(const char *type, const char *def)
{
	char src[1024];
	snprintf(src, sizeof src, "t = %s\nd = %s\n", type, def ? def : "null");
	hcl_file *f = hcl_parse("t.tf", src, strlen(src), HCL_MODE_CONFIG);
	if (!f || !f->body || !f->body->attrs || !f->body->attrs->next)
		bail_out("cannot parse %s", src);
	if (f->nerrors)
		bail_out("syntax errors in %s", src);
	return f;
}

/* t written back in the language: object({a=string,b=optional(number)}). */
static void show(hcl_buf *b, const rsv_type *t)
{
	static const char *const names[] = {"any", "", "list", "set", "map", "object", "tuple"};
	if (!t) {
		hcl_buf_puts(b, "NULL");
		return;
	}
	if (t->kind == RSV_T_PRIMITIVE) {
		hcl_buf_puts(b, t->prim == 's' ? "string" : t->prim == 'n' ? "number" : "bool");
		return;
	}
	hcl_buf_puts(b, names[t->kind]);
	if (t->kind == RSV_T_ANY)
		return;
	hcl_buf_puts(b, t->kind == RSV_T_OBJECT ? "({" : t->kind == RSV_T_TUPLE ? "([" : "(");
	if (t->kind == RSV_T_LIST || t->kind == RSV_T_SET || t->kind == RSV_T_MAP)
		show(b, t->elem);
	for (uint32_t i = 0; i < t->n; i++) {
		if (i)
			hcl_buf_puts(b, ",");
		if (t->kind == RSV_T_OBJECT)
			hcl_buf_printf(b, "%s=%s", t->names[i], t->optional[i] ? "optional(" : "");
		show(b, t->types[i]);
		if (t->kind == RSV_T_OBJECT && t->optional[i])
			hcl_buf_puts(b, ")");
	}
	hcl_buf_puts(b, t->kind == RSV_T_OBJECT ? "})" : t->kind == RSV_T_TUPLE ? "])" : ")");
}

static const struct { const char *src, *want; } type_cases[] = {
	{"string", "string"},
	{"number", "number"},
	{"bool", "bool"},
	{"any", "any"},
	{"list(number)", "list(number)"},
	{"set(any)", "set(any)"},
	{"map(list(string))", "map(list(string))"},
	{"list", "list(any)"}, /* the pre-0.12 shorthands */
	{"map", "map(any)"},
	{"object({a = string, b = optional(number, 1)})", "object({a=string,b=optional(number)})"},
	{"tuple([string, bool])", "tuple([string,bool])"},
	{"object({})", "object({})"},
	{"strin", "NULL"},
	{"\"string\"", "NULL"},
	{"list(string, number)", "NULL"},
	{"list(map)", "NULL"}, /* the shorthand only at the top */
	{"optional(string)", "NULL"},
	{"object({a = optional(string, 1, 2)})", "NULL"},
	{"object({\"a\" = string})", "NULL"},
	{"tuple(string)", "NULL"},
	{"list(var.x...)", "NULL"},
};

static void test_parse(void)
{
	for (size_t i = 0; i < sizeof type_cases / sizeof type_cases[0]; i++) {
		hcl_file *f = parse(type_cases[i].src, NULL);
		hcl_buf b = {0};
		show(&b, rsv_type_parse(f, f->body->attrs->expr));
		is_str(b.p, type_cases[i].want, "type %s", type_cases[i].src);
		hcl_buf_free(&b);
		hcl_file_free(f);
	}
}

static const struct { const char *type, *def, *want; } conv_cases[] = {
	{"number", "12", NULL},
	{"number", "\"12\"", NULL},
	{"number", "\"1.5e3\"", NULL},
	{"number", "\"abc\"", "a number is required"},
	{"number", "\"1e\"", "a number is required"},
	{"bool", "\"true\"", NULL},
	{"bool", "\"0\"", NULL},
	{"bool", "\"True\"", "a bool is required; to convert from string, use lowercase \"true\""},
	{"bool", "\"yes\"", "a bool is required"},
	{"string", "true", NULL},
	{"string", "null", NULL},
	{"any", "[1, {a = 2}]", NULL},
	{"number", "var.x", NULL}, /* not a literal: no answer */
	{"list(number)", "[1, \"x\"]", "[1]: a number is required"},
	{"map(number)", "{a = 1, b = \"x\"}", "[\"b\"]: a number is required"},
	{"object({a = number})", "{a = \"x\"}", ".a: a number is required"},
	{"object({a = string})", "{}", "attribute \"a\" is required"},
	{"object({b = string, a = string})", "{}", "attributes \"a\" and \"b\" are required"},
	{"object({a = optional(string)})", "{}", NULL},
	{"object({a = list(number)})", "{a = [1, true]}", "attribute \"a\": element 1: number required, but have bool"},
	{"list(string)", "{a = 1}", "list of string required"},
	{"number", "[1]", "number required, but have tuple"},
	{"string", "{}", "string required, but have object"},
	{"map(string)", "{a = \"x\", b = [1]}", "element \"b\": string required, but have tuple"},
};

static void test_convert(void)
{
	for (size_t i = 0; i < sizeof conv_cases / sizeof conv_cases[0]; i++) {
		hcl_file *f = parse(conv_cases[i].type, conv_cases[i].def);
		const rsv_type *t = rsv_type_parse(f, f->body->attrs->expr);
		if (!t)
			bail_out("type %s does not parse", conv_cases[i].type);
		is_str(rsv_default_mismatch(f, f->body->attrs->next->expr, t, 1), conv_cases[i].want,
		       "default %s for type %s", conv_cases[i].def, conv_cases[i].type);
		hcl_file_free(f);
	}
	/* go-cty before v1.16.3 names only the type required */
	static const struct {
		const char *type, *def, *want;
	} before[] = {
		{"number", "[1]", "number required"},
		{"string", "{}", "string required"},
		{"object({a = list(number)})", "{a = [1, true]}", "attribute \"a\": element 1: number required"},
	};
	for (size_t i = 0; i < sizeof before / sizeof before[0]; i++) {
		hcl_file *f = parse(before[i].type, before[i].def);
		const rsv_type *t = rsv_type_parse(f, f->body->attrs->expr);
		if (!t)
			bail_out("type %s does not parse", before[i].type);
		is_str(rsv_default_mismatch(f, f->body->attrs->next->expr, t, 0), before[i].want,
		       "default %s for type %s, the type given not named", before[i].def, before[i].type);
		hcl_file_free(f);
	}
	hcl_file *f = parse("string", "1");
	is_str(rsv_default_mismatch(f, f->body->attrs->next->expr, NULL, 1), NULL, "no type: no answer");
	hcl_file_free(f);
}

/* Appends "NAME@PATH;" for each attribute the lint reports. */
static void on_unused(void *ctx, const hcl_expr *key, const char *name, const char *path, const rsv_type *object)
{
	(void)key;
	(void)object;
	hcl_buf_printf(ctx, "%s@%s;", name, path ? path : "");
}

static const struct { const char *type, *def, *want; } lint_cases[] = {
	{"object({a = string})", "{a = \"x\", b = 1}", "b@;"},
	{"object({a = string})", "{a = \"x\"}", ""},
	{"map(object({a = string}))", "{k = {a = \"x\", z = 1}}", "z@[\"k\"];"},
	{"list(object({a = string}))", "[{a = \"x\"}, {q = 1}]", "q@[1];"},
	{"set(object({a = string}))", "[for x in y : {a = 1, zz = 2}]", "zz@[(not yet known)];"},
	{"object({o = object({a = string})})", "{o = {a = 1, \"b\" = 2}, p = 3}", "b@.o;p@;"},
	{"tuple([object({a = string})])", "[{a = 1, c = 2}]", "c@[0];"},
	{"tuple([object({a = string})])", "[{a = 1, c = 2}, 3]", ""}, /* a tuple of another length */
	{"string", "{a = 1}", ""},
	{"any", "{a = 1}", ""},
};

static void test_lint(void)
{
	for (size_t i = 0; i < sizeof lint_cases / sizeof lint_cases[0]; i++) {
		hcl_file *f = parse(lint_cases[i].type, lint_cases[i].def);
		hcl_buf b = {0};
		hcl_buf_puts(&b, "");
		rsv_default_unused(f, f->body->attrs->next->expr, rsv_type_parse(f, f->body->attrs->expr),
				   on_unused, &b);
		is_str(b.p ? b.p : "", lint_cases[i].want, "unused attributes of %s for type %s", lint_cases[i].def,
		       lint_cases[i].type);
		hcl_buf_free(&b);
		hcl_file_free(f);
	}
}

int main(void)
{
	test_parse();
	test_convert();
	test_lint();
	return done_testing();
}
