/* rsv_decode.c - rules OpenTofu's block decoders make over a block as a
 * whole, once its arguments and nested blocks were read: static addresses
 * (the address form), the children a block keeps only in some state (a
 * removed block's provisioners: destroy-time ones only, and not when its
 * address names a module), and what a block says by leaving out or
 * switching off an argument of one of its meta blocks (a removed block's
 * lifecycle destroy).  Each rule is on only when the spec has its role
 * (doc/spec.md, "Block-level rules" and "Argument forms"). */
#include <string.h>

#include "rsv_decode.h"
#include "rsv_forms.h"
#include "rsv_merge.h"
#include "rsv_read.h"
#include "rsv_report.h"
#include "rsv_role.h"

/* ---- the address form ------------------------------------------------------------ */

/* absTraversalForImportToExpr: an address made of traversals and index
 * expressions (whose keys are not looked at); the first part that is
 * anything else, or NULL. */
static const hcl_expr *not_indexed_address(const hcl_expr *e)
{
	while (e->kind == HCL_E_INDEX || e->kind == HCL_E_RELTRAV)
		e = e->a;
	return e->kind == HCL_E_SCOPETRAV ? NULL : e;
}

/* A static address (doc/spec.md, form `address`): hcl.AbsTraversalForExpr,
 * or with the word `indexed`, traversals with index expressions too, each
 * other part reported at its own range (TYPE_ARG_address). */
void rsv_form_address(const rsv_form_call *c)
{
	rsv_cursor *r = c->r;
	const hcl_expr *e = c->a->expr;
	if (rsv_word_in(c->words, "indexed")) {
		const hcl_expr *bad = not_indexed_address(e);
		if (bad)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ARG_ADDRESS, c->b->type, c->a->name), bad->start,
				      bad->end, c->b, NULL);
		return;
	}
	hcl_traversal t;
	if (hcl_expr_abs_traversal(r->f, e, &t) != 0)
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_STATIC_REFERENCE_REQUIRED), e->start, e->end, c->b, NULL);
}

/* ---- move endpoints ------------------------------------------------------------------ */

enum { MOVE_NONE, MOVE_MODULE, MOVE_RESOURCE, MOVE_UNMOVABLE };

static int step_is(const hcl_step *s, const char *name)
{
	return s && name && s->kind != HCL_STEP_INDEX && s->len == strlen(name) && memcmp(s->text, name, s->len) == 0;
}

/* Step s names a root of form type_name other than the escape prefix (a
 * resource mode: data, ephemeral): that root, else NULL. */
static const spec_root *mode_root(const spec_lang *l, const hcl_step *s)
{
	for (uint16_t i = 0; s && i < l->nroots; i++)
		if (l->roots[i].form == SPEC_FORM_TYPE_NAME && !l->roots[i].escape && step_is(s, l->roots[i].name))
			return &l->roots[i];
	return NULL;
}

/* An instance key step, as ParseInstanceKey takes it: a string or a number. */
static int key_step(const hcl_step *s)
{
	return s && s->kind == HCL_STEP_INDEX && (s->key_kind == HCL_LIT_STRING || s->key_kind == HCL_LIT_NUMBER);
}

/* Argument a (NULL: not set) of form `address move [ROOT...]` read as
 * ParseMoveEndpoint reads it: MOVE_NONE when it is no endpoint (absent, not
 * a static traversal, or not module.NAME[KEY]... with an optional resource
 * TYPE.NAME[KEY] after it), MOVE_MODULE, MOVE_RESOURCE, or MOVE_UNMOVABLE
 * for a resource of one of the modes the ROOT words name. */
static int move_endpoint(rsv_cursor *r, const hcl_attr *a, const char *words)
{
	const spec_lang *l = r->m->l;
	hcl_traversal t;
	if (!a || hcl_expr_abs_traversal(r->f, a->expr, &t) != 0)
		return MOVE_NONE;
	const char *module = NULL;
	for (uint16_t i = 0; i < l->nroots && !module; i++)
		if (l->roots[i].form == SPEC_FORM_MODULE_CALL)
			module = l->roots[i].name;
	const hcl_step *s = t.head;
	while (step_is(s, module)) { /* parseModuleInstancePrefix */
		s = s->next;
		if (!s || s->kind != HCL_STEP_ATTR)
			return MOVE_NONE;
		s = s->next;
		if (s && s->kind == HCL_STEP_INDEX) {
			if (!key_step(s))
				return MOVE_NONE;
			s = s->next;
		}
	}
	if (!s)
		return MOVE_MODULE;
	const spec_root *mode = mode_root(l, s); /* parseResourceInstanceUnderModule */
	int unmovable = 0;
	if (mode) {
		unmovable = rsv_word_in(words, mode->name);
		s = s->next;
	}
	if (!s || s->kind == HCL_STEP_INDEX || !s->next || s->next->kind != HCL_STEP_ATTR)
		return MOVE_NONE;
	s = s->next->next;
	if (s && key_step(s))
		s = s->next;
	if (s)
		return MOVE_NONE;
	return unmovable ? MOVE_UNMOVABLE : MOVE_RESOURCE;
}

/* decodeMovedBlock over top-level block b (spec si), its rules run: each
 * argument ARG of form `address move` that is no endpoint, or names a
 * resource of a mode its words refuse, gets TYPE_ARG_not_movable (OpenTofu's
 * SubjectAllowed: a nil endpoint too); when nothing inside the block is an
 * error, one endpoint a module and another a resource get TYPE_kinds_differ
 * (MightUnifyWith).  Both at the block's header. */
void rsv_decode_moves(rsv_cursor *r, const hcl_block *b, int si)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	uint16_t n;
	const rsv_arg_form *forms = rsv_arg_forms(r->m, si, &n);
	int kinds = 0, none = 0; /* bits: 1 a module, 2 a resource */
	for (uint16_t i = 0; i < n; i++) {
		if (!forms[i].arg || !rsv_form_is(&forms[i].fe, "address") || !rsv_word_in(forms[i].fe.words, "move"))
			continue;
		char arg[64];
		if (forms[i].len >= sizeof arg)
			continue;
		memcpy(arg, forms[i].arg, forms[i].len);
		arg[forms[i].len] = '\0';
		int k = move_endpoint(r, rsv_attr(b->body, arg), forms[i].fe.words);
		if (k == MOVE_NONE || k == MOVE_UNMOVABLE)
			rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_ARG_NOT_MOVABLE, sb->type, arg), rsv_def_start(b),
				      rsv_def_end(b), b, NULL);
		none |= k == MOVE_NONE;
		kinds |= k == MOVE_MODULE ? 1 : k == MOVE_NONE ? 0 : 2;
	}
	if (kinds == 3 && !none && !rsv_has_error_in(r->f, b))
		rsv_rule_diag(r, rsv_role(r->m, RSV_ROLE_TYPE_KINDS_DIFFER, sb->type), rsv_def_start(b), rsv_def_end(b),
			      b, NULL);
}

/* Block b's (spec sb) argument of form address names a module alone
 * (module.A.module.B ...: ParseRemoveEndpoint's module path, with no
 * instance key and nothing after it). */
static int names_module(rsv_cursor *r, const hcl_block *b, const spec_block *sb)
{
	for (const hcl_attr *a = b->body->attrs; a; a = a->next) {
		hcl_traversal t;
		if (!rsv_has_form(sb, a->name, "address", NULL) || hcl_expr_abs_traversal(r->f, a->expr, &t) != 0)
			continue;
		if (t.nsteps == 0 || t.nsteps % 2)
			return 0;
		int i = 0;
		for (const hcl_step *s = t.head; s; s = s->next, i++)
			if ((i % 2 == 0 && (s->len != 6 || memcmp(s->text, "module", 6) != 0)) ||
			    (i % 2 == 1 && s->kind != HCL_STEP_ATTR))
				return 0;
		return 1;
	}
	return 0;
}

/* ---- children a block keeps in some state only ------------------------------------ */

/* Child k (spec ki) of block b (spec si), read: a child with a self_only
 * WORD form whose argument is not WORD (a removed block's provisioner that
 * is not destroy-time) is refused at its header, PARENT_TYPE_not_WORD;
 * one that is, in a block whose address names a module, is refused at the
 * block's header, PARENT_TYPE_module (once for each such child).  Returns
 * 1 when the child has a self_only form and is kept (decodeRemovedBlock's
 * Provisioners), else 0. */
int rsv_decode_child(rsv_cursor *r, const hcl_block *b, int si, const hcl_block *k, int ki)
{
	const spec_lang *l = r->m->l;
	const spec_block *kb = &l->blocks[ki];
	const char *words = NULL, *w;
	size_t n;
	if (k->labels && rsv_in_names(kb->removed_labels, k->labels->text))
		return 0; /* decodeProvisionerBlock returns nothing */
	if (!rsv_has_form(kb, NULL, "self_only", &words) || !rsv_word(&words, &w, &n))
		return 0;
	char word[32];
	if (n >= sizeof word)
		return 0;
	memcpy(word, w, n);
	word[n] = '\0';
	const spec_diag *not = rsv_role(r->m, RSV_ROLE_PARENT_TYPE_NOT_WORD, l->blocks[si].type, k->type, word);
	const spec_diag *mod = rsv_role(r->m, RSV_ROLE_PARENT_TYPE_MODULE, l->blocks[si].type, k->type);
	if (!not && !mod)
		return 1; /* kept, as far as this spec says */
	const char *kw = NULL;
	for (const hcl_attr *a = k->body->attrs; a && !kw; a = a->next)
		if (rsv_has_form(kb, a->name, "self_only", NULL)) {
			/* the keyword as the shim reads it, quietly: its warning is the form's */
			kw = rsv_keyword(r->f, a->expr, NULL);
			kw = kw ? kw : "";
		}
	if (!kw || strcmp(kw, word) != 0) {
		rsv_rule_diag(r, not, rsv_def_start(k), rsv_def_end(k), k, NULL);
		return 0;
	}
	if (mod && names_module(r, b, &l->blocks[si])) {
		rsv_rule_diag(r, mod, rsv_def_start(b), rsv_def_end(b), b, NULL);
		return 0;
	}
	return 1;
}

/* ---- what a block says by its meta blocks' arguments --------------------------------- */

/* The value of argument a decoded into a bool with no context (gohcl, cty's
 * conversion): 1, 0, or -1 when it is not a constant that converts. */
static int decoded_bool(rsv_cursor *r, const hcl_attr *a)
{
	const hcl_expr *e = a->expr;
	if (e->kind == HCL_E_LITERAL && (e->op == HCL_LIT_TRUE || e->op == HCL_LIT_FALSE))
		return e->op == HCL_LIT_TRUE;
	const char *s = rsv_literal_string(r->f, e);
	if (s && (strcmp(s, "true") == 0 || strcmp(s, "1") == 0))
		return 1;
	if (s && (strcmp(s, "false") == 0 || strcmp(s, "0") == 0))
		return 0;
	return -1;
}

/* Top-level block b (spec si), all its rules run, kept children the
 * number of children rsv_decode_child kept: when nothing inside it is an
 * error, for each argument ARG of a unique meta block BLOCK, TYPE_BLOCK_ARG_unset
 * when ARG is not set (decodeRemovedBlock's "Missing lifecycle"), else
 * TYPE_BLOCK_ARG_false when it is false and children were kept (its
 * provisioners will not run), both at the block's header. */
void rsv_decode_end(rsv_cursor *r, const hcl_block *b, int si, int kept)
{
	const spec_lang *l = r->m->l;
	const spec_block *sb = &l->blocks[si];
	int checked = 0, errors = 0;
	for (uint16_t i = 0; i < sb->meta_blocks.n; i++) {
		int ki = spec_block_index(l, sb->meta_blocks.v[i], si);
		if (ki < 0 || !l->blocks[ki].unique)
			continue;
		const spec_block *kb = &l->blocks[ki];
		for (uint16_t j = 0; j < kb->meta_arguments.n; j++) {
			const char *arg = kb->meta_arguments.v[j];
			const spec_diag *unset = rsv_role(r->m, RSV_ROLE_TYPE_BLOCK_ARG_UNSET, sb->type, kb->type, arg);
			const spec_diag *off = rsv_role(r->m, RSV_ROLE_TYPE_BLOCK_ARG_FALSE, sb->type, kb->type, arg);
			if (!unset && !off)
				continue;
			if (!checked) {
				checked = 1;
				errors = rsv_has_error_in(r->f, b);
			}
			if (errors)
				return;
			const hcl_block *k = rsv_block(b->body, kb->type);
			const hcl_attr *a = k ? rsv_attr(k->body, arg) : NULL;
			if (!a)
				rsv_rule_diag(r, unset, rsv_def_start(b), rsv_def_end(b), b, NULL);
			else if (kept > 0 && decoded_bool(r, a) == 0)
				rsv_rule_diag(r, off, rsv_def_start(b), rsv_def_end(b), b, NULL);
		}
	}
}
