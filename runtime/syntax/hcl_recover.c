/* hcl_recover.c - syntax errors and recovery: what the grammar calls when it
 * meets an error, and how the driver skips input after one.
 *
 * This unit exists so that calls between the parser's pieces go one way.
 * The grammar (out/hcl_parse.c) calls hcl_syntax_error, hcl_stack_overflow,
 * the salvage functions from its destructors and the hcl_recovered_*
 * functions from its recovery rules; the driver (hcl_driver.c), which feeds
 * the grammar, calls hcl_recover_skip.  None of them calls back into the
 * driver or the grammar, so the order is driver -> grammar -> recovery, and
 * driver -> recovery.
 *
 * Salvage: when an error pops what was parsed of an attribute's value, hcl
 * still reports the references in it.  The grammar's destructors hand every
 * popped expression and token here; RECOVER's rule then puts what was kept
 * under one invalid placeholder as the attribute's value. */
#include <string.h>

#include "hcl_messages.h"
#include "hcl_parser.h"

/* ---- the grammar's hooks --------------------------------------------------- */

void hcl_syntax_error(hcl_parser *ps)
{
	ps->error = 1;
	ps->in_recovery = 1;
}

void hcl_stack_overflow(hcl_parser *ps)
{
	const hcl_token *t = hcl_tok(ps, ps->pos);
	ps->overflow = 1;
	hcl_diag_msg(ps->f, HCL_MSG_TOO_DEEP_EXPR, t->start, t->end);
}

/* ---- salvage ----------------------------------------------------------------- */

static void salvage_push(hcl_parser *ps, hcl_expr *e)
{
	if (ps->nsalvage == ps->salvage_cap) {
		uint32_t ncap = ps->salvage_cap ? ps->salvage_cap * 2 : 16;
		hcl_expr **n = hcl_alloc(ps->a, ncap * sizeof *n);
		if (ps->nsalvage)
			memcpy(n, ps->salvage, ps->nsalvage * sizeof *n);
		ps->salvage = n;
		ps->salvage_cap = ncap;
	}
	ps->salvage[ps->nsalvage++] = e;
}

/* Drops what was salvaged at or after byte `from`; returns the last one. */
static hcl_expr *salvage_drop(hcl_parser *ps, uint32_t from)
{
	hcl_expr *last = NULL;
	uint32_t k = 0;
	for (uint32_t j = 0; j < ps->nsalvage; j++) {
		if (ps->salvage[j]->start >= from)
			last = ps->salvage[j];
		else
			ps->salvage[k++] = ps->salvage[j];
	}
	ps->nsalvage = k;
	return last;
}

/* Appends an index step with an unknown key to traversal e. */
static void unknown_index(hcl_parser *ps, hcl_expr *e, const hcl_token *ob)
{
	hcl_step *s = hcl_alloc(ps->a, sizeof *s);
	s->kind = HCL_STEP_INDEX;
	s->key_kind = HCL_LIT_UNKNOWN;
	s->start = ob->start;
	s->end = ob->end;
	if (e->kind != HCL_E_SCOPETRAV && e->kind != HCL_E_RELTRAV)
		return;
	if (e->trav.tail)
		e->trav.tail->next = s;
	else
		e->trav.head = s;
	e->trav.tail = s;
	e->trav.nsteps++;
	e->end = s->end;
}

/* A popped "[" before e's end: e is what it indexes, and the key is the
 * last expression salvaged after it (unknown when there is none). */
static hcl_expr *finish_index(hcl_parser *ps, hcl_expr *e)
{
	hcl_token ob = ps->pending_index, cb = ob;
	hcl_expr *key = salvage_drop(ps, ob.end);
	ps->has_pending_index = 0;
	if (key)
		cb.start = cb.end = key->end;
	else
		key = hcl_ast_invalid(ps, ob.end, ob.end);
	if (e->end > ob.start) {
		salvage_push(ps, key);
		return e;
	}
	if (key->kind == HCL_E_INVALID) {
		unknown_index(ps, e, &ob);
		return e;
	}
	return hcl_ast_index(ps, e, &ob, key, &cb);
}

/* Keeps an expression popped by a syntax error, the way hcl keeps what it
 * had parsed: an unfinished index still extends its traversal (its key
 * unknown when missing), and a traversal ending in a bare "." is dropped. */
void hcl_salvage(hcl_parser *ps, hcl_expr *e)
{
	if (!ps->in_recovery || !e)
		return;
	if (ps->pending_dot) {
		ps->pending_dot = 0;
		return;
	}
	if (ps->has_pending_index)
		e = finish_index(ps, e);
	salvage_push(ps, e);
}

void hcl_salvage_token(hcl_parser *ps, const hcl_token *t)
{
	if (!ps->in_recovery)
		return;
	ps->has_pending_index = 0;
	ps->pending_dot = 0;
	switch (t->type) {
	case TK_LBRACE: /* hcl keeps nothing of a broken object or for */
	case TK_FOR:
		salvage_drop(ps, t->start);
		break;
	case TK_LBRACK:
		ps->pending_index = *t;
		ps->has_pending_index = 1;
		break;
	case TK_DOT:
		ps->pending_dot = 1;
		break;
	default:
		break;
	}
}

void hcl_salvage_list(hcl_parser *ps, hcl_elist *l)
{
	for (hcl_expr *e = l->head; e; e = e->next)
		hcl_salvage(ps, e);
}

/* The salvaged expressions, in source order, under one placeholder. */
static hcl_expr *salvaged(hcl_parser *ps, uint32_t start, uint32_t end)
{
	hcl_expr *inv = hcl_ast_invalid(ps, start, end), *tail = NULL;
	for (uint32_t k = 1; k < ps->nsalvage; k++) { /* insertion sort: few items */
		hcl_expr *e = ps->salvage[k];
		uint32_t j = k;
		while (j > 0 && ps->salvage[j - 1]->start > e->start) {
			ps->salvage[j] = ps->salvage[j - 1];
			j--;
		}
		ps->salvage[j] = e;
	}
	for (uint32_t k = 0; k < ps->nsalvage; k++) {
		hcl_expr *e = ps->salvage[k];
		e->next = NULL;
		if (tail)
			tail->next = e;
		else
			inv->list = e;
		tail = e;
		if (e->end > inv->end)
			inv->end = e->end;
	}
	ps->nsalvage = 0;
	return inv;
}

/* ---- the grammar resynchronised (its RECOVER rules) ------------------------ */

static void end_recovery(hcl_parser *ps)
{
	ps->in_recovery = 0;
	ps->has_pending_index = 0;
	ps->pending_dot = 0;
}

void hcl_recovered_item(hcl_parser *ps, hcl_body *b)
{
	end_recovery(ps);
	if (ps->salvage_attr) {
		hcl_token *name = &ps->salvage_name;
		hcl_attr *a = hcl_ast_attr(ps, name, salvaged(ps, name->end, name->end));
		hcl_ast_body_attr(ps, b, a);
	}
	ps->salvage_attr = 0;
	ps->nsalvage = 0;
}

void hcl_recovered_after(hcl_parser *ps, hcl_body *b, hcl_attr *a, hcl_block *k)
{
	end_recovery(ps);
	ps->salvage_attr = 0;
	ps->nsalvage = 0;
	if (a)
		hcl_ast_body_attr(ps, b, a);
	if (k)
		hcl_ast_body_block(ps, b, k);
}

void hcl_recovered_expr(hcl_parser *ps)
{
	end_recovery(ps);
	ps->f->expr = salvaged(ps, 0, 0);
}

/* ---- the directives open in templates (tracked by the driver) ------------- */

/* Drops the directives of frames no longer open. */
void hcl_directives_prune(hcl_parser *ps)
{
	while (ps->ndirs) {
		const hcl_directive *d = &ps->dirs[ps->ndirs - 1];
		if (d->frame < ps->nframes && ps->frames[d->frame].open.start == d->frame_open)
			return;
		ps->ndirs--;
	}
}

const hcl_directive *hcl_open_directive(hcl_parser *ps, uint32_t frame)
{
	hcl_directives_prune(ps);
	if (!ps->ndirs || ps->dirs[ps->ndirs - 1].frame != frame)
		return NULL;
	return &ps->dirs[ps->ndirs - 1];
}

/* ---- skipping input as hcl does ------------------------------------------- */

static int opener_of(int closer)
{
	switch (closer) {
	case TK_RPAREN: return TK_LPAREN;
	case TK_RBRACK: return TK_LBRACK;
	case TK_RBRACE: return TK_LBRACE;
	case TK_TSEQEND: return TK_TINTERP;
	case TK_CQUOTE: return TK_OQUOTE;
	case TK_CHEREDOC: return TK_OHEREDOC;
	default: return 0;
	}
}

/* hcl's recover(end): from token i, skips to the matching closer of type
 * end (counting only its own kind of opener) and returns the index after
 * it, or the EOF index.  With pass, the tokens passed are not read again
 * (hcl_tok_from); without, only looked at. */
static uint32_t closer_after(hcl_parser *ps, uint32_t i, int end, int pass)
{
	int start = opener_of(end), nest = 0;
	for (;; i++) {
		int ty = (pass ? hcl_tok_from(ps, i) : hcl_tok(ps, i))->type;
		if (end == TK_TSEQEND && ty == TK_TCONTROL)
			ty = TK_TINTERP;
		if (ty == TK_EOF)
			return i;
		if (ty == start)
			nest++;
		else if (ty == end && nest-- < 1)
			return i + 1;
	}
}

static uint32_t skip_to_closer(hcl_parser *ps, uint32_t i, int end)
{
	return closer_after(ps, i, end, 1);
}

uint32_t hcl_sequence_end(hcl_parser *ps, uint32_t i)
{
	return closer_after(ps, i, TK_TSEQEND, 0);
}

/* hcl's recoverAfterBodyItem: skips to just after the next newline that is
 * outside every bracket opened since i (or to EOF). */
static uint32_t skip_item(hcl_parser *ps, uint32_t i)
{
	uint8_t open[HCL_MAX_NESTING];
	int n = 0;
	for (;; i++) {
		const hcl_token *t = hcl_tok_from(ps, i);
		int ty = t->type;
		if (ty == TK_COMMENT)
			ty = hcl_line_comment(ps->f, t) ? TK_NEWLINE : 0;
		switch (ty) {
		case TK_EOF:
			return i;
		case TK_NEWLINE:
			if (n == 0)
				return i + 1;
			break;
		case TK_LBRACE: case TK_LBRACK: case TK_LPAREN: case TK_OQUOTE: case TK_OHEREDOC:
		case TK_TINTERP: case TK_TCONTROL:
			if (n < HCL_MAX_NESTING)
				open[n++] = (uint8_t)ty;
			break;
		case TK_RBRACE: case TK_RBRACK: case TK_RPAREN: case TK_CQUOTE: case TK_CHEREDOC:
		case TK_TSEQEND: {
			int o = opener_of(ty);
			while (n > 0 && open[n - 1] != o &&
			       !(ty == TK_TSEQEND && open[n - 1] == TK_TCONTROL))
				n--;
			if (n > 0)
				n--;
			break;
		}
		default:
			break;
		}
	}
}

/* hcl's recover for a whole body: skips to the "}" that closes it (not
 * consumed) or EOF; at file level, to EOF. */
static uint32_t skip_body(hcl_parser *ps, uint32_t i, int file_level)
{
	int nest = 0;
	for (;; i++) {
		int ty = hcl_tok_from(ps, i)->type;
		if (ty == TK_EOF)
			return i;
		if (file_level)
			continue;
		if (ty == TK_LBRACE)
			nest++;
		else if (ty == TK_RBRACE && nest-- < 1)
			return i;
	}
}

uint32_t hcl_recover_skip(hcl_parser *ps, uint32_t i)
{
	hcl_file *f = ps->f;
	hcl_token t = *hcl_tok(ps, i);
	uint32_t body = ps->nframes - 1, next;

	while (body > 0 && ps->frames[body].kind != HCL_F_BODY)
		body--;
	hcl_frame *bf = &ps->frames[body];
	ps->salvage_attr = bf->state == HCL_S_VALUE && ps->nframes - 1 >= body &&
			   f->mode == HCL_MODE_CONFIG;
	ps->salvage_name = bf->item;

	if (body == ps->nframes - 1 && bf->state == HCL_S_START && f->mode == HCL_MODE_CONFIG &&
	    t.type != TK_NEWLINE) {
		next = skip_body(ps, t.type == TK_EOF ? i : i + 1, body == 0);
	} else {
		next = i;
		for (uint32_t k = ps->nframes - 1; k > body; k--) {
			int c = hcl_closer_of(ps->frames[k].kind);
			if (c)
				next = skip_to_closer(ps, next, c);
		}
		next = f->mode == HCL_MODE_CONFIG ? skip_item(ps, next) : skip_body(ps, next, 1);
	}
	ps->nframes = body + 1;
	bf->state = HCL_S_START;
	bf->pending = 0;
	ps->recovery = 1;
	ps->error = 0;
	return next;
}
