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
static hcl_msg after_value(const error_at *e)
{
	int k = e->k;
	if (e->fr->kind == HCL_F_ONELINE) {
		if (k == TK_EOF)
			return HCL_MSG_UNCLOSED_BLOCK;
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

static hcl_msg object_error(const error_at *e)
{
	int k = e->k;
	if (!e->ends)
		return expr_start(k);
	if (k == TK_EOF)
		return HCL_MSG_OBJECT_UNCLOSED;
	if (e->fr->state == HCL_O_VALUE)
		return HCL_MSG_OBJECT_SEPARATOR;
	if (k == TK_NEWLINE || k == TK_COMMA || k == TK_RBRACE)
		return HCL_MSG_OBJECT_VALUE;
	return HCL_MSG_OBJECT_EQUALS;
}

static hcl_msg for_error(const error_at *e)
{
	int k = e->k;
	if (k == TK_FATARROW)
		return HCL_MSG_FOR_TUPLE_KEY;
	if (!e->ends && k != TK_COLON && k != TK_IN)
		return expr_start(k);
	if (k == TK_RBRACE)
		return HCL_MSG_FOR_OBJECT_KEY;
	return k == TK_IN || k == TK_COLON ? HCL_MSG_FOR_MALFORMED : HCL_MSG_FOR_EXTRA;
}

/* An error inside brackets: parentheses, calls, tuples, indexes, objects
 * and for expressions. */
static hcl_msg bracket_error(const error_at *e)
{
	int k = e->k, prev = e->prev;
	switch (e->fr->kind) {
	case HCL_F_PAREN:
		return e->ends ? HCL_MSG_PAREN_UNBALANCED : expr_start(k);
	case HCL_F_CALL:
		if (!e->ends && prev != TK_ELLIPSIS)
			return expr_start(k);
		if (k == TK_EOF)
			return HCL_MSG_CALL_UNCLOSED;
		return prev == TK_ELLIPSIS ? HCL_MSG_CALL_EXPAND : HCL_MSG_CALL_COMMA;
	case HCL_F_TUPLE:
		if (!e->ends)
			return expr_start(k);
		return k == TK_EOF ? HCL_MSG_TUPLE_UNCLOSED : HCL_MSG_TUPLE_COMMA;
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

static hcl_msg directive_error(const error_at *e)
{
	int k = e->k;
	if (e->prev == TK_TCONTROL) {
		if (k == TK_ELSE)
			return HCL_MSG_UNEXPECTED_ELSE;
		if (k == TK_ENDIF)
			return HCL_MSG_UNEXPECTED_ENDIF;
		return k == TK_ENDFOR ? HCL_MSG_UNEXPECTED_ENDFOR : HCL_MSG_DIRECTIVE_KEYWORD;
	}
	return e->ends ? HCL_MSG_DIRECTIVE_EXTRA : expr_start(k);
}

/* An error in a template or a standalone expression: interpolations,
 * directives, strings, heredocs and the top of an expression or template
 * file. */
static hcl_msg template_error(const error_at *e)
{
	int k = e->k;
	hcl_mode mode = e->ps->f->mode;
	switch (e->fr->kind) {
	case HCL_F_INTERP:
		return e->ends ? HCL_MSG_INTERP_EXTRA : expr_start(k);
	case HCL_F_CONTROL:
		return directive_error(e);
	case HCL_F_QUOTE:
	case HCL_F_HEREDOC:
		if (k != TK_EOF && k != TK_QNEWLINE)
			return HCL_MSG_STRING_UNCLOSED;
		if (e->fr->kind == HCL_F_HEREDOC)
			return HCL_MSG_HEREDOC_UNCLOSED;
		return HCL_MSG_QUOTE_UNCLOSED;
	default: /* HCL_F_TOP */
		if (k == TK_EOF && mode == HCL_MODE_TEMPLATE)
			return HCL_MSG_TEMPLATE_END;
		return e->ends && mode == HCL_MODE_EXPR ? HCL_MSG_EXPR_EXTRA : expr_start(k);
	}
}

/* The messages hcl reports even in its recovery mode (after a first error,
 * hcl stays quiet about most others). */
static int always_reported(hcl_msg id)
{
	switch (id) {
	case HCL_MSG_ONELINE_ONE_ARG_F:
	case HCL_MSG_ITEM_EQUALS:
	case HCL_MSG_BLOCK_EQUALS:
	case HCL_MSG_BLOCK_NEWLINE:
	case HCL_MSG_ONELINE_COMMA:
	case HCL_MSG_ONELINE_NEWLINE:
		return 1;
	default:
		return 0;
	}
}

void hcl_describe_error(hcl_parser *ps, uint32_t i)
{
	hcl_file *f = ps->f;
	const hcl_token *t = hcl_tok(ps, i);
	error_at e = {ps, hcl_top(ps), 0, hcl_prev_type(ps), 0, t->start, t->end};
	hcl_msg id;

	e.k = t->type == TK_IDENT ? hcl_keyword(f, t) : t->type;
	e.ends = hcl_ends_expr(e.prev);
	switch (e.fr->kind) {
	case HCL_F_BODY:
	case HCL_F_ONELINE:
		id = body_error(&e);
		break;
	case HCL_F_INTERP:
	case HCL_F_CONTROL:
	case HCL_F_QUOTE:
	case HCL_F_HEREDOC:
	case HCL_F_TOP:
		id = template_error(&e);
		break;
	default:
		id = bracket_error(&e);
		break;
	}
	if ((ps->recovery && !always_reported(id)) || (t->flags & HCL_TF_REPORTED))
		return;
	if (id == HCL_MSG_ONELINE_ONE_ARG_F) {
		const hcl_token *name = &e.fr->item;
		hcl_text arg = {f->src + name->start, name->end - name->start};
		hcl_diag_msgf(f, id, e.start, e.end, &arg, 1);
	} else {
		hcl_diag_msg(f, id, e.start, e.end);
	}
}
