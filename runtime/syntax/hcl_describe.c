/* hcl_describe.c - which message a syntax error gets, in hcl's words.
 *
 * The grammar only says that token i does not fit.  hcl's recursive-descent
 * parser knows at that point what it was reading and says so ("Missing
 * newline after argument", "Unterminated function call", ...); here the
 * driver's stack of open frames stands in for that knowledge.  The innermost
 * frame picks one of three describers (bodies, brackets, templates), each
 * returning a message id of hcl_messages.h; an error none of them
 * recognises is a bad start of an expression.
 *
 * A unit of its own, called only by the driver: it reads the parser state
 * and records a diagnostic, and calls neither the driver nor the grammar. */
#include <stdio.h>
#include <string.h>

#include "hcl_buf.h"
#include "hcl_messages.h"
#include "hcl_parser.h"

/* What the describers look at. */
typedef struct {
	const hcl_parser *ps;
	const hcl_frame *fr;
	int k;    /* the error token's terminal, keywords resolved */
	int prev; /* the terminal of the last token accepted, or 0 */
	int ends; /* whether an expression may end with prev */
	uint32_t start, end; /* the span to report: the error token's unless set */
	const hcl_directive *dir; /* the directive a message names, or NULL */
	uint32_t i; /* the error token's index */
	hcl_text args[2]; /* the texts of a message with slots (_F) ... */
	int nargs;        /* ... and how many */
	char quoted[48], hint[32]; /* room for them */
} error_at;

static hcl_msg expr_start(int k)
{
	return k == TK_EOF ? HCL_MSG_MISSING_EXPR : HCL_MSG_INVALID_EXPR;
}

static void span_of(error_at *e, const hcl_token *t)
{
	e->start = t->start;
	e->end = t->end;
}

/* After a complete attribute value in a body or a one-line block body. */
static hcl_msg after_value(error_at *e)
{
	int k = e->k;
	if (e->fr->kind == HCL_F_ONELINE) {
		if (k == TK_EOF) {
			span_of(e, &e->fr->open); /* the block's "{" */
			return HCL_MSG_UNCLOSED_BLOCK;
		}
		if (k == TK_COMMA)
			return HCL_MSG_ONELINE_COMMA;
		return k == TK_NEWLINE ? HCL_MSG_ONELINE_NEWLINE : HCL_MSG_ONELINE_END;
	}
	return k == TK_COMMA ? HCL_MSG_ARG_COMMA : HCL_MSG_ARG_END;
}

/* An error in a body or one-line body, by where the current item is. */
static hcl_msg body_error(error_at *e)
{
	const hcl_frame *fr = e->fr;
	int k = e->k;
	switch (fr->state) {
	case HCL_S_START:
		if (k == TK_OQUOTE)
			return HCL_MSG_QUOTED_ARG_NAME;
		if (k == TK_EOF && fr->kind == HCL_F_BODY) {
			span_of(e, &fr->open);
			return HCL_MSG_UNCLOSED_BLOCK;
		}
		return HCL_MSG_ITEM_REQUIRED;
	case HCL_S_NAME:
		if (fr->kind == HCL_F_ONELINE &&
		    (hcl_is_ident(k) || k == TK_OQUOTE || k == TK_LBRACE)) {
			e->start = fr->item.start; /* from the name to here */
			return HCL_MSG_ONELINE_ONE_ARG_F;
		}
		span_of(e, &fr->item);
		return HCL_MSG_ITEM_EQUALS;
	case HCL_S_HEADER:
		if (k == TK_EQUAL)
			return HCL_MSG_BLOCK_EQUALS;
		return k == TK_NEWLINE ? HCL_MSG_BLOCK_NEWLINE : HCL_MSG_BLOCK_HEADER;
	case HCL_S_BLOCK:
		return HCL_MSG_BLOCK_END;
	default:
		return e->ends ? after_value(e) : expr_start(k);
	}
}

static hcl_msg object_error(error_at *e)
{
	int k = e->k;
	if (!e->ends)
		return expr_start(k);
	if (k == TK_EOF) {
		span_of(e, &e->fr->open);
		return HCL_MSG_OBJECT_UNCLOSED;
	}
	if (e->fr->state == HCL_O_VALUE)
		return HCL_MSG_OBJECT_SEPARATOR;
	if (k == TK_NEWLINE || k == TK_COMMA)
		return HCL_MSG_OBJECT_VALUE;
	return hcl_is_ident(k) ? HCL_MSG_OBJECT_EQUALS_NAME : HCL_MSG_OBJECT_EQUALS;
}

/* What was to come where the names of a for expression (directive: of a
 * for directive) are broken at part, one of hcl_for_state's; -1 past them. */
static int for_names_error(int part, int directive)
{
	static const hcl_msg msgs[][2] = { /* by part, from HCL_FOR_NAME */
		{HCL_MSG_FOR_NAME, HCL_MSG_DIR_FOR_NAME},
		{HCL_MSG_FOR_IN, HCL_MSG_DIR_FOR_IN},
		{HCL_MSG_FOR_VALUE_NAME, HCL_MSG_DIR_FOR_VALUE},
		{HCL_MSG_FOR_IN, HCL_MSG_DIR_FOR_IN},
	};
	HCL_STATIC_ASSERT(HCL_FOR_NAMED == HCL_FOR_NAME + 1 && HCL_FOR_VALUE == HCL_FOR_NAME + 2 &&
			  HCL_FOR_NAMED2 == HCL_FOR_NAME + 3, for_names_in_order);
	if (part < HCL_FOR_NAME || part > HCL_FOR_NAMED2)
		return -1;
	return msgs[part - HCL_FOR_NAME][directive];
}

/* hcl's parseForExpr: what was to come at the for expression's part
 * where the error is. */
static hcl_msg for_error(const error_at *e)
{
	int k = e->k, names = for_names_error(e->fr->state, 0);
	if (names >= 0)
		return (hcl_msg)names;
	switch (e->fr->state) {
	case HCL_FOR_COLL:
		return e->ends ? HCL_MSG_FOR_COLON : expr_start(k);
	default:
		if (k == TK_FATARROW)
			return HCL_MSG_FOR_TUPLE_KEY;
		if (!e->ends)
			return expr_start(k);
		return k == TK_RBRACE ? HCL_MSG_FOR_OBJECT_KEY : HCL_MSG_FOR_EXTRA;
	}
}

/* An error inside brackets: parentheses, calls, tuples, indexes, objects
 * and for expressions. */
static hcl_msg bracket_error(error_at *e)
{
	int k = e->k, prev = e->prev;
	switch (e->fr->kind) {
	case HCL_F_PAREN:
		return e->ends ? HCL_MSG_PAREN_UNBALANCED : expr_start(k);
	case HCL_F_CALL:
		if (prev == TK_ELLIPSIS) {
			span_of(e, &e->ps->taken); /* hcl names the "..." */
			return HCL_MSG_CALL_EXPAND;
		}
		if (!e->ends)
			return expr_start(k);
		if (k == TK_EOF) {
			span_of(e, &e->fr->item);
			return HCL_MSG_CALL_UNCLOSED;
		}
		return HCL_MSG_CALL_COMMA;
	case HCL_F_TUPLE:
		if (!e->ends)
			return expr_start(k);
		if (k != TK_EOF)
			return HCL_MSG_TUPLE_COMMA;
		span_of(e, &e->fr->open);
		return HCL_MSG_TUPLE_UNCLOSED;
	case HCL_F_INDEX:
		if (prev == TK_STAR)
			return HCL_MSG_SPLAT_BRACKET;
		return e->ends ? HCL_MSG_INDEX_BRACKET : expr_start(k);
	case HCL_F_OBJECT:
		return object_error(e);
	default: /* HCL_F_FORBRACK, HCL_F_FORBRACE */
		return for_error(e);
	}
}

/* The text of keyword terminal tk. */
static hcl_text keyword_text(int tk)
{
	static const char *const words[] = {
#define HCL_KW_WORD(tk, text) text,
		HCL_KEYWORDS(HCL_KW_WORD)
#undef HCL_KW_WORD
	};
	const char *w = words[tk - TK_FOR];
	return (hcl_text){w, strlen(w)};
}

/* The token after token i that hcl's template parser sees (newlines do not
 * count in a directive). */
static const hcl_token *next_token(hcl_parser *ps, uint32_t i)
{
	const hcl_token *t = hcl_tok(ps, ++i);
	while (t->type == TK_NEWLINE || t->type == TK_COMMENT)
		t = hcl_tok(ps, ++i);
	return t;
}

/* A word where a directive's keyword should be: hcl names it and, when one
 * is close, the keyword meant. */
static hcl_msg control_keyword(error_at *e)
{
	static const char *const words[] = {"if", "for", "else", "endif", "endfor"}; /* hcl's order */
	const hcl_parser *ps = e->ps;
	const char *given = ps->f->src + e->start;
	size_t n = e->end - e->start, q = hcl_go_quote(given, n, e->quoted, sizeof e->quoted);
	int guess = hcl_suggest(given, n, words, sizeof words / sizeof *words);
	e->args[0] = (hcl_text){e->quoted, q < sizeof e->quoted ? q : sizeof e->quoted};
	e->args[1] = (hcl_text){e->hint, 0};
	if (guess >= 0)
		e->args[1].len = (size_t)snprintf(e->hint, sizeof e->hint, " Did you mean \"%s\"?", words[guess]);
	e->nargs = 2;
	return HCL_MSG_CONTROL_KEYWORD_F;
}

/* An else, endif or endfor that does not fit: hcl reports what follows the
 * keyword when it is not the "}" (the grammar, stopped at the keyword, does
 * not read it), then, as its template parser says it, the directive from
 * "%{" to that token, and the if or for directive open around it. */
static hcl_msg stray_directive(error_at *e)
{
	int k = e->k;
	hcl_parser *ps = (hcl_parser *)e->ps;
	const hcl_token *after = next_token(ps, e->i);
	if (after->type != TK_TSEQEND && !ps->recovery) {
		hcl_text kw = keyword_text(k);
		hcl_diag_msgf(ps->f, HCL_MSG_DIRECTIVE_EXTRA_F, after->start, after->end, &kw, 1);
	}
	e->start = e->fr->open.start;
	e->end = after->end;
	const hcl_directive *d = ps->nframes > 1 ? hcl_open_directive(ps, ps->nframes - 2) : NULL;
	if (k == TK_ELSE) {
		if (d && d->is_for)
			return HCL_MSG_ELSE_IN_FOR;
		e->dir = d;
		return d ? HCL_MSG_ELSE_AGAIN_F : HCL_MSG_UNEXPECTED_ELSE;
	}
	e->dir = d;
	if (k == TK_ENDIF)
		return d ? HCL_MSG_ENDIF_IN_FOR_F : HCL_MSG_UNEXPECTED_ENDIF;
	return d ? HCL_MSG_ENDFOR_IN_IF_F : HCL_MSG_UNEXPECTED_ENDFOR;
}

/* An error in a directive, %{ ... }, by the part of it where it is (hcl's
 * parseTemplateParts). */
static hcl_msg directive_error(error_at *e)
{
	int k = e->k, kw = e->fr->state;
	if (e->prev == TK_TCONTROL) { /* where the keyword goes */
		if (k == TK_ELSE || k == TK_ENDIF || k == TK_ENDFOR)
			return stray_directive(e);
		return hcl_is_ident(k) ? control_keyword(e) : HCL_MSG_DIRECTIVE_KEYWORD;
	}
	int names = kw == TK_FOR ? for_names_error(e->fr->part, 1) : -1;
	if (names >= 0)
		return (hcl_msg)names;
	if (!e->ends)
		return expr_start(k);
	if (kw < TK_FOR || kw > TK_ENDFOR) /* (the grammar takes no other first word) */
		return HCL_MSG_DIRECTIVE_KEYWORD;
	e->args[0] = keyword_text(kw);
	e->nargs = 1;
	return HCL_MSG_DIRECTIVE_EXTRA_F;
}

/* An error in a template or a standalone expression: interpolations,
 * directives, strings, heredocs and the top of an expression or template
 * file. */
static hcl_msg template_error(error_at *e)
{
	int k = e->k;
	hcl_mode mode = e->ps->f->mode;
	int end = e->fr->kind == HCL_F_QUOTE ? TK_CQUOTE : e->fr->kind == HCL_F_HEREDOC ? TK_CHEREDOC
		: mode == HCL_MODE_TEMPLATE ? TK_EOF : -1;
	const hcl_directive *d = k == end ? hcl_open_directive((hcl_parser *)e->ps, e->ps->nframes - 1) : NULL;
	if (d) { /* hcl's parseIf and parseFor meet the template's end */
		e->dir = d;
		return d->is_for ? HCL_MSG_FOR_END_F : HCL_MSG_IF_END_F;
	}
	switch (e->fr->kind) {
	case HCL_F_INTERP:
		if (!e->ends)
			return expr_start(k);
		if (k == TK_EOF || ((k == TK_CQUOTE || k == TK_OQUOTE) && e->ps->nframes > 1 &&
				    e->fr[-1].kind == HCL_F_QUOTE)) {
			/* hcl's startRange: the template's first token */
			const hcl_frame *tf = e->ps->nframes > 1 ? e->fr - 1 : NULL;
			int quoted = tf && (tf->kind == HCL_F_QUOTE || tf->kind == HCL_F_HEREDOC) && tf->state;
			span_of(e, quoted ? &tf->item : tf && tf->kind == HCL_F_TOP ? &tf->open : &e->fr->open);
			return k == TK_EOF ? HCL_MSG_INTERP_UNCLOSED_EOF : HCL_MSG_INTERP_UNCLOSED_QUOTE;
		}
		return k == TK_COLON ? HCL_MSG_INTERP_COLON : HCL_MSG_INTERP_EXTRA;
	case HCL_F_CONTROL:
		return directive_error(e);
	case HCL_F_QUOTE:
	case HCL_F_HEREDOC:
		if (k == TK_EOF && hcl_in_label(e->ps)) {
			/* hcl's parseQuotedStringLiteral, then the block's header at the same end */
			hcl_diag_msg(e->ps->f, HCL_MSG_LABEL_UNCLOSED, e->start, e->end);
			return HCL_MSG_BLOCK_HEADER;
		}
		return HCL_MSG_STRING_UNCLOSED;
	default: /* HCL_F_TOP */
		if (k == TK_EOF && mode == HCL_MODE_TEMPLATE)
			return HCL_MSG_TEMPLATE_END;
		return e->ends && mode == HCL_MODE_EXPR ? HCL_MSG_EXPR_EXTRA : expr_start(k);
	}
}

/* Whether token e->k may follow a whole expression in frame e->fr, so that
 * hcl, its conditional broken there, reads on without another error. */
static int continues(const error_at *e)
{
	int k = e->k;
	switch (e->fr->kind) {
	case HCL_F_BODY:
		return k == TK_NEWLINE || k == TK_EOF;
	case HCL_F_ONELINE:
		return k == TK_RBRACE;
	case HCL_F_PAREN:
		return k == TK_RPAREN;
	case HCL_F_CALL:
		return k == TK_RPAREN || k == TK_COMMA || k == TK_ELLIPSIS;
	case HCL_F_TUPLE:
		return k == TK_RBRACK || k == TK_COMMA;
	case HCL_F_INDEX:
		return k == TK_RBRACK;
	case HCL_F_OBJECT:
		return k == TK_NEWLINE || k == TK_COMMA || k == TK_RBRACE;
	case HCL_F_FORBRACK:
		return k == TK_RBRACK || k == TK_IF || k == TK_ELLIPSIS;
	case HCL_F_FORBRACE:
		return k == TK_RBRACE || k == TK_IF || k == TK_ELLIPSIS || k == TK_FATARROW;
	case HCL_F_INTERP:
	case HCL_F_CONTROL:
		return k == TK_TSEQEND;
	default:
		return 0;
	}
}

/* After a "." or a "::", or a name with "::" parts, or in a block's label:
 * hcl's messages for traversal steps, function names and labels, which it
 * gives even in its recovery mode (*told), but for a step of an attribute
 * splat; -1 for an error elsewhere. */
static int name_error(error_at *e, int *told)
{
	const hcl_parser *ps = e->ps;
	if (e->prev == TK_DOT && ps->in_splat) {
		span_of(e, &ps->splat); /* hcl names the splat's "*" */
		return HCL_MSG_ATTR_NAME;
	}
	*told = 1;
	if (hcl_in_label(e->ps) && e->k != TK_EOF)
		return HCL_MSG_LABEL_ITEM; /* hcl's parseQuotedStringLiteral */
	if (e->prev == TK_DOT)
		return HCL_MSG_ATTR_NAME;
	if (e->prev == TK_DCOLON)
		return HCL_MSG_FUNC_NAME;
	if (hcl_is_ident(e->prev) && ps->scoped)
		return HCL_MSG_FUNC_PAREN;
	*told = 0;
	return -1;
}

/* In its recovery mode hcl takes a missing operand as there, without a
 * word, and a parenthesis or a call around it goes on to the same token,
 * where what they say they say in that mode too (always_reported); id
 * otherwise. */
static hcl_msg quiet_operand(error_at *e, hcl_msg id)
{
	int k = e->k;
	if (e->fr->kind == HCL_F_PAREN)
		return HCL_MSG_PAREN_UNBALANCED;
	if (e->fr->kind != HCL_F_CALL || k == TK_RPAREN || k == TK_COMMA || k == TK_ELLIPSIS)
		return id;
	if (k != TK_EOF)
		return HCL_MSG_CALL_COMMA;
	span_of(e, &e->fr->item);
	return HCL_MSG_CALL_UNCLOSED;
}

/* After an error in directive e->fr: hcl leaves out a directive whose
 * header is broken, and a misplaced else, endif or endfor ends the if or
 * for it is in; its second pass then reads the rest of the template. */
static void after_directive(hcl_parser *ps, const error_at *e, hcl_msg id)
{
	switch (id) {
	case HCL_MSG_CONTROL_KEYWORD_F:
	case HCL_MSG_DIRECTIVE_KEYWORD:
	case HCL_MSG_DIR_FOR_NAME:
	case HCL_MSG_DIR_FOR_VALUE:
	case HCL_MSG_DIR_FOR_IN:
	case HCL_MSG_UNEXPECTED_ELSE:
	case HCL_MSG_UNEXPECTED_ENDIF:
	case HCL_MSG_UNEXPECTED_ENDFOR:
		hcl_template_rest(ps, e->i, 0);
		break;
	case HCL_MSG_ELSE_AGAIN_F:
	case HCL_MSG_ELSE_IN_FOR:
	case HCL_MSG_ENDFOR_IN_IF_F:
	case HCL_MSG_ENDIF_IN_FOR_F:
		hcl_template_rest(ps, e->i, 1);
		break;
	default:
		break;
	}
}

/* The messages hcl reports even in its recovery mode (after a first error,
 * hcl stays quiet about most others). */
static int always_reported(hcl_msg id)
{
	switch (id) {
	case HCL_MSG_PAREN_UNBALANCED:
	case HCL_MSG_CALL_UNCLOSED:
	case HCL_MSG_CALL_COMMA:
	case HCL_MSG_ONELINE_ONE_ARG_F:
	case HCL_MSG_ITEM_EQUALS:
	case HCL_MSG_BLOCK_EQUALS:
	case HCL_MSG_BLOCK_NEWLINE:
	case HCL_MSG_ONELINE_COMMA:
	case HCL_MSG_ONELINE_NEWLINE:
	/* hcl's template parser, which has no recovery mode */
	case HCL_MSG_UNEXPECTED_ELSE:
	case HCL_MSG_UNEXPECTED_ENDIF:
	case HCL_MSG_UNEXPECTED_ENDFOR:
	case HCL_MSG_ELSE_AGAIN_F:
	case HCL_MSG_ELSE_IN_FOR:
	case HCL_MSG_ENDFOR_IN_IF_F:
	case HCL_MSG_ENDIF_IN_FOR_F:
	case HCL_MSG_IF_END_F:
	case HCL_MSG_FOR_END_F:
		return 1;
	default:
		return 0;
	}
}

int hcl_describe_error(hcl_parser *ps, uint32_t i)
{
	int quiet = 0;
	hcl_file *f = ps->f;
	hcl_token tok = *hcl_tok(ps, i); /* a copy: a look-ahead may move the window */
	const hcl_token *t = &tok;
	error_at e = {.ps = ps, .fr = hcl_top(ps), .prev = hcl_prev_type(ps), .start = t->start,
		      .end = t->end, .i = i};
	hcl_msg id;

	e.k = t->type == TK_IDENT ? hcl_keyword(f, t) : t->type;
	e.ends = hcl_prev_ends_expr(ps);
	int told = 0;
	int named = name_error(&e, &told);
	if (named >= 0)
		id = (hcl_msg)named;
	else if (e.fr->kind == HCL_F_BODY || e.fr->kind == HCL_F_ONELINE)
		id = body_error(&e);
	else if (e.fr->kind >= HCL_F_INTERP) /* the template frames */
		id = template_error(&e);
	else
		id = bracket_error(&e);
	/* hcl's parseTernaryConditional: a whole true result not followed by a
	 * colon, in any frame, at the next token; hcl then goes on without its
	 * recovery mode, reading what follows as after any whole expression */
	if (e.ends && e.fr->pending && e.k != TK_COLON && !(t->flags & HCL_TF_REPORTED)) {
		hcl_diag_msg(f, HCL_MSG_COND_FALSE, t->start, t->end);
		quiet = continues(&e);
		if (quiet)
			return quiet;
	}
	if (ps->recovery && !told && (id == HCL_MSG_MISSING_EXPR || id == HCL_MSG_INVALID_EXPR))
		id = quiet_operand(&e, id);
	if (id == HCL_MSG_IF_END_F || id == HCL_MSG_FOR_END_F) {
		/* each directive open meets the template's end, the innermost first */
		hcl_template_end(ps, ps->nframes - 1, e.start, e.end);
		return quiet;
	}
	if ((!ps->recovery || told || always_reported(id)) && !(t->flags & HCL_TF_REPORTED)) {
		if (e.dir)
			hcl_diag_at_directive(f, id, e.start, e.end, e.dir->start, e.dir->end);
		else if (e.nargs)
			hcl_diag_msgf(f, id, e.start, e.end, e.args, e.nargs);
		else if (id == HCL_MSG_ONELINE_ONE_ARG_F)
			hcl_diag_msgf(f, id, e.start, e.end,
				      &(hcl_text){f->src + e.fr->item.start, e.fr->item.end - e.fr->item.start}, 1);
		else
			hcl_diag_msg(f, id, e.start, e.end);
	}
	if (e.fr->kind == HCL_F_CONTROL && ps->nframes > 1)
		after_directive(ps, &e, id);
	return quiet;
}
