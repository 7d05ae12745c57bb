/* rsv.h - the analysis layer (prefix rsv_): reading references with a
 * language spec and a module's context. */
#ifndef RESERVE_RSV_H
#define RESERVE_RSV_H

#include "hcl.h"
#include "spec.h"

/* What ParseRef may ask of the module it reads in (seed 000's
 * ParseRefContext).  A NULL context answers false to everything. */
typedef struct rsv_ctx {
	int (*feature_enabled)(void *self, int feature);
	int (*has_any_managed_resource_of_type)(void *self, const char *type);
	int (*has_managed_resource)(void *self, const char *type, const char *name);
	void *self;
} rsv_ctx;

typedef enum { RSV_KEY_NONE, RSV_KEY_STRING, RSV_KEY_INT } rsv_key_kind;

/* A reference: its subject (kind and fields), source range and what of
 * the traversal remains after it. */
typedef struct rsv_ref {
	int ok;               /* a subject was made (0 on an error or for none) */
	const char *kind;     /* CountAttr, Resource, ModuleCallInstanceOutput, ... */
	int root;             /* root index; RSV_ROOT_* below otherwise */
	int feature;          /* feature whose meaning was used, or -1 */
	const char *alias;    /* name form with alias: the root used */
	const char *mode;     /* resource forms */
	const char *type;
	const char *name;     /* name, resource name or module output */
	const char *call;     /* module calls */
	int instance;         /* an instance kind: the key (or NoKey) is part of it */
	int key_kind;         /* rsv_key_kind */
	const char *key_str;
	uint32_t key_len;
	long long key_int;
	uint32_t start, end;  /* source range (bytes) */
	const hcl_step *rest; /* first remaining step, or NULL */
	uint32_t nrest;
	unsigned nerrors;     /* error diagnostics added to the file */
} rsv_ref;

enum { RSV_ROOT_FALLBACK = -1, RSV_ROOT_TYPE_KEYWORD = -2, RSV_ROOT_FUNCTION = -3 };

/* ParseRef: reads traversal t (from file f, whose diagnostics receive any
 * error, with its catalogue code) in normal or testing scope. */
int rsv_parse_ref(const spec_lang *l, hcl_file *f, const hcl_traversal *t, const rsv_ctx *ctx,
		  rsv_ref *out);
int rsv_parse_ref_testing(const spec_lang *l, hcl_file *f, const hcl_traversal *t,
			  const rsv_ctx *ctx, rsv_ref *out);
/* ParseRefStr: parses str as a traversal first.  *file receives the file
 * made for it (positions and diagnostics); free it with hcl_file_free. */
int rsv_parse_ref_str(const spec_lang *l, const char *str, const rsv_ctx *ctx, rsv_ref *out,
		      hcl_file **file);
int rsv_parse_ref_str_testing(const spec_lang *l, const char *str, const rsv_ctx *ctx,
			      rsv_ref *out, hcl_file **file);

/* Adds diagnostic d of the catalogue to f, its {params} filled from the
 * NULL-terminated name/value pairs. */
hcl_diag *rsv_diag(hcl_file *f, const spec_diag *d, uint32_t start, uint32_t end, ...);

/* The shape string of the steps after the root (spec.h SPEC_STEP_*). */
void rsv_shape(const hcl_traversal *t, char *buf, size_t cap);

#endif
