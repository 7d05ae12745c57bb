/* hcl_buf.c - the growable byte buffer and array growth (hcl_buf.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_buf.h"

int hcl_grow(void **v, size_t *cap, size_t need, size_t size)
{
	if (need <= *cap)
		return 0;
	size_t ncap = *cap ? *cap : 16;
	while (ncap < need) {
		if (ncap > SIZE_MAX / 2 / size)
			return -1;
		ncap *= 2;
	}
	void *nv = realloc(*v, ncap * size);
	if (!nv)
		return -1;
	*v = nv;
	*cap = ncap;
	return 0;
}

/* Room for n more bytes and the NUL; 0 or -1 (oom set). */
static int room(hcl_buf *b, size_t n)
{
	if (b->oom || n > SIZE_MAX - b->n - 1)
		return b->oom = 1, -1;
	if (hcl_grow((void **)&b->p, &b->cap, b->n + n + 1, 1) != 0)
		return b->oom = 1, -1;
	return 0;
}

void hcl_buf_put(hcl_buf *b, const char *s, size_t n)
{
	if (room(b, n) != 0)
		return;
	if (n)
		memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

void hcl_buf_puts(hcl_buf *b, const char *s)
{
	hcl_buf_put(b, s, strlen(s));
}

void hcl_buf_putc(hcl_buf *b, char c)
{
	hcl_buf_put(b, &c, 1);
}

void hcl_buf_vprintf(hcl_buf *b, const char *fmt, va_list ap)
{
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	if (n >= 0 && room(b, (size_t)n) == 0) {
		vsnprintf(b->p + b->n, (size_t)n + 1, fmt, again);
		b->n += (size_t)n;
	}
	va_end(again);
}

void hcl_buf_printf(hcl_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	hcl_buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void hcl_buf_reset(hcl_buf *b)
{
	b->n = 0;
	b->oom = 0;
	if (b->p)
		b->p[0] = '\0';
}

void hcl_buf_free(hcl_buf *b)
{
	free(b->p);
	b->p = NULL;
	b->n = b->cap = 0;
	b->oom = 0;
}
