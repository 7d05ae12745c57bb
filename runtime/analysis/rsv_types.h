/* rsv_types.h - type constraints and the default-value lint (rsv_types.c). */
#ifndef RESERVE_RSV_TYPES_H
#define RESERVE_RSV_TYPES_H

#include "hcl.h"

enum { RSV_T_ANY, RSV_T_PRIMITIVE, RSV_T_LIST, RSV_T_SET, RSV_T_MAP, RSV_T_OBJECT, RSV_T_TUPLE };

/* A type constraint: primitives are prim ('s' string, 'n' number, 'b'
 * bool); collections have elem; objects names and types (in declaration
 * order), and which attributes are optional; tuples types. */
typedef struct rsv_type {
	uint8_t kind;
	char prim;
	struct rsv_type *elem;
	const char **names;
	struct rsv_type **types;
	uint8_t *optional;
	uint32_t n;
} rsv_type;

/* Reads a variable's type expression (hcl typeexpr with optional() in
 * objects, and the bare list and map shorthands); NULL when it is not a
 * valid type.  Lives in f's arena. */
rsv_type *rsv_type_parse(hcl_file *f, const hcl_expr *e);

/* Called for an object constructor attribute the target object type would
 * discard: the key, its name, the path of the object (".a[\"k\"]", or NULL
 * at the top) and the object type. */
typedef void (*rsv_unused_fn)(void *ctx, const hcl_expr *key, const char *name, const char *path,
			      const rsv_type *object);
/* Walks default value e against type t (lint.DiscardedObjectConstructorAttrs). */
void rsv_default_unused(hcl_file *f, const hcl_expr *e, const rsv_type *t, rsv_unused_fn fn, void *ctx);

/* Converting default value e to type t as cty's convert.Convert does, for a
 * literal value (null, bool, number, string, tuple, object of those):
 * NULL when it converts, or when e is not such a literal; else the error
 * as OpenTofu prints it (tfdiags.FormatError: the path, then the message),
 * in f's arena.  Only the messages known exactly are given: for some
 * mismatches of nested types it answers NULL.  given: the release's
 * MismatchMessage names the type given (spec_lang.mismatch_given).  In
 * rsv_convert.c. */
const char *rsv_default_mismatch(hcl_file *f, const hcl_expr *e, const rsv_type *t, int given);

/* gohcl's DecodeExpression(e, nil, &v) for a Go value v of primitive type
 * prim ('s' string, 'n' number, 'b' bool): NULL when it decodes (or when
 * this reader cannot tell), else cty's error as hcl words it after
 * "Unsuitable value: " (in f's arena or static), with hcl's StartRange of e
 * in [*start, *end).  given: as rsv_default_mismatch's.  In
 * rsv_forms_decode.c. */
const char *rsv_decode_error(hcl_file *f, const hcl_expr *e, char prim, int given, uint32_t *start, uint32_t *end);

#endif
