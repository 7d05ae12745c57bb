/* hcl_driver.c - feeds the token stream to the Lemon parser.
 *
 * The driver keeps a stack of what is open (bodies, brackets, templates)
 * to do the three things a context-free grammar cannot:
 *   - newlines matter in bodies and object constructors and nowhere else,
 *     and a line comment ends a line;
 *   - "for" opens a for expression only right after "[" or "{";
 *   - after a syntax error, input is skipped the way hcl's parser recovers
 *     (each open construct to its closing bracket, then to the end of the
 *     item), the error is described in hcl's words, and RECOVER lets the
 *     grammar resynchronise. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_parser.h"
#include "hcl_parse.h"

static int is_ident(int t)
{
	return t == TK_IDENT || (t >= TK_FOR && t <= TK_ENDFOR);
}

/* Tokens after which an expression may be complete. */
static int ends_expr(int t)
{
	return is_ident(t) || t == TK_NUMBER || t == TK_RPAREN || t == TK_RBRACK ||
	       t == TK_RBRACE || t == TK_CQUOTE || t == TK_CHEREDOC || t == TK_STAR;
}

static int keyword(const hcl_file *f, const hcl_token *t)
{
	const char *s = f->src + t->start;
	switch (t->end - t->start) {
	case 2:
		if (s[0] == 'i' && s[1] == 'n') return TK_IN;
		if (s[0] == 'i' && s[1] == 'f') return TK_IF;
		break;
	case 3:
		if (memcmp(s, "for", 3) == 0) return TK_FOR;
		break;
	case 4:
		if (memcmp(s, "else", 4) == 0) return TK_ELSE;
		break;
	case 5:
		if (memcmp(s, "endif", 5) == 0) return TK_ENDIF;
		break;
	case 6:
		if (memcmp(s, "endfor", 6) == 0) return TK_ENDFOR;
		break;
	}
	return TK_IDENT;
}

static int line_comment(const hcl_file *f, const hcl_token *t)
{
	return t->type == TK_COMMENT && !(t->flags & HCL_TF_BLOCKCMT) && t->end > t->start &&
	       f->src[t->end - 1] == '\n';
}

/* ---- frames ----------------------------------------------------------- */

static hcl_frame *top(hcl_parser *ps)
{
	return &ps->frames[ps->nframes - 1];
}

static int push(hcl_parser *ps, int kind, uint32_t open)
{
	if (ps->nframes == ps->cap) {
		uint32_t ncap = ps->cap * 2;
		hcl_frame *nf = hcl_alloc(ps->a, ncap * sizeof *nf);
		memcpy(nf, ps->frames, ps->nframes * sizeof *nf);
		ps->frames = nf;
		ps->cap = ncap;
	}
	hcl_frame *fr = &ps->frames[ps->nframes++];
	memset(fr, 0, sizeof *fr);
	fr->kind = (uint8_t)kind;
	fr->open = open;
	return ps->nframes <= HCL_MAX_NESTING + 1;
}

static void pop_if(hcl_parser *ps, int k1, int k2, int k3)
{
	int k = top(ps)->kind;
	if (ps->nframes > 1 && (k == k1 || k == k2 || k == k3))
		ps->nframes--;
}

static int newlines_matter(hcl_parser *ps)
{
	int k = top(ps)->kind;
	return k == HCL_F_BODY || k == HCL_F_ONELINE || k == HCL_F_OBJECT;
}

/* The next token the parser would see after index i, newlines included:
 * line comments count as newlines, block comments are skipped. */
static uint32_t peek(hcl_parser *ps, uint32_t i, int skip_newlines)
{
	hcl_file *f = ps->f;
	for (i++; i < f->ntoks; i++) {
		const hcl_token *t = &f->toks[i];
		if (t->type == TK_COMMENT && !line_comment(f, t))
			continue;
		if (skip_newlines && (t->type == TK_NEWLINE || t->type == TK_COMMENT))
			continue;
		return i;
	}
	return f->ntoks - 1;
}

static int peek_type(hcl_parser *ps, uint32_t i, int skip_newlines)
{
	const hcl_token *t = &ps->f->toks[peek(ps, i, skip_newlines)];
	if (t->type == TK_COMMENT)
		return TK_NEWLINE;
	if (t->type == TK_IDENT)
		return keyword(ps->f, t);
	return t->type;
}

/* Updates the frames for token i of type `type` that the parser accepted. */
static int track(hcl_parser *ps, uint32_t i, int type)
{
	hcl_frame *fr = top(ps);
	int prev = ps->prev == ~0u ? 0 : ps->f->toks[ps->prev].type;
	if (ps->prev != ~0u && prev == TK_IDENT)
		prev = keyword(ps->f, &ps->f->toks[ps->prev]);

	if (fr->kind == HCL_F_BODY || fr->kind == HCL_F_ONELINE) {
		switch (fr->state) {
		case HCL_S_START:
			if (is_ident(type)) {
				fr->state = HCL_S_NAME;
				fr->item = i;
				return 1;
			}
			if (type == TK_RBRACE) {
				pop_if(ps, HCL_F_BODY, HCL_F_BODY, HCL_F_BODY);
				return 1;
			}
			return 1;
		case HCL_S_NAME:
		case HCL_S_HEADER:
			if (type == TK_EQUAL && fr->state == HCL_S_NAME) {
				fr->state = HCL_S_VALUE;
				return 1;
			}
			fr->state = HCL_S_HEADER;
			if (type == TK_OQUOTE)
				return push(ps, HCL_F_QUOTE, i);
			if (type == TK_LBRACE) {
				int next = peek_type(ps, i, 0);
				fr->state = HCL_S_BLOCK;
				if (next == TK_NEWLINE || next == TK_EOF || next == TK_RBRACE)
					return push(ps, HCL_F_BODY, i);
				return push(ps, HCL_F_ONELINE, i);
			}
			return 1;
		case HCL_S_BLOCK:
			if (type == TK_NEWLINE)
				fr->state = HCL_S_START;
			return 1;
		case HCL_S_END:
			return 1;
		case HCL_S_VALUE:
			if (type == TK_NEWLINE) {
				fr->state = HCL_S_START;
				return 1;
			}
			if (type == TK_RBRACE && fr->kind == HCL_F_ONELINE) {
				ps->nframes--;
				return 1;
			}
			break; /* an expression token */
		}
	}

	switch (type) {
	case TK_LPAREN:
		return push(ps, is_ident(prev) ? HCL_F_CALL : HCL_F_PAREN, i);
	case TK_RPAREN:
		pop_if(ps, HCL_F_PAREN, HCL_F_CALL, HCL_F_CALL);
		return 1;
	case TK_LBRACK:
		if (ends_expr(prev) && prev != TK_STAR)
			return push(ps, HCL_F_INDEX, i);
		return push(ps, peek_type(ps, i, 1) == TK_FOR ? HCL_F_FORBRACK : HCL_F_TUPLE, i);
	case TK_RBRACK:
		pop_if(ps, HCL_F_INDEX, HCL_F_TUPLE, HCL_F_FORBRACK);
		return 1;
	case TK_LBRACE:
		return push(ps, peek_type(ps, i, 1) == TK_FOR ? HCL_F_FORBRACE : HCL_F_OBJECT, i);
	case TK_RBRACE:
		pop_if(ps, HCL_F_OBJECT, HCL_F_FORBRACE, HCL_F_FORBRACE);
		return 1;
	case TK_TINTERP:
		return push(ps, HCL_F_INTERP, i);
	case TK_TCONTROL:
		return push(ps, HCL_F_CONTROL, i);
	case TK_TSEQEND:
		pop_if(ps, HCL_F_INTERP, HCL_F_CONTROL, HCL_F_CONTROL);
		return 1;
	case TK_OQUOTE:
		return push(ps, HCL_F_QUOTE, i);
	case TK_CQUOTE:
		pop_if(ps, HCL_F_QUOTE, HCL_F_QUOTE, HCL_F_QUOTE);
		return 1;
	case TK_OHEREDOC:
		return push(ps, HCL_F_HEREDOC, i);
	case TK_CHEREDOC:
		pop_if(ps, HCL_F_HEREDOC, HCL_F_HEREDOC, HCL_F_HEREDOC);
		return 1;
	case TK_QUESTION:
		fr->pending++;
		return 1;
	case TK_COLON:
		if (fr->pending)
			fr->pending--;
		else if (fr->kind == HCL_F_OBJECT)
			fr->state = 1;
		return 1;
	case TK_EQUAL:
		if (fr->kind == HCL_F_OBJECT)
			fr->state = 1;
		return 1;
	case TK_COMMA:
	case TK_NEWLINE:
		if (fr->kind == HCL_F_OBJECT)
			fr->state = 0;
		return 1;
	default:
		return 1;
	}
}

/* ---- diagnostics for syntax errors --------------------------------------- */

typedef struct {
	const char *summary, *detail;
	int always;       /* reported even in hcl's recovery mode */
	uint32_t start, end;
} message;

static message expr_start(int type)
{
	message m = {"Invalid expression",
		     "Expected the start of an expression, but found an invalid expression token.", 0, 0, 0};
	if (type == TK_EOF) {
		m.summary = "Missing expression";
		m.detail = "Expected the start of an expression, but found the end of the file.";
	}
	return m;
}

static message describe(hcl_parser *ps, const hcl_token *t)
{
	hcl_frame *fr = top(ps);
	int k = t->type == TK_IDENT ? keyword(ps->f, t) : t->type;
	int prev = ps->prev == ~0u ? 0 : ps->f->toks[ps->prev].type;
	int ends = ends_expr(prev);
	message m = {0, 0, 0, t->start, t->end};
	message x;

	switch (fr->kind) {
	case HCL_F_BODY:
	case HCL_F_ONELINE:
		switch (fr->state) {
		case HCL_S_START:
			if (k == TK_OQUOTE) {
				m.summary = "Invalid argument name";
				m.detail = "Argument names must not be quoted.";
			} else if (k == TK_EOF && fr->kind == HCL_F_BODY) {
				m.summary = "Unclosed configuration block";
				m.detail = "There is no closing brace for this block before the end of the file. "
					   "This may be caused by incorrect brace nesting elsewhere in this file.";
				m.start = ps->f->toks[fr->open].start;
				m.end = ps->f->toks[fr->open].end;
			} else {
				m.summary = "Argument or block definition required";
				m.detail = "An argument or block definition is required here.";
			}
			return m;
		case HCL_S_NAME:
			if (fr->kind == HCL_F_ONELINE && (is_ident(k) || k == TK_OQUOTE || k == TK_LBRACE)) {
				const hcl_token *name = &ps->f->toks[fr->item];
				int n = (int)(name->end - name->start);
				size_t cap = (size_t)n + 320;
				char *detail = hcl_alloc(ps->a, cap);
				snprintf(detail, cap,
					 "A single-line block definition can contain only a single argument. If you meant "
					 "to define argument \"%.*s\", use an equals sign to assign it a value. To define a "
					 "nested block, place it on a line of its own within its parent block.",
					 n, ps->f->src + name->start);
				m.summary = "Argument definition required";
				m.detail = detail;
				m.start = name->start;
				m.end = t->end;
				m.always = 1;
				return m;
			} else {
				m.summary = "Argument or block definition required";
				m.detail = "An argument or block definition is required here. To set an argument, "
					   "use the equals sign \"=\" to introduce the argument value.";
			}
			m.start = ps->f->toks[fr->item].start;
			m.end = ps->f->toks[fr->item].end;
			m.always = 1;
			return m;
		case HCL_S_HEADER:
			m.summary = "Invalid block definition";
			m.always = k == TK_EQUAL || k == TK_NEWLINE;
			m.detail = k == TK_EQUAL
				? "The equals sign \"=\" indicates an argument definition, and must not be used when defining a block."
				: k == TK_NEWLINE
				? "A block definition must have block content delimited by \"{\" and \"}\", starting on the same line as the block header."
				: "Either a quoted string block label or an opening brace (\"{\") is expected here.";
			return m;
		case HCL_S_BLOCK:
			m.summary = "Missing newline after block definition";
			m.detail = "A block definition must end with a newline.";
			return m;
		default:
			break;
		}
		if (!ends)
			break;
		if (fr->kind == HCL_F_ONELINE) {
			m.summary = k == TK_EOF ? "Unclosed configuration block" : "Invalid single-argument block definition";
			m.always = k == TK_COMMA || k == TK_NEWLINE;
			m.detail = k == TK_EOF
				? "There is no closing brace for this block before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file."
				: k == TK_COMMA
				? "Single-line block syntax can include only one argument definition. To define multiple arguments, use the multi-line block syntax with one argument definition per line."
				: k == TK_NEWLINE
				? "An argument definition on the same line as its containing block creates a single-line block definition, which must also be closed on the same line. Place the block's closing brace immediately after the argument definition."
				: "A single-line block definition must end with a closing brace immediately after its single argument definition.";
			return m;
		}
		m.summary = k == TK_COMMA ? "Unexpected comma after argument" : "Missing newline after argument";
		m.detail = k == TK_COMMA
			? "Argument definitions must be separated by newlines, not commas. An argument definition must end with a newline."
			: "An argument definition must end with a newline.";
		return m;
	case HCL_F_PAREN:
		if (ends) {
			m.summary = "Unbalanced parentheses";
			m.detail = "Expected a closing parenthesis to terminate the expression.";
			return m;
		}
		break;
	case HCL_F_CALL:
		if (ends || prev == TK_ELLIPSIS) {
			m.summary = k == TK_EOF ? "Unterminated function call" : "Missing argument separator";
			m.detail = k == TK_EOF
				? "There is no closing parenthesis for this function call before the end of the file. This may be caused by incorrect parenthesis nesting elsewhere in this file."
				: prev == TK_ELLIPSIS
				? "An expanded function argument (with ...) must be immediately followed by closing parentheses."
				: "A comma is required to separate each function argument from the next.";
			return m;
		}
		break;
	case HCL_F_TUPLE:
		if (ends) {
			m.summary = k == TK_EOF ? "Unterminated tuple constructor expression" : "Missing item separator";
			m.detail = k == TK_EOF
				? "There is no corresponding closing bracket before the end of the file. This may be caused by incorrect bracket nesting elsewhere in this file."
				: "Expected a comma to mark the beginning of the next item.";
			return m;
		}
		break;
	case HCL_F_INDEX:
		if (prev == TK_STAR) {
			m.summary = "Missing close bracket on splat index";
			m.detail = "The star for a full splat operator must be immediately followed by a closing bracket (\"]\").";
			return m;
		}
		if (ends) {
			m.summary = "Missing close bracket on index";
			m.detail = "The index operator must end with a closing bracket (\"]\").";
			return m;
		}
		break;
	case HCL_F_OBJECT:
		if (!ends)
			break;
		if (k == TK_EOF) {
			m.summary = "Unterminated object constructor expression";
			m.detail = "There is no corresponding closing brace before the end of the file. This may be caused by incorrect brace nesting elsewhere in this file.";
		} else if (fr->state == 0 && (k == TK_NEWLINE || k == TK_COMMA || k == TK_RBRACE)) {
			m.summary = "Missing attribute value";
			m.detail = "Expected an attribute value, introduced by an equals sign (\"=\").";
		} else if (fr->state == 0) {
			m.summary = "Missing key/value separator";
			m.detail = "Expected an equals sign (\"=\") to mark the beginning of the attribute value.";
		} else {
			m.summary = "Missing attribute separator";
			m.detail = "Expected a newline or comma to mark the beginning of the next attribute.";
		}
		return m;
	case HCL_F_FORBRACK:
	case HCL_F_FORBRACE:
		if (!ends && k != TK_FATARROW && k != TK_COLON && k != TK_IN)
			break;
		m.summary = "Invalid 'for' expression";
		m.detail = k == TK_FATARROW ? "Key expression is not valid when building a tuple."
			 : k == TK_RBRACE ? "Key expression is required when building an object."
			 : k == TK_IN || k == TK_COLON ? "The 'for' expression is malformed here: expected \"for NAME in COLLECTION:\"."
			 : "Extra characters after the end of the 'for' expression.";
		return m;
	case HCL_F_INTERP:
		if (ends) {
			m.summary = "Extra characters after interpolation expression";
			m.detail = "Expected a closing brace to end the interpolation expression, but found extra characters.";
			return m;
		}
		break;
	case HCL_F_CONTROL:
		if (prev == TK_TCONTROL && (k == TK_ELSE || k == TK_ENDIF || k == TK_ENDFOR)) {
			m.summary = k == TK_ELSE ? "Unexpected else directive"
				  : k == TK_ENDIF ? "Unexpected endif directive" : "Unexpected endfor directive";
			m.detail = "The control directives within this template are unbalanced.";
			return m;
		}
		if (prev == TK_TCONTROL) {
			m.summary = "Invalid template directive";
			m.detail = "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a %{ sequence.";
			return m;
		}
		if (ends) {
			m.summary = "Extra characters in template directive";
			m.detail = "Expected a closing brace to end the sequence, but found extra characters.";
			return m;
		}
		break;
	case HCL_F_QUOTE:
	case HCL_F_HEREDOC:
		if (k == TK_EOF || k == TK_QNEWLINE) {
			m.summary = "Unterminated template string";
			m.detail = fr->kind == HCL_F_HEREDOC
				? "No closing marker was found for this heredoc before the end of the file."
				: "No closing quote was found for the string.";
			return m;
		}
		m.summary = "Unterminated template string";
		m.detail = "No closing marker was found for the string.";
		return m;
	case HCL_F_TOP:
		if (k == TK_EOF && ps->f->mode == HCL_MODE_TEMPLATE) {
			m.summary = "Unexpected end of template";
			m.detail = "The control directives within this template are unbalanced.";
			return m;
		}
		if (ends && ps->f->mode == HCL_MODE_EXPR) {
			m.summary = "Extra characters after expression";
			m.detail = "An expression was successfully parsed, but extra characters were found after it.";
			return m;
		}
		break;
	default:
		break;
	}
	x = expr_start(k);
	x.start = t->start;
	x.end = t->end;
	return x;
}

/* ---- recovery ------------------------------------------------------------ */

static int closer_of(int frame)
{
	switch (frame) {
	case HCL_F_PAREN: case HCL_F_CALL: return TK_RPAREN;
	case HCL_F_TUPLE: case HCL_F_FORBRACK: case HCL_F_INDEX: return TK_RBRACK;
	case HCL_F_OBJECT: case HCL_F_FORBRACE: case HCL_F_ONELINE: return TK_RBRACE;
	case HCL_F_INTERP: case HCL_F_CONTROL: return TK_TSEQEND;
	case HCL_F_QUOTE: return TK_CQUOTE;
	case HCL_F_HEREDOC: return TK_CHEREDOC;
	default: return 0;
	}
}

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
 * it, or the EOF index. */
static uint32_t skip_to_closer(hcl_parser *ps, uint32_t i, int end)
{
	int start = opener_of(end), nest = 0;
	for (; i < ps->f->ntoks; i++) {
		int ty = ps->f->toks[i].type;
		if (end == TK_TSEQEND && ty == TK_TCONTROL)
			ty = TK_TINTERP;
		if (ty == TK_EOF)
			return i;
		if (ty == start)
			nest++;
		else if (ty == end && nest-- < 1)
			return i + 1;
	}
	return ps->f->ntoks - 1;
}

/* hcl's recoverAfterBodyItem: skips to just after the next newline that is
 * outside every bracket opened since i (or to EOF). */
static uint32_t skip_item(hcl_parser *ps, uint32_t i)
{
	uint8_t open[HCL_MAX_NESTING];
	int n = 0;
	hcl_file *f = ps->f;
	for (; i < f->ntoks; i++) {
		const hcl_token *t = &f->toks[i];
		int ty = t->type;
		if (ty == TK_COMMENT)
			ty = line_comment(f, t) ? TK_NEWLINE : 0;
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
	return f->ntoks - 1;
}

/* hcl's recover for a whole body: skips to the "}" that closes it (not
 * consumed) or EOF. */
static uint32_t skip_body(hcl_parser *ps, uint32_t i, int file_level)
{
	int nest = 0;
	for (; i < ps->f->ntoks; i++) {
		int ty = ps->f->toks[i].type;
		if (ty == TK_EOF)
			return i;
		if (file_level)
			continue;
		if (ty == TK_LBRACE)
			nest++;
		else if (ty == TK_RBRACE && nest-- < 1)
			return i;
	}
	return ps->f->ntoks - 1;
}

static hcl_token *synthetic(hcl_parser *ps, int type, uint32_t at)
{
	hcl_token *t = hcl_alloc(ps->a, sizeof *t);
	t->type = (uint16_t)type;
	t->start = t->end = at;
	return t;
}

/* Handles the syntax error the grammar reported at token i; returns the
 * index of the token to go on with. */
static uint32_t recover(hcl_parser *ps, uint32_t i)
{
	hcl_file *f = ps->f;
	const hcl_token *t = &f->toks[i];
	message m = describe(ps, t);
	uint32_t body = ps->nframes - 1, next;

	if ((!ps->recovery || m.always) && !(t->flags & HCL_TF_REPORTED))
		hcl_diag_add(f, HCL_ERROR, m.start, m.end, m.summary, m.detail);

	while (body > 0 && ps->frames[body].kind != HCL_F_BODY)
		body--;
	hcl_frame *bf = &ps->frames[body];
	ps->salvage_attr = bf->state == HCL_S_VALUE && ps->nframes - 1 >= body &&
			   f->mode == HCL_MODE_CONFIG;
	ps->salvage_name = bf->item;

	if (body == ps->nframes - 1 && bf->state == HCL_S_START && f->mode == HCL_MODE_CONFIG &&
	    t->type != TK_NEWLINE) {
		next = skip_body(ps, t->type == TK_EOF ? i : i + 1, body == 0);
	} else {
		next = i;
		for (uint32_t k = ps->nframes - 1; k > body; k--) {
			int c = closer_of(ps->frames[k].kind);
			if (c)
				next = skip_to_closer(ps, next, c);
		}
		next = f->mode == HCL_MODE_CONFIG ? skip_item(ps, next) : f->ntoks - 1;
	}
	ps->nframes = body + 1;
	bf->state = HCL_S_START;
	ps->recovery = 1;
	ps->error = 0;
	HclParse(ps->lemon, TK_RECOVER, synthetic(ps, TK_RECOVER, f->toks[next].start), ps);
	ps->prev = ~0u;
	if (f->toks[next].type == TK_EOF && body > 0) {
		/* an unclosed block: its body ends here */
		ps->nframes = body;
		top(ps)->state = HCL_S_BLOCK;
	}
	return next;
}

/* ---- the loop ------------------------------------------------------------ */

static void feed(hcl_parser *ps, int type, hcl_token *t)
{
	HclParse(ps->lemon, type, t, ps);
}

/* At the end of a config file: an attribute or block may end without a
 * newline, and each block still open is closed (hcl reports it once and
 * keeps what was parsed of it). */
static void close_at_eof(hcl_parser *ps, uint32_t i)
{
	hcl_file *f = ps->f;
	uint32_t at = f->toks[i].start;
	for (;;) {
		hcl_frame *fr = top(ps);
		int k = fr->kind;
		if (k == HCL_F_BODY && (fr->state == HCL_S_VALUE || fr->state == HCL_S_BLOCK)) {
			feed(ps, TK_NEWLINE, synthetic(ps, TK_NEWLINE, at));
			if (ps->error)
				return;
			fr->state = HCL_S_START;
			continue;
		}
		if (k == HCL_F_BODY && fr->state == HCL_S_START && ps->nframes > 1) {
			if (!ps->recovery) {
				const hcl_token *o = &f->toks[fr->open];
				hcl_diag_add(f, HCL_ERROR, o->start, o->end, "Unclosed configuration block",
					     "There is no closing brace for this block before the end of the file. "
					     "This may be caused by incorrect brace nesting elsewhere in this file.");
			}
			ps->recovery = 1;
			feed(ps, TK_RBRACE, synthetic(ps, TK_RBRACE, at));
			if (ps->error)
				return;
			ps->nframes--;
			top(ps)->state = HCL_S_BLOCK;
			continue;
		}
		return;
	}
}

static void run(hcl_parser *ps)
{
	hcl_file *f = ps->f;
	uint32_t i = 0;
	int guard = 0;

	if (f->mode == HCL_MODE_EXPR)
		feed(ps, TK_EXPRMODE, synthetic(ps, TK_EXPRMODE, 0));
	else if (f->mode == HCL_MODE_TEMPLATE)
		feed(ps, TK_TMPLMODE, synthetic(ps, TK_TMPLMODE, 0));

	while (i < f->ntoks) {
		hcl_token *t = &f->toks[i];
		int type = t->type;

		if (type == TK_COMMENT) {
			if (!line_comment(f, t) || !newlines_matter(ps)) {
				i++;
				continue;
			}
			type = TK_NEWLINE;
		} else if (type == TK_NEWLINE && !newlines_matter(ps)) {
			i++;
			continue;
		} else if (type == TK_IDENT) {
			type = keyword(f, t);
		} else if (type == TK_EOF && f->mode == HCL_MODE_CONFIG) {
			close_at_eof(ps, i);
		}
		ps->pos = i;
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
		if (!track(ps, i, type)) {
			hcl_diag_add(f, HCL_ERROR, t->start, t->end, "Nesting too deep",
				     "Brackets, blocks and templates are nested deeper than this parser accepts "
				     "(200 levels); the rest of the file was not read.");
			ps->overflow = 1;
			break;
		}
		ps->prev = i;
		i++;
	}
	if (!ps->overflow)
		HclParse(ps->lemon, 0, NULL, ps);
}

/* ---- called from the grammar ------------------------------------------ */

void hcl_syntax_error(hcl_parser *ps, hcl_token *tok)
{
	(void)tok;
	ps->error = 1;
	ps->in_recovery = 1;
}

void hcl_stack_overflow(hcl_parser *ps)
{
	const hcl_token *t = &ps->f->toks[ps->pos];
	ps->overflow = 1;
	hcl_diag_add(ps->f, HCL_ERROR, t->start, t->end, "Nesting too deep",
		     "The expression is nested deeper than this parser accepts; the rest of the file was not read.");
}

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
	if (ps->pending_index) {
		hcl_token *ob = ps->pending_index, *cb = hcl_alloc(ps->a, sizeof *cb);
		hcl_expr *key = salvage_drop(ps, ob->end);
		ps->pending_index = NULL;
		*cb = *ob;
		if (key) {
			cb->start = cb->end = key->end;
		} else {
			key = hcl_ast_invalid(ps, ob->end, ob->end);
		}
		if (e->end <= ob->start) {
			if (key->kind == HCL_E_INVALID) {
				hcl_step *s = hcl_alloc(ps->a, sizeof *s);
				s->kind = HCL_STEP_INDEX;
				s->key_kind = HCL_LIT_UNKNOWN;
				s->start = ob->start;
				s->end = ob->end;
				if (e->kind == HCL_E_SCOPETRAV || e->kind == HCL_E_RELTRAV) {
					if (e->trav.tail)
						e->trav.tail->next = s;
					else
						e->trav.head = s;
					e->trav.tail = s;
					e->trav.nsteps++;
					e->end = s->end;
				}
			} else {
				e = hcl_ast_index(ps, e, ob, key, cb);
			}
		} else {
			salvage_push(ps, key);
		}
	}
	salvage_push(ps, e);
}

void hcl_salvage_token(hcl_parser *ps, hcl_token *t)
{
	if (!ps->in_recovery || !t)
		return;
	ps->pending_index = NULL;
	ps->pending_dot = 0;
	switch (t->type) {
	case TK_LBRACE: /* hcl keeps nothing of a broken object or for */
	case TK_FOR:
		salvage_drop(ps, t->start);
		break;
	case TK_LBRACK:
		ps->pending_index = t;
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

void hcl_recovered_item(hcl_parser *ps, hcl_body *b)
{
	ps->in_recovery = 0;
	ps->pending_index = NULL;
	ps->pending_dot = 0;
	if (ps->salvage_attr) {
		const hcl_token *name = &ps->f->toks[ps->salvage_name];
		hcl_attr *a = hcl_ast_attr(ps, (hcl_token *)name,
					   salvaged(ps, name->end, name->end));
		hcl_ast_body_attr(ps, b, a);
	}
	ps->salvage_attr = 0;
	ps->nsalvage = 0;
}

void hcl_recovered_after(hcl_parser *ps, hcl_body *b, hcl_attr *a, hcl_block *k)
{
	ps->in_recovery = 0;
	ps->pending_index = NULL;
	ps->pending_dot = 0;
	ps->salvage_attr = 0;
	ps->nsalvage = 0;
	if (a)
		hcl_ast_body_attr(ps, b, a);
	if (k)
		hcl_ast_body_block(ps, b, k);
}

void hcl_recovered_expr(hcl_parser *ps)
{
	ps->in_recovery = 0;
	ps->pending_index = NULL;
	ps->pending_dot = 0;
	ps->f->expr = salvaged(ps, 0, 0);
}

/* ---- entry point --------------------------------------------------------- */

hcl_file *hcl_parse(const char *name, const char *src, size_t len, hcl_mode mode)
{
	char *buf;
	if (len > UINT32_MAX - 2 || !(buf = malloc(len + 1)))
		return NULL;
	memcpy(buf, src, len);
	buf[len] = '\0';
	return hcl_parse_owned(name, buf, len, mode);
}

hcl_file *hcl_parse_owned(const char *name, char *src, size_t len, hcl_mode mode)
{
	hcl_file *f;
	hcl_parser ps;

	if (len > UINT32_MAX - 2 || !(f = calloc(1, sizeof *f))) {
		free(src);
		return NULL;
	}
	hcl_arena_init(&f->arena);
	f->name = hcl_strndup(&f->arena, name, strlen(name));
	f->len = (uint32_t)len;
	f->src = f->owned = src;
	f->mode = mode;
	if (len >= 3 && memcmp(src, "\xef\xbb\xbf", 3) == 0)
		f->bom = 3;
	if (hcl_lex(f) != 0) {
		hcl_diag_add(f, HCL_ERROR, 0, 0, "Out of memory", "The lexer could not allocate memory.");
		return f;
	}

	memset(&ps, 0, sizeof ps);
	ps.f = f;
	ps.a = &f->arena;
	ps.prev = ~0u;
	ps.cap = 32;
	ps.frames = hcl_alloc(ps.a, ps.cap * sizeof *ps.frames);
	push(&ps, mode == HCL_MODE_CONFIG ? HCL_F_BODY : HCL_F_TOP, 0);
	ps.lemon = HclParseAlloc(malloc);
	if (!ps.lemon) {
		hcl_diag_add(f, HCL_ERROR, 0, 0, "Out of memory", "The parser could not allocate memory.");
		return f;
	}
	run(&ps);
	HclParseFree(ps.lemon, free);
	if (mode == HCL_MODE_CONFIG && !f->body)
		f->body = hcl_ast_body(&ps);
	if (mode != HCL_MODE_CONFIG && !f->expr)
		f->expr = hcl_ast_invalid(&ps, 0, f->len);
	return f;
}
