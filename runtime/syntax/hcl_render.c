/* hcl_render.c - a diagnostic with its source snippet, in the layout of
 * OpenTofu's human output; shared by reserve and reserve-gen.  What the
 * layout needs comes with it: the block around a byte (its "in BLOCK"),
 * a long line's window, and source text made safe for a terminal. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hcl.h"
#include "hcl_buf.h"
#include "hcl_json.h"

int hcl_color_wanted(int fd)
{
	const char *nc = getenv("NO_COLOR");
	const char *term = getenv("TERM");
	if (nc && *nc)
		return 0;
	if (term && strcmp(term, "dumb") == 0)
		return 0;
	return isatty(fd);
}

/* ---- the block around a byte -----------------------------------------------
 * Every block of the file in source order (a parent before its children),
 * each with the index of its parent: the innermost block around a byte is
 * then a binary search and a short walk up (blocks nest at most
 * HCL_MAX_NESTING deep).  Built on the first question. */
struct hcl_block_ix {
	const hcl_block *k;
	uint32_t parent; /* index, or UINT32_MAX at the top */
};

/* Appends the blocks of body (children of parent) to f->bix; 0 when they
 * are in order and nested properly, -1 otherwise. */
static int index_body(hcl_file *f, const hcl_body *body, uint32_t parent, size_t *cap)
{
	uint32_t last_end = parent == UINT32_MAX ? 0 : f->bix[parent].k->start;
	for (const hcl_block *k = body ? body->blocks : NULL; k; k = k->next) {
		uint32_t at = f->nbix;
		if (k->start < last_end || k->end < k->start ||
		    (parent != UINT32_MAX && k->end > f->bix[parent].k->end))
			return -1;
		if (hcl_grow((void **)&f->bix, cap, (size_t)at + 1, sizeof *f->bix) != 0)
			return -1;
		f->bix[at].k = k;
		f->bix[at].parent = parent;
		f->nbix++;
		last_end = k->end;
		if (index_body(f, k->body, at, cap) != 0)
			return -1;
	}
	return 0;
}

/* (hcl.h) At each level, the last block whose range holds b: also the
 * answer for a tree the index cannot describe. */
const hcl_block *hcl_enclosing_block(const hcl_body *body, uint32_t b)
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

/* The index entry of the innermost block of f whose range holds b, or
 * UINT32_MAX: none, or the index could not be built (f->bix_built 2). */
static uint32_t block_entry_at(hcl_file *f, uint32_t b)
{
	size_t cap = 0;
	uint32_t lo = 0, hi;
	if (!f->bix_built) {
		f->bix_built = 1;
		if (index_body(f, f->body, UINT32_MAX, &cap) != 0) {
			free(f->bix);
			f->bix = NULL;
			f->nbix = 0;
			f->bix_built = 2;
		}
	}
	if (f->bix_built == 2)
		return UINT32_MAX;
	hi = f->nbix;
	if (!hi || f->bix[0].k->start > b)
		return UINT32_MAX;
	while (hi - lo > 1) { /* the last block starting at or before b */
		uint32_t mid = lo + (hi - lo) / 2;
		if (f->bix[mid].k->start <= b)
			lo = mid;
		else
			hi = mid;
	}
	for (uint32_t i = lo; i != UINT32_MAX; i = f->bix[i].parent)
		if (b < f->bix[i].k->end)
			return i;
	return UINT32_MAX;
}

const hcl_block *hcl_file_block_at(hcl_file *f, uint32_t b)
{
	if (!f->body)
		return NULL;
	uint32_t i = block_entry_at(f, b);
	if (f->bix_built == 2)
		return hcl_enclosing_block(f->body, b);
	return i == UINT32_MAX ? NULL : f->bix[i].k;
}

const hcl_block *hcl_file_top_block_at(hcl_file *f, uint32_t b)
{
	if (!f->body)
		return NULL;
	uint32_t i = block_entry_at(f, b);
	if (f->bix_built == 2) {
		for (const hcl_block *k = f->body->blocks; k; k = k->next)
			if (k->start <= b && b < k->end)
				return k;
		return NULL;
	}
	if (i == UINT32_MAX)
		return NULL;
	while (f->bix[i].parent != UINT32_MAX)
		i = f->bix[i].parent;
	return f->bix[i].k;
}

hcl_pos hcl_reported_pos(hcl_file *f, uint32_t b)
{
	return f->json ? hcl_json_pos((hcl_json_file *)f, b) : hcl_file_pos(f, b);
}

/* s quoted as Go's %q verb quotes it (hcl_go_quote). */
static void put_go_quoted(hcl_buf *out, const char *s)
{
	char small[128];
	size_t n = strlen(s), k = hcl_go_quote(s, n, small, sizeof small);
	if (k <= sizeof small) {
		hcl_buf_put(out, small, k);
		return;
	}
	char *big = malloc(k);
	if (!big) {
		out->oom = 1;
		return;
	}
	hcl_go_quote(s, n, big, k);
	hcl_buf_put(out, big, k);
	free(big);
}

int hcl_file_context(hcl_file *f, uint32_t b, hcl_buf *out)
{
	/* OpenTofu and Terraform ask for the byte before the subject */
	if (b == 0)
		return 0;
	if (f->json)
		return hcl_json_context(hcl_json_root(f), b - 1, out);
	const hcl_block *k = hcl_file_top_block_at(f, b - 1); /* ContextString: the top-level one */
	if (!k)
		return 0;
	hcl_buf_puts(out, k->type);
	for (const hcl_label *l = k->labels; l; l = l->next) {
		hcl_buf_puts(out, " ");
		put_go_quoted(out, l->text);
	}
	return 1;
}

/* ---- text from the source, made safe for a terminal ------------------------ */

/* (hcl.h) Runs of plain text are copied at once; each character that is
 * not is looked at alone. */
void hcl_buf_put_shown(hcl_buf *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s, *e = p + n;
	while (p < e) {
		const unsigned char *q = p;
		uint32_t cp = 0;
		int k = 0;
		while (q < e && ((*q >= 0x20 && *q < 0x7f) || *q == '\t'))
			q++;
		hcl_buf_put(out, (const char *)p, (size_t)(q - p));
		if ((p = q) == e)
			break;
		if (*p >= 0x80)
			k = hcl_utf8_wellformed(p, e, &cp);
		if (k > 0 && cp >= 0xa0) {
			hcl_buf_put(out, (const char *)p, (size_t)k);
			p += k;
			continue;
		}
		if (k > 0) { /* a C1 control */
			hcl_buf_printf(out, "\\u00%c%c", hex[cp >> 4], hex[cp & 15]);
			p += 2;
			continue;
		}
		hcl_buf_printf(out, "\\x%c%c", hex[*p >> 4], hex[*p & 15]);
		p++;
	}
}

static void put_shown(hcl_buf *out, const char *s)
{
	hcl_buf_put_shown(out, s, s ? strlen(s) : 0);
}

/* ---- one diagnostic ------------------------------------------------------------- */

void hcl_snippet_window(const char **line, uint32_t *len, uint32_t *a, uint32_t *z)
{
	uint32_t n = *len;
	if (n <= HCL_SNIPPET_LONG)
		return;
	uint32_t from = *a > 80 ? *a - 80 : 0, to = *z + 80 < n ? *z + 80 : n;
	while (from > 0 && ((unsigned char)(*line)[from] & 0xc0) == 0x80)
		from--;
	while (to < n && ((unsigned char)(*line)[to] & 0xc0) == 0x80)
		to++;
	if (*z - *a > 160)
		*z = *a + 160;
	*line += from;
	*a -= from;
	*z = (*z > to ? to : *z) - from;
	*len = to - from;
}

/* Whether [a, b) holds x (hcl's Range.ContainsOffset). */
static int holds(uint32_t a, uint32_t b, uint32_t x)
{
	return x >= a && x < b;
}

int hcl_snippet_code(hcl_file *f, uint32_t start, uint32_t end, hcl_buf *code, uint32_t *hs,
		     uint32_t *he)
{
	uint32_t e = end > start ? end : start + 1; /* an empty range widened, as the views do */
	uint32_t first = hcl_file_pos(f, start).line, last = hcl_file_pos(f, e).line;
	uint32_t code_start = 0;
	int n = 0;
	for (uint32_t k = first; k <= last; k++) {
		uint32_t len;
		const char *line = hcl_file_line(f, k, &len);
		if (!line || !len) /* an empty range overlaps nothing */
			continue;
		uint32_t ls = (uint32_t)(line - f->src), le = ls + len;
		/* hcl's Range.Overlaps, the end of each range counted in */
		if (!holds(ls, le, start) && !holds(ls, le, e) && !holds(start, e, ls) && !holds(start, e, le))
			continue;
		if (n++)
			hcl_buf_putc(code, '\n');
		else
			code_start = ls;
		hcl_buf_put(code, line, len);
	}
	uint32_t clen = code->oom ? 0 : (uint32_t)code->n;
	int64_t a = (int64_t)start - code_start, z = a + (e - start);
	*hs = a < 0 ? 0 : a > clen ? clen : (uint32_t)a;
	*he = z < 0 ? 0 : z > clen ? clen : (uint32_t)z;
	return n;
}

/* ", in CONTEXT" of byte b, when it has one. */
static void put_context(hcl_buf *out, hcl_file *f, uint32_t b)
{
	hcl_buf text = {0};
	if (hcl_file_context(f, b, &text) && !text.oom) {
		hcl_buf_puts(out, ", in ");
		hcl_buf_put_shown(out, text.p, text.n);
	}
	hcl_buf_free(&text);
}

/* Line number k and the n bytes of text p, [a, z) underlined in colour. */
static void put_line(hcl_buf *out, const char *bar, uint32_t k, const char *p, uint32_t n, uint32_t a,
		     uint32_t z, int color)
{
	hcl_buf_printf(out, "%s %4u: ", bar, k);
	if (color && z > a) {
		hcl_buf_put_shown(out, p, a);
		hcl_buf_puts(out, "\x1b[4m");
		hcl_buf_put_shown(out, p + a, z - a);
		hcl_buf_puts(out, "\x1b[0m");
		hcl_buf_put_shown(out, p + z, n - z);
	} else {
		hcl_buf_put_shown(out, p, n);
	}
	hcl_buf_putc(out, '\n');
}

/* The numbered lines of code (of a subject over several lines, from line
 * first), [hs, he) underlined when in colour. */
static void put_lines(hcl_buf *out, const hcl_buf *code, uint32_t first, uint32_t hs, uint32_t he,
		      const char *bar, int color)
{
	for (uint32_t at = 0, k = first; at <= code->n; k++) {
		const char *p = code->p + at, *nl = memchr(p, '\n', code->n - at);
		uint32_t n = nl ? (uint32_t)(nl - p) : (uint32_t)(code->n - at);
		uint32_t a = hs > at ? hs - at : 0, z = he > at ? he - at : 0;
		put_line(out, bar, k, p, n, a > n ? n : a, z > n ? n : z, color);
		at += n + 1;
	}
}

/* The numbered source line of d, the subject underlined when in colour;
 * a subject over several lines, each line it overlaps. */
static void put_snippet(hcl_buf *out, hcl_file *f, const hcl_diag *d, hcl_pos s, hcl_pos e,
			const char *bar, int color)
{
	if (d->end > d->start && e.line > s.line) {
		hcl_buf code = {0};
		uint32_t hs, he;
		int n = hcl_snippet_code(f, d->start, d->end, &code, &hs, &he);
		if (n > 1 && !code.oom)
			put_lines(out, &code, s.line, hs, he, bar, color);
		hcl_buf_free(&code);
		if (n > 1)
			return;
	}
	uint32_t len = 0;
	const char *line = hcl_file_line(f, s.line, &len);
	if (!line)
		return;
	uint32_t a = d->start - (uint32_t)(line - f->src), z = len;
	if (e.line == s.line && d->end - (uint32_t)(line - f->src) < len)
		z = d->end - (uint32_t)(line - f->src);
	if (a > len)
		a = len;
	hcl_snippet_window(&line, &len, &a, &z);
	put_line(out, bar, s.line, line, len, a, z, color);
}

/* The length of s[0, n) in characters (UTF-8 sequences). */
static size_t chars(const char *s, size_t n)
{
	size_t c = 0;
	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return c;
}

/* One line of a detail behind the bar: words moved to a new line, greedily,
 * where the line would pass lim characters; the spaces at a break are
 * dropped and a word longer than lim stands alone (go-wordwrap's rule, which
 * OpenTofu applies).  lim 0: the line as it is. */
static void put_wrapped(hcl_buf *out, const char *bar, const char *p, size_t n, size_t lim)
{
	size_t i = 0, col = 0;
	hcl_buf_printf(out, "%s ", bar);
	while (i < n) {
		size_t sp = i, w;
		while (i < n && p[i] == ' ')
			i++;
		for (w = i; w < n && p[w] != ' '; w++)
			;
		size_t nsp = chars(p + sp, i - sp), nw = chars(p + i, w - i);
		if (lim && col > 0 && w > i && col + nsp + nw > lim) {
			hcl_buf_printf(out, "\n%s ", bar);
			col = 0;
		} else {
			hcl_buf_put_shown(out, p + sp, i - sp);
			col += nsp;
		}
		hcl_buf_put_shown(out, p + i, w - i);
		col += nw;
		i = w;
	}
	hcl_buf_putc(out, '\n');
}

void hcl_render_diag(hcl_buf *out, hcl_file *f, const hcl_diag *d, int color, int width)
{
	int err = d->severity == HCL_ERROR;
	const char *bar = !color ? "│" : err ? "\x1b[31m│\x1b[0m" : "\x1b[33m│\x1b[0m";
	hcl_pos s = hcl_reported_pos(f, d->start), e = hcl_reported_pos(f, d->end);
	/* OpenTofu leaves the two columns of the bar and one more */
	size_t lim = width > 3 ? (size_t)width - 3 : 0;

	hcl_buf_printf(out, "\n%s\n", color ? (err ? "\x1b[31m╷\x1b[0m" : "\x1b[33m╷\x1b[0m") : "╷");
	hcl_buf_printf(out, "%s %s%s:%s ", bar, color ? (err ? "\x1b[1;31m" : "\x1b[1;33m") : "",
		       err ? "Error" : "Warning", color ? "\x1b[0m\x1b[1m" : "");
	put_shown(out, d->summary);
	hcl_buf_printf(out, "%s\n%s\n", color ? "\x1b[0m" : "", bar);
	if (!d->no_range) { /* a diagnostic without a range has no "on" line and no source */
		hcl_buf_printf(out, "%s   on ", bar);
		put_shown(out, f->name);
		hcl_buf_printf(out, " line %u", s.line);
		put_context(out, f, d->start);
		hcl_buf_puts(out, ":\n");
		put_snippet(out, f, d, s, e, bar, color);
		hcl_buf_printf(out, "%s\n", bar);
	}
	for (const char *p = d->detail; p && *p;) { /* each line behind the bar */
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (n)
			put_wrapped(out, bar, p, n, p[0] == ' ' ? 0 : lim);
		else
			hcl_buf_printf(out, "%s\n", bar);
		p = nl ? nl + 1 : p + n;
	}
	hcl_buf_printf(out, "%s\n", color ? (err ? "\x1b[31m╵\x1b[0m" : "\x1b[33m╵\x1b[0m") : "╵");
}

void hcl_render_diags(hcl_buf *out, hcl_file *f, int color)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		hcl_render_diag(out, f, d, color, 0);
}
