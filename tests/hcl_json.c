/* hcl_json.c - tests of HCL's JSON syntax (hcl_json_*): the value tree, strings decoded and
 * parsed as templates with offsets in the JSON source, hcl's positions, the template problems
 * kept apart, the attribute reading and its diagnostics, and the tree of a plain string being
 * the one hcl_parse makes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_json.h"
#include "tap.h"

static hcl_json_file *parse(const char *src)
{
	hcl_json_file *jf = hcl_json_parse("t.tf.json", src, strlen(src));
	if (!jf)
		bail_out("hcl_json_parse returned NULL");
	return jf;
}

static const hcl_json_value *prop(const hcl_json_value *obj, const char *name)
{
	for (const hcl_json_prop *p = obj->props; p; p = p->next)
		if (strcmp(p->name->text, name) == 0)
			return p->value;
	return NULL;
}

/* "TEXT @BYTE-BYTE L:C:B" for each traversal: source bytes, then hcl's position. */
typedef struct travs {
	hcl_json_file *jf;
	char buf[1024];
	size_t n;
} travs;

static void on_trav(void *ctx, const hcl_traversal *t)
{
	travs *v = ctx;
	char text[256];
	hcl_traversal_format(t, text, sizeof text);
	hcl_pos p = hcl_json_pos(v->jf, t->head->start);
	v->n += (size_t)snprintf(v->buf + v->n, sizeof v->buf - v->n, "%s%s @%u-%u %u:%u:%u",
				 v->n ? ", " : "", text, t->head->start, t->tail->end, p.line, p.col,
				 p.byte);
	if (v->n >= sizeof v->buf)
		v->n = sizeof v->buf - 1;
}

static const char *all_vars(hcl_json_file *jf, const hcl_json_value *v)
{
	static travs t;
	t.jf = jf;
	t.n = 0;
	t.buf[0] = '\0';
	hcl_json_variables(v, on_trav, &t);
	return t.buf;
}

static void tree(void)
{
	hcl_json_file *jf = parse("{\"s\": \"x\", \"n\": -1.5e3, \"t\": true, \"f\": false, \"z\": null,\n"
				  " \"a\": [1, \"${b}\", {}], \"o\": {\"k\": [], \"k\": 2}}");
	const hcl_json_value *r = jf->root;
	is_int(jf->file.nerrors, 0, "a well-formed file has no errors");
	is_int(r->kind, HCL_JSON_OBJECT, "the root is an object");
	is_int(r->n, 7, "with its seven properties");
	is_int(r->start, 0, "the root starts at its brace");
	is_int(r->end, (long long)jf->file.len, "and ends after the closing one");
	is_str(r->props->name->text, "s", "the first property comes first");
	const hcl_json_value *n = prop(r, "n");
	ok(n && n->kind == HCL_JSON_NUMBER && n->len == 6 && memcmp(n->text, "-1.5e3", 6) == 0,
	   "a number keeps its text");
	ok(prop(r, "t")->kind == HCL_JSON_BOOL && prop(r, "t")->flags & HCL_JSON_TRUE, "true");
	ok(prop(r, "f")->kind == HCL_JSON_BOOL && !(prop(r, "f")->flags & HCL_JSON_TRUE), "false");
	is_int(prop(r, "z")->kind, HCL_JSON_NULL, "null");
	const hcl_json_value *a = prop(r, "a");
	ok(a->kind == HCL_JSON_ARRAY && a->n == 3 && a->items->next->next->kind == HCL_JSON_OBJECT,
	   "an array's elements are linked in order");
	is_int(a->line, 2, "values know hcl's line");
	is_int(a->col, 7, "and column");
	const hcl_json_value *o = prop(r, "o");
	is_int(o->n, 2, "an object keeps a repeated property name (hcl objects do, as values)");
	is_int(jf->nstrs, 11, "every string, names included, is indexed");
	hcl_json_free(jf);
}

static void strings(void)
{
	/* é decodes to 2 bytes from 6: the traversal's source bytes stay exact, hcl's position
	 * counts in the decoded text (byte 6 + 1 + 2 + 1 + 2, column 7 + 1 + 4). */
	hcl_json_file *jf = parse("{\"a\": \"\\u00e9 ${x.y}\"}");
	const hcl_json_value *s = jf->root->props->value;
	ok(s->flags & HCL_JSON_ESCAPED, "a string with an escape is marked");
	is_str(s->text, "\xc3\xa9 ${x.y}", "and decoded");
	is_str(all_vars(jf, s), "x.y @16-19 1:12:12", "its traversal: source bytes, hcl's position");
	is_int(s->expr->start, 7, "the template starts after the opening quote");
	is_int(s->expr->end, 20, "and ends at the closing one");
	hcl_json_free(jf);

	jf = parse("{\"a\": \"l1\\nl2 ${v}\", \"b\": \"\\ud83d\\ude00${w}\", \"c\": \"\\ud800\"}");
	is_str(all_vars(jf, jf->root), "v @16-17 2:6:15, w @41-42 1:31:33",
	       "a decoded newline moves hcl's line; a surrogate pair is one character");
	is_str(prop(jf->root, "c")->text, "\xef\xbf\xbd", "a lone surrogate becomes U+FFFD");
	hcl_json_free(jf);

	jf = parse("{\"${k.ey}\": {\"${n.ame}\": \"$${no} %%{no} ${yes}\"}}");
	is_str(all_vars(jf, jf->root->props->value), "n.ame @16-21 1:17:16, yes @42-45 1:43:42",
	       "names of a value's objects are templates; $${ and %%{ are escapes");
	is_str(all_vars(jf, jf->root), "k.ey @4-8 1:5:4, n.ame @16-21 1:17:16, yes @42-45 1:43:42",
	       "a whole object: names and values in source order");
	hcl_json_free(jf);

	jf = parse("{\n\t\"a\":\t\"${t}\"}");
	is_str(all_vars(jf, jf->root), "t @11-12 2:12:11", "hcl's JSON scanner counts a tab as two columns");
	hcl_pos p = hcl_json_pos(jf, 5);
	ok(p.line == 2 && p.col == 5, "and in names (%u:%u)", p.line, p.col);
	p = hcl_json_pos(jf, 7);
	ok(p.line == 2 && p.col == 7, "and between tokens (%u:%u)", p.line, p.col);
	hcl_json_free(jf);
}

static void template_problems(void)
{
	hcl_json_file *jf = parse("{\"a\": \"${x\", \"b\": \"${y}\"}");
	const hcl_json_value *a = prop(jf->root, "a");
	ok(a->flags & HCL_JSON_TBAD, "a broken template is marked");
	is_str(all_vars(jf, jf->root), "y @21-22 1:22:21", "and gives no traversals, as in hcl");
	is_int(jf->file.nerrors, 0, "its problem is not a syntax error of the file");
	ok(jf->nterrors > 0 && jf->tdiags != NULL, "it is kept apart (%u)", jf->nterrors);
	ok(jf->tdiags->start >= 7 && jf->tdiags->end <= 11, "at bytes of the string (%u-%u)",
	   jf->tdiags->start, jf->tdiags->end);
	hcl_json_free(jf);
}

static void attributes(void)
{
	hcl_json_file *jf = parse("{\"a\": \"${x}\", \"//\": \"${c}\", \"a\": \"${y}\", \"b\": [\"${z}\"]}");
	travs t = {.jf = jf};
	is_int(hcl_json_attr_variables(jf, on_trav, &t), 2, "repeated names and comments are not attributes");
	is_str(t.buf, "x @9-10 1:10:9, z @50-51 1:51:50", "the attributes' traversals in order");
	is_int(jf->file.nerrors, 1, "a repeated name is an error");
	is_str(jf->file.diags->detail, "The argument \"a\" was already set at t.tf.json:1,2-13.",
	       "in hcl's words");
	t.n = 0;
	hcl_json_attr_variables(jf, on_trav, &t);
	is_int(jf->file.nerrors, 1, "reading again adds no diagnostics");
	hcl_json_free(jf);

	jf = parse("[{\"a\": \"${x}\"}]");
	is_int(hcl_json_attr_variables(jf, on_trav, &t), 0, "an array root has no attributes");
	is_str(jf->file.diags ? jf->file.diags->summary : NULL, "Incorrect JSON value type", "and says so");
	hcl_json_free(jf);

	jf = parse("\"${x}\"");
	is_int(jf->root->kind, HCL_JSON_OBJECT, "a root that is not an object or array becomes an empty object");
	is_str(jf->file.diags ? jf->file.diags->summary : NULL, "Root value must be object", "with hcl's error");
	hcl_file_free(&jf->file); /* the same as hcl_json_free */
}

/* The compact shape of a template: kinds, ranges and literal texts. */
static void shape(const hcl_expr *e, uint32_t base, char *buf, size_t cap)
{
	size_t n = strlen(buf);
	snprintf(buf + n, cap - n, "(%d %u-%u", e->kind, e->start - base, e->end - base);
	for (const hcl_expr *p = hcl_expr_fields(e->kind) & HCL_XF_LIST ? e->list : NULL; p; p = p->next) {
		n = strlen(buf);
		snprintf(buf + n, cap - n, " [%d %u-%u %.*s]", p->kind, p->start - base, p->end - base,
			 (int)p->len, p->kind == HCL_E_LITERAL && p->text ? p->text : "");
	}
	n = strlen(buf);
	snprintf(buf + n, cap - n, ")");
}

static void plain_strings(void)
{
	static const char *const texts[] = {"", "abc", "caf\xc3\xa9", "e\xcc\x81 + \xe2\x80\x8b", "a\x7f b",
					    "tab\tx", "no-template {here}", "100 percent"};
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		char src[128], mine[256] = "", theirs[256] = "";
		snprintf(src, sizeof src, "{\"a\": \"%s\"}", texts[i]);
		for (char *q = src; (q = strchr(q, '\t')) != NULL;)
			*q = ' '; /* a raw tab is not JSON */
		hcl_json_file *jf = parse(src);
		const hcl_json_value *s = jf->root->props->value;
		hcl_file *f = hcl_parse("t", s->text, s->len, HCL_MODE_TEMPLATE);
		shape(s->expr, s->start + 1, mine, sizeof mine);
		shape(f->expr, 0, theirs, sizeof theirs);
		is_str(mine, theirs, "plain string %zu: the template hcl_parse makes", i);
		hcl_file_free(f);
		hcl_json_free(jf);
	}
}

int main(void)
{
	tree();
	strings();
	template_problems();
	attributes();
	plain_strings();
	return done_testing();
}
