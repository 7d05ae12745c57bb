/* hcl_render.c - a diagnostic with its source snippet, in the layout of
 * OpenTofu's human output; shared by reserve and reserve-gen. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hcl.h"
#include "hcl_buf.h"

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

/* The innermost block whose braces contain byte b, for "in TYPE "LABEL"". */
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

static void put_context(hcl_buf *out, const hcl_block *k)
{
	hcl_buf_printf(out, ", in %s", k->type);
	for (const hcl_label *l = k->labels; l; l = l->next)
		hcl_buf_printf(out, " \"%s\"", l->text);
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
			hcl_buf_put(out, p + sp, i - sp);
			col += nsp;
		}
		hcl_buf_put(out, p + i, w - i);
		col += nw;
		i = w;
	}
	hcl_buf_putc(out, '\n');
}

void hcl_render_diag(hcl_buf *out, hcl_file *f, const hcl_diag *d, int color, int width)
{
	int err = d->severity == HCL_ERROR;
	const char *bar = !color ? "│" : err ? "\x1b[31m│\x1b[0m" : "\x1b[33m│\x1b[0m";
	hcl_pos s = hcl_file_pos(f, d->start), e = hcl_file_pos(f, d->end);
	uint32_t len = 0;
	const char *line = hcl_file_line(f, s.line, &len);
	const hcl_block *k = hcl_enclosing_block(f->body, d->start);
	/* OpenTofu leaves the two columns of the bar and one more */
	size_t lim = width > 3 ? (size_t)width - 3 : 0;

	hcl_buf_printf(out, "\n%s\n", color ? (err ? "\x1b[31m╷\x1b[0m" : "\x1b[33m╷\x1b[0m") : "╷");
	hcl_buf_printf(out, "%s %s%s:%s %s%s\n", bar, color ? (err ? "\x1b[1;31m" : "\x1b[1;33m") : "",
		       err ? "Error" : "Warning", color ? "\x1b[0m\x1b[1m" : "", d->summary,
		       color ? "\x1b[0m" : "");
	hcl_buf_printf(out, "%s\n", bar);
	hcl_buf_printf(out, "%s   on %s line %u", bar, f->name, s.line);
	if (k)
		put_context(out, k);
	hcl_buf_puts(out, ":\n");
	if (line) {
		uint32_t a = d->start - (uint32_t)(line - f->src), z = len;
		if (e.line == s.line && d->end - (uint32_t)(line - f->src) < len)
			z = d->end - (uint32_t)(line - f->src);
		if (a > len)
			a = len;
		if (len > 240) { /* a long line: show a window around the subject */
			uint32_t from = a > 80 ? a - 80 : 0, to = z + 80 < len ? z + 80 : len;
			while (from > 0 && ((unsigned char)line[from] & 0xc0) == 0x80)
				from--;
			while (to < len && ((unsigned char)line[to] & 0xc0) == 0x80)
				to++;
			if (z - a > 160)
				z = a + 160;
			line += from;
			a -= from;
			z = (z > to ? to : z) - from;
			len = to - from;
		}
		hcl_buf_printf(out, "%s %4u: ", bar, s.line);
		if (color && z > a) {
			hcl_buf_put(out, line, a);
			hcl_buf_puts(out, "\x1b[4m");
			hcl_buf_put(out, line + a, z - a);
			hcl_buf_puts(out, "\x1b[0m");
			hcl_buf_put(out, line + z, len - z);
		} else {
			hcl_buf_put(out, line, len);
		}
		hcl_buf_putc(out, '\n');
	}
	hcl_buf_printf(out, "%s\n", bar);
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
