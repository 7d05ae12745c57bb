/* fuzz_parse.c - fuzz target: the parser in its three modes (the first byte picks one), then traversals, positions, the block around a byte and the human rendering (for one input in eight: it costs more than the rest), each checked against a slow reference or an invariant; and the same parse with the memory of earlier ones (hcl_reuse), which must give the same tokens, traversals and diagnostics. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "hcl.h"

const char fuzz_name[] = "parse";

/* Walks the file once, counting lines and columns as hcl_file_pos must
 * find them, and calls check at each byte step apart (0, step, 2 step...,
 * and the end).  A byte inside a character counts as the broken bytes up
 * to it would (hcl_file_pos stops decoding there). */
static void count_positions(hcl_file *f, uint32_t step, void (*check)(hcl_file *, hcl_pos))
{
	const unsigned char *s = (const unsigned char *)f->src;
	hcl_pos p = {1, 1, 0};
	uint32_t i = f->bom, next = 0;
	while (next <= f->len) {
		if (next < i) { /* inside the BOM: line 1, column 1 */
			hcl_pos q = {1, 1, next};
			check(f, q);
			next += step;
			continue;
		}
		uint32_t cp;
		int k = i >= f->len ? 1 : s[i] < 0x80 ? 1 : hcl_utf8_decode(s + i, s + f->len, &cp);
		k = k ? k : 1;
		if (next < i + (uint32_t)k || i >= f->len) { /* next is here, or inside this character */
			hcl_pos q = {p.line, p.col + (next - i), next};
			check(f, q);
			next += step;
			continue;
		}
		if (s[i] == '\n') {
			p.line++;
			p.col = 1;
		} else if (s[i] < 0x80 || k == 1 || !hcl_is_combining(cp)) {
			p.col++;
		}
		i += (uint32_t)k;
	}
}

/* The block around b, level by level: the last at each level that holds b. */
static const hcl_block *block_slowly(const hcl_body *body, uint32_t b)
{
	const hcl_block *found = NULL;
	while (body) {
		const hcl_block *in = NULL;
		for (const hcl_block *k = body->blocks; k; k = k->next)
			if (k->start <= b && b < k->end)
				in = k;
		if (!in)
			break;
		found = in;
		body = in->body;
	}
	return found;
}

typedef struct seen {
	hcl_file *f;
	hcl_buf text;
	unsigned n;
} seen;

/* Each traversal: its text the same both ways, its range in the file. */
static void on_trav(void *ctx, const hcl_traversal *t)
{
	seen *s = ctx;
	char small[64];
	const char *text = hcl_traversal_text(&s->text, t);
	size_t need = hcl_traversal_format(t, small, sizeof small);
	FUZZ_CHECK(s->text.oom || need == s->text.n, "hcl_traversal_format and _text agree on the length");
	FUZZ_CHECK(s->text.oom || need >= sizeof small || strcmp(small, text) == 0,
		   "hcl_traversal_format and _text agree");
	FUZZ_CHECK(t->head && t->head->start <= t->tail->end && t->tail->end <= s->f->len,
		   "a traversal lies in its file");
	s->n++;
}

static void walk(seen *s, const hcl_body *b)
{
	for (const hcl_attr *a = b ? b->attrs : NULL; a; a = a->next)
		hcl_expr_variables(a->expr, on_trav, s);
	for (const hcl_block *k = b ? b->blocks : NULL; k; k = k->next)
		walk(s, k->body);
}

static void check_one(hcl_file *f, hcl_pos want)
{
	hcl_pos p = hcl_file_pos(f, want.byte);
	FUZZ_CHECK(p.line == want.line && p.col == want.col, "hcl_file_pos counts as the slow way does");
	if (f->body)
		FUZZ_CHECK(hcl_file_block_at(f, want.byte) == block_slowly(f->body, want.byte),
			   "hcl_file_block_at finds the block the slow way does");
}

/* Positions and enclosing blocks at about 64 bytes of the file. */
static void check_positions(hcl_file *f)
{
	count_positions(f, f->len / 64 + 1, check_one);
}

/* The human layout without colour: well-formed UTF-8, and no control
 * character but newlines and tabs (the source's are escaped). */
static void check_render(hcl_file *f)
{
	hcl_buf out = {0};
	hcl_render_diags(&out, f, 0);
	if (out.oom) {
		hcl_buf_free(&out);
		return;
	}
	FUZZ_CHECK(fuzz_utf8(out.p, out.n), "the rendering is well-formed UTF-8");
	for (size_t i = 0; i < out.n; i++)
		FUZZ_CHECK((unsigned char)out.p[i] >= 0x20 || out.p[i] == '\n' || out.p[i] == '\t',
			   "no control character reaches the terminal");
	hcl_buf_free(&out);
}

/* Whether two strings are equal, both NULL or both not. */
static int same_text(const char *a, const char *b)
{
	return a == b || (a && b && strcmp(a, b) == 0);
}

/* Whether f and g report the same diagnostics: what the rendering shows of
 * each (rendering both costs more than the rest of the run). */
static int same_diags(const hcl_file *f, const hcl_file *g)
{
	const hcl_diag *a = f->diags, *b = g->diags;
	for (; a && b; a = a->next, b = b->next)
		if (a->severity != b->severity || a->start != b->start || a->end != b->end ||
		    !same_text(a->code, b->code) || !same_text(a->summary, b->summary) ||
		    !same_text(a->detail, b->detail))
			return 0;
	return !a && !b && f->nerrors == g->nerrors;
}

/* The input parsed again with one hcl_reuse for the whole run: the tokens
 * kept, the traversals and the diagnostics of the plain parse.  The file of
 * the input before is freed only after, so that its blocks go back while
 * another file holds some. */
static void check_reuse(hcl_file *f, const uint8_t *src, size_t n, hcl_mode mode, unsigned ntravs)
{
	static hcl_reuse *reuse;
	static hcl_file *last;
	if (!reuse && !(reuse = hcl_reuse_new()))
		return;
	char *buf = malloc(n + 1);
	if (!buf)
		return;
	memcpy(buf, src, n);
	buf[n] = '\0';
	hcl_file *g = hcl_parse_reusing(reuse, "fuzz.tf", buf, n, mode);
	if (!g)
		return;
	seen s = {g, {0}, 0};
	if (g->body)
		walk(&s, g->body);
	else if (g->expr)
		hcl_expr_variables(g->expr, on_trav, &s);
	FUZZ_CHECK(s.n == ntravs, "a parse with hcl_reuse finds the traversals of one without");
	FUZZ_CHECK(g->ntoks == f->ntoks && (!g->ntoks || memcmp(g->toks, f->toks, g->ntoks * sizeof *g->toks) == 0),
		   "a parse with hcl_reuse keeps the tokens of one without");
	FUZZ_CHECK(same_diags(f, g), "a parse with hcl_reuse reports as one without");
	hcl_buf_free(&s.text);
	hcl_file_free(last);
	last = g;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const hcl_mode modes[] = {HCL_MODE_CONFIG, HCL_MODE_EXPR, HCL_MODE_TEMPLATE};
	if (size < 1)
		return 0;
	hcl_file *f = hcl_parse("fuzz.tf", (const char *)data + 1, size - 1, modes[data[0] % 3]);
	if (!f)
		return 0;
	seen s = {f, {0}, 0};
	FUZZ_CHECK(f->mode == HCL_MODE_CONFIG ? f->body != NULL : f->expr != NULL,
		   "a parse always gives a body or an expression");
	if (f->body)
		walk(&s, f->body);
	else
		hcl_expr_variables(f->expr, on_trav, &s);
	for (const hcl_diag *d = f->diags; d; d = d->next)
		FUZZ_CHECK(d->start <= d->end && d->end <= f->len + 1, "a diagnostic lies in its file");
	check_positions(f);
	if (size % 8 == 0) /* rendering costs more than the rest: one input in eight */
		check_render(f);
	check_reuse(f, data + 1, size - 1, modes[data[0] % 3], s.n);
	hcl_buf_free(&s.text);
	hcl_file_free(f);
	return 0;
}
