/* rsv_text.c - text the analysis layer builds (rsv_text.h): every string is
 * measured first and then written into an arena allocation of that size, so
 * nothing is ever cut short by a fixed buffer; and the steps of a value's
 * path, appended to a growable buffer. */
#include <stdarg.h>
#include <stdio.h>

#include "rsv_text.h"

const char *rsv_printf(hcl_arena *a, const char *fmt, ...)
{
	va_list ap, again;
	va_start(ap, fmt);
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	char *s = hcl_alloc(a, n > 0 ? (size_t)n + 1 : 1);
	if (n > 0)
		vsnprintf(s, (size_t)n + 1, fmt, again);
	va_end(again);
	va_end(ap);
	return s;
}

/* Go's %q of s[0..n) (up to a NUL) into buf when buf is not NULL;
 * returns its length. */
static size_t quote_into(const unsigned char *s, size_t n, char *buf)
{
	static const char hex[] = "0123456789abcdef";
	size_t k = 0;
#define PUT(c) do { if (buf) buf[k] = (char)(c); k++; } while (0)
	PUT('"');
	for (size_t i = 0; i < n && s[i]; i++) {
		unsigned char c = s[i];
		if (c == '"' || c == '\\') {
			PUT('\\');
			PUT(c);
		} else if (c == '\n') {
			PUT('\\');
			PUT('n');
		} else if (c == '\t') {
			PUT('\\');
			PUT('t');
		} else if (c < 0x20 || c == 0x7f) {
			PUT('\\');
			PUT('x');
			PUT(hex[c >> 4]);
			PUT(hex[c & 15]);
		} else {
			PUT(c);
		}
	}
	PUT('"');
#undef PUT
	return k;
}

const char *rsv_quote(hcl_arena *a, const char *s, size_t n)
{
	size_t k = quote_into((const unsigned char *)s, n, NULL);
	char *q = hcl_alloc(a, k + 1); /* zeroed: the NUL is there */
	quote_into((const unsigned char *)s, n, q);
	return q;
}

void rsv_path_attr(hcl_buf *b, const char *name, size_t n)
{
	hcl_buf_putc(b, '.');
	hcl_buf_put(b, name, n);
}

void rsv_path_key(hcl_buf *b, hcl_arena *a, const char *key, size_t n)
{
	hcl_buf_putc(b, '[');
	hcl_buf_puts(b, rsv_quote(a, key, n));
	hcl_buf_putc(b, ']');
}

void rsv_path_cut(hcl_buf *b, size_t keep)
{
	b->oom = 0;
	b->n = keep;
	if (b->p)
		b->p[keep] = '\0';
}

void rsv_path_index(hcl_buf *b, unsigned long i)
{
	char d[24]; /* "[", the digits of i, "]", written from the end */
	size_t k = sizeof d;
	d[--k] = ']';
	do {
		d[--k] = (char)('0' + i % 10);
		i /= 10;
	} while (i);
	d[--k] = '[';
	hcl_buf_put(b, d + k, sizeof d - k);
}
