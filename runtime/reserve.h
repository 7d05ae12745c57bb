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

/* The diagnostics given here (a parse's, a spec's, a reference's) have a
 * source range in both languages; the analysis's that have none (a spec
 * entry's subject = none, doc/spec.md) are not reported by this API, and a
 * spec that marks a reference diagnostic so has it given at the place it is
 * kept. */
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

/* What the reserve_each_ functions below return when memory ran out: fn
 * was called for some of the items, not for all. */
#define RESERVE_NOMEM ((unsigned)-1)

/* Calls fn for every traversal of the file (hcl's Expression.Variables()
 * over each attribute, attributes before nested blocks, in source order).
 * Returns their number, or RESERVE_NOMEM. */
unsigned reserve_each_traversal(reserve_file *f,
				void (*fn)(void *ctx, const reserve_traversal *t), void *ctx);

/* ---- language specs ------------------------------------------------------ */

typedef struct reserve_spec reserve_spec;

/* The spec compiled into the library (OpenTofu, spec/tofu.hcl). */
const reserve_spec *reserve_spec_default(void);
/* Loads and checks a spec file (doc/spec.md).  Returns NULL when out of
 * memory; otherwise *problems (if not NULL) receives the number of
 * problems found, reported through reserve_each_spec_problem, and the spec
 * can be used only when there are none. */
reserve_spec *reserve_spec_load(const char *path, unsigned *problems);
unsigned reserve_each_spec_problem(reserve_spec *s,
				   void (*fn)(void *ctx, const char *file, const reserve_diagnostic *d),
				   void *ctx);
void reserve_spec_free(reserve_spec *s);

/* ---- references (ParseRef) ------------------------------------------------ */

/* What the reader may ask of the module a reference is in (the OpenTofu RFC PR #2262's
 * ParseRefContext).  A NULL context, or a NULL function, answers false. */
typedef struct reserve_ref_context {
	int (*feature_enabled)(void *self, const char *feature);
	int (*has_any_managed_resource_of_type)(void *self, const char *type);
	int (*has_managed_resource)(void *self, const char *type, const char *name);
	void *self;
} reserve_ref_context;

/* A reference: its subject and what of the traversal remains.  Strings are
 * valid until reserve_reference_free. */
typedef struct reserve_reference {
	int ok;                /* 1: a subject was made; 0: see error */
	const char *kind;      /* InputVariable, ResourceInstance, ModuleCallInstanceOutput... */
	const char *alias, *mode, *type, *name, *call; /* the subject's fields, or NULL */
	int has_key;           /* an instance kind: key_kind says which key */
	int key_kind;          /* 0 none (NoKey), 1 string, 2 integer */
	const char *key_string;
	long long key_int;
	reserve_range range;   /* the subject's source range */
	const char *remaining; /* the traversal after it, as text (".attr[0]"), or "" */
	reserve_diagnostic error; /* when ok is 0 and the text was an error */
	int has_error;
	void *internal_;
} reserve_reference;

/* ParseRefStr and ParseRefStrFromTestingScope: reads text (such as
 * "data.aws_ami.x.id") as a reference of the spec (NULL: the default).
 * Returns 0 when a reference was read, -1 otherwise (then has_error tells
 * whether it was an error, or a name that makes no reference), -2 when
 * memory ran out (out holds nothing). */
int reserve_parse_ref(const reserve_spec *spec, const char *text, const reserve_ref_context *ctx,
		      reserve_reference *out);
int reserve_parse_ref_testing(const reserve_spec *spec, const char *text,
			      const reserve_ref_context *ctx, reserve_reference *out);
/* ParseRef and ParseRefFromTestingScope over a parsed file: calls fn with
 * every traversal of the file read as a reference.  Returns their number,
 * or RESERVE_NOMEM. */
unsigned reserve_each_reference(reserve_file *f, const reserve_spec *spec, int testing,
				const reserve_ref_context *ctx,
				void (*fn)(void *fctx, const reserve_reference *r), void *fctx);
void reserve_reference_free(reserve_reference *r);

#ifdef __cplusplus
}
#endif

#endif
