/* hcl_reuse.c - tests of hcl_reuse: files parsed with the memory of earlier
 * parses have the trees, ranges and diagnostics of files parsed without it,
 * whatever the order their files are freed in; the blocks of freed arenas
 * are taken again, up to the cap; a window grown by a long line is not kept;
 * a parse that finds the scratch lent out uses its own; the table of the
 * attributes of large bodies is emptied between parses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_buf.h"
#include "hcl_parser.h"
#include "tap.h"

/* ---- a text of everything a parse gives ----------------------------------- */

static void on_trav(void *ctx, const hcl_traversal *t)
{
	hcl_buf *b = ctx;
	char text[256];
	hcl_traversal_format(t, text, sizeof text);
	hcl_buf_printf(b, " %s@%u-%u", text, t->head->start, t->tail->end);
}

static void body_text(hcl_buf *b, const hcl_body *body)
{
	for (const hcl_attr *a = body->attrs; a; a = a->next) {
		hcl_buf_printf(b, "\n%s@%u-%u:", a->name, a->start, a->end);
		hcl_expr_variables(a->expr, on_trav, b);
	}
	for (const hcl_block *k = body->blocks; k; k = k->next) {
		hcl_buf_printf(b, "\n%s", k->type);
		for (const hcl_label *l = k->labels; l; l = l->next)
			hcl_buf_printf(b, " \"%s\"@%u-%u", l->text, l->start, l->end);
		hcl_buf_printf(b, " {%u-%u", k->start, k->end);
		body_text(b, k->body);
		hcl_buf_puts(b, "}");
	}
}

/* The file's tree, comments kept and diagnostics as text (malloc'd). */
static char *file_text(hcl_file *f)
{
	hcl_buf b = {0};
	if (f->body)
		body_text(&b, f->body);
	if (f->expr) {
		hcl_buf_printf(&b, "expr %d@%u-%u:", (int)f->expr->kind, f->expr->start, f->expr->end);
		hcl_expr_variables(f->expr, on_trav, &b);
	}
	for (uint32_t i = 0; i < f->ntoks; i++)
		hcl_buf_printf(&b, " t%d@%u", (int)f->toks[i].type, f->toks[i].start);
	hcl_buf_putc(&b, '\n');
	hcl_render_diags(&b, f, 0);
	hcl_buf_putc(&b, '\0');
	if (b.oom)
		bail_out("out of memory");
	return b.p;
}

static hcl_file *parse_with(hcl_reuse *r, const char *src, hcl_mode mode)
{
	size_t n = strlen(src);
	char *buf = malloc(n + 1);
	if (!buf)
		bail_out("out of memory");
	memcpy(buf, src, n + 1);
	hcl_file *f = hcl_parse_reusing(r, "t.tf", buf, n, mode);
	if (!f)
		bail_out("hcl_parse_reusing returned NULL");
	return f;
}

/* ---- the inputs ------------------------------------------------------------- */

enum { NINPUTS = 10 };
static char *inputs[NINPUTS];
static hcl_mode modes[NINPUTS];

static char *repeat(const char *unit, int times, const char *sep)
{
	size_t n = strlen(unit), s = strlen(sep);
	char *t = malloc((n + s) * (size_t)times + 1), *w = t;
	if (!t)
		bail_out("out of memory");
	for (int i = 0; i < times; i++) {
		memcpy(w, unit, n);
		memcpy(w + n, sep, s);
		w += n + s;
	}
	*w = '\0';
	return t;
}

static void make_inputs(void)
{
	static const char *const small[] = {
		"resource \"aws_instance\" \"web\" {\n  ami = var.ami # the image\n  tags = { Name = local.name }\n}\n",
		"a = \n b = [1, 2,\n c { d = e.f[0] }\n x = \"${y}\" }\n", /* errors */
		"t = <<EOT\n  ${upper(var.a)} %{ for x in l.m }${x}%{ endfor }\nEOT\n",
	};
	int i = 0;
	for (; i < 3; i++)
		inputs[i] = strdup(small[i]);
	inputs[i++] = repeat("v = [for k, x in m.n : x.w if x.y] // c\nb \"l\" { q = r.s.t }", 3000, "\n");
	inputs[i++] = repeat("a.b[c].d", 20000, " + "); /* one line: the window grows */
	inputs[i++] = repeat("{", 150, "[");            /* deep, unclosed */
	inputs[i] = strdup("f(a.b, \"c\", d...) ? e : g");
	modes[i++] = HCL_MODE_EXPR;
	inputs[i] = strdup("x ${a.b} %{ if c }y%{ endif }");
	modes[i++] = HCL_MODE_TEMPLATE;
	/* bodies of more than 32 attributes, whose names go into a table: the
	 * same names again in the next parse (whose bodies may lie where these
	 * did) are no redefinitions; a name twice in a body is one */
	char big[2048];
	size_t n = 0;
	for (int k = 0; k < 40; k++)
		n += (size_t)snprintf(big + n, sizeof big - n, "a%d = %d\n", k, k);
	inputs[i++] = strdup(big);
	snprintf(big + n, sizeof big - n, "b {\n%sa7 = 2\n}\na39 = 3\n", inputs[i - 1]);
	inputs[i++] = strdup(big);
	for (int k = 0; k < NINPUTS; k++)
		if (!inputs[k])
			bail_out("out of memory");
}

/* How many times s has w. */
static int count(const char *s, const char *w)
{
	int n = 0;
	for (const char *p = s; (p = strstr(p, w)) != NULL; p += strlen(w))
		n++;
	return n;
}

/* ---- the tests --------------------------------------------------------------- */

/* Three rounds over the inputs with one hcl_reuse, keeping up to three files
 * alive and freeing them oldest first, then newest first: each file's text
 * is that of its parse without reuse. */
static void test_same(void)
{
	char *want[NINPUTS];
	for (int i = 0; i < NINPUTS; i++) {
		hcl_file *f = parse_with(NULL, inputs[i], modes[i]);
		want[i] = file_text(f);
		hcl_file_free(f);
	}
	ok(count(want[8], "Attribute redefined") == 0 && count(want[9], "Attribute redefined") == 2,
	   "reuse: bodies of 40 attributes: no redefinition, then the two there are");
	hcl_reuse *r = hcl_reuse_new();
	if (!r)
		bail_out("out of memory");
	int same = 1, kept_blocks = 0;
	hcl_file *alive[3] = {0};
	int at[3] = {0};
	for (int round = 0; round < 3; round++) {
		for (int i = 0; i < NINPUTS; i++) {
			int slot = i % 3;
			if (alive[slot]) {
				hcl_file_free(alive[slot]);
				kept_blocks |= r->nblocks > 0;
			}
			alive[slot] = parse_with(r, inputs[i], modes[i]);
			at[slot] = i;
			char *got = file_text(alive[slot]);
			if (strcmp(got, want[i]) != 0) {
				same = 0;
				diag("round %d, input %d differs", round, i);
			}
			free(got);
		}
		for (int k = 0; k < 3; k++) { /* newest first, then oldest first */
			int s = round % 2 ? k : 2 - k;
			char *got = alive[s] ? file_text(alive[s]) : NULL;
			if (got && strcmp(got, want[at[s]]) != 0)
				same = 0;
			free(got);
			hcl_file_free(alive[s]);
			alive[s] = NULL;
		}
	}
	ok(same, "reuse: %d inputs in three rounds parse as without reuse, files freed in any order", NINPUTS);
	ok(kept_blocks && r->nblocks > 0 && r->nblocks <= 256,
	   "reuse: the blocks of freed arenas are kept (%u), at most 256", r->nblocks);
	ok(r->scratch.lemon && r->scratch.lx && (!r->scratch.buf || r->scratch.cap <= 4 * 2048),
	   "reuse: the parser and lexer are kept; the window's buffer only when not grown past 8,192 tokens");
	ok(!r->lent, "reuse: the scratch is back after every parse");
	hcl_reuse_free(r);
	for (int i = 0; i < NINPUTS; i++)
		free(want[i]);
}

/* A parse takes the blocks kept; one that finds the scratch lent out (a
 * parse within a parse) uses memory of its own and leaves it alone. */
static void test_take(void)
{
	hcl_reuse *r = hcl_reuse_new();
	if (!r)
		bail_out("out of memory");
	hcl_file *f = parse_with(r, inputs[3], HCL_MODE_CONFIG);
	hcl_file_free(f);
	uint32_t before = r->nblocks;
	f = parse_with(r, inputs[0], HCL_MODE_CONFIG);
	ok(before > 1 && r->nblocks < before, "reuse: a parse takes kept blocks (%u before, %u during)", before,
	   r->nblocks);
	hcl_file_free(f);
	ok(r->nblocks == before, "reuse: and gives them back when its file is freed");

	void *lemon = r->scratch.lemon;
	r->lent = 1;
	f = parse_with(r, inputs[1], HCL_MODE_CONFIG);
	char *got = file_text(f);
	hcl_file_free(f);
	hcl_file *g = parse_with(NULL, inputs[1], HCL_MODE_CONFIG);
	char *want = file_text(g);
	hcl_file_free(g);
	ok(r->lent == 1 && r->scratch.lemon == lemon && strcmp(got, want) == 0,
	   "reuse: a parse while the scratch is lent has its own, with the same result");
	r->lent = 0;
	free(got);
	free(want);

	f = parse_with(r, inputs[4], HCL_MODE_CONFIG);
	ok(!r->scratch.buf && !r->lent, "reuse: a window grown by a line of 180,000 tokens goes back to malloc");
	hcl_file_free(f);
	f = parse_with(r, inputs[0], HCL_MODE_CONFIG);
	ok(r->scratch.buf && r->scratch.cap <= 4 * 2048, "reuse: the next parse keeps a window of the usual size");
	hcl_file_free(f);

	f = parse_with(r, inputs[8], HCL_MODE_CONFIG);
	uint32_t kept = r->scratch.seen.cap;
	hcl_file_free(f);
	char *many = malloc(3000 * 16);
	if (!many)
		bail_out("out of memory");
	size_t n = 0;
	for (int k = 0; k < 3000; k++)
		n += (size_t)snprintf(many + n, 3000 * 16 - n, "x%d = %d\n", k, k);
	f = parse_with(r, many, HCL_MODE_CONFIG);
	ok(kept > 0 && r->scratch.seen.cap == 0 && f->nerrors == 0,
	   "reuse: the table of a 40-attribute body is kept (%u slots), that of 3,000 attributes freed", kept);
	hcl_file_free(f);
	free(many);
	hcl_reuse_free(r);
	hcl_reuse_free(NULL);
}

/* More blocks than the cap freed at once: the rest go back to malloc. */
static void test_cap(void)
{
	hcl_reuse *r = hcl_reuse_new();
	if (!r)
		bail_out("out of memory");
	enum { NFILES = 40 };
	hcl_file *fs[NFILES];
	for (int i = 0; i < NFILES; i++)
		fs[i] = parse_with(r, inputs[3], HCL_MODE_CONFIG);
	for (int i = 0; i < NFILES; i++)
		hcl_file_free(fs[i]);
	ok(r->nblocks == 256, "reuse: %d large files freed: 256 blocks kept, the rest freed", NFILES);
	hcl_reuse_free(r);
}

int main(void)
{
	make_inputs();
	test_same();
	test_take();
	test_cap();
	for (int i = 0; i < NINPUTS; i++)
		free(inputs[i]);
	return done_testing();
}
