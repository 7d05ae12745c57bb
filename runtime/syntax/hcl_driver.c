/* hcl_driver.c - feeds the token stream to the Lemon parser.
 *
 * The driver keeps a stack of what is open (bodies, brackets, templates)
 * to do the three things a context-free grammar cannot:
 *   - newlines matter in bodies and object constructors and nowhere else,
 *     and a line comment ends a line;
 *   - "for" opens a for expression only right after "[" or "{";
 *   - after a syntax error, the error is described in hcl's words
 *     (hcl_describe.c), input is skipped the way hcl's parser recovers
 *     (hcl_recover.c), and RECOVER lets the grammar resynchronise.
 * The driver calls the grammar, the recovery and the descriptions; nothing
 * calls back into it (see hcl_parser.h). */
#include <stdlib.h>
#include <string.h>

#include "hcl_messages.h"
#include "hcl_parser.h"

/* ---- frames ----------------------------------------------------------- */

static int push(hcl_parser *ps, int kind, const hcl_token *open)
{
	if (ps->nframes == ps->cap) {
		uint32_t ncap = ps->cap * 2;
		hcl_frame *nf = hcl_alloc(ps->a, ncap * sizeof *nf);
		memcpy(nf, ps->frames, ps->nframes * sizeof *nf);
		ps->frames = nf;
		ps->cap = ncap;
	}
	hcl_frame *fr = &ps->frames[ps->nframes++];
	fr->kind = (uint8_t)kind;
	fr->state = 0;
	fr->pending = 0;
	fr->part = 0;
	fr->open = *open; /* (item is set before it is read) */
	return ps->nframes <= HCL_MAX_NESTING + 1;
}

static int newlines_matter(hcl_parser *ps)
{
	int k = hcl_top(ps)->kind;
	return k == HCL_F_BODY || k == HCL_F_ONELINE || k == HCL_F_OBJECT;
}

/* The next token the parser would see after index i, newlines included:
 * line comments count as newlines, block comments are skipped.  (It looks
 * as far ahead as it has to: the window holds what it passes.) */
static const hcl_token *peek(hcl_parser *ps, uint32_t i, int skip_newlines)
{
	hcl_file *f = ps->f;
	for (i++;; i++) {
		const hcl_token *t = hcl_tok(ps, i);
		if (t->type == TK_COMMENT && !hcl_line_comment(f, t))
			continue;
		if (skip_newlines && (t->type == TK_NEWLINE || t->type == TK_COMMENT))
			continue;
		return t;
	}
}

static int peek_type(hcl_parser *ps, uint32_t i, int skip_newlines)
{
	const hcl_token *t = peek(ps, i, skip_newlines);
	if (t->type == TK_COMMENT)
		return TK_NEWLINE;
	if (t->type == TK_IDENT)
		return hcl_keyword(ps->f, t);
	return t->type;
}

/* Follows the current item of a body through its name, a block's labels
 * and its body; returns 0 when a push goes too deep. */
static int track_item(hcl_parser *ps, hcl_frame *fr, uint32_t i, const hcl_token *t, int type)
{
	switch (fr->state) {
	case HCL_S_START:
		if (hcl_is_ident(type)) {
			fr->state = HCL_S_NAME;
			fr->item = *t;
		} else if (type == TK_RBRACE && fr->kind == HCL_F_BODY && ps->nframes > 1) {
			ps->nframes--;
		}
		return 1;
	case HCL_S_NAME:
	case HCL_S_HEADER:
		if (type == TK_EQUAL && fr->state == HCL_S_NAME) {
			fr->state = HCL_S_VALUE;
			return 1;
		}
		fr->state = HCL_S_HEADER;
		if (type == TK_OQUOTE) /* a label */
			return push(ps, HCL_F_QUOTE, t);
		if (type == TK_LBRACE) {
			hcl_token o = *t; /* t may not hold after the look-ahead */
			int next = peek_type(ps, i, 0);
			fr->state = HCL_S_BLOCK;
			if (next == TK_NEWLINE || next == TK_EOF || next == TK_RBRACE)
				return push(ps, HCL_F_BODY, &o);
			return push(ps, HCL_F_ONELINE, &o);
		}
		return 1;
	default: /* HCL_S_BLOCK */
		if (type == TK_NEWLINE)
			fr->state = HCL_S_START;
		return 1;
	}
}

/* Pushes a frame for the "[" or "{" token i (t): a for expression's when
 * "for" comes next, else the other kind. */
static int push_peeked(hcl_parser *ps, uint32_t i, const hcl_token *t, int kfor, int kother)
{
	hcl_token o = *t; /* t may not hold after the look-ahead */
	return push(ps, peek_type(ps, i, 1) == TK_FOR ? kfor : kother, &o);
}

/* ---- directives ------------------------------------------------------ */

/* Control frame fr, whose first word was kw, closes at t: an if or for
 * opens a directive in the template below it, an endif or endfor closes
 * the innermost one. */
static void directive_closed(hcl_parser *ps, const hcl_frame *fr, const hcl_token *t, int kw)
{
	uint32_t below = (uint32_t)(fr - ps->frames) - 1;
	hcl_directives_prune(ps);
	hcl_directive *top = ps->ndirs && ps->dirs[ps->ndirs - 1].frame == below ? &ps->dirs[ps->ndirs - 1] : NULL;
	if (kw == TK_ENDIF || kw == TK_ENDFOR) {
		if (top)
			ps->ndirs--;
		return;
	}
	if (kw == TK_ELSE && top) {
		top->in_else = 1;
		return;
	}
	if (kw != TK_IF && kw != TK_FOR)
		return;
	if (ps->ndirs == ps->capdirs) {
		uint32_t ncap = ps->capdirs ? ps->capdirs * 2 : 8;
		hcl_directive *nd = hcl_alloc(ps->a, ncap * sizeof *nd);
		if (ps->ndirs)
			memcpy(nd, ps->dirs, ps->ndirs * sizeof *nd);
		ps->dirs = nd;
		ps->capdirs = ncap;
	}
	hcl_directive *d = &ps->dirs[ps->ndirs++];
	d->frame = below;
	d->frame_open = ps->frames[below].open.start;
	d->start = fr->open.start;
	d->end = t->end;
	d->is_for = kw == TK_FOR;
	d->in_else = 0;
}

/* Follows the parts (hcl_for_state) of a for expression or directive,
 * *part, at a token of type `type`, before its ":" is matched with a "?"
 * (pending of them open). */
static void track_for(uint8_t *part, int pending, int type, int prev)
{
	switch (*part) {
	case HCL_FOR_OPEN:
		*part = HCL_FOR_NAME;
		break;
	case HCL_FOR_NAME:
		*part = HCL_FOR_NAMED;
		break;
	case HCL_FOR_NAMED:
		*part = type == TK_COMMA ? HCL_FOR_VALUE : HCL_FOR_IN;
		break;
	case HCL_FOR_VALUE:
		*part = HCL_FOR_NAMED2;
		break;
	case HCL_FOR_NAMED2:
		*part = HCL_FOR_IN;
		break;
	case HCL_FOR_IN:
		*part = HCL_FOR_COLL;
		break;
	case HCL_FOR_COLL:
		if (type == TK_COLON && !pending)
			*part = HCL_FOR_BODY;
		break;
	case HCL_FOR_BODY: /* "if" after a whole value or its "...", not a value named "if" */
		if (type == TK_IF && (hcl_ends_expr(prev) || prev == TK_ELLIPSIS))
			*part = HCL_FOR_IF;
		break;
	case HCL_FOR_IF:
		*part = HCL_FOR_COND;
		break;
	default:
		break;
	}
}

/* Follows brackets, templates and the "?"/":" and key/value structure of
 * an expression; returns 0 when a push goes too deep. */
static int track_expr(hcl_parser *ps, hcl_frame *fr, uint32_t i, const hcl_token *t, int type)
{
	int prev = hcl_prev_type(ps);
	int ends = hcl_prev_ends_expr(ps);

	if (fr->kind == HCL_F_FORBRACK || fr->kind == HCL_F_FORBRACE)
		track_for(&fr->state, fr->pending, type, prev);

	if (fr->kind == HCL_F_CONTROL) { /* its first word, then its end */
		int kw = type == TK_IDENT ? hcl_keyword(ps->f, t) : type;
		if (!fr->state)
			fr->state = (uint8_t)kw;
		else if (type == TK_TSEQEND)
			directive_closed(ps, fr, t, fr->state);
		if (fr->state == TK_FOR)
			track_for(&fr->part, fr->pending, type, prev);
		else if (fr->part < 2)
			fr->part++;
	} else if ((fr->kind == HCL_F_QUOTE || fr->kind == HCL_F_HEREDOC) && !fr->state) {
		fr->state = 1; /* the template's first token, hcl's startRange */
		fr->item = *t;
	}

	if (type == hcl_closer_of(fr->kind) && ps->nframes > 1) {
		ps->nframes--;
		return 1;
	}
	switch (type) {
	case TK_LPAREN:
		if (!hcl_is_ident(prev) || !ends)
			return push(ps, HCL_F_PAREN, t);
		if (!push(ps, HCL_F_CALL, t))
			return 0;
		hcl_top(ps)->item.start = ps->name_start; /* from its name to its "(" */
		hcl_top(ps)->item.end = t->end;
		return 1;
	case TK_LBRACK:
		if (ends && prev != TK_STAR)
			return push(ps, HCL_F_INDEX, t);
		return push_peeked(ps, i, t, HCL_F_FORBRACK, HCL_F_TUPLE);
	case TK_LBRACE:
		return push_peeked(ps, i, t, HCL_F_FORBRACE, HCL_F_OBJECT);
	case TK_TINTERP:
		return push(ps, HCL_F_INTERP, t);
	case TK_TCONTROL:
		return push(ps, HCL_F_CONTROL, t);
	case TK_OQUOTE:
		return push(ps, HCL_F_QUOTE, t);
	case TK_OHEREDOC:
		return push(ps, HCL_F_HEREDOC, t);
	case TK_QUESTION:
		fr->pending++;
		return 1;
	case TK_COLON:
		if (fr->pending)
			fr->pending--;
		else if (fr->kind == HCL_F_OBJECT)
			fr->state = HCL_O_VALUE;
		return 1;
	case TK_EQUAL:
		if (fr->kind == HCL_F_OBJECT)
			fr->state = HCL_O_VALUE;
		return 1;
	case TK_COMMA:
	case TK_NEWLINE:
		if (fr->kind == HCL_F_OBJECT)
			fr->state = HCL_O_KEY;
		return 1;
	default:
		return 1;
	}
}

/* Updates the frames for token i (t) of type `type` that the parser
 * accepted; returns 0 when the nesting goes too deep. */
static int track(hcl_parser *ps, uint32_t i, const hcl_token *t, int type)
{
	hcl_frame *fr = hcl_top(ps);

	if (fr->kind == HCL_F_BODY || fr->kind == HCL_F_ONELINE) {
		if (fr->state != HCL_S_VALUE)
			return track_item(ps, fr, i, t, type);
		if (type == TK_NEWLINE) {
			fr->state = HCL_S_START;
			return 1;
		}
		if (type == TK_RBRACE && fr->kind == HCL_F_ONELINE) {
			ps->nframes--;
			return 1;
		}
	}
	return track_expr(ps, fr, i, t, type);
}

static void feed(hcl_parser *ps, int type, const hcl_token *t)
{
	HclParse(ps->lemon, type, *t, ps);
}

/* ---- fused runs ------------------------------------------------------------
 * Four runs of tokens are fed to the grammar as one terminal, which saves
 * it a shift (and often a reduction) a token and builds the same tree:
 *   - QSTRING, a quoted string without interpolation, OQUOTE [QLIT] CQUOTE
 *     (hcl_ast_qstring): the grammar takes QSTRING wherever it takes OQUOTE,
 *     so a syntax error falls on the same token;
 *   - TRAV, name.name... written without spaces, where a name can only
 *     begin an expression (after "=", "(", an operator...: expr_starts), so
 *     that every ".name" of it is taken too (hcl_ast_trav);
 *   - ANAME, an attribute's "name =" at the start of a body's item, where
 *     both are always taken; the terminal spans the name;
 *   - SIMPLE, a whole attribute "name = value" and its line break, in a
 *     body, when the value is one token or run (hcl_ast_simple).
 * Each leaves the frames as its tokens would, and the last of them as the
 * previous token. */

/* Whether a name after the last token can only begin an expression. */
static int expr_starts(hcl_parser *ps)
{
	int k = hcl_top(ps)->kind;
	switch (hcl_prev_type(ps)) {
	case TK_EQUAL: case TK_LPAREN: case TK_LBRACK: case TK_TINTERP: case TK_QUESTION:
	case TK_COLON: case TK_FATARROW: case TK_PLUS: case TK_MINUS: case TK_SLASH:
	case TK_PERCENT: case TK_AND: case TK_OR: case TK_BANG: case TK_EQ: case TK_NE:
	case TK_LT: case TK_LE: case TK_GT: case TK_GE:
		return 1;
	case TK_COMMA: /* not "for k, v" */
		return k == HCL_F_CALL || k == HCL_F_TUPLE || k == HCL_F_OBJECT;
	case TK_IF: case TK_IN: /* the keywords of for expressions and directives */
		return hcl_after_keyword(ps) || k == HCL_F_CONTROL;
	default:
		return 0;
	}
}

/* The QSTRING run from t, an OQUOTE: its tokens, 0 if it is none. */
static uint32_t qstring_run(const hcl_parser *ps, const hcl_token *t, hcl_token *fused)
{
	uint32_t n = 1;
	if (ps->nframes > HCL_MAX_NESTING) /* its frame would be one too many */
		return 0;
	*fused = *t;
	fused->flags = 0;
	if (t[1].type == TK_QLIT && t[2].type == TK_CQUOTE) {
		fused->flags = t[1].flags;
		n = 2;
	} else if (t[1].type != TK_CQUOTE) {
		return 0;
	}
	fused->type = TK_QSTRING;
	fused->end = t[n].end;
	return n + 1;
}

/* The TRAV run from token i (t, a name): its tokens, 0 if it is none; the
 * terminal of its last name in *last.  Past t[HCL_AHEAD] tokens are read
 * with hcl_tok, after which t no longer holds. */
static uint32_t trav_run(hcl_parser *ps, uint32_t i, const hcl_token *t, hcl_token *fused, int *last)
{
	hcl_token name = *t;
	uint32_t n = 1, end;
	*fused = *t;
	for (end = t->end;; n += 2) {
		const hcl_token *dot = n < HCL_AHEAD ? &t[n] : hcl_tok(ps, i + n);
		if (dot->type != TK_DOT || dot->start != end)
			break;
		uint32_t at = dot->end;
		const hcl_token *next = n + 1 <= HCL_AHEAD ? &t[n + 1] : hcl_tok(ps, i + n + 1);
		if (next->type != TK_IDENT || next->start != at)
			break;
		name = *next;
		end = name.end;
	}
	if (n == 1)
		return 0;
	fused->type = TK_TRAV;
	fused->end = end;
	*last = hcl_keyword(ps->f, &name);
	return n;
}

/* The SIMPLE run from token i (t, a name followed by "=" at the start of a
 * body's item): the value is one token or run (a name, a number, a QSTRING
 * or a TRAV) and a line break follows; its tokens, 0 if it is none.  The
 * name and the value wait in one of two slots until the grammar reduces
 * the terminal at the next token. */
static uint32_t simple_run(hcl_parser *ps, uint32_t i, const hcl_token *t, hcl_token *fused)
{
	hcl_token name = *t, value = t[2];
	uint32_t n = 1;
	int last;
	if (value.type != TK_OQUOTE && value.type != TK_IDENT && value.type != TK_NUMBER)
		return 0;
	if (value.type == TK_IDENT && hcl_keyword(ps->f, &value) != TK_IDENT)
		return 0;
	t = hcl_tok_ahead(ps, i + 2); /* the runs read HCL_AHEAD tokens past their first */
	if (value.type == TK_OQUOTE) {
		n = qstring_run(ps, t, &value);
	} else if (value.type == TK_IDENT) {
		uint32_t k = trav_run(ps, i + 2, t, &value, &last);
		n = k ? k : 1;
	}
	if (!n || hcl_tok(ps, i + 2 + n)->type != TK_NEWLINE)
		return 0;
	int slot = ps->nsimple ^= 1;
	ps->simple[slot][0] = name;
	ps->simple[slot][1] = value;
	*fused = name;
	fused->type = TK_SIMPLE;
	fused->flags = (uint16_t)slot;
	fused->end = value.end;
	return n + 3;
}

/* How many tokens from token i (t, read with hcl_tok_ahead) make a run to
 * feed as one, 0 if none; the run's terminal in *fused, the terminal of
 * its last token in *last.  Past t[HCL_AHEAD] tokens are read with
 * hcl_tok, after which t no longer holds. */
static uint32_t fuse(hcl_parser *ps, uint32_t i, const hcl_token *t, int type, hcl_token *fused,
		     int *last)
{
	uint32_t n;
	if (type == TK_OQUOTE) {
		*last = TK_CQUOTE;
		return qstring_run(ps, t, fused);
	}
	if (type != TK_IDENT)
		return 0;
	const hcl_frame *fr = hcl_top(ps);
	if ((fr->kind == HCL_F_BODY || fr->kind == HCL_F_ONELINE) && fr->state == HCL_S_START) {
		if (t[1].type != TK_EQUAL)
			return 0;
		hcl_token name = *t; /* (t may not hold after simple_run) */
		if (fr->kind == HCL_F_BODY && (n = simple_run(ps, i, t, fused)) != 0) {
			*last = TK_NEWLINE;
			return n;
		}
		*fused = name;
		fused->type = TK_ANAME;
		*last = TK_EQUAL;
		return 2;
	}
	return expr_starts(ps) ? trav_run(ps, i, t, fused, last) : 0;
}

/* The frames after a run from token t: after a QSTRING a block's header
 * goes on with its labels (anywhere else its quote frame opened and closed);
 * after an ANAME the item is an attribute's value, after a SIMPLE the next
 * item is to come; a TRAV changes nothing. */
static void track_fused(hcl_parser *ps, const hcl_token *t, int type)
{
	hcl_frame *fr = hcl_top(ps);
	if (fr->kind == HCL_F_FORBRACK || fr->kind == HCL_F_FORBRACE)
		track_for(&fr->state, fr->pending, type, hcl_prev_type(ps));
	else if (fr->kind == HCL_F_CONTROL && fr->state == TK_FOR)
		track_for(&fr->part, fr->pending, type, hcl_prev_type(ps));
	else if (fr->kind == HCL_F_CONTROL && fr->part < 2)
		fr->part++;
	if (fr->kind != HCL_F_BODY && fr->kind != HCL_F_ONELINE)
		return;
	if (type == TK_QSTRING && (fr->state == HCL_S_NAME || fr->state == HCL_S_HEADER)) {
		fr->state = HCL_S_HEADER;
	} else if (type == TK_ANAME || type == TK_SIMPLE) {
		fr->state = type == TK_ANAME ? HCL_S_VALUE : HCL_S_START;
		fr->item = *t;
	}
}

/* What error descriptions need to know of the token t just taken, of
 * terminal `type`: where the name it ends began (a call's name is all its
 * "::" parts), and whether it is in an attribute splat's ".name" steps. */
static void note_token(hcl_parser *ps, const hcl_token *t, int type)
{
	int prev = hcl_prev_type(ps);
	ps->taken = *t;
	if (hcl_is_ident(type)) {
		ps->scoped = prev == TK_DCOLON;
		if (!ps->scoped)
			ps->name_start = t->start;
	}
	if (type == TK_STAR && prev == TK_DOT) {
		ps->in_splat = 1;
		ps->splat = *t;
	} else if (type != TK_DOT && !(prev == TK_DOT && (hcl_is_ident(type) || type == TK_NUMBER))) {
		ps->in_splat = 0;
	}
}

/* Feeds the run from token i (t, read with hcl_tok_ahead) as one
 * terminal, if there is one; returns how many tokens it took (0: none).
 * After a syntax error the caller recovers. */
static uint32_t feed_run(hcl_parser *ps, uint32_t i, const hcl_token *t, int type)
{
	hcl_token fused, name = *t; /* (t may not hold after a long run) */
	int last;
	uint32_t n = fuse(ps, i, t, type, &fused, &last);
	if (!n)
		return 0;
	feed(ps, fused.type, &fused);
	if (ps->error || ps->overflow)
		return n;
	track_fused(ps, &name, fused.type);
	note_token(ps, &fused, last);
	ps->prev = i + n - 1;
	ps->prev_type = last;
	return n;
}

/* ---- the loop ------------------------------------------------------------ */

/* Whether a line break ends a line with nothing on it in a body, between
 * items: after another line break or a line comment (blank and comment
 * lines, a third of a module's lines), where "body ::= body NEWLINE" leaves
 * the parser as it found it. */
static int blank_line(hcl_parser *ps)
{
	const hcl_frame *fr = hcl_top(ps);
	int prev = hcl_prev_type(ps);
	return !ps->error && fr->kind == HCL_F_BODY && fr->state == HCL_S_START &&
	       (prev == TK_NEWLINE || prev == TK_COMMENT);
}

/* A token the grammar needs that the input does not have. */
static hcl_token synthetic(int type, uint32_t at)
{
	hcl_token t = {(uint16_t)type, 0, at, at};
	return t;
}

/* Handles the syntax error the grammar reported at token i; returns the
 * index of the token to go on with. */
static uint32_t recover(hcl_parser *ps, uint32_t i)
{
	uint32_t next, body;

	int was = ps->recovery, quiet = hcl_describe_error(ps, i);
	next = hcl_recover_skip(ps, i);
	if (quiet)
		ps->recovery = was;
	body = ps->nframes - 1;
	hcl_token t = *hcl_tok(ps, next), r = synthetic(TK_RECOVER, t.start);
	feed(ps, TK_RECOVER, &r);
	ps->prev = ~0u;
	if (t.type == TK_EOF && body > 0) {
		/* an unclosed block: its body ends here */
		ps->nframes = body;
		hcl_top(ps)->state = HCL_S_BLOCK;
	}
	return next;
}

/* At the end of a config file, at byte `at`: an attribute or block may end
 * without a newline, and each block still open is closed (hcl reports it
 * once and keeps what was parsed of it). */
static void close_at_eof(hcl_parser *ps, uint32_t at)
{
	hcl_file *f = ps->f;
	hcl_token nl = synthetic(TK_NEWLINE, at), rb = synthetic(TK_RBRACE, at);
	for (;;) {
		hcl_frame *fr = hcl_top(ps);
		int k = fr->kind;
		if (k == HCL_F_BODY && (fr->state == HCL_S_VALUE || fr->state == HCL_S_BLOCK)) {
			feed(ps, TK_NEWLINE, &nl);
			if (ps->error)
				return;
			fr->state = HCL_S_START;
			continue;
		}
		if (k == HCL_F_BODY && fr->state == HCL_S_START && ps->nframes > 1) {
			if (!ps->recovery)
				hcl_diag_msg(f, HCL_MSG_UNCLOSED_BLOCK, fr->open.start, fr->open.end);
			ps->recovery = 1;
			feed(ps, TK_RBRACE, &rb);
			if (ps->error)
				return;
			ps->nframes--;
			hcl_top(ps)->state = HCL_S_BLOCK;
			continue;
		}
		return;
	}
}

/* A "${" or "%{" (token i, t) in a block's label: as hcl's
 * parseQuotedStringLiteral does, reports it and skips to the end of its
 * sequence, which the grammar sees as a literal that holds its place
 * (HCL_TF_HOLE, *hole); returns the index to go on from. */
static uint32_t label_sequence(hcl_parser *ps, uint32_t i, const hcl_token *t, hcl_token *hole)
{
	char which = ps->f->src[t->start] == '%' ? '%' : '$';
	char twice[2] = {which, which};
	hcl_text args[2] = {{&which, 1}, {twice, 2}};
	hcl_diag_msgf(ps->f, HCL_MSG_LABEL_TEMPLATE_F, t->start, t->end, args, 2);
	uint32_t next = hcl_sequence_end(ps, i + 1);
	const hcl_token *last = hcl_tok(ps, next - 1);
	*hole = (hcl_token){TK_QLIT, HCL_TF_HOLE, t->start, last->type == TK_EOF ? last->start : last->end};
	return next;
}

/* Feeds the file's tokens to the grammar, newlines only where they
 * matter, keywords as their terminals, and recovers after each error.
 * Nothing before the token being fed is read again: the window may drop
 * it. */
static void run(hcl_parser *ps)
{
	hcl_file *f = ps->f;
	uint32_t i = 0, n;
	int guard = 0;

	if (f->mode != HCL_MODE_CONFIG) {
		int mode = f->mode == HCL_MODE_EXPR ? TK_EXPRMODE : TK_TMPLMODE;
		hcl_token m = synthetic(mode, 0);
		feed(ps, mode, &m);
	}

	for (;;) {
		const hcl_token *t = hcl_tok_ahead(ps, i);
		int type = t->type;

		if (type == TK_COMMENT) {
			if (!hcl_line_comment(f, t) || !newlines_matter(ps)) {
				i++;
				continue;
			}
			type = TK_NEWLINE;
		} else if (type == TK_NEWLINE && !newlines_matter(ps)) {
			i++;
			continue;
		} else if (type == TK_IDENT) {
			type = hcl_keyword(f, t);
		} else if (type == TK_EOF && f->mode == HCL_MODE_CONFIG) {
			close_at_eof(ps, t->start);
		}
		ps->pos = i;
		if ((type == TK_TINTERP || type == TK_TCONTROL) && !ps->error && hcl_in_label(ps)) {
			hcl_token hole;
			uint32_t next = label_sequence(ps, i, t, &hole);
			feed(ps, TK_QLIT, &hole); /* (a label's template takes any literal) */
			ps->prev = next - 1;
			ps->prev_type = TK_QLIT;
			i = next;
			continue;
		}
		if ((type == TK_OQUOTE || type == TK_IDENT) && !ps->error) {
			if ((n = feed_run(ps, i, t, type)) != 0) {
				if (ps->overflow)
					break;
				i = ps->error ? recover(ps, i) : i + n;
				continue;
			}
			t = hcl_tok_ahead(ps, i); /* looking for a run may have moved the window */
		}
		if (type == TK_NEWLINE && blank_line(ps)) {
			/* the grammar would take it and be where it was */
			ps->prev = i;
			ps->prev_type = t->type;
			i++;
			continue;
		}
		if (!ps->error)
			feed(ps, type, t);
		if (ps->overflow)
			break;
		if (ps->error) {
			uint32_t next = recover(ps, i);
			if (next <= i && type == TK_EOF && ++guard > HCL_MAX_NESTING + 2)
				break;
			i = next;
			continue;
		}
		if (type == TK_EOF)
			break;
		/* t may not hold after track (a look-ahead may move the window) */
		int prev_type = t->type == TK_IDENT ? type : t->type;
		hcl_token taken = *t;
		if (!track(ps, i, t, type)) {
			t = hcl_tok(ps, i);
			hcl_diag_msg(f, HCL_MSG_TOO_DEEP_BRACKETS, t->start, t->end);
			ps->overflow = 1;
			break;
		}
		note_token(ps, &taken, prev_type);
		ps->prev = i;
		ps->prev_type = prev_type;
		i++;
	}
	if (!ps->overflow) {
		hcl_token end = synthetic(0, 0);
		HclParse(ps->lemon, 0, end, ps);
	}
}

/* ---- entry point (hcl_parser.h) ------------------------------------------- */

void hcl_drive(hcl_parser *ps)
{
	hcl_file *f = ps->f;
	ps->prev = ~0u;
	ps->cap = 32;
	ps->frames = hcl_alloc(ps->a, ps->cap * sizeof *ps->frames);
	push(ps, f->mode == HCL_MODE_CONFIG ? HCL_F_BODY : HCL_F_TOP, hcl_tok(ps, 0));
	run(ps);
}
