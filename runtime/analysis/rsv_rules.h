/* rsv_rules.h - the block-level rules of module analysis (rsv_rules.c):
 * what OpenTofu's configuration loader checks in blocks and arguments,
 * driven by the spec's block types and diagnostics catalogue; and how it
 * reads particular arguments (rsv_forms.c, the spec's argument_forms). */
#ifndef RESERVE_RSV_RULES_H
#define RESERVE_RSV_RULES_H

#include "rsv.h"
#include "rsv_types.h"

/* Runs every block-level rule over the module's files (not its tests). */
void rsv_rules_module(rsv_module *m);
/* Last step of a module's checks: when a version constraint excludes the
 * language's release, every other diagnostic of the module goes (OpenTofu's
 * finalizeModuleLoadDiagnostics). */
void rsv_rules_finish(rsv_module *m);
/* A top-level block whose type the language does not have. */
void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file);
/* The diagnostic of the spec with that role, or NULL (the rule is off). */
const spec_diag *rsv_role(const rsv_module *m, const char *role);

/* ---- shared by rsv_rules.c and rsv_forms.c ------------------------------- */

/* Where the rules are: module, file, and the top-level block. */
typedef struct rsv_rules {
	rsv_module *m;
	rsv_file *rf;
	hcl_file *f;
	const hcl_block *top;
	int top_spec;
} rsv_rules;

/* What the argument forms of one block found, for its end-of-block rules. */
typedef struct rsv_block_state {
	const hcl_attr *alias;       /* the alias-form argument */
	int has_alias_form;
	const hcl_attr *source;      /* the module_source-form argument */
	int version_set;             /* a version-form argument that is not null */
	const hcl_attr *type_attr;   /* the type-form argument and its type */
	rsv_type *type;
	const hcl_attr *default_attr;
	int not_nullable;            /* a nullable-form argument that is literally false */
	const hcl_attr *compat;      /* a compatibility-form constraint that parsed */
	char self_only_role[96];     /* set when a self_only form's keyword is given */
} rsv_block_state;

int rsv_in_names(spec_names n, const char *s);
/* The end of a block's header (its last label, or its type): hcl's DefRange. */
uint32_t rsv_def_end(const hcl_block *b);
/* Adds the diagnostic with that role, its {params} from the NULL-terminated
 * name/value pairs kv; a diagnostic marked subject = block points at `at`'s
 * header instead.  Returns NULL when the spec has no such role. */
hcl_diag *rsv_rule_diag(rsv_rules *r, const char *role, uint32_t start, uint32_t end,
			const hcl_block *at, const char *const *kv);
/* hcl's Range.String() of [start, end): FILE:LINE,COL-ENDCOL. */
const char *rsv_range_string(hcl_file *f, uint32_t start, uint32_t end);
/* ParseRef without reporting anything: 0 when it made a reference. */
int rsv_parse_ref_quiet(rsv_rules *r, const hcl_traversal *t, rsv_ref *out);
/* The text of a quoted template made only of literal parts (no
 * interpolation), NUL-terminated in f's arena; NULL for anything else. */
const char *rsv_literal_string(hcl_file *f, const hcl_expr *e);

/* checkProviderNameNormalized: 0 when name is a normalized provider local
 * name, else -1 after reporting at [start, end). */
int rsv_provider_name_check(rsv_rules *r, const char *name, uint32_t start, uint32_t end);
/* Applies the argument forms of spec block si to argument a of block b. */
void rsv_forms_attr(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st);
/* The forms' rules that need the whole block (defaults, module sources,
 * aliases, self-only references). */
void rsv_forms_end(rsv_rules *r, const hcl_block *b, int si, rsv_block_state *st);
/* Reports every reference in body's arguments (but those in skip) that a
 * self-only block may not make, with diagnostic role. */
void rsv_self_only_body(rsv_rules *r, const hcl_body *body, spec_names skip, const char *role);

#endif
