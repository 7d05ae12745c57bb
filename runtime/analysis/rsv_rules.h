/* rsv_rules.h - what the block rules and the argument forms share.  Calls
 * between the analysis files go one way, down this list (each file calls
 * only files below it): rsv_check.c (references); rsv_calls.c (function
 * calls); rsv_providers.c (provider references after a clean load);
 * rsv_rules.c (a block's rules); rsv_merge_blocks.c (the merge's rules
 * about nested blocks and overrides); rsv_decode.c (decoders' rules over a
 * whole block); rsv_merge.c (the merge of a module's files), rsv_language.c
 * (the language block); rsv_forms.c
 * (argument forms: dispatch); rsv_forms_provider.c, rsv_forms_version.c,
 * rsv_forms_refs.c (the forms); rsv_typecheck.c (type constraints);
 * rsv_read.c (expressions read without evaluating them); rsv_report.c
 * (reporting); rsv_module.c; rsv_role.c (roles); rsv_ref.c (ParseRef),
 * rsv_types.c, rsv_addr.c; rsv_text.c.  rsv_discover.c stands beside them,
 * above rsv_module.c. */
#ifndef RESERVE_RSV_RULES_H
#define RESERVE_RSV_RULES_H

#include "rsv.h"
#include "rsv_types.h"

/* ---- what rsv_check.c runs ------------------------------------------------ */

/* Runs every block-level rule over the module's files (not its tests). */
void rsv_rules_module(rsv_module *m);
/* A top-level block whose type the language does not have. */
void rsv_rule_unsupported_block(rsv_module *m, hcl_file *f, const hcl_block *b, int test_file);
/* Last step of a module's checks: when a version constraint excludes the
 * language's release, every other diagnostic of the module goes (OpenTofu's
 * finalizeModuleLoadDiagnostics).  In rsv_merge.c. */
void rsv_rules_finish(rsv_module *m);

/* Checks the n function calls v (as rsv_calls_of finds them) of an
 * expression of file f that is evaluated (doc/spec.md, "Functions");
 * nothing when the spec lists no function.  In rsv_calls.c. */
void rsv_calls_check(rsv_module *m, hcl_file *f, const hcl_expr *const *v, size_t n);

/* ---- roles (rsv_role.c; the list is runtime/spec/spec_roles.h) ------------ */

/* The rules' roles by ID, as spec_roles.h lists them (RSV_ROLE_DUPLICATE_TYPE
 * is SPEC_RULE_DUPLICATE_TYPE). */
enum {
#define SPEC_RULE_ROLE(ID, pattern, params) RSV_ROLE_##ID = SPEC_RULE_##ID,
#include "spec_roles.h"
	RSV_NROLES = SPEC_RULE_COUNT
};

/* Makes the module's cache of roles (rsv_module_new). */
void rsv_role_cache(rsv_module *m);
/* The diagnostic of role id: its pattern with each part (a word in
 * capitals) filled by the next of the parts given (one const char * each),
 * or NULL when the spec has no such role (the rule is off). */
const spec_diag *rsv_role(const rsv_module *m, int id, ...);
/* rsv_role(m, RSV_ROLE_TYPE_TOP_LEVEL, type of spec block si), which every
 * top-level block asks for: once per module and block type. */
const spec_diag *rsv_role_top_level(const rsv_module *m, int si);

/* ---- where the rules are ---------------------------------------------------- */

/* The module, the file, and the top-level block being checked. */
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
	const hcl_attr *source;      /* the module_source-form argument */
	int version_set;             /* a version-form argument that is not null */
	rsv_type *type;              /* the type-form argument's type */
	const hcl_attr *default_attr;
	int not_nullable;            /* a nullable-form argument that is literally false */
	const hcl_attr *compat;      /* a compatibility-form constraint that parsed */
	const char *self_only;       /* a self_only form's keyword, when given */
} rsv_block_state;

/* ---- reporting (rsv_report.c) -------------------------------------------------- */

/* hcl's DefRange of a block: its header, from its type to its last label;
 * in a JSON-syntax file its body's opening brace. */
uint32_t rsv_def_start(const hcl_block *b);
uint32_t rsv_def_end(const hcl_block *b);
/* hcl's Range.String() of [start, end): FILE:LINE,COL-ENDCOL. */
const char *rsv_range_string(hcl_file *f, uint32_t start, uint32_t end);
/* Adds diagnostic d (of rsv_role), its {params} from the NULL-terminated
 * name/value pairs kv (or none); one marked subject = block points at
 * `at`'s header instead.  Returns NULL when d is NULL (the rule is off). */
hcl_diag *rsv_rule_diag(rsv_rules *r, const spec_diag *d, uint32_t start, uint32_t end, const hcl_block *at,
			const char *const *kv);
/* hcl's suggestion for a name not in a schema of the names a then b. */
const char *rsv_suggest_names(rsv_rules *r, const char *given, spec_names a, spec_names b);

/* ---- reading without evaluating (rsv_read.c) ----------------------------------- */

/* The text of a quoted template made only of literal parts (no
 * interpolation), NUL-terminated in f's arena; NULL for anything else. */
const char *rsv_literal_string(hcl_file *f, const hcl_expr *e);
/* A primitive literal as the string it converts to, or NULL. */
const char *rsv_primitive_string(hcl_file *f, const hcl_expr *e);
int rsv_is_null(const hcl_expr *e);
/* e contains a call of function fn (none when fn is NULL). */
int rsv_calls(const hcl_expr *e, const char *fn);
/* hcl.ExprAsKeyword after the keyword shim (a warning when warn is set). */
const char *rsv_keyword(rsv_rules *r, const hcl_expr *e, int warn);
/* shimTraversalInString: a quoted string of literal parts is read as a
 * traversal, with a warning.  Returns 0 when e is no such string, else 1
 * with what parsed in t (maybe nothing). */
int rsv_shim(rsv_rules *r, const hcl_expr *e, int keyword, hcl_traversal *t);
/* The items of a static list, else -1 after reporting list_required. */
int rsv_static_list(rsv_rules *r, const hcl_expr *e, hcl_expr ***items, uint32_t *n);
/* ParseRef without reporting anything: 0 when it made a reference. */
int rsv_parse_ref_quiet(rsv_rules *r, const hcl_traversal *t, rsv_ref *out);

/* Every traversal of an expression (hcl's Variables), in a growable array. */
typedef struct rsv_travs {
	const hcl_traversal **v;
	size_t n, cap;
	hcl_arena *a; /* where v lives (rsv_grow): nothing to free when memory runs out */
} rsv_travs;
/* Fills t (zero-initialised) with e's traversals, in arena a; rsv_travs_free
 * empties it (the arena keeps the memory). */
void rsv_travs_of(hcl_arena *a, const hcl_expr *e, rsv_travs *t);
void rsv_travs_free(rsv_travs *t);

/* The calls of an expression (those with a name), in the order of a
 * depth-first walk (a call before the calls in its arguments), in a
 * growable array. */
typedef struct rsv_callv {
	const hcl_expr **v;
	size_t n, cap;
	int oom; /* a call could not be added: out of memory */
} rsv_callv;
/* Appends e's calls to c (zero-initialised; free c->v; check c->oom). */
void rsv_calls_of(const hcl_expr *e, rsv_callv *c);

/* A spec block's argument_forms entry NAME=FORM [WORD...] that applies to an
 * argument: its form and words (space-separated, maybe ""). */
typedef struct rsv_form_entry {
	const char *form;
	size_t len;
	const char *words;
} rsv_form_entry;
/* The "=" of entry when it applies to arg (NULL: any argument), else NULL.
 * Called for every argument and entry: the name is compared first, and an
 * entry for another name ends at its first difference (a name with "=" in
 * it names no entry). */
static inline const char *rsv_entry_eq(const char *entry, const char *arg)
{
	if (!arg || (entry[0] == '*' && entry[1] == '='))
		return strchr(entry, '=');
	size_t i = 0;
	while (arg[i] && arg[i] != '=' && arg[i] == entry[i])
		i++;
	return !arg[i] && entry[i] == '=' ? entry + i : NULL;
}
/* Entry applies to argument arg (NULL: to any argument): 1 and fe, else 0.
 * Inline, as rsv_entry_eq: asked of every argument and entry. */
static inline int rsv_form_entry_for(const char *entry, const char *arg, rsv_form_entry *fe)
{
	const char *eq = rsv_entry_eq(entry, arg);
	if (!eq)
		return 0;
	fe->form = eq + 1;
	fe->len = strcspn(fe->form, " ");
	fe->words = fe->form + fe->len;
	while (*fe->words == ' ')
		fe->words++;
	return 1;
}
/* A spec block's argument_forms entry, read: the argument it applies to
 * (the len bytes at arg; NULL: every argument, "*"), and its form. */
typedef struct rsv_arg_form {
	const char *arg;
	size_t len;
	rsv_form_entry fe;
} rsv_arg_form;
/* The argument_forms entries of spec block si, in order, read once per
 * module (the entries without "=" apply to nothing and are left out);
 * *n gets their number. */
const rsv_arg_form *rsv_arg_forms(rsv_module *m, int si, uint16_t *n);
/* Entry e applies to argument name, of len bytes. */
static inline int rsv_arg_form_for(const rsv_arg_form *e, const char *name, size_t len)
{
	return !e->arg || (e->len == len && e->arg[0] == name[0] && memcmp(e->arg, name, len) == 0);
}
/* The entry's form is form. */
static inline int rsv_form_is(const rsv_form_entry *fe, const char *form)
{
	size_t i = 0; /* fe's form has no NUL in its len bytes: the end of form stops the scan */
	while (i < fe->len && form[i] == fe->form[i])
		i++;
	return i == fe->len && form[i] == '\0';
}
/* Argument arg (NULL: any) of the block has that form; *words (when not
 * NULL) gets its words. */
int rsv_has_form(const spec_block *sb, const char *arg, const char *form, const char **words);
/* The next word of *words: 1 with it at *w (*n bytes) and *words moved past
 * it, or 0 when there is none left. */
int rsv_word(const char **words, const char **w, size_t *n);
/* w is one of the words. */
int rsv_word_in(const char *words, const char *w);

/* ---- the merge of a module's files (rsv_merge.c) and its language block
 * (rsv_language.c) ---------------------------------------------------------------- */

/* Duplicates across the files, what override files may not hold or must
 * override, and block types a module has at most once. */
void rsv_merge_rules(rsv_module *m);
/* The merge's rules about nested blocks and what override files change
 * (rsv_merge_blocks.c). */
void rsv_merge_blocks(rsv_module *m);
/* The language block's edition and experiments: they switch features on. */
void rsv_language_settings(rsv_module *m, hcl_file *f, const hcl_block *b);

/* ---- what block decoders decide over a whole block (rsv_decode.c) ---------------- */

/* Child k (spec ki) of block b (spec si), its rules run: the rules about
 * children kept in some state only; 1 when the child is kept. */
int rsv_decode_child(rsv_rules *r, const hcl_block *b, int si, const hcl_block *k, int ki);
/* Top-level block b (spec si), its rules run, kept of its children kept:
 * what its meta blocks' arguments leave out or switch off. */
void rsv_decode_end(rsv_rules *r, const hcl_block *b, int si, int kept);
/* Top-level block b (spec si), its rules run: its move endpoints (arguments
 * of form `address move`), as decodeMovedBlock reads them. */
void rsv_decode_moves(rsv_rules *r, const hcl_block *b, int si);

/* ---- provider references once the module loaded (rsv_providers.c) ------------------ */

/* A provider configuration reference, read: NAME[.ALIAS][KEY]. */
typedef struct rsv_provider_ref {
	const char *name, *alias;       /* alias "" when none */
	uint32_t name_start, name_end;
	int has_key;
	uint32_t key_start, key_end;    /* the key expression, or the whole traversal */
} rsv_provider_ref;
/* Reads e as decodeProviderConfigRef does, once it was found valid; -1
 * when it is not a reference. */
int rsv_provider_ref_read(hcl_file *f, const hcl_expr *e, rsv_provider_ref *p);
/* validateProviderConfigs' checks of the module's own provider references
 * (run when the module loaded without error). */
void rsv_provider_validation(rsv_module *m);

/* ---- argument forms (rsv_forms.c and rsv_forms_*.c) ----------------------------- */

/* Applies the argument forms of spec block si to argument a of block b. */
void rsv_forms_attr(rsv_rules *r, const hcl_block *b, int si, const hcl_attr *a, rsv_block_state *st);
/* The forms' rules that need the whole block (defaults, module sources,
 * aliases, self-only references). */
void rsv_forms_end(rsv_rules *r, const hcl_block *b, int si, rsv_block_state *st);
/* An error diagnostic of f starts inside block b. */
int rsv_has_error_in(const hcl_file *f, const hcl_block *b);
/* checkProviderNameNormalized: 0 when name is a normalized provider local
 * name, else -1 after reporting at [start, end). */
int rsv_provider_name_check(rsv_rules *r, const char *name, uint32_t start, uint32_t end);
/* Reports, with diagnostic d, every reference in body's arguments (but
 * those in skip) that a self-only block may not make. */
void rsv_self_only_body(rsv_rules *r, const hcl_body *body, spec_names skip, const spec_diag *d);

/* hcl's type-expression reader's checks on type constraint e, an argument
 * of block b, with the names of the spec's type table (nothing when it has
 * none); reports them and returns how many (rsv_typecheck.c). */
int rsv_type_check(rsv_rules *r, const hcl_block *b, const hcl_expr *e);

/* One argument met with its form entry, as every form's handler takes it. */
typedef struct rsv_form_call {
	rsv_rules *r;
	const hcl_block *b;
	int si;
	const hcl_attr *a;
	const char *words;
	rsv_block_state *st;
} rsv_form_call;

/* The handler of each form of spec_words.h: rsv_form_references, ... */
#define SPEC_ARG_FORM(name) void rsv_form_##name(const rsv_form_call *c);
#include "spec_words.h"

#endif
