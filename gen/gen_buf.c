/* gen_buf.c - reserve-gen's escaping of spec strings into generated text:
 * C string literals and Markdown cells that survive m4's quoting. */
#include <stdio.h>
#include <string.h>

#include "gen.h"

/* Remembers a string m4 would misread. */
static void watch(gen_buf *g, const char *s)
{
	if (strstr(s, "RSV_") || strstr(s, "m4_"))
		g->bad_text = 1;
}

void gen_cstr(gen_buf *g, const char *s)
{
	if (!s) {
		hcl_buf_puts(&g->b, "NULL");
		return;
	}
	watch(g, s);
	hcl_buf_putc(&g->b, '"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': hcl_buf_puts(&g->b, "\\\""); break;
		case '\\': hcl_buf_puts(&g->b, "\\\\"); break;
		case '\n': hcl_buf_puts(&g->b, "\\n"); break;
		case '\t': hcl_buf_puts(&g->b, "\\t"); break;
		case '[': case ']': case '$': case '?':
			hcl_buf_printf(&g->b, "\\%03o", *p);
			break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				hcl_buf_printf(&g->b, "\\%03o", *p);
			else
				hcl_buf_putc(&g->b, (char)*p);
		}
	}
	hcl_buf_putc(&g->b, '"');
}

/* | and newlines would break a table row; [ ] $ are m4's. */
void gen_mdtext(gen_buf *g, const char *s)
{
	if (!s)
		return;
	watch(g, s);
	for (const char *p = s; *p; p++) {
		if (*p == '|')
			hcl_buf_puts(&g->b, "\\|");
		else if (*p == '\n')
			hcl_buf_puts(&g->b, "<br>");
		else if (*p == '[' || *p == ']' || *p == '$')
			hcl_buf_printf(&g->b, "&#%d;", *p);
		else
			hcl_buf_putc(&g->b, *p);
	}
}

void gen_upper(char *dst, const char *src, size_t cap)
{
	size_t i = 0;
	for (; src[i] && i + 1 < cap; i++) {
		char c = src[i];
		dst[i] = (char)(c >= 'a' && c <= 'z' ? c - 'a' + 'A'
				: (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ? c : '_');
	}
	dst[i] = '\0';
}
