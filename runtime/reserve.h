/* reserve.h - public C API of libreserve: read OpenTofu/Terraform modules
 * (HCL native syntax) and list what they refer to.  Every exported name
 * starts with reserve_. */
#ifndef RESERVE_H
#define RESERVE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's version, "MAJOR.MINOR.PATCH". */
const char *reserve_version(void);

typedef struct reserve_file reserve_file;

typedef enum {
	RESERVE_CONFIG = 0,   /* a configuration file (.tf, .tofu, .tftest.hcl) */
	RESERVE_EXPRESSION,   /* one expression */
	RESERVE_TEMPLATE      /* a standalone string template */
} reserve_mode;

typedef struct reserve_pos {
	unsigned line, column, byte; /* 1-based line and column (characters), 0-based byte */
} reserve_pos;

typedef struct reserve_range {
	reserve_pos start, end;
} reserve_range;

/* Parses len bytes of src.  name is used in positions and messages.
 * Returns NULL only when out of memory or when len exceeds 4 GiB; syntax
 * errors are reported through reserve_each_diagnostic. */
reserve_file *reserve_parse(const char *name, const char *src, size_t len, reserve_mode mode);
void reserve_free(reserve_file *f);

/* Number of error diagnostics of the parse. */
unsigned reserve_error_count(const reserve_file *f);

typedef struct reserve_diagnostic {
	int is_error;            /* 1 error, 0 warning */
	const char *summary, *detail;
	reserve_range subject;
} reserve_diagnostic;

/* Calls fn for each diagnostic, in the order found.  Returns their number. */
unsigned reserve_each_diagnostic(reserve_file *f,
				 void (*fn)(void *ctx, const reserve_diagnostic *d), void *ctx);

typedef struct reserve_traversal {
	const char *text;        /* root.attr[key] form, valid during the callback */
	reserve_range range;
} reserve_traversal;

/* Calls fn for every traversal of the file (hcl's Expression.Variables()
 * over each attribute, attributes before nested blocks, in source order).
 * Returns their number. */
unsigned reserve_each_traversal(reserve_file *f,
				void (*fn)(void *ctx, const reserve_traversal *t), void *ctx);

#ifdef __cplusplus
}
#endif

#endif
