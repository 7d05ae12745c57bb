/* hcl_parse.c - tests of the parser: bodies, blocks, labels and ranges, hcl's error recovery, expression shapes, the three modes, hcl_file_pos and hcl_file_line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_parse.h"
#include "hcl_parser.h"
#include "tap.h"

static hcl_file *parse_mode(const char *src, hcl_mode mode)
{
	hcl_file *f = hcl_parse("t.tf", src, strlen(src), mode);
	if (!f)
		bail_out("hcl_parse returned NULL");
	return f;
}

static hcl_file *parse(const char *src)
{
	return parse_mode(src, HCL_MODE_CONFIG);
}


/* ---- a compact text form of expressions --------------------------------- */

typedef struct out {
	char buf[2048];
	size_t n;
} out;

static void put(out *o, const char *s, size_t n)
{
	if (o->n + n >= sizeof o->buf)
		n = sizeof o->buf - 1 - o->n;
	memcpy(o->buf + o->n, s, n);
	o->n += n;
	o->buf[o->n] = '\0';
}

static void puts_(out *o, const char *s)
{
	put(o, s, strlen(s));
}

static const char *op_name(int op)
{
	switch (op) {
	case TK_OR: return "||";
	case TK_AND: return "&&";
	case TK_EQ: return "==";
	case TK_NE: return "!=";
	case TK_LT: return "<";
	case TK_LE: return "<=";
	case TK_GT: return ">";
	case TK_GE: return ">=";
	case TK_PLUS: return "+";
	case TK_MINUS: return "-";
	case TK_STAR: return "*";
	case TK_SLASH: return "/";
	case TK_PERCENT: return "%";
	case TK_BANG: return "!";
	default: return "?";
	}
}

static void sx(out *o, const hcl_expr *e);

static void sx_list(out *o, const hcl_expr *p)
{
	for (; p; p = p->next) {
		puts_(o, " ");
		sx(o, p);
	}
}

static void sx_trav(out *o, const hcl_traversal *t)
{
	char b[512];
	hcl_traversal_format(t, b, sizeof b);
	puts_(o, b);
}

/* Numbers and keywords as written, strings quoted, traversals in the text
 * form; every other node as (kind children...). */
static void sx(out *o, const hcl_expr *e)
{
	if (!e) {
		puts_(o, "nil");
		return;
	}
	switch (e->kind) {
	case HCL_E_LITERAL:
		if (e->op != HCL_LIT_STRING) {
			put(o, e->text, e->len);
			return;
		}
		puts_(o, "'");
		for (uint32_t i = 0; i < e->len; i++)
			if (e->text[i] == '\n')
				puts_(o, "\\n");
			else
				put(o, e->text + i, 1);
		puts_(o, "'");
		return;
	case HCL_E_SCOPETRAV:
		sx_trav(o, &e->trav);
		return;
	case HCL_E_ANON:
		puts_(o, "_");
		return;
	case HCL_E_TUPLE:
		puts_(o, "[");
		sx_list(o, e->list);
		puts_(o, " ]");
		return;
	case HCL_E_OBJECT:
		puts_(o, "{");
		sx_list(o, e->list);
		puts_(o, " }");
		return;
	case HCL_E_ITEM:
		sx(o, e->a);
		puts_(o, e->flags & HCL_EF_FORCEKEY ? "=(forced)" : "=");
		sx(o, e->b);
		return;
	default:
		break;
	}
	puts_(o, "(");
	switch (e->kind) {
	case HCL_E_TEMPLATE:
		puts_(o, e->flags & HCL_EF_FLUSH ? "heredoc-" : e->flags & HCL_EF_HEREDOC ? "heredoc" : "tmpl");
		sx_list(o, e->list);
		break;
	case HCL_E_WRAP:
		puts_(o, "wrap ");
		sx(o, e->a);
		break;
	case HCL_E_RELTRAV: {
		hcl_traversal t = e->trav;
		char b[512];
		puts_(o, "rel ");
		sx(o, e->a);
		puts_(o, " ");
		hcl_traversal_format(&t, b, sizeof b);
		puts_(o, b);
		break;
	}
	case HCL_E_INDEX:
		puts_(o, "index ");
		sx(o, e->a);
		puts_(o, " ");
		sx(o, e->b);
		break;
	case HCL_E_SPLAT:
		puts_(o, "splat ");
		sx(o, e->a);
		puts_(o, " ");
		sx(o, e->b);
		break;
	case HCL_E_CALL:
		puts_(o, "call ");
		puts_(o, e->name);
		sx_list(o, e->list);
		if (e->flags & HCL_EF_EXPAND)
			puts_(o, " ...");
		break;
	case HCL_E_BINOP:
		puts_(o, op_name(e->op));
		puts_(o, " ");
		sx(o, e->a);
		puts_(o, " ");
		sx(o, e->b);
		break;
	case HCL_E_UNOP:
		puts_(o, op_name(e->op));
		puts_(o, " ");
		sx(o, e->a);
		break;
	case HCL_E_COND:
	case HCL_E_TIF:
		puts_(o, e->kind == HCL_E_COND ? "? " : "if ");
		sx(o, e->a);
		puts_(o, " ");
		sx(o, e->b);
		puts_(o, " ");
		sx(o, e->c);
		break;
	case HCL_E_FOR:
	case HCL_E_TFOR:
		puts_(o, e->kind == HCL_E_TFOR ? "tfor " : e->flags & HCL_EF_OBJFOR ? "for{} " : "for[] ");
		if (e->name2) {
			puts_(o, e->name2);
			puts_(o, ",");
		}
		puts_(o, e->name);
		puts_(o, " ");
		sx(o, e->a);
		if (e->kind == HCL_E_FOR) {
			puts_(o, " ");
			sx(o, e->b);
			puts_(o, " ");
			sx(o, e->c);
			puts_(o, " ");
			sx(o, e->d);
			if (e->flags & HCL_EF_GROUP)
				puts_(o, " ...");
		} else {
			puts_(o, " ");
			sx(o, e->b);
		}
		break;
	case HCL_E_PAREN:
		puts_(o, "paren ");
		sx(o, e->a);
		break;
	case HCL_E_INVALID:
		puts_(o, "invalid");
		sx_list(o, e->list);
		break;
	default:
		puts_(o, "?");
		break;
	}
	puts_(o, ")");
}

static const char *sexpr(const hcl_expr *e)
{
	static out o;
	o.n = 0;
	o.buf[0] = '\0';
	sx(&o, e);
	return o.buf;
}

/* src with newlines as \n, for a one-line test description. */
static const char *oneline(const char *src)
{
	static char buf[256];
	size_t n = 0;
	for (; *src && n + 3 < sizeof buf; src++) {
		if (*src == '\n') {
			buf[n++] = '\\';
			buf[n++] = 'n';
		} else {
			buf[n++] = *src;
		}
	}
	buf[n] = '\0';
	return buf;
}

/* The literal parts of a template, concatenated (NULL if it has others). */
static const char *literal_text(const hcl_expr *e)
{
	static char buf[256];
	size_t n = 0;
	if (e->kind != HCL_E_TEMPLATE)
		return NULL;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		if (p->kind != HCL_E_LITERAL || n + p->len >= sizeof buf)
			return NULL;
		memcpy(buf + n, p->text, p->len);
		n += p->len;
	}
	buf[n] = '\0';
	return buf;
}

/* One test: src read in mode parses without error to the text form want. */
static void shape(const char *src, hcl_mode mode, const char *want)
{
	hcl_file *f = parse_mode(src, mode);
	if (f->nerrors)
		diag("%s: %s", oneline(src), f->diags->summary);
	is_str(f->nerrors ? "(errors)" : sexpr(f->expr), want, "%s: %s",
	       mode == HCL_MODE_TEMPLATE ? "template" : "expr", oneline(src));
	hcl_file_free(f);
}

/* ---- structure ----------------------------------------------------------- */

static void test_structure(void)
{
	const char *src = "z = 1\n"
			  "a \"x\" \"y\\\"z\" w {\n"
			  "  b = c + d * e\n"
			  "}\n"
			  "y = \"s\"\n"
			  "f { g = 1 }\n"
			  "e {}\n"
			  "l \"\\u00e9\\t\" {\n"
			  "}";
	hcl_file *f = parse(src);
	const hcl_body *b = f->body;
	is_int(f->nerrors, 0, "structure: no errors");
	ok(b && b->nattrs == 2 && b->nblocks == 4, "structure: 2 attributes and 4 blocks");
	const hcl_attr *z = b->attrs, *y = z ? z->next : NULL;
	ok(z && y && !y->next && strcmp(z->name, "z") == 0 && strcmp(y->name, "y") == 0,
	   "attributes in source order: z, y");
	ok(z->name_start == 0 && z->name_end == 1 && z->start == 0 && z->end == 5,
	   "attribute z: name 0-1, whole 0-5");
	ok(y->name_start == 41 && y->start == 41 && y->end == 48 && y->expr->start == 45 &&
	   y->expr->end == 48, "attribute y: 41-48, its expression 45-48");

	const hcl_block *a = b->blocks;
	const hcl_block *fb = a->next, *eb = fb->next, *lb = eb->next;
	ok(strcmp(a->type, "a") == 0 && strcmp(fb->type, "f") == 0 && strcmp(eb->type, "e") == 0 &&
	   strcmp(lb->type, "l") == 0 && !lb->next, "blocks in source order: a, f, e, l");
	ok(a->type_start == 6 && a->type_end == 7 && a->open_brace == 21 && a->close_brace == 39 &&
	   a->start == 6 && a->end == 40, "block a: type 6-7, braces 21 and 39, whole 6-40");
	is_int(a->nlabels, 3, "block a has 3 labels");
	const hcl_label *l1 = a->labels, *l2 = l1->next, *l3 = l2->next;
	ok(strcmp(l1->text, "x") == 0 && l1->quoted && l1->start == 8 && l1->end == 11,
	   "label 1: \"x\" quoted, 8-11");
	ok(strcmp(l2->text, "y\"z") == 0 && l2->quoted && l2->start == 12 && l2->end == 18,
	   "label 2: escaped quote decoded to y\"z, 12-18");
	ok(strcmp(l3->text, "w") == 0 && !l3->quoted && l3->start == 19 && l3->end == 20,
	   "label 3: bare identifier w, 19-20");
	is_str(lb->labels->text, "\xc3\xa9\t", "a label's \\u00e9 and \\t escapes are decoded");

	const hcl_attr *ab = a->body->attrs;
	ok(a->body->nattrs == 1 && strcmp(ab->name, "b") == 0 && ab->start == 25 && ab->end == 38,
	   "block a's body: attribute b, 25-38");
	ok(ab->expr->kind == HCL_E_BINOP && ab->expr->start == 29 && ab->expr->end == 38 &&
	   ab->expr->b->start == 33 && ab->expr->b->end == 38, "b's expression 29-38, d * e 33-38");

	ok(fb->body->nattrs == 1 && strcmp(fb->body->attrs->name, "g") == 0 &&
	   fb->body->attrs->start == 53 && fb->body->attrs->end == 58 && fb->open_brace == 51 &&
	   fb->close_brace == 59, "one-line block f { g = 1 }: attribute g 53-58, braces 51 and 59");
	ok(eb->body->nattrs == 0 && eb->body->nblocks == 0 && eb->open_brace == 63 &&
	   eb->close_brace == 64, "empty block e {}: braces 63 and 64");
	hcl_file_free(f);

	f = parse("a {\n  b {\n    c = 1\n  }\n  d = 2\n}\n");
	ok(f->nerrors == 0 && f->body->nblocks == 1 && f->body->blocks->body->nblocks == 1 &&
	   f->body->blocks->body->nattrs == 1 &&
	   strcmp(f->body->blocks->body->blocks->body->attrs->name, "c") == 0,
	   "nested blocks: a holds block b (with c) and attribute d");
	hcl_file_free(f);
}

/* ---- errors and recovery ----------------------------------------------- */

typedef struct errcase {
	const char *src;
	int nerrors;
	const char *summary; /* of the first diagnostic */
	uint32_t start, end; /* its subject */
} errcase;

static void test_errors(void)
{
	/* Summaries, counts and subjects as hashicorp/hcl reports them. */
	static const errcase cases[] = {
		{"a = 1\na = 2\nb = a\n", 1, "Attribute redefined", 6, 7},
		{"a = )\nb = x\n", 1, "Invalid expression", 4, 5},
		{"a {\n  b = x\n  c = y\n", 1, "Unclosed configuration block", 2, 3},
		{"a {\n  b = 1\n  c {\n    d = 2\n", 1, "Unclosed configuration block", 16, 17},
		{"{\na = x\n", 1, "Argument or block definition required", 0, 1},
		{"a = 1, b = 2\n", 1, "Unexpected comma after argument", 5, 6},
		{"a = 1 b = 2\n", 1, "Missing newline after argument", 6, 7},
		{"a { b = 1, c = 2 }\n", 1, "Invalid single-argument block definition", 9, 10},
		{"a { b = 1\n}\n", 1, "Invalid single-argument block definition", 9, 10},
		{"a {\nb = 1\n}c = 2\n", 1, "Missing newline after block definition", 11, 12},
		{"a \"x\" = 1\n", 1, "Invalid block definition", 6, 7},
		{"\"a\" = 1\n", 1, "Invalid argument name", 0, 1},
		{"a \"${x}\" {\n}\n", 1, "Invalid string literal", 3, 5},
		{"a \"x\" \"y${\"${z}\"}%{if c}d%{endif}\" {\n}\n", 3, "Invalid string literal", 8, 10},
		{"a \"${x}\" \"${y}\" {\n}\n", 2, "Invalid string literal", 3, 5},
		/* a for expression's "in" and "if" are keywords only in their places */
		{"a = [for x in [1,2] : x if]\n", 1, "Invalid expression", 26, 27},
		{"a = [for x in y : if if]\n", 1, "Invalid expression", 23, 24},
		{"a = [for x in y : a if (b]\n", 1, "Unbalanced parentheses", 25, 26},
		{"a = {for k, v in m : k => v if}\n", 1, "Invalid expression", 30, 31},
		{"a = [for x in y : x if x if]\n", 1, "Invalid 'for' expression", 25, 27},
		{"a = [for x in (y,z) : x]\n", 1, "Unbalanced parentheses", 16, 17},
		{"a = [for x in y : a if [1 2] ]\n", 1, "Missing item separator", 26, 27},
		{"a = [for x in : x]\n", 1, "Invalid expression", 14, 15},
		{"a = {for x in y : x => x... if}\n", 1, "Invalid expression", 30, 31},
		{"a = [for x, : x]\n", 1, "Invalid 'for' expression", 12, 13},
		{"a = [for x in y : if x]\n", 1, "Invalid 'for' expression", 21, 22},
		/* after a dot or "::", and where hcl names the opener of what is unclosed */
		{"a = x.\n", 1, "Invalid attribute name", 6, 7},
		{"a = x.*.a.\nb = 2\n", 1, "Invalid attribute name", 6, 7},
		{"a = p::\n", 1, "Missing function name", 7, 8},
		{"a = p::x + 1\n", 1, "Missing open parenthesis", 9, 10},
		{"blah { a = 1", 1, "Unclosed configuration block", 5, 6},
		{"foo = { a = 1", 1, "Unterminated object constructor expression", 6, 7},
		{"foo = [1", 1, "Unterminated tuple constructor expression", 6, 7},
		{"foo = boop(\"a\"", 1, "Unterminated function call", 6, 11},
		{"a = provider :: x :: f (1", 1, "Unterminated function call", 4, 24},
		{"n \"a", 2, "Unterminated string literal", 4, 4},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		const errcase *c = &cases[i];
		hcl_file *f = parse(c->src);
		const hcl_diag *d = f->diags;
		char desc[160];
		size_t k = 0;
		for (const char *p = c->src; *p && k < 60; p++)
			k += (size_t)snprintf(desc + k, sizeof desc - k, "%s", *p == '\n' ? "\\n" : (char[2]){*p, 0});
		if (!ok(d && f->nerrors == (uint32_t)c->nerrors && strcmp(d->summary, c->summary) == 0 &&
			d->severity == HCL_ERROR && d->start == c->start && d->end == c->end,
			"%s -> %d error, \"%s\" at %u-%u", desc, c->nerrors, c->summary, c->start, c->end) && d)
			diag("got %u errors, first \"%s\" at %u-%u", f->nerrors, d->summary, d->start, d->end);
		hcl_file_free(f);
	}
}

/* Traversal texts of every attribute of body b (recursively), space-separated. */
static void collect(void *ctx, const hcl_traversal *t)
{
	out *o = ctx;
	if (o->n)
		puts_(o, " ");
	sx_trav(o, t);
}

static void body_vars(out *o, const hcl_body *b)
{
	for (const hcl_attr *a = b->attrs; a; a = a->next)
		hcl_expr_variables(a->expr, collect, o);
	for (const hcl_block *k = b->blocks; k; k = k->next)
		body_vars(o, k->body);
}

static const char *all_vars(const hcl_file *f)
{
	static out o;
	o.n = 0;
	o.buf[0] = '\0';
	body_vars(&o, f->body);
	return o.buf;
}

static void test_recovery(void)
{
	hcl_file *f = parse("a = 1\na = x\nb = 2\n");
	const hcl_attr *a = f->body->attrs;
	ok(f->body->nattrs == 2 && strcmp(a->name, "a") == 0 && strcmp(a->next->name, "b") == 0,
	   "duplicate attribute: dropped, the others kept (a, b)");
	ok(a->expr->kind == HCL_E_LITERAL && a->expr->len == 1 && a->expr->text[0] == '1',
	   "duplicate attribute: the first definition wins");
	is_str(all_vars(f), "", "duplicate attribute: the dropped expression is not walked");
	is_str(f->diags->detail,
	       "The argument \"a\" was already set at t.tf:1,1-2. Each argument may be set only once.",
	       "duplicate attribute: hcl's detail, naming the first definition");
	hcl_file_free(f);

	f = parse("a = )\nb = x\n");
	ok(f->nerrors == 1 && f->body->nattrs == 2 && strcmp(f->body->attrs_tail->name, "b") == 0,
	   "a = ) then b = x: one error, parsing goes on with b");
	is_str(all_vars(f), "x", "a = ) then b = x: x is reported");
	hcl_file_free(f);

	f = parse("a = [x,\nb = y\nc = z\n");
	is_int(f->nerrors, 1, "an unclosed tuple: one error");
	hcl_file_free(f);

	f = parse("a {\n  b = x\n  c = y\n");
	ok(f->body->nblocks == 1 && f->body->blocks->body->nattrs == 2,
	   "unclosed block at EOF: the block keeps its attributes");
	is_str(all_vars(f), "x y", "unclosed block at EOF: its traversals are reported");
	hcl_file_free(f);

	f = parse("{\na = x\n");
	ok(f->body->nattrs == 0 && f->body->nblocks == 0 && strcmp(all_vars(f), "") == 0,
	   "{ at file start: hcl skips the rest of the file");
	hcl_file_free(f);

	f = parse("a = 1\nb = (\nc = 2\n");
	ok(f->nerrors == 1 && f->body->nattrs >= 1 && strcmp(f->body->attrs->name, "a") == 0,
	   "an unclosed parenthesis: one error, earlier attributes kept");
	hcl_file_free(f);

	/* hcl keeps an attribute or block whose own text is complete when what
	 * follows it on the line is wrong. */
	f = parse("a = x, b = y\n");
	is_str(all_vars(f), "x", "a = x, b = y: a = x is kept and x reported, as hcl");
	hcl_file_free(f);
	f = parse("a = x b = y\n");
	is_str(all_vars(f), "x", "a = x b = y: a = x is kept and x reported, as hcl");
	hcl_file_free(f);
	f = parse("a {\nb = x\n} c {\nd = y\n}\n");
	ok(f->nerrors == 1 && f->body->nblocks == 1 && strcmp(all_vars(f), "x") == 0,
	   "block followed by another on the same line: the first block (x) is kept, as hcl");
	hcl_file_free(f);
	f = parse("a {\nb = x\n}c = y\n");
	ok(f->nerrors == 1 && f->body->nblocks == 1 && strcmp(all_vars(f), "x") == 0,
	   "block followed by an attribute on the same line: the block (x) is kept, as hcl");
	hcl_file_free(f);
	f = parse("a { b = x, c = y }\n");
	ok(f->body->nblocks == 1 && strcmp(all_vars(f), "x") == 0, "a { b = x, c = y }: hcl keeps block a with b = x");
	hcl_file_free(f);
	f = parse("a { b = x\n}\n");
	ok(f->body->nblocks == 1 && strcmp(all_vars(f), "x") == 0, "a { b = x NEWLINE }: hcl keeps block a with b = x");
	hcl_file_free(f);

	f = parse("a { d {} }\n");
	const hcl_diag *d = f->diags;
	ok(d && f->nerrors == 1 && strcmp(d->summary, "Argument definition required") == 0,
	   "a { d {} }: one error \"Argument definition required\"");
	ok(d && d->start == 4 && d->end == 7 && d->detail &&
	   strstr(d->detail, "If you meant to define argument \"d\"") != NULL,
	   "a { d {} }: hcl's subject d..{ (4-7) and detail naming argument d");
	hcl_file_free(f);
}

static void test_shapes(void)
{
	shape("a + b * c", HCL_MODE_EXPR, "(+ a (* b c))");
	shape("a * b + c", HCL_MODE_EXPR, "(+ (* a b) c)");
	shape("a - b - c", HCL_MODE_EXPR, "(- (- a b) c)");
	shape("a || b && c == d < e + f * g", HCL_MODE_EXPR,
	      "(|| a (&& b (== c (< d (+ e (* f g))))))");
	shape("a < b < c", HCL_MODE_EXPR, "(< (< a b) c)");
	shape("a % b / c != d >= e <= f > g", HCL_MODE_EXPR,
	      "(!= (/ (% a b) c) (> (<= (>= d e) f) g))");
	shape("-a.b[0] + -46", HCL_MODE_EXPR, "(+ (- a.b[0]) (- 46))");
	shape("!!x", HCL_MODE_EXPR, "(! (! x))");
	shape("- -1", HCL_MODE_EXPR, "(- (- 1))");
	shape("a ? b : c ? d : e", HCL_MODE_EXPR, "(? a b (? c d e))");
	shape("a || b ? c + 1 : d", HCL_MODE_EXPR, "(? (|| a b) (+ c 1) d)");
	shape("(a + b) * c", HCL_MODE_EXPR, "(* (paren (+ a b)) c)");
	shape("(a)", HCL_MODE_EXPR, "(paren a)");
	shape("f()", HCL_MODE_EXPR, "(call f)");
	shape("f(a, b,)", HCL_MODE_EXPR, "(call f a b)");
	shape("f(a, b...)", HCL_MODE_EXPR, "(call f a b ...)");
	shape("f(\n  a,\n  b\n)", HCL_MODE_EXPR, "(call f a b)");
	shape("provider::aws::arn_parse(x)", HCL_MODE_EXPR, "(call provider::aws::arn_parse x)");
	shape("null(1)", HCL_MODE_EXPR, "(call null 1)");
	shape("true && false || null", HCL_MODE_EXPR, "(|| (&& true false) null)");
	shape("[1, a, \"s\"]", HCL_MODE_EXPR, "[ 1 a (tmpl 's') ]");
	shape("[]", HCL_MODE_EXPR, "[ ]");
	shape("{a = 1, b: 2, \"c\" = 3, (d) = 4}", HCL_MODE_EXPR,
	      "{ a=1 b=2 (tmpl 'c')=3 (paren d)=(forced)4 }");
	shape("{\n  a = 1\n  b = 2\n}", HCL_MODE_EXPR, "{ a=1 b=2 }");
	shape("[for i, v in xs : v if i > 0]", HCL_MODE_EXPR, "(for[] i,v xs nil v (> i 0))");
	shape("[for v in xs : v]", HCL_MODE_EXPR, "(for[] v xs nil v nil)");
	shape("{for k, v in m : k => v... if v}", HCL_MODE_EXPR, "(for{} k,v m k v v ...)");
	shape("{\n  for v in m :\n  v => 1\n}", HCL_MODE_EXPR, "(for{} v m v 1 nil)");
	shape("a.b[\"k\"][1].c", HCL_MODE_EXPR, "a.b[\"k\"][1].c");
	shape("a[b].c", HCL_MODE_EXPR, "(rel (index a b) .c)");
	shape("a.*.b", HCL_MODE_EXPR, "(splat a (rel _ .b))");
	shape("a[*].b[0]", HCL_MODE_EXPR, "(splat a (rel _ .b[0]))");
	shape("\"a${b}c\"", HCL_MODE_EXPR, "(tmpl 'a' b 'c')");
	shape("\"${x}\"", HCL_MODE_EXPR, "(wrap x)");
	shape("\"\"", HCL_MODE_EXPR, "(tmpl '')");
	shape("\"%{if c}a%{else}b%{endif}\"", HCL_MODE_EXPR, "(tmpl (if c (tmpl 'a') (tmpl 'b')))");
	shape("\"x%{for k, v in xs}${v}%{endfor}\"", HCL_MODE_EXPR, "(tmpl 'x' (tfor k,v xs (tmpl v)))");
	shape("<<EOT\na ${b}\nEOT\n", HCL_MODE_EXPR, "(heredoc 'a ' b '\\n')");

	hcl_file *f = parse_mode("<<-EOT\n    a\n  b\n  EOT\n", HCL_MODE_EXPR);
	ok(f->nerrors == 0 && f->expr->kind == HCL_E_TEMPLATE && (f->expr->flags & HCL_EF_FLUSH),
	   "<<- heredoc: a template flagged FLUSH");
	ok(literal_text(f->expr) && strcmp(literal_text(f->expr), "  a\nb\n") == 0,
	   "<<- heredoc: hcl removes the common indentation from the literal text");
	hcl_file_free(f);
}

static void test_modes(void)
{
	hcl_file *f = parse_mode("a + 1", HCL_MODE_EXPR);
	ok(f->mode == HCL_MODE_EXPR && f->body == NULL && f->expr && f->expr->kind == HCL_E_BINOP,
	   "expression mode: f->expr is set, f->body is not");
	hcl_file_free(f);
	shape("a\n+\n1", HCL_MODE_EXPR, "(+ a 1)");

	f = parse_mode("a b", HCL_MODE_EXPR);
	ok(f->nerrors == 1 && strcmp(f->diags->summary, "Extra characters after expression") == 0 &&
	   f->diags->start == 2, "expression mode: \"a b\" has extra characters at byte 2");
	hcl_file_free(f);
	f = parse_mode("", HCL_MODE_EXPR);
	ok(f->nerrors == 1 && strcmp(f->diags->summary, "Missing expression") == 0 && f->expr,
	   "expression mode: empty input is a missing expression, f->expr still set");
	hcl_file_free(f);

	f = parse_mode("hello ${name}!", HCL_MODE_TEMPLATE);
	ok(f->mode == HCL_MODE_TEMPLATE && f->body == NULL && f->nerrors == 0,
	   "template mode: f->expr is set, f->body is not");
	hcl_file_free(f);
	shape("hello ${name}!", HCL_MODE_TEMPLATE, "(tmpl 'hello ' name '!')");
	shape("${x}", HCL_MODE_TEMPLATE, "(wrap x)");
	shape("%{if a}b%{endif}", HCL_MODE_TEMPLATE, "(tmpl (if a (tmpl 'b') nil))");
	shape("$${x} %%{y}", HCL_MODE_TEMPLATE, "(tmpl '${' 'x} ' '%{' 'y}')");
	f = parse_mode("a\n\"b\" $ %\n", HCL_MODE_TEMPLATE);
	is_str(f->nerrors ? "(errors)" : literal_text(f->expr), "a\n\"b\" $ %\n",
	       "template mode: quotes, a lone $ and %% and newlines are literal text");
	hcl_file_free(f);

	/* hcl's messages for broken directives */
	f = parse_mode("%{if a}b", HCL_MODE_TEMPLATE);
	is_int(f->nerrors, 1, "template mode: an unclosed if directive is one error");
	ok(f->diags && strcmp(f->diags->summary, "Unexpected end of template") == 0,
	   "template mode: unclosed if is \"Unexpected end of template\"");
	hcl_file_free(f);
	f = parse_mode("x %{ endif }", HCL_MODE_TEMPLATE);
	is_int(f->nerrors, 1, "template mode: a stray endif is one error");
	ok(f->diags && strcmp(f->diags->summary, "Unexpected endif directive") == 0,
	   "template mode: stray endif is \"Unexpected endif directive\"");
	hcl_file_free(f);
}

static void test_positions(void)
{
	/* e + combining acute (2 bytes), a CJK character (3 bytes), then a tab */
	const char *src = "a = \"e\xcc\x81\xe4\xb8\xad\" + x\n\tb = y\r\n\n";
	hcl_file *f = parse(src);
	hcl_pos p;
	uint32_t len = 0;
	const char *line;

	p = hcl_file_pos(f, 0);
	ok(p.line == 1 && p.col == 1 && p.byte == 0, "pos of byte 0 is 1:1");
	p = hcl_file_pos(f, 5);
	ok(p.line == 1 && p.col == 6, "pos: the e at byte 5 is column 6 (got %u:%u)", p.line, p.col);
	p = hcl_file_pos(f, 8);
	ok(p.line == 1 && p.col == 7, "pos: a combining mark takes no column (byte 8 is 1:7, got %u:%u)",
	   p.line, p.col);
	p = hcl_file_pos(f, 15);
	ok(p.line == 1 && p.col == 12 && p.byte == 15,
	   "pos: x after multi-byte characters is 1:12 as in hcl (got %u:%u)", p.line, p.col);
	p = hcl_file_pos(f, 22);
	ok(p.line == 2 && p.col == 6, "pos: a tab is one column, y is 2:6 (got %u:%u)", p.line, p.col);
	p = hcl_file_pos(f, 25);
	ok(p.line == 3 && p.col == 1, "pos: a CRLF ends line 2 (got %u:%u)", p.line, p.col);
	p = hcl_file_pos(f, f->len);
	ok(p.line == 4 && p.col == 1 && p.byte == f->len, "pos: the end of the file is 4:1 (got %u:%u)",
	   p.line, p.col);
	p = hcl_file_pos(f, f->len + 100);
	ok(p.line == 4 && p.col == 1, "pos: a byte past the end is clamped (got %u:%u)", p.line, p.col);

	line = hcl_file_line(f, 1, &len);
	ok(line && len == 16 && memcmp(line, "a = \"e\xcc\x81\xe4\xb8\xad\" + x", 16) == 0,
	   "line 1 without its newline");
	line = hcl_file_line(f, 2, &len);
	ok(line && len == 6 && memcmp(line, "\tb = y", 6) == 0, "line 2 without its CRLF");
	line = hcl_file_line(f, 3, &len);
	ok(line && len == 0, "line 3 is empty");
	line = hcl_file_line(f, 4, &len);
	ok(line && len == 0, "line 4 (after the last newline) is empty");
	ok(hcl_file_line(f, 5, &len) == NULL && hcl_file_line(f, 0, &len) == NULL,
	   "lines 0 and 5 do not exist");
	hcl_file_free(f);

	f = parse("\xef\xbb\xbf" "ab = 1\nc = 2");
	line = hcl_file_line(f, 1, &len);
	ok(line && len == 6 && memcmp(line, "ab = 1", 6) == 0, "with a BOM, line 1 starts after it");
	p = hcl_file_pos(f, 5);
	ok(p.line == 1 && p.col == 3, "with a BOM, byte 5 is 1:3 (got %u:%u)", p.line, p.col);
	hcl_file_free(f);
}

/* The driver feeds some runs of tokens as one terminal (hcl_driver.c,
 * "fused runs"): the same trees and ranges as the tokens one by one. */
static void test_fused(void)
{
	/* spaces around the dots keep the tokens apart: the same tree */
	shape("f(a.b.c, \"s\", x.y[0].z) + q.r", HCL_MODE_EXPR, "(+ (call f a.b.c (tmpl 's') x.y[0].z) q.r)");
	shape("f(a . b . c, \"s\", x . y[0] . z) + q . r", HCL_MODE_EXPR,
	      "(+ (call f a.b.c (tmpl 's') x.y[0].z) q.r)");
	shape("[for k, v in m.n : v.w if v.x]", HCL_MODE_EXPR, "(for[] k,v m.n nil v.w v.x)");
	shape("\"\"", HCL_MODE_EXPR, "(tmpl '')");

	hcl_file *f = parse("outer = { a = \"x\", b = c.d, e = [\"f\", g.h], i = \"j\" }\nk = l.m\n");
	const hcl_attr *a = f->body ? f->body->attrs : NULL;
	ok(f->nerrors == 0 && a && strcmp(a->name, "outer") == 0 && a->name_start == 0 &&
	   a->name_end == 5 && a->next && strcmp(a->next->name, "k") == 0,
	   "fused: an attribute's name outlives the strings and traversals of its value");
	const hcl_expr *e = a && a->next ? a->next->expr : NULL;
	const hcl_step *s = e && e->kind == HCL_E_SCOPETRAV ? e->trav.head : NULL;
	ok(s && s->start == 58 && s->end == 59 && s->next && s->next->start == 59 &&
	   s->next->end == 61 && s->next->len == 1 && memcmp(s->next->text, "m", 1) == 0,
	   "fused: a traversal's steps: the root's name, then each from its dot to its name's end");
	hcl_file_free(f);

	/* whole attributes of one value and a line break */
	f = parse("n = 5\ns = \"x\"\nt = true\nu = v\nw = \"\"\nx = y.z # c\nn = 6\n");
	a = f->body ? f->body->attrs : NULL;
	out o = {{0}, 0};
	for (const hcl_attr *p = a; p; p = p->next) {
		puts_(&o, p->name);
		puts_(&o, "=");
		sx(&o, p->expr);
		puts_(&o, p->next ? " " : "");
	}
	is_str(o.buf, "n=5 s=(tmpl 'x') t=true u=v w=(tmpl '') x=y.z", "fused: whole attributes");
	ok(f->nerrors == 1 && f->diags->start == 48 && a && a->start == 0 && a->end == 5 &&
	   a->next && a->next->start == 6 && a->next->end == 13,
	   "fused: their ranges, and a name set twice is reported at the second");
	hcl_file_free(f);

	/* runs longer than the parser's look-ahead, across the lexer's batches */
	enum { NATTR = 3000 };
	char *big = malloc(NATTR * 48), *w = big;
	if (!big)
		bail_out("out of memory");
	for (int j = 0; j < NATTR; j++)
		w += sprintf(w, "a%d = r.s1.s2.s3.s4.s5.s6.s7.s8.s%d\n", j, j);
	f = parse(big);
	int good = f->nerrors == 0 && f->body && f->body->nattrs == NATTR, seen = 0;
	for (const hcl_attr *p = good ? f->body->attrs : NULL; p; p = p->next, seen++) {
		char want[16];
		const hcl_step *st = p->expr->kind == HCL_E_SCOPETRAV ? p->expr->trav.tail : NULL;
		snprintf(want, sizeof want, "s%d", seen);
		good &= p->name[0] == 'a' && atoi(p->name + 1) == seen && st && p->expr->trav.nsteps == 10 &&
			st->len == strlen(want) && memcmp(st->text, want, st->len) == 0;
	}
	ok(good && seen == NATTR, "fused: %d attributes of ten-step traversals, across the lexer's batches", NATTR);
	hcl_file_free(f);
	free(big);

	f = parse("r \"a\" \"b\\n\\u00e9\" \"\" {\n  x = \"y\\tz\"\n}\n");
	const hcl_block *k = f->body ? f->body->blocks : NULL;
	const hcl_label *l = k ? k->labels : NULL;
	ok(f->nerrors == 0 && k && k->nlabels == 3 && l && strcmp(l->text, "a") == 0 && l->quoted &&
	   l->start == 2 && l->end == 5 && l->next && strcmp(l->next->text, "b\n\xc3\xa9") == 0 &&
	   l->next->next && strcmp(l->next->next->text, "") == 0 && l->next->next->start == 18 && l->next->next->end == 20,
	   "fused: quoted labels are decoded, with the quotes in their ranges");
	e = k && k->body->attrs ? k->body->attrs->expr : NULL;
	ok(e && e->kind == HCL_E_TEMPLATE && e->start == 29 && e->end == 35 &&
	   strcmp(literal_text(e), "y\tz") == 0 && e->list->start == 30 && e->list->end == 34,
	   "fused: a quoted string is a template of one literal between its quotes");
	hcl_file_free(f);
}

/* hcl_file_name: a copy of a name, shared by the same name again. */
static void test_names(void)
{
	hcl_file *f = parse("a = 1\nb { a = 2 }\nb { a = 3 }\n");
	const hcl_block *k = f->body ? f->body->blocks : NULL;
	ok(k && k->next && k->type == k->next->type && k->body->attrs &&
	   k->body->attrs->name == f->body->attrs->name && strcmp(k->type, "b") == 0,
	   "names: block types and attribute names that repeat are one copy");
	const char *x = hcl_file_name(f, "instance_type = 1", 13), *y = hcl_file_name(f, "instance_type", 13);
	ok(x == y && strcmp(x, "instance_type") == 0, "names: hcl_file_name copies the bytes asked for, once");
	ok(strcmp(hcl_file_name(f, "instance_tipe", 13), "instance_tipe") == 0 &&
	   strcmp(hcl_file_name(f, "instance_type", 13), "instance_type") == 0 && *hcl_file_name(f, "x", 0) == 0,
	   "names: another name with the same length and ends is its own copy; no bytes are \"\"");
	hcl_file_free(f);
}

/* ORDER HCL_KEYWORDS: the list in hcl_parser.h, the grammar's %token order
 * and its %fallback agree (the order is also asserted at compile time). */
static void test_keywords(void)
{
	static const char *const words[] = {
#define KW_TEXT(tk, text) text,
		HCL_KEYWORDS(KW_TEXT)
#undef KW_TEXT
	};
	int n = (int)(sizeof words / sizeof words[0]), fallback = 1, found = 1;
	ok(n == HCL_KW_COUNT && TK_ENDFOR - TK_FOR + 1 == n,
	   "keywords: %d words, TK_FOR..TK_ENDFOR consecutive", n);
	for (int k = 0; k < n; k++) {
		hcl_file *f = parse_mode(words[k], HCL_MODE_EXPR);
		fallback &= HclParseFallback(TK_FOR + k) == TK_IDENT;
		found &= hcl_lex(f) == 0 && f->ntoks == 2 && hcl_keyword(f, &f->toks[0]) == TK_FOR + k &&
			 f->nerrors == 0 &&
			 f->expr->kind == HCL_E_SCOPETRAV;
		hcl_file_free(f);
	}
	ok(fallback, "keywords: %%fallback turns each keyword back into IDENT");
	ok(found, "keywords: each is recognised as its terminal, and alone is a variable");
	ok(HclParseFallback(TK_RECOVER) == 0, "keywords: nothing after ENDFOR falls back");
}

int main(void)
{
	test_structure();
	test_errors();
	test_recovery();
	test_shapes();
	test_modes();
	test_positions();
	test_keywords();
	test_fused();
	test_names();
	return done_testing();
}
