/* hcl_lex.re - re2c lexer for HCL native syntax.
 *
 * Produces the token stream of a file (comments included) in batches: into
 * the parser's token window, or all of it into f->toks (hcl_window.c, which
 * runs the batches).  Four start conditions follow hcl's
 * scanner: MAIN (expressions and structure), QSTR (inside "..."), HDOC
 * (heredoc lines) and BARE (a standalone template).  Interpolations
 * re-enter MAIN; a stack of conditions with the brace depth at each push
 * tells which "}" closes an interpolation, and a stack of open heredocs
 * holds their markers.  All of it lives in the lexer struct, so that a
 * batch goes on where the last one stopped.
 *
 * The input is NUL-terminated (sentinel method): a NUL before the end is
 * text in strings, heredocs and comments and an invalid character
 * elsewhere, as in hcl.  Bytes are matched as UTF-8 the way
 * hcl's scanner accepts it; anything else becomes a BADUTF8 token. */
#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_messages.h"
#include "hcl_parse.h"
#include "hcl_lexer.h"
#include "hcl_parser.h"

/*!conditions:re2c*/

enum { MAX_STACK = HCL_MAX_NESTING };


/* Makes room for more tokens: the rare path of emit, kept out of line. */
__attribute__((noinline)) static int grow(lexer *lx)
{
	uint32_t ncap = lx->cap ? lx->cap * 2 : lx->f->len / 4 + 64;
	hcl_token *nt = realloc(lx->out, ((size_t)ncap + lx->slack) * sizeof *nt);
	if (!nt)
		return 0;
	lx->out = nt;
	lx->cap = ncap;
	return 1;
}

/* Appends a token.  Inlined: the scanner calls it from some sixty places. */
__attribute__((always_inline)) static inline void emit(lexer *lx, int type, const unsigned char *s,
							const unsigned char *e, int flags)
{
	if (lx->nout == lx->cap && !grow(lx)) {
		lx->oom = 1;
		return;
	}
	hcl_token *t = &lx->out[lx->nout++];
	t->type = (uint16_t)type;
	t->flags = (uint16_t)flags;
	t->start = (uint32_t)(s - lx->src);
	t->end = (uint32_t)(e - lx->src);
}

static uint32_t offset(const lexer *lx, const unsigned char *p)
{
	return (uint32_t)(p - lx->src);
}

/* Reports error message id over the bytes [s, e). */
static void lex_error_at(lexer *lx, hcl_msg id, const unsigned char *s, const unsigned char *e)
{
	hcl_diag_msg(lx->f, id, offset(lx, s), offset(lx, e));
}

/* Reports error message id over the token being matched. */
static void lex_error(lexer *lx, hcl_msg id)
{
	lex_error_at(lx, id, lx->tok, lx->cur);
}

/* Enters condition c, remembering where to come back to.  Returns 0 when the
 * nesting limit is reached. */
static int push(lexer *lx, int c)
{
	if (lx->nstack == MAX_STACK)
		return 0;
	lx->stack[lx->nstack].cond = lx->cond;
	lx->stack[lx->nstack].braces = lx->braces;
	lx->nstack++;
	lx->cond = c;
	return 1;
}

static void pop(lexer *lx)
{
	if (lx->nstack > 0)
		lx->cond = lx->stack[--lx->nstack].cond;
}

/* Opens an interpolation ("${") or directive ("%{"), either perhaps with a
 * "~": MAIN until the matching "}".  Returns 0 when the nesting limit is
 * reached. */
static int open_seq(lexer *lx)
{
	emit(lx, *lx->tok == '$' ? TK_TINTERP : TK_TCONTROL, lx->tok, lx->cur,
	     lx->cur - lx->tok == 3 ? HCL_TF_STRIP : 0);
	if (lx->nheredoc > 0 && lx->cond == yycHDOC)
		lx->heredoc[lx->nheredoc - 1].sol = 0;
	lx->braces++;
	if (!push(lx, yycMAIN))
		return 0;
	lx->stack[lx->nstack - 1].braces = lx->braces;
	return 1;
}

/* A "}" or "~}" in MAIN: closes the innermost interpolation when the brace
 * depth is back where it was opened. */
static int close_brace(lexer *lx, int strip)
{
	int seq = lx->nstack > 0 && lx->cond == yycMAIN &&
		  lx->stack[lx->nstack - 1].braces == lx->braces &&
		  lx->stack[lx->nstack - 1].cond != yycMAIN;
	lx->braces--;
	if (seq) {
		pop(lx);
		return TK_TSEQEND;
	}
	return strip ? TK_TSEQEND : TK_RBRACE;
}

/* Checks the non-ASCII code points of an identifier token [s, e): they must
 * be ID_Start (first) or ID_Continue.  Returns where the identifier really
 * ends (s when its first character is not an identifier start). */
static const unsigned char *ident_end(const unsigned char *s, const unsigned char *e)
{
	const unsigned char *p = s;
	while (p < e) {
		uint32_t cp;
		int n;
		if (*p < 0x80) {
			p++;
			continue;
		}
		n = hcl_utf8_decode(p, e, &cp);
		if (n == 0 || !(p == s ? hcl_is_id_start(cp) : hcl_is_id_continue(cp)))
			return p;
		p += n;
	}
	return e;
}

/* Validates the escapes of a quoted literal; reports each bad one. */
static void check_escapes(lexer *lx, const unsigned char *s, const unsigned char *e)
{
	for (const unsigned char *p = s; p < e; p++) {
		if (*p != '\\')
			continue;
		const unsigned char *q = p + 1;
		int want = 0;
		switch (q < e ? *q : 0) {
		case 'n': case 'r': case 't': case '"': case '\\':
			p = q;
			continue;
		case 'u': want = 4; break;
		case 'U': want = 8; break;
		default: break;
		}
		int got = 0;
		uint32_t cp = 0;
		while (got < want && q + 1 + got < e &&
		       strchr("0123456789abcdefABCDEF", q[1 + got]) && q[1 + got]) {
			int c = q[1 + got];
			cp = cp * 16 + (uint32_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
			got++;
		}
		if (want && got == want && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
			p = q + want;
			continue;
		}
		if (want && got == want) {
			char hex[16];
			hcl_text arg = {hex, 0};
			arg.len = (size_t)snprintf(hex, sizeof hex, "%04x", (unsigned)cp);
			hcl_diag_msgf(lx->f, HCL_MSG_ESCAPE_NOT_UTF8_F, offset(lx, p),
				      offset(lx, q + 1 + want), &arg, 1);
			p = q + want;
			continue;
		}
		if (want) {
			lex_error_at(lx, want == 4 ? HCL_MSG_SHORT_ESCAPE_U : HCL_MSG_SHORT_ESCAPE_UU, p,
				     q + 1 + got);
			p = q;
			continue;
		}
		int k = q < e ? hcl_utf8_wellformed(q, e, &cp) : 0;
		if (k == 0) { /* hcl's escape is the backslash alone */
			lex_error_at(lx, HCL_MSG_LONE_BACKSLASH, p, q);
			continue;
		}
		char sym[32]; /* the selector as Go's %q writes it: at most "\UXXXXXXXX" */
		hcl_text arg = {sym, hcl_go_quote((const char *)q, (size_t)k, sym, sizeof sym)};
		hcl_diag_msgf(lx->f, HCL_MSG_BAD_ESCAPE_F, offset(lx, p), offset(lx, q + k), &arg, 1);
		p = q + k - 1;
	}
}

/* The message for an invalid character token of one byte, c, and whether
 * to report it this time: hcl repeats some of them only now and then. */
static hcl_msg invalid_byte(lexer *lx, unsigned char c, int *tell)
{
	switch (c) {
	case '&': case '|': case '^': case '~':
		*tell = lx->told_bitwise++ < 4;
		return c == '&' ? HCL_MSG_BITWISE_AND : c == '|' ? HCL_MSG_BITWISE_OR
		     : c == '~' ? HCL_MSG_BITWISE_NOT : HCL_MSG_BITWISE;
	case '\'':
		*tell = lx->told_apostrophe % 2 == 0;
		if (lx->told_apostrophe <= 2)
			lx->told_apostrophe++;
		return HCL_MSG_SINGLE_QUOTE;
	case '`':
		*tell = lx->told_backtick % 2 == 0;
		if (lx->told_backtick <= 2)
			lx->told_backtick++;
		return HCL_MSG_BACKTICK;
	case ';':
		*tell = lx->told_semicolon++ < 1;
		return HCL_MSG_SEMICOLON;
	default:
		return HCL_MSG_INVALID_CHAR;
	}
}

/* An invalid character token, with hcl's message for it. */
static void invalid_char(lexer *lx)
{
	const unsigned char *s = lx->tok;
	size_t n = (size_t)(lx->cur - lx->tok);
	hcl_msg id = HCL_MSG_INVALID_CHAR;
	int tell = 1;
	emit(lx, TK_INVALID, s, lx->cur, 0);
	if (n == 1)
		id = invalid_byte(lx, *s, &tell);
	else if (n == 3 && s[0] == 0xe2 && s[1] == 0x80 && (s[2] == 0x9c || s[2] == 0x9d))
		id = HCL_MSG_CURLY_QUOTE;
	if (tell)
		lex_error(lx, id);
}

/* A heredoc literal that ends a line: it may be the closing marker. */
static void heredoc_line(lexer *lx)
{
	int top = lx->nheredoc - 1;
	const unsigned char *s = lx->tok, *e = lx->cur;
	if (lx->heredoc[top].sol) {
		const unsigned char *a = s, *b = e;
		while (a < b && (*a == ' ' || *a == '\t' || *a == '\r' || *a == '\n' ||
				 *a == '\v' || *a == '\f'))
			a++;
		while (b > a && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\r' || b[-1] == '\n' ||
				 b[-1] == '\v' || b[-1] == '\f'))
			b--;
		if ((uint32_t)(b - a) == lx->heredoc[top].mlen &&
		    memcmp(a, lx->src + lx->heredoc[top].mstart, (size_t)(b - a)) == 0) {
			const unsigned char *nl = e - 1;
			if (nl > s && nl[-1] == '\r')
				nl--;
			emit(lx, TK_CHEREDOC, s, nl, 0);
			emit(lx, TK_NEWLINE, nl, e, 0);
			lx->nheredoc--;
			pop(lx);
			return;
		}
	}
	lx->heredoc[top].sol = 1;
	emit(lx, TK_SLIT, s, e, 0);
}

/* ---- the comments a parse keeps (f->toks) ---- */

/* Appends t to f->toks, which hcl_window_close trims to its length. */
static void keep_token(lexer *lx, const hcl_token *t)
{
	hcl_file *f = lx->f;
	if (f->ntoks == lx->kcap) {
		uint32_t ncap = lx->kcap ? lx->kcap * 2 : 64;
		hcl_token *nt = realloc(f->toks, (size_t)ncap * sizeof *nt);
		if (!nt) {
			lx->oom = 1;
			return;
		}
		f->toks = nt;
		lx->kcap = ncap;
	}
	f->toks[f->ntoks++] = *t;
}

/* Token i of the stream: in this batch, or the last of the one before. */
static const hcl_token *batch_token(const lexer *lx, uint32_t i)
{
	return i < lx->index ? &lx->last : &lx->out[i - lx->index];
}

/* Keeps the token after the last comment, once it is lexed. */
static void keep_after(lexer *lx)
{
	if (lx->after && lx->kept < lx->index + lx->nout) {
		keep_token(lx, batch_token(lx, lx->kept));
		lx->kept++;
		lx->after = 0;
	}
}

/* The comment just lexed: keeps it with the token before it, and the one
 * after it when that comes (those kept already are not kept again). */
static void keep_comment(lexer *lx)
{
	uint32_t i = lx->index + lx->nout - 1;
	if (lx->oom) /* perhaps not lexed: reported anyway */
		return;
	keep_after(lx);
	for (uint32_t j = i > 0 && i - 1 > lx->kept ? i - 1 : lx->kept; j <= i; j++)
		keep_token(lx, batch_token(lx, j));
	lx->kept = i + 1;
	lx->after = 1;
}

/* A line comment, from its "#" or "//" (matched) to the end of its line,
 * whatever bytes it holds (a NUL too, as hcl reads it). */
static void line_comment(lexer *lx)
{
	const unsigned char *nl = memchr(lx->cur, '\n', (size_t)(lx->end - lx->cur));
	lx->cur = nl ? nl + 1 : lx->end;
	emit(lx, TK_COMMENT, lx->tok, lx->cur, 0);
	if (lx->keep)
		keep_comment(lx);
}

/* A NUL byte before the end of the input (matched): text in a quoted
 * string or a heredoc, as hcl's scanner takes it, and elsewhere a
 * character the language does not use. */
static void nul_byte(lexer *lx)
{
	if (lx->cond == yycQSTR || lx->cond == yycQRUN) {
		lx->cond = yycQSTR;
		emit(lx, TK_QLIT, lx->tok, lx->cur, 0);
	} else if (lx->cond == yycHDOC) {
		lx->heredoc[lx->nheredoc - 1].sol = 0;
		emit(lx, TK_SLIT, lx->tok, lx->cur, 0);
	} else if (lx->cond == yycBARE) {
		emit(lx, TK_SLIT, lx->tok, lx->cur, 0);
	} else {
		invalid_char(lx);
	}
}

/* A block comment, or an invalid token for one that is never closed. */
static void block_comment(lexer *lx)
{
	const unsigned char *p = lx->cur;
	while (p < lx->end && !(p[0] == '*' && p[1] == '/'))
		p++;
	if (p >= lx->end) {
		/* hcl reads the "/" and "*" as operators and goes on with the
		 * next line; reserve says what is wrong instead, once */
		lex_error_at(lx, HCL_MSG_UNTERMINATED_COMMENT, lx->tok, lx->tok + 2);
		emit(lx, TK_INVALID, lx->tok, lx->cur, HCL_TF_REPORTED);
		return;
	}
	lx->cur = p + 2;
	emit(lx, TK_COMMENT, lx->tok, lx->cur, HCL_TF_BLOCKCMT);
	if (lx->keep)
		keep_comment(lx);
}

/* A match of an identifier with bytes above ASCII (any such byte continues
 * the match, so that the automaton never backtracks in a name): the
 * identifier ends at its first character outside the Unicode classes, and
 * is an invalid character when that is its first. */
static void high_ident(lexer *lx)
{
	const unsigned char *e = ident_end(lx->tok, lx->cur);
	if (e == lx->tok) {
		uint32_t cp;
		int n = hcl_utf8_decode(lx->tok, lx->cur, &cp);
		lx->cur = lx->tok + n;
		invalid_char(lx);
	} else {
		const unsigned char *p = lx->tok;
		while (p < e && *p < 0x80)
			p++;
		lx->cur = e;
		emit(lx, TK_IDENT, lx->tok, lx->cur, p < e ? HCL_TF_HIGH : 0);
	}
}

/* A run of characters of a quoted string with an escape or a byte above
 * ASCII (a run of plain ASCII is a rule of its own, flagged neither): its
 * escapes checked. */
static void quoted_literal(lexer *lx)
{
	int esc = memchr(lx->tok, '\\', (size_t)(lx->cur - lx->tok)) != NULL;
	if (esc)
		check_escapes(lx, lx->tok, lx->cur);
	emit(lx, TK_QLIT, lx->tok, lx->cur, HCL_TF_HIGH | (esc ? HCL_TF_ESCAPES : 0));
}

/* Opens a quoted string.  Returns 0 when the nesting limit is reached. */
static int open_quote(lexer *lx)
{
	emit(lx, TK_OQUOTE, lx->tok, lx->cur, 0);
	return push(lx, yycQSTR);
}

/* Opens a heredoc: the match is "<<" or "<<-", the marker and the end of
 * the line.  Returns 0 when the nesting limit is reached. */
static int open_heredoc(lexer *lx)
{
	const unsigned char *m = lx->tok + 2, *me = lx->cur - 1;
	if (*m == '-')
		m++;
	if (me > m && me[-1] == '\r')
		me--;
	emit(lx, TK_OHEREDOC, lx->tok, lx->cur, lx->tok[2] == '-' ? HCL_TF_STRIP : 0);
	if (lx->nheredoc == MAX_STACK || !push(lx, yycHDOC))
		return 0;
	lx->heredoc[lx->nheredoc].mstart = offset(lx, m);
	lx->heredoc[lx->nheredoc].mlen = (uint32_t)(me - m);
	lx->heredoc[lx->nheredoc].sol = 1;
	lx->nheredoc++;
	return 1;
}

/*!re2c
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "lx->cur";
	re2c:define:YYMARKER = "lx->mar";
	re2c:define:YYGETCONDITION = "lx->cond";
	re2c:define:YYSETCONDITION = "lx->cond = @@;";
	re2c:yyfill:enable = 0;
	re2c:sentinel = 0;
	re2c:indent:string = "\t";

	cont   = [\x80-\xbf];
	u8     = [\xc0-\xdf] cont | [\xe0-\xef] cont cont | [\xf0-\xf7] cont cont cont;
	nl     = "\r"? "\n";
	digit  = [0-9];
	numc   = digit | "." | [eE] [+-]? digit;
	numend = digit | [eE] [+-]? digit;
	number = digit (numc* numend)?;
	idasc  = [A-Za-z_] [A-Za-z0-9_-]*;
	ident  = ([A-Za-z_] | u8) ([A-Za-z0-9_-] | [\x80-\xff])*;
	lchar  = [^\x00\r\n\x80-\xff] | u8;
	qasc   = [^\x00\r\n"$%\\\x80-\xff];
	qchar  = qasc | u8 | "\\" lchar;
	hchar  = [^\x00\r\n$%\x80-\xff] | u8;
	notint = "$" | "$${" | "%" | "%%{";
*/

/* The action of a rule whose match is one token of type TK_T. */
#define TOK(T) \
	emit(lx, TK_##T, lx->tok, lx->cur, 0); \
	continue

/* What scan stopped at. */
enum { SCAN_DEEP, SCAN_END, SCAN_PAUSE };

/* The end of a rule whose token ends a line, where a batch may end: once a
 * line so is checked, not each token, which keeps the loop as tight as a
 * lexer of whole files (a line of many tokens may take the batch past
 * pause). */
#define LINE_END() \
	if (lx->nout > lx->pause) \
		return SCAN_PAUSE; \
	continue

/* Scans the input onto lx->out, up to (not including) the EOF token:
 * SCAN_PAUSE at a line end past lx->pause tokens (the next call goes on
 * from there), SCAN_END at the end of the input, SCAN_DEEP when it stopped
 * early because strings and templates nest too deep (reported). */
static int scan(lexer *lx)
{
	for (;;) {
		lx->tok = lx->cur;
/*!re2c
	<MAIN> [ \t]+   { continue; }
	<MAIN> nl       { emit(lx, TK_NEWLINE, lx->tok, lx->cur, 0); LINE_END(); }
	<MAIN> ("#" | "//") { line_comment(lx); LINE_END(); }
	<MAIN> "/*"     { block_comment(lx); continue; }
	<MAIN> number   { TOK(NUMBER); }
	<MAIN> idasc    { TOK(IDENT); }
	<MAIN> ident    { high_ident(lx); continue; }
	<MAIN> "=="  { TOK(EQ); }
	<MAIN> "!="  { TOK(NE); }
	<MAIN> ">="  { TOK(GE); }
	<MAIN> "<="  { TOK(LE); }
	<MAIN> "&&"  { TOK(AND); }
	<MAIN> "||"  { TOK(OR); }
	<MAIN> "::"  { TOK(DCOLON); }
	<MAIN> "..." { TOK(ELLIPSIS); }
	<MAIN> "=>"  { TOK(FATARROW); }
	<MAIN> "["   { TOK(LBRACK); }
	<MAIN> "]"   { TOK(RBRACK); }
	<MAIN> "("   { TOK(LPAREN); }
	<MAIN> ")"   { TOK(RPAREN); }
	<MAIN> "."   { TOK(DOT); }
	<MAIN> ","   { TOK(COMMA); }
	<MAIN> "*"   { TOK(STAR); }
	<MAIN> "/"   { TOK(SLASH); }
	<MAIN> "%"   { TOK(PERCENT); }
	<MAIN> "+"   { TOK(PLUS); }
	<MAIN> "-"   { TOK(MINUS); }
	<MAIN> "="   { TOK(EQUAL); }
	<MAIN> "<"   { TOK(LT); }
	<MAIN> ">"   { TOK(GT); }
	<MAIN> "!"   { TOK(BANG); }
	<MAIN> "?"   { TOK(QUESTION); }
	<MAIN> ":"   { TOK(COLON); }
	<MAIN> "{"   { lx->braces++; TOK(LBRACE); }
	<MAIN> "}"   { emit(lx, close_brace(lx, 0), lx->tok, lx->cur, 0); continue; }
	<MAIN> "~}"  { emit(lx, close_brace(lx, 1), lx->tok, lx->cur, HCL_TF_STRIP); continue; }
	<MAIN> "\""  { if (!open_quote(lx)) goto too_deep; continue; }
	<MAIN> "<<" "-"? idasc nl { if (!open_heredoc(lx)) goto too_deep; continue; }

	<QSTR, HDOC, BARE> [$%] "{" "~"? { if (!open_seq(lx)) goto too_deep; continue; }

	<QSTR> "\""    { emit(lx, TK_CQUOTE, lx->tok, lx->cur, 0); pop(lx); continue; }
	<QSTR> notint  { TOK(QLIT); }
	<QSTR> qasc+   {
		/* a run of plain ASCII, matched without a backtracking marker; when
		 * an escape or UTF-8 goes on after it, the run is read again whole */
		if (*lx->cur == '\\' || *lx->cur >= 0x80) {
			lx->cur = lx->tok;
			lx->cond = yycQRUN;
			continue;
		}
		TOK(QLIT);
	}
	<QSTR> ("\\" lchar | u8) qchar* { quoted_literal(lx); continue; }
	<QRUN> qchar+  { lx->cond = yycQSTR; quoted_literal(lx); continue; }
	<QSTR> [\r\n]+ {
		emit(lx, TK_QNEWLINE, lx->tok, lx->cur, 0);
		lex_error(lx, HCL_MSG_MULTILINE_STRING);
		continue;
	}

	<HDOC> (notint | hchar*) nl { heredoc_line(lx); LINE_END(); }
	<HDOC> (notint | hchar+) {
		lx->heredoc[lx->nheredoc - 1].sol = 0;
		TOK(SLIT);
	}
	<BARE> (notint | hchar+) nl? { emit(lx, TK_SLIT, lx->tok, lx->cur, 0); LINE_END(); }
	<BARE> nl  { emit(lx, TK_SLIT, lx->tok, lx->cur, 0); LINE_END(); }

	<*> "\x00" {
		if (lx->tok >= lx->end) {
			lx->cur = lx->tok;
			return SCAN_END;
		}
		nul_byte(lx);
		continue;
	}
	<*> [\x80-\xff] {
		emit(lx, TK_BADUTF8, lx->tok, lx->cur, 0);
		if (!lx->told_badutf8++)
			lex_error(lx, HCL_MSG_BAD_UTF8);
		continue;
	}
	<*> * { invalid_char(lx); continue; }
*/
	}

too_deep:
	lex_error(lx, HCL_MSG_TOO_DEEP_TEMPLATE);
	return SCAN_DEEP;
}

/* ---- batches ----------------------------------------------------------- */

lexer *hcl_lexer_new_in(lexer *lx, hcl_file *f)
{
	/* one block: the lexer, then its two stacks */
	size_t n = sizeof(lexer) + MAX_STACK * (sizeof *((lexer *)0)->stack +
						sizeof *((lexer *)0)->heredoc);
	if (!lx && !(lx = malloc(n)))
		return NULL;
	memset(lx, 0, sizeof *lx);
	lx->stack = (void *)(lx + 1);
	lx->heredoc = (void *)(lx->stack + MAX_STACK);
	lx->f = f;
	lx->src = (const unsigned char *)f->src;
	lx->end = lx->src + f->len;
	lx->cur = lx->src + f->bom;
	lx->cond = f->mode == HCL_MODE_TEMPLATE ? yycBARE : yycMAIN;
	return lx;
}

void hcl_lexer_run(lexer *lx)
{
	lexer l = *lx; /* see the struct */
	uint32_t from = l.nout;
	if (l.done)
		return;
	if (scan(&l) != SCAN_PAUSE) {
		emit(&l, TK_EOF, l.end, l.end, 0);
		l.done = 1;
	}
	if (l.keep && l.nout > from)
		keep_after(&l);
	*lx = l;
}

