/* linear.c - linear time on every input shape: each shape is timed at N and 4N in one run, and a quadratic regression (16 times slower, not 4) fails; also pins the column checkpoints of hcl_file_pos against counting from the start of the line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hcl.h"
#include "rsv.h"
#include "spec.h"
#include "tap.h"
#include "tofu_spec.h"

/* ---- timing ---------------------------------------------------------------- */

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); /* CPU time: other programs running matter less */
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A shape: builds its input for n into src, then does its work on it. */
typedef struct shape {
	const char *name;
	void (*build)(hcl_buf *src, size_t n);
	void (*work)(const hcl_buf *src, size_t n);
} shape;

/* The best of five runs of s's work at n. */
static double best_of_five(const shape *s, size_t n)
{
	hcl_buf src = {0};
	double best = 1e9;
	s->build(&src, n);
	if (src.oom)
		bail_out("out of memory building %s", s->name);
	for (int i = 0; i < 5; i++) {
		double t0 = now();
		s->work(&src, n);
		double t = now() - t0;
		if (t < best)
			best = t;
	}
	hcl_buf_free(&src);
	return best;
}

/* Grows N until one run takes 50 ms of CPU time, then compares it with
 * 4N.  Linear work takes 4 times as long, quadratic 16 times; the test
 * allows 10, and measures again once before it fails (a busy machine). */
static void linear(const shape *s, size_t n)
{
	double t = best_of_five(s, n), t4;
	while (t < 0.05 && n < ((size_t)1 << 22)) {
		n *= 2;
		t = best_of_five(s, n);
	}
	t4 = best_of_five(s, 4 * n);
	if (t4 > 10 * t) {
		t = best_of_five(s, n);
		t4 = best_of_five(s, 4 * n);
	}
	diag("%s: N=%zu %.4fs, 4N %.4fs, ratio %.1f", s->name, n, t, t4, t4 / t);
	ok(t4 <= 10 * t, "%s: 4N takes at most 10 times as long as N (linear: 4, quadratic: 16)", s->name);
}

/* ---- syntax: positions, attributes, blocks ------------------------------------ */

static hcl_file *parse_buf(const hcl_buf *src, hcl_mode mode)
{
	hcl_file *f = hcl_parse("t.tf", src->p, src->n, mode);
	if (!f)
		bail_out("hcl_parse returned NULL");
	return f;
}

static void one_line_of_refs(hcl_buf *src, size_t n)
{
	hcl_buf_puts(src, "a = [");
	for (size_t i = 0; i < n; i++)
		hcl_buf_puts(src, i % 3 ? "local.x, " : "var.\xc3\xa9t\xc3\xa9, ");
	hcl_buf_puts(src, "]\n");
}

typedef struct starts {
	uint32_t *v;
	size_t n, cap;
} starts;

static void on_trav(void *ctx, const hcl_traversal *t)
{
	starts *s = ctx;
	if (hcl_grow((void **)&s->v, &s->cap, s->n + 1, sizeof *s->v) == 0)
		s->v[s->n++] = t->head->start;
}

/* The position of every reference, last first (no help from going forward). */
static void positions_backwards(const hcl_buf *src, size_t n)
{
	hcl_file *f = parse_buf(src, HCL_MODE_CONFIG);
	starts s = {0};
	uint32_t sum = 0;
	(void)n;
	hcl_expr_variables(f->body->attrs->expr, on_trav, &s);
	for (size_t i = s.n; i-- > 0;)
		sum += hcl_file_pos(f, s.v[i]).col;
	if (!sum)
		bail_out("no positions");
	free(s.v);
	hcl_file_free(f);
}

static void attrs_named_apart(hcl_buf *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		hcl_buf_printf(src, "a%zu = %zu\n", i, i);
}

static void attrs_of_one_name(hcl_buf *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		hcl_buf_puts(src, "a = 1\n");
}

static void parse_config(const hcl_buf *src, size_t n)
{
	(void)n;
	hcl_file_free(parse_buf(src, HCL_MODE_CONFIG));
}

static void many_blocks(hcl_buf *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		hcl_buf_printf(src, "resource \"t\" \"r%zu\" {\n  x = {\n    y = local.z\n  }\n}\n", i);
}

/* A diagnostic in each block, rendered in the human layout (which names
 * the block around it). */
static void render_in_blocks(const hcl_buf *src, size_t n)
{
	hcl_file *f = parse_buf(src, HCL_MODE_CONFIG);
	hcl_buf out = {0};
	(void)n;
	for (const hcl_block *k = f->body->blocks; k; k = k->next)
		hcl_diag_add(f, HCL_ERROR, k->end - 3, k->end - 2, "Test", "A diagnostic in a block.");
	hcl_render_diags(&out, f, 0);
	if (out.oom || !out.n)
		bail_out("render failed");
	hcl_buf_free(&out);
	hcl_file_free(f);
}

/* ---- spec loading ------------------------------------------------------------ */

static char spec_path[64];

static void write_spec(const hcl_buf *src)
{
	FILE *fp = fopen(spec_path, "w");
	if (!fp || fwrite(src->p, 1, src->n, fp) != src->n || fclose(fp) != 0)
		bail_out("cannot write %s", spec_path);
}

static void spec_unique_diags(hcl_buf *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		hcl_buf_printf(src, "diagnostic \"d%zu\" {\n  code = \"X%zu\"\n  summary = \"s\"\n}\n", i, i);
	for (size_t i = 0; i < n; i++)
		hcl_buf_printf(src, "feature \"f%zu\" {\n  state = experiment\n  undefined = \"d%zu\"\n}\n", i,
			       n - 1 - i);
}

static void spec_same_diag(hcl_buf *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		hcl_buf_printf(src, "diagnostic \"d\" {\n  code = \"X\"\n  role = \"r\"\n  summary = \"s\"\n}\n");
}

static void load_spec(const hcl_buf *src, size_t n)
{
	(void)n;
	write_spec(src);
	spec_loaded *s = spec_load(spec_path);
	if (!s)
		bail_out("spec_load returned NULL");
	spec_loaded_free(s);
}

/* ---- ParseRef ---------------------------------------------------------------- */

static void long_reference(hcl_buf *src, size_t n)
{
	hcl_buf_puts(src, "var.x");
	for (size_t i = 0; i < n; i++)
		hcl_buf_puts(src, i % 2 ? ".a" : "[\"k\"]");
}

/* ParseRefStr, then the position of every remaining step (as reserve ref
 * prints them). */
static void parse_long_ref(const hcl_buf *src, size_t n)
{
	rsv_ref r;
	hcl_file *f = NULL;
	uint32_t sum = 0;
	(void)n;
	rsv_parse_ref_str(&tofu_spec, src->p, NULL, &r, &f);
	if (!f)
		bail_out("rsv_parse_ref_str made no file");
	for (const hcl_step *s = r.rest; s; s = s->next)
		sum += hcl_file_pos(f, s->start).col + hcl_file_pos(f, s->end).col;
	if (!r.rest || !sum)
		bail_out("no remaining steps");
	hcl_file_free(f);
}

/* ---- columns: the checkpoints agree with counting ------------------------------- */

static uint32_t counted_col(const hcl_file *f, uint32_t b, uint32_t *line)
{
	uint32_t ls = f->bom;
	*line = 1;
	if (b > f->len)
		b = f->len;
	for (uint32_t i = f->bom; i < b; i++)
		if (f->src[i] == '\n') {
			ls = i + 1;
			++*line;
		}
	const unsigned char *s = (const unsigned char *)f->src + ls, *e = (const unsigned char *)f->src + b;
	uint32_t col = 1, cp;
	while (s < e) {
		int k = *s < 0x80 ? 1 : hcl_utf8_decode(s, e, &cp);
		col += !k || *s < 0x80 || !hcl_is_combining(cp);
		s += k ? k : 1;
	}
	return col;
}

/* Long lines of characters of every length, combining marks, broken
 * sequences and stray continuation bytes; every position asked in random
 * order. */
static void test_columns(void)
{
	static const char *const pieces[] = {"a", "\xcc\x81", "\xe4\xb8\xad", "\xf0\x9f\x98\x80", "\x80",
					     "\xe4", "\xef\xbb\xbf", "\t", "\x80\x80\x80\x80\x80", "\n"};
	unsigned seed = 1, bad = 0, asked = 0;
	for (int round = 0; round < 40; round++) {
		hcl_buf src = {0};
		if (round % 2)
			hcl_buf_puts(&src, "\xef\xbb\xbf");
		while (src.n < 6000) {
			seed = seed * 1103515245u + 12345u;
			size_t k = (seed >> 16) % (round % 3 ? 9 : 10); /* some rounds have no newline */
			hcl_buf_puts(&src, pieces[k]);
		}
		hcl_file *f = hcl_parse("t", src.p, src.n, HCL_MODE_TEMPLATE);
		for (int q = 0; q < 300; q++, asked++) {
			seed = seed * 1103515245u + 12345u;
			uint32_t b = (seed >> 8) % (f->len + 1), line;
			uint32_t col = counted_col(f, b, &line);
			hcl_pos p = hcl_file_pos(f, b);
			if (p.line != line || p.col != col) {
				if (bad++ < 5)
					diag("byte %u: got %u:%u, counted %u:%u", b, p.line, p.col, line, col);
			}
		}
		hcl_file_free(f);
		hcl_buf_free(&src);
	}
	ok(bad == 0, "columns: the checkpoints agree with counting from the line start (%u positions)", asked);
}

int main(void)
{
	static const shape shapes[] = {
		{"positions of references on one line", one_line_of_refs, positions_backwards},
		{"attributes with different names", attrs_named_apart, parse_config},
		{"attributes of one name (each a redefinition)", attrs_of_one_name, parse_config},
		{"diagnostics in many blocks, rendered", many_blocks, render_in_blocks},
		{"spec with many diagnostics and names to resolve", spec_unique_diags, load_spec},
		{"spec with one diagnostic defined many times", spec_same_diag, load_spec},
		{"ParseRef of a reference with many steps", long_reference, parse_long_ref},
	};
	const char *tmp = getenv("TMPDIR");
	int fd;

	test_columns();
	if (getenv("RESERVE_NO_TIMING")) {
		skip("timings (RESERVE_NO_TIMING is set)");
		return done_testing();
	}
	snprintf(spec_path, sizeof spec_path, "%s/linear-spec-XXXXXX", tmp && strlen(tmp) < 30 ? tmp : "/tmp");
	if ((fd = mkstemp(spec_path)) < 0)
		bail_out("mkstemp failed");
	close(fd);
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
		linear(&shapes[i], 1000);
	unlink(spec_path);
	return done_testing();
}
