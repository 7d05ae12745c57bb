/* rsv_read.h - what the argument forms read without evaluating anything
 * (rsv_read.c): literal strings and keywords (with OpenTofu's shims for
 * quoted ones), static lists, the traversals of an expression, quiet
 * ParseRef, and the spec's argument_forms entries (NAME=FORM WORD...)
 * themselves.  The readers only read: one that refuses what it is given
 * says so in what it returns, and the rule that asked reports it. */
#ifndef RESERVE_RSV_READ_H
#define RESERVE_RSV_READ_H

#include "rsv.h"

/* The text of a quoted template made only of literal parts (no
 * interpolation), NUL-terminated in f's arena; NULL for anything else. */
const char *rsv_literal_string(hcl_file *f, const hcl_expr *e);
/* A primitive literal as the string it converts to, or NULL. */
const char *rsv_primitive_string(hcl_file *f, const hcl_expr *e);
int rsv_is_null(const hcl_expr *e);
/* hcl.ExprAsKeyword after the keyword shim: the keyword of e, or NULL.
 * *quoted (when not NULL) is set to 1 when e is a quoted string read as a
 * keyword (OpenTofu warns of it), else 0. */
const char *rsv_keyword(hcl_file *f, const hcl_expr *e, int *quoted);
/* shimTraversalInString: a quoted string of literal parts read as a
 * traversal (OpenTofu warns of it).  Returns 0 when e is no such string,
 * else 1 with what parsed in t (maybe nothing). */
int rsv_shim(hcl_file *f, const hcl_expr *e, hcl_traversal *t);
/* The items of a static list: 0, or -1 when e is not one. */
int rsv_static_list(hcl_file *f, const hcl_expr *e, hcl_expr ***items, uint32_t *n);
/* ParseRef of t, of file f of module m, without reporting anything: 0
 * when it made a reference. */
int rsv_parse_ref_quiet(rsv_module *m, hcl_file *f, const hcl_traversal *t, rsv_ref *out);

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

#endif
