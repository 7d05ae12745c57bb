/* hcl_vars.c - tests of traversal extraction (hcl_expr_variables, hcl_traversal_format) and the static-analysis helpers (keyword, absolute/relative traversal, list, map, call). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "tap.h"

static hcl_file *parse_mode(const char *src, hcl_mode mode)
{
	hcl_file *f = hcl_parse("t.hcl", src, strlen(src), mode);
	if (!f)
		bail_out("hcl_parse returned NULL");
	return f;
}

static hcl_file *parse_expr(const char *src)
{
	return parse_mode(src, HCL_MODE_EXPR);
}

/* ---- Variables() ---------------------------------------------------------- */

typedef struct vars {
	hcl_file *f;
	char buf[2048];
	size_t n;
} vars;

/* Appends "TEXT L:C:B-L:C:B" (start of the root, end of the last step). */
static void on_trav(void *ctx, const hcl_traversal *t)
{
	vars *v = ctx;
	char text[512];
	hcl_traversal_format(t, text, sizeof text);
	hcl_pos s = hcl_file_pos(v->f, t->head->start), e = hcl_file_pos(v->f, t->tail->end);
	v->n += (size_t)snprintf(v->buf + v->n, sizeof v->buf - v->n, "%s%s %u:%u:%u-%u:%u:%u",
				 v->n ? ", " : "", text, s.line, s.col, s.byte, e.line, e.col, e.byte);
	if (v->n >= sizeof v->buf)
		v->n = sizeof v->buf - 1;
}

/* The traversals of f's expression (or of all its attributes) in walk order. */
static const char *variables(hcl_file *f)
{
	static vars v;
	v.f = f;
	v.n = 0;
	v.buf[0] = '\0';
	if (f->expr)
		hcl_expr_variables(f->expr, on_trav, &v);
	for (const hcl_attr *a = f->body ? f->body->attrs : NULL; a; a = a->next)
		hcl_expr_variables(a->expr, on_trav, &v);
	return v.buf;
}

typedef struct vcase {
	const char *src;   /* an expression */
	const char *want;  /* its traversals, as hashicorp/hcl reports them */
	int nerrors;
} vcase;

/* Every expected list was checked against the hcl oracle. */
static const vcase cases[] = {
	/* hcl-notes.md section 3, "Examples (checked against the oracle)" */
	{"aws_instance.foo.*.id", "aws_instance.foo 1:1:0-1:17:16", 0},
	{"aws_instance.foo[*].network[0].id", "aws_instance.foo 1:1:0-1:17:16", 0},
	{"module.vpc.subnets.0", "module.vpc.subnets[0] 1:1:0-1:21:20", 0},
	{"data.x.a[\"k\"].json", "data.x.a[\"k\"].json 1:1:0-1:19:18", 0},
	{"foo[\"a\"][1][\"b${c}\"]", "foo[\"a\"][1] 1:1:0-1:12:11, c 1:17:16-1:18:17", 0},
	{"foo[-1]", "foo 1:1:0-1:4:3", 0},
	{"foo[bar.baz].qux", "foo 1:1:0-1:4:3, bar.baz 1:5:4-1:12:11", 0},
	{"x.y[0].z[w].q", "x.y[0].z 1:1:0-1:9:8, w 1:10:9-1:11:10", 0},
	{"foo[true]", "foo[true] 1:1:0-1:10:9", 0},
	{"foo[false]", "foo[false] 1:1:0-1:11:10", 0},
	{"foo[null]", "foo[null] 1:1:0-1:10:9", 0},
	{"foo[1.5]", "foo[1.5] 1:1:0-1:9:8", 0},
	{"foo[\"1\"]", "foo[\"1\"] 1:1:0-1:9:8", 0},
	{"foo[1]", "foo[1] 1:1:0-1:7:6", 0},
	{"var.x-1", "var.x-1 1:1:0-1:8:7", 0},
	{"var.x - 1", "var.x 1:1:0-1:6:5", 0},
	{"null.x", "", 0},
	{"true", "", 0},
	{"false || null", "", 0},
	/* for expressions: the collection is outside the scope, the rest inside */
	{"[for v in v : v]", "v 1:11:10-1:12:11", 0},
	{"{for k, v in m : k => v if k != v}", "m 1:14:13-1:15:14", 0},
	{"{for v in xs : v => w}", "xs 1:11:10-1:13:12, w 1:21:20-1:22:21", 0},
	{"[for k, v in k : k]", "k 1:14:13-1:15:14", 0},
	{"[for x in xs : [for y in x : y + z]]", "xs 1:11:10-1:13:12, z 1:34:33-1:35:34", 0},
	{"[for x in xs : [for y in x : x + y + w]]", "xs 1:11:10-1:13:12, w 1:38:37-1:39:38", 0},
	{"[[for x in xs : x], x]", "xs 1:12:11-1:14:13, x 1:21:20-1:22:21", 0},
	/* object keys */
	{"{a = 1}", "", 0},
	{"{(k) = 1}", "k 1:3:2-1:4:3", 0},
	{"{\"${k}\" = 1}", "k 1:5:4-1:6:5", 0},
	{"{foo.bar = 1}", "foo.bar 1:2:1-1:9:8", 0},
	{"{k1 = a, (b) = c}", "a 1:7:6-1:8:7, b 1:11:10-1:12:11, c 1:16:15-1:17:16", 0},
	/* template for directives */
	{"\"%{for k, v in m}${k}${v}${w}%{endfor}\"", "m 1:16:15-1:17:16, w 1:28:27-1:29:28", 0},
	{"\"%{for v in v}${v}%{endfor}${v}\"", "v 1:13:12-1:14:13, v 1:30:29-1:31:30", 0},
	{"\"%{if c}${a}%{else}${b}%{endif}\"", "c 1:7:6-1:8:7, a 1:11:10-1:12:11, b 1:22:21-1:23:22", 0},
	/* splats */
	{"a.*.b", "a 1:1:0-1:2:1", 0},
	{"a[*].b[x]", "a 1:1:0-1:2:1, x 1:8:7-1:9:8", 0},
	{"a.*.b[x]", "a 1:1:0-1:2:1, x 1:7:6-1:8:7", 0},
	/* legacy index */
	{"a.0.b", "a[0].b 1:1:0-1:6:5", 0},
	{"a.0.1", "a[?] 1:1:0-1:6:5", 1},
	/* number keys as Go prints them */
	{"foo[1e3]", "foo[1000] 1:1:0-1:9:8", 0},
	{"foo[1.0]", "foo[1] 1:1:0-1:9:8", 0},
	{"foo[0.5e1]", "foo[5] 1:1:0-1:11:10", 0},
	{"foo[007]", "foo[7] 1:1:0-1:9:8", 0},
	{"foo[12.340]", "foo[12.34] 1:1:0-1:12:11", 0},
	{"foo[0.0]", "foo[0] 1:1:0-1:9:8", 0},
	{"foo[1e-7]", "foo[1e-07] 1:1:0-1:10:9", 0},
	{"foo[0.0001]", "foo[0.0001] 1:1:0-1:12:11", 0},
	{"foo[0.00001]", "foo[1e-05] 1:1:0-1:13:12", 0},
	{"foo[123456.5]", "foo[123456.5] 1:1:0-1:14:13", 0},
	{"foo[1234567.5]", "foo[1.2345675e+06] 1:1:0-1:15:14", 0},
	{"foo[1e21]", "foo[1000000000000000000000] 1:1:0-1:10:9", 0},
	/* string keys as Go's strconv.Quote writes them */
	{"foo[\"a\\\"b\"]", "foo[\"a\\\"b\"] 1:1:0-1:12:11", 0},
	{"foo[\"\\\\\"]", "foo[\"\\\\\"] 1:1:0-1:10:9", 0},
	{"foo[\"\\t\\u0001\\u007f\"]", "foo[\"\\t\\x01\\x7f\"] 1:1:0-1:22:21", 0},
	{"foo[\"\xc3\xa9\\n\"]", "foo[\"\xc3\xa9\\n\"] 1:1:0-1:11:11", 0},
	{"foo[\"\\U0001F600\"]", "foo[\"\xf0\x9f\x98\x80\"] 1:1:0-1:18:17", 0},
	/* walk order, duplicates kept */
	{"a + a", "a 1:1:0-1:2:1, a 1:5:4-1:6:5", 0},
	{"foo[x][y]", "foo 1:1:0-1:4:3, x 1:5:4-1:6:5, y 1:8:7-1:9:8", 0},
	{"f(b, a) + c[d] ? \"${e}${f}\" : g.*.h[i]",
	 "b 1:3:2-1:4:3, a 1:6:5-1:7:6, c 1:11:10-1:12:11, d 1:13:12-1:14:13, e 1:21:20-1:22:21, "
	 "f 1:25:24-1:26:25, g 1:31:30-1:32:31, i 1:37:36-1:38:37", 0},
	{"(foo).bar", "foo 1:2:1-1:5:4", 0},
	{"-a.b[0] + !c", "a.b[0] 1:2:1-1:8:7, c 1:12:11-1:13:12", 0},
	{"f(a, b...)", "a 1:3:2-1:4:3, b 1:6:5-1:7:6", 0},
	{"c ? d : e", "c 1:1:0-1:2:1, d 1:5:4-1:6:5, e 1:9:8-1:10:9", 0},
	{"[\n  a,\n  b.c\n]", "a 2:3:4-2:4:5, b.c 3:3:9-3:6:12", 0},
	{"<<EOT\n${x} \xc3\xa9 ${y.z}\nEOT\n", "x 2:3:8-2:4:9, y.z 2:10:16-2:13:19", 0},
};

static void test_variables(void)
{
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const vcase *c = &cases[i];
		hcl_file *f = parse_expr(c->src);
		char desc[128];
		size_t k = 0;
		for (const char *p = c->src; *p && k < 100; p++)
			desc[k++] = *p == '\n' ? ' ' : *p;
		desc[k] = '\0';
		if ((int)f->nerrors != c->nerrors)
			diag("%s: %u errors, expected %d", desc, f->nerrors, c->nerrors);
		is_str((int)f->nerrors == c->nerrors ? variables(f) : "(error count)", c->want, "%s", desc);
		hcl_file_free(f);
	}

	hcl_file *f = parse_expr("a.0.1");
	ok(f->diags && strcmp(f->diags->summary, "Invalid legacy index syntax") == 0 &&
	   f->diags->start == 2 && f->diags->end == 5,
	   "a.0.1: \"Invalid legacy index syntax\" on 0.1");
	hcl_file_free(f);

	/* Variables() of attributes in a body, template mode too */
	f = parse_mode("a = x\nb {\n  c = y[0]\n}\n", HCL_MODE_CONFIG);
	is_str(variables(f), "x 1:5:4-1:6:5", "config mode: a top-level attribute");
	vars v = {f, {0}, 0};
	hcl_expr_variables(f->body->blocks->body->attrs->expr, on_trav, &v);
	is_str(v.buf, "y[0] 3:7:16-3:11:20", "config mode: an attribute in a block");
	hcl_file_free(f);
	f = parse_mode("Hi ${name}, %{ for x in xs }${x}${sep}%{ endfor }", HCL_MODE_TEMPLATE);
	is_str(variables(f), "name 1:6:5-1:10:9, xs 1:25:24-1:27:26, sep 1:35:34-1:38:37",
	       "template mode: the for directive's name is local");
	hcl_file_free(f);

	/* NFC of string literals (hcl: ParseStringLiteralToken), not of names */
	f = parse_expr("foo[\"e\\u0301\"]");
	is_str(variables(f), "foo[\"\xc3\xa9\"] 1:1:0-1:15:14", "an escaped combining acute composes with e");
	hcl_file_free(f);
	f = parse_expr("foo[\"e\xcc\x81x\"]");
	is_str(variables(f), "foo[\"\xc3\xa9x\"] 1:1:0-1:10:11", "a raw combining acute composes too");
	hcl_file_free(f);
	f = parse_expr("foo[\"\\u1100\\u1161\\u11a8\"]");
	is_str(variables(f), "foo[\"\xea\xb0\x81\"] 1:1:0-1:26:25", "Hangul jamo L V T compose to a syllable");
	hcl_file_free(f);
	f = parse_expr("foo[\"\\u1e0b\\u0323\"]");
	is_str(variables(f), "foo[\"\xe1\xb8\x8d\xcc\x87\"] 1:1:0-1:20:19", "marks are reordered by class, then the lower one composes");
	hcl_file_free(f);
	f = parse_expr("foo[\"A\\u030a\\u0323\"]");
	is_str(variables(f), "foo[\"\xe1\xba\xa0\xcc\x8a\"] 1:1:0-1:21:20", "dot below (220) moves before ring above (230)");
	hcl_file_free(f);
	f = parse_expr("foo[\"\\u0958\"]");
	is_str(variables(f), "foo[\"\xe0\xa4\x95\xe0\xa4\xbc\"] 1:1:0-1:14:13", "a composition exclusion stays decomposed");
	hcl_file_free(f);
	f = parse_expr("foo[\"\\u212b\"]");
	is_str(variables(f), "foo[\"\xc3\x85\"] 1:1:0-1:14:13", "a singleton (ANGSTROM SIGN) becomes its target");
	hcl_file_free(f);
	f = parse_expr("foo[\"a\\u0301\\u0301\"]");
	is_str(variables(f), "foo[\"\xc3\xa1\xcc\x81\"] 1:1:0-1:21:20", "a second mark of the same class is blocked");
	hcl_file_free(f);
	f = parse_expr("foo.e\xcc\x81");
	is_str(variables(f), "foo.e\xcc\x81 1:1:0-1:6:7", "identifiers are not normalised");
	hcl_file_free(f);
	f = parse_expr("foo[\"\\u00a0\\u200b\\ufeff\"]");
	is_str(variables(f), "foo[\"\\u00a0\\u200b\\ufeff\"] 1:1:0-1:26:25",
	       "string key quoting escapes non-printable code points as strconv.Quote does");
	hcl_file_free(f);
}

/* ---- hcl_traversal_format -------------------------------------------------- */

static void test_format(void)
{
	hcl_file *f = parse_expr("foo.bar[\"k\"][2]");
	const hcl_traversal *t = &f->expr->trav;
	char buf[64];
	memset(buf, 'X', sizeof buf);
	is_int((long long)hcl_traversal_format(t, buf, sizeof buf), 15, "format returns the length");
	is_str(buf, "foo.bar[\"k\"][2]", "format writes root, .attr and [key]");
	memset(buf, 'X', sizeof buf);
	is_int((long long)hcl_traversal_format(t, buf, 5), 15, "format with a small buffer returns the full length");
	ok(memcmp(buf, "foo.", 5) == 0 && buf[5] == 'X', "... and writes a truncated, terminated text (\"foo.\")");
	memset(buf, 'X', sizeof buf);
	is_int((long long)hcl_traversal_format(t, buf, 0), 15, "format with no buffer returns the length");
	ok(buf[0] == 'X', "... and writes nothing");
	ok(t->nsteps == 4 && t->head->kind == HCL_STEP_ROOT && t->head->next->kind == HCL_STEP_ATTR &&
	   t->tail->kind == HCL_STEP_INDEX && t->tail->key_kind == HCL_LIT_NUMBER,
	   "steps: root, attr, index, index (number key)");
	ok(t->head->next->next->key_kind == HCL_LIT_STRING && t->head->next->next->start == 7 &&
	   t->head->next->next->end == 12, "the string-key step spans its brackets (7-12)");
	hcl_file_free(f);
}

/* ---- static-analysis helpers ---------------------------------------------- */

static const char *trav_text(const hcl_traversal *t)
{
	static char buf[256];
	hcl_traversal_format(t, buf, sizeof buf);
	return buf;
}

static void test_keyword(void)
{
	static const struct { const char *src, *want; } yes[] = {
		{"foo", "foo"}, {"true", "true"}, {"false", "false"}, {"null", "null"}, {"a-b", "a-b"},
	};
	for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
		hcl_file *f = parse_expr(yes[i].src);
		const char *name = NULL;
		int r = hcl_expr_as_keyword(f, f->expr, &name);
		ok(r == 0 && name && strncmp(name, yes[i].want, strlen(yes[i].want)) == 0,
		   "as_keyword(%s) is \"%s\"", yes[i].src, yes[i].want);
		hcl_file_free(f);
	}
	static const char *const no[] = {"foo.bar", "foo[0]", "\"foo\"", "1", "f(x)", "a + b", "[a]"};
	for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
		hcl_file *f = parse_expr(no[i]);
		const char *name = NULL;
		is_int(hcl_expr_as_keyword(f, f->expr, &name), -1, "as_keyword(%s) fails", no[i]);
		hcl_file_free(f);
	}

	/* the name points into the source: in a config file it runs on */
	hcl_file *f = parse_mode("a = foo\nb = 1\n", HCL_MODE_CONFIG);
	const char *name = NULL;
	int r = hcl_expr_as_keyword(f, f->body->attrs->expr, &name);
	is_str(r == 0 ? name : NULL, "foo", "as_keyword of an attribute's value gives a usable C string");
	hcl_file_free(f);

	/* hcl does not see through parentheses or "${...}" here */
	f = parse_expr("(foo)");
	ok(hcl_expr_as_keyword(f, f->expr, &name) == -1, "as_keyword((foo)) fails, as hcl.ExprAsKeyword");
	hcl_file_free(f);
	f = parse_expr("\"${foo}\"");
	ok(hcl_expr_as_keyword(f, f->expr, &name) == -1, "as_keyword(\"${foo}\") fails, as hcl.ExprAsKeyword");
	hcl_file_free(f);
}

static void test_abs_rel(void)
{
	hcl_file *f = parse_expr("foo.bar[0][\"x\"]");
	hcl_traversal t;
	int r = hcl_expr_abs_traversal(f, f->expr, &t);
	ok(r == 0 && t.nsteps == 4, "abs_traversal(foo.bar[0][\"x\"]): 4 steps");
	is_str(trav_text(&t), "foo.bar[0][\"x\"]", "... its text");
	ok(t.head->kind == HCL_STEP_ROOT && t.head->start == 0 && t.head->end == 3 &&
	   t.tail->start == 10 && t.tail->end == 15, "... root 0-3, last step 10-15");

	r = hcl_expr_rel_traversal(f, f->expr, &t);
	ok(r == 0 && t.nsteps == 4 && t.head->kind == HCL_STEP_ATTR && t.head->len == 3 &&
	   memcmp(t.head->text, "foo", 3) == 0 && t.head->next->kind == HCL_STEP_ATTR,
	   "rel_traversal(foo.bar[0][\"x\"]): the root becomes attribute foo");
	is_str(trav_text(&t), ".foo.bar[0][\"x\"]", "... text .foo.bar[0][\"x\"]");
	ok(f->expr->trav.head->kind == HCL_STEP_ROOT, "... and the expression's own traversal is unchanged");
	hcl_file_free(f);

	static const char *const roots[] = {"true", "false", "null"};
	for (size_t i = 0; i < 3; i++) {
		f = parse_expr(roots[i]);
		r = hcl_expr_abs_traversal(f, f->expr, &t);
		ok(r == 0 && t.nsteps == 1 && t.head->kind == HCL_STEP_ROOT &&
		   strcmp(trav_text(&t), roots[i]) == 0 && t.head->start == 0 &&
		   t.head->end == strlen(roots[i]), "abs_traversal(%s): a root named %s", roots[i], roots[i]);
		hcl_file_free(f);
	}

	static const char *const bad[] = {"foo[bar]", "f(x)", "\"foo\"", "1", "a + b", "foo.*.bar", "[a]"};
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		f = parse_expr(bad[i]);
		is_int(hcl_expr_abs_traversal(f, f->expr, &t), -1, "abs_traversal(%s) fails", bad[i]);
		is_int(hcl_expr_rel_traversal(f, f->expr, &t), -1, "rel_traversal(%s) fails", bad[i]);
		hcl_file_free(f);
	}

	/* hcl.AbsTraversalForExpr accepts a traversal from a null/true/false
	 * root, and does not see through parentheses or "${...}" */
	f = parse_expr("null.foo[0]");
	r = hcl_expr_abs_traversal(f, f->expr, &t);
	is_str(r == 0 ? trav_text(&t) : "(failed)", "null.foo[0]", "abs_traversal(null.foo[0]) is null.foo[0], as hcl");
	hcl_file_free(f);
	f = parse_expr("(foo.bar)");
	ok(hcl_expr_abs_traversal(f, f->expr, &t) == -1, "abs_traversal((foo.bar)) fails, as hcl");
	hcl_file_free(f);
	f = parse_expr("\"${foo.bar}\"");
	ok(hcl_expr_abs_traversal(f, f->expr, &t) == -1, "abs_traversal(\"${foo.bar}\") fails, as hcl");
	hcl_file_free(f);
}

static void test_list_map_call(void)
{
	hcl_arena a;
	hcl_expr **items;
	hcl_kv *pairs;
	uint32_t n = 99;
	const char *name;
	int expand = -1;
	hcl_arena_init(&a);

	hcl_file *f = parse_expr("[a, b.c, 1]");
	ok(hcl_expr_list(f->expr, &items, &n, &a) == 0 && n == 3 && items[0]->kind == HCL_E_SCOPETRAV &&
	   strcmp(trav_text(&items[1]->trav), "b.c") == 0 && items[2]->kind == HCL_E_LITERAL,
	   "list([a, b.c, 1]): three items in order");
	hcl_traversal t;
	ok(hcl_expr_abs_traversal(f, items[1], &t) == 0 && strcmp(trav_text(&t), "b.c") == 0,
	   "... an item is a traversal (the depends_on pattern)");
	hcl_file_free(f);
	f = parse_expr("[]");
	ok(hcl_expr_list(f->expr, &items, &n, &a) == 0 && n == 0, "list([]): no items");
	hcl_file_free(f);
	static const char *const notlist[] = {"{}", "a", "[for x in y : x]", "f(a)"};
	for (size_t i = 0; i < sizeof notlist / sizeof *notlist; i++) {
		f = parse_expr(notlist[i]);
		is_int(hcl_expr_list(f->expr, &items, &n, &a), -1, "list(%s) fails", notlist[i]);
		hcl_file_free(f);
	}

	f = parse_expr("{a = 1, \"b\" = x, (c) = 3}");
	ok(hcl_expr_map(f->expr, &pairs, &n, &a) == 0 && n == 3, "map({a = 1, \"b\" = x, (c) = 3}): three pairs");
	ok(pairs[0].key->kind == HCL_E_SCOPETRAV && pairs[0].value->kind == HCL_E_LITERAL &&
	   pairs[1].key->kind == HCL_E_TEMPLATE && pairs[1].value->kind == HCL_E_SCOPETRAV &&
	   pairs[2].key->kind == HCL_E_PAREN, "... keys and values in order, keys unevaluated");
	ok(hcl_expr_as_keyword(f, pairs[0].key, &name) == 0 && strncmp(name, "a", 1) == 0,
	   "... a bare key is a keyword");
	hcl_file_free(f);
	f = parse_expr("{}");
	ok(hcl_expr_map(f->expr, &pairs, &n, &a) == 0 && n == 0, "map({}): no pairs");
	hcl_file_free(f);
	static const char *const notmap[] = {"[1]", "a", "{for k, v in m : k => v}"};
	for (size_t i = 0; i < sizeof notmap / sizeof *notmap; i++) {
		f = parse_expr(notmap[i]);
		is_int(hcl_expr_map(f->expr, &pairs, &n, &a), -1, "map(%s) fails", notmap[i]);
		hcl_file_free(f);
	}

	f = parse_expr("f(a, b...)");
	ok(hcl_expr_call(f->expr, &name, &items, &n, &expand, &a) == 0 && strcmp(name, "f") == 0 &&
	   n == 2 && expand == 1 && strcmp(trav_text(&items[1]->trav), "b") == 0,
	   "call(f(a, b...)): name f, two arguments, expanded");
	hcl_file_free(f);
	f = parse_expr("provider::aws::arn_parse(x)");
	ok(hcl_expr_call(f->expr, &name, &items, &n, &expand, &a) == 0 &&
	   strcmp(name, "provider::aws::arn_parse") == 0 && n == 1 && expand == 0,
	   "call(provider::aws::arn_parse(x)): the namespaced name");
	hcl_file_free(f);
	f = parse_expr("g()");
	ok(hcl_expr_call(f->expr, &name, &items, &n, &expand, &a) == 0 && strcmp(name, "g") == 0 && n == 0,
	   "call(g()): no arguments");
	hcl_file_free(f);
	static const char *const notcall[] = {"a", "[f(x)]", "f(x).y", "f(x) + 1"};
	for (size_t i = 0; i < sizeof notcall / sizeof *notcall; i++) {
		f = parse_expr(notcall[i]);
		is_int(hcl_expr_call(f->expr, &name, &items, &n, &expand, &a), -1, "call(%s) fails", notcall[i]);
		hcl_file_free(f);
	}

	/* hcl's ExprList/ExprMap/ExprCall do not see through parentheses */
	f = parse_expr("([a])");
	ok(hcl_expr_list(f->expr, &items, &n, &a) == -1, "list(([a])) fails, as hcl.ExprList");
	hcl_file_free(f);
	f = parse_expr("(f(x))");
	ok(hcl_expr_call(f->expr, &name, &items, &n, &expand, &a) == -1, "call((f(x))) fails, as hcl.ExprCall");
	hcl_file_free(f);
	hcl_arena_free(&a);
}

int main(void)
{
	test_variables();
	test_format();
	test_keyword();
	test_abs_rel();
	test_list_map_call();
	return done_testing();
}
