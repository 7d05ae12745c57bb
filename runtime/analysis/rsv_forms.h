/* rsv_forms.h - the argument forms (rsv_forms.c, the dispatch, and the
 * forms themselves in rsv_forms_provider.c, rsv_forms_version.c,
 * rsv_forms_refs.c and rsv_forms_decode.c): how particular arguments are
 * read (doc/spec.md, "argument_forms"), and what they found for the rules
 * at the end of a block. */
#ifndef RESERVE_RSV_FORMS_H
#define RESERVE_RSV_FORMS_H

#include "rsv_cursor.h"
#include "rsv_types.h"

/* What the argument forms of one block found, for its end-of-block rules. */
typedef struct rsv_block_state {
	const hcl_attr *alias;       /* the alias-form argument */
	const hcl_attr *source;      /* the module_source-form argument */
	int version_set;             /* a version-form argument that is not null */
	rsv_type *type;              /* the type-form argument's type */
	const hcl_attr *default_attr;
	int not_nullable;            /* a nullable-form argument that is literally false */
	const hcl_attr *compat;      /* a compatibility-form constraint that parsed */
	const char *self_only;       /* a self_only form's keyword, when given */
} rsv_block_state;

/* Applies the argument forms of spec block si to argument a of block b. */
void rsv_forms_attr(rsv_cursor *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st);
/* The forms' rules that need the whole block (defaults, module sources,
 * aliases, self-only references). */
void rsv_forms_end(rsv_cursor *r, const hcl_block *b, int si, rsv_block_state *st);
/* checkProviderNameNormalized (rsv_forms_provider.c): 0 when name is a
 * normalized provider local name, else -1 after reporting at [start, end). */
int rsv_provider_name_check(rsv_cursor *r, const char *name, uint32_t start, uint32_t end);
/* Reports (rsv_forms_refs.c), with diagnostic d, every reference in body's
 * arguments (but those in skip) that a self-only block may not make. */
void rsv_self_only_body(rsv_cursor *r, const hcl_body *body, spec_names skip, const spec_diag *d);

/* One argument met with its form entry, as every form's handler takes it. */
typedef struct rsv_form_call {
	rsv_cursor *r;
	const hcl_block *b;
	int si;
	const hcl_attr *a;
	const char *words;
	rsv_block_state *st;
} rsv_form_call;

/* The handler of each form of spec_words.h: rsv_form_references, ... */
#define SPEC_ARG_FORM(name) void rsv_form_##name(const rsv_form_call *c);
#include "spec_words.h"

/* hclsyntax's StartRange of e, in [*start, *end) (rsv_forms_decode.c). */
void rsv_start_range(const hcl_file *f, const hcl_expr *e, uint32_t *start, uint32_t *end);

#endif
