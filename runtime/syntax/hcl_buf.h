/* hcl_buf.h - the one growable byte buffer and array growth every layer uses. */
#ifndef RESERVE_HCL_BUF_H
#define RESERVE_HCL_BUF_H

#include <stdarg.h>
#include <stddef.h>

/* A NUL-terminated byte string that grows as it is written.  A failed
 * allocation sets oom and drops the rest of the writes, so callers check
 * once at the end.  Zero-initialise; release with hcl_buf_free. */
typedef struct hcl_buf {
	char *p;
	size_t n, cap;
	int oom;
} hcl_buf;

void hcl_buf_put(hcl_buf *b, const char *s, size_t n);
void hcl_buf_puts(hcl_buf *b, const char *s);
void hcl_buf_putc(hcl_buf *b, char c);
__attribute__((format(printf, 2, 3))) void hcl_buf_printf(hcl_buf *b, const char *fmt, ...);
__attribute__((format(printf, 2, 0))) void hcl_buf_vprintf(hcl_buf *b, const char *fmt, va_list ap);
/* Empties b, keeping its memory. */
void hcl_buf_reset(hcl_buf *b);
void hcl_buf_free(hcl_buf *b);

/* Makes room for at least need items of size bytes in the malloc'd array
 * *v of *cap items (doubling); returns 0, or -1 with *v untouched. */
int hcl_grow(void **v, size_t *cap, size_t need, size_t size);

#endif
