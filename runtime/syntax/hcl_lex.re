/* hcl_lex.re - re2c lexer for HCL native syntax.
 *
 * Produces the whole token stream of a file (comments included) into
 * f->toks.  Four start conditions follow hcl's scanner: MAIN (expressions
 * and structure), QSTR (inside "..."), HDOC (heredoc lines) and BARE (a
 * standalone template).  Interpolations re-enter MAIN; a stack of
 * conditions with the brace depth at each push tells which "}" closes an
 * interpolation, and a stack of open heredocs holds their markers.
 *
 * The input is NUL-terminated (sentinel method): a NUL before the end is
 * reported as an invalid character.  Bytes are matched as UTF-8 the way
 * hcl's scanner accepts it; anything else becomes a BADUTF8 token. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_parse.h"

/*!conditions:re2c*/

enum { MAX_STACK = HCL_MAX_NESTING };

typedef struct lexer {
	hcl_file *f;
	const unsigned char *src, *end, *cur, *tok, *mar;
	int cond;
	int braces;
	int nstack;
	struct { int cond, braces; } stack[MAX_STACK];
	int nheredoc;
	struct { uint32_t mstart, mlen; int sol; } heredoc[MAX_STACK];
	uint32_t cap;
	int oom;
	int told_badutf8, told_bitwise, told_apostrophe, told_backtick, told_semicolon;
} lexer;

static int grow(lexer *lx)
{
	hcl_file *f = lx->f;
	uint32_t ncap = lx->cap ? lx->cap * 2 : (uint32_t)(f->len / 4 + 64);
	hcl_token *nt = realloc(f->toks, (size_t)ncap * sizeof *nt);
	if (!nt)
		return 0;
	f->toks = nt;
	lx->cap = ncap;
	return 1;
}

static void emit(lexer *lx, int type, const unsigned char *s, const unsigned char *e, int flags)
{
	hcl_file *f = lx->f;
	if (f->ntoks == lx->cap && !grow(lx)) {
		lx->oom = 1;
		return;
	}
	hcl_token *t = &f->toks[f->ntoks++];
	t->type = (uint16_t)type;
	t->flags = (uint16_t)flags;
	t->start = (uint32_t)(s - lx->src);
	t->end = (uint32_t)(e - lx->src);
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

/* Opens an interpolation or directive: MAIN until the matching "}". */
static int open_seq(lexer *lx)
{
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
			char *msg = hcl_alloc(&lx->f->arena, 64);
			snprintf(msg, 64, "Cannot encode character U+%04x in UTF-8.", (unsigned)cp);
			hcl_diag_add(lx->f, HCL_ERROR, (uint32_t)(p - lx->src), (uint32_t)(q + 1 + want - lx->src),
				     "Invalid escape sequence", msg);
			p = q + want;
			continue;
		}
		hcl_diag_add(lx->f, HCL_ERROR, (uint32_t)(p - lx->src),
			     (uint32_t)((q < e ? q + 1 + got : q) - lx->src),
			     "Invalid escape sequence",
			     want ? "The escape sequence is incomplete: \\u needs four and \\U eight hexadecimal digits."
				  : "The symbol after the backslash is not a valid escape sequence. "
				    "Use \\n, \\r, \\t, \\\", \\\\, \\uNNNN or \\UNNNNNNNN.");
		p = q < e ? q : p;
	}
}

/* An invalid character token, with hcl's message for it. */
static void invalid_char(lexer *lx)
{
	const unsigned char *s = lx->tok;
	size_t n = (size_t)(lx->cur - lx->tok);
	const char *summary = "Invalid character";
	const char *detail = "This character is not used within the language.";
	int tell = 1;
	emit(lx, TK_INVALID, s, lx->cur, 0);
	if (n == 1) {
		switch (*s) {
		case '&': case '|': case '^': case '~':
			summary = "Unsupported operator";
			detail = *s == '&' ? "Bitwise operators are not supported. Did you mean boolean AND (\"&&\")?"
			       : *s == '|' ? "Bitwise operators are not supported. Did you mean boolean OR (\"||\")?"
			       : *s == '~' ? "Bitwise operators are not supported. Did you mean boolean NOT (\"!\")?"
			       : "Bitwise operators are not supported.";
			tell = lx->told_bitwise++ < 4;
			break;
		case '\'':
			detail = "Single quotes are not valid. Use double quotes (\") to enclose strings.";
			tell = lx->told_apostrophe % 2 == 0;
			if (lx->told_apostrophe <= 2)
				lx->told_apostrophe++;
			break;
		case '`':
			detail = "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" syntax, like \"<<EOT\".";
			tell = lx->told_backtick % 2 == 0;
			if (lx->told_backtick <= 2)
				lx->told_backtick++;
			break;
		case ';':
			detail = "The \";\" character is not valid. Use newlines to separate arguments and blocks, and commas to separate items in collection values.";
			tell = lx->told_semicolon++ < 1;
			break;
		default:
			break;
		}
	} else if (n == 3 && s[0] == 0xe2 && s[1] == 0x80 && (s[2] == 0x9c || s[2] == 0x9d)) {
		detail = "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced when sharing code via documents or discussion forums. It might help to replace the character with a \"straight quote\".";
	}
	if (tell)
		hcl_diag_add(lx->f, HCL_ERROR, (uint32_t)(s - lx->src), (uint32_t)(lx->cur - lx->src),
			     summary, detail);
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

int hcl_lex(hcl_file *f)
{
	lexer *lx = calloc(1, sizeof *lx);
	if (!lx)
		return -1;
	lx->f = f;
	lx->src = (const unsigned char *)f->src;
	lx->end = lx->src + f->len;
	lx->cur = lx->src + f->bom;
	lx->cond = f->mode == HCL_MODE_TEMPLATE ? yycBARE : yycMAIN;

	for (;;) {
		lx->tok = lx->cur;
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
	ident  = ([A-Za-z_] | u8) ([A-Za-z0-9_-] | u8)*;
	lchar  = [^\x00\r\n\x80-\xff] | u8;
	qchar  = [^\x00\r\n"$%\\\x80-\xff] | u8 | "\\" lchar;
	hchar  = [^\x00\r\n$%\x80-\xff] | u8;
	notint = "$" | "$${" | "%" | "%%{";

	<MAIN> [ \t]+   { continue; }
	<MAIN> nl       { emit(lx, TK_NEWLINE, lx->tok, lx->cur, 0); continue; }
	<MAIN> ("#" | "//") [^\x00\n]* "\n"? {
		emit(lx, TK_COMMENT, lx->tok, lx->cur, 0);
		continue;
	}
	<MAIN> "/*" {
		const unsigned char *p = lx->cur;
		while (p < lx->end && !(p[0] == '*' && p[1] == '/'))
			p++;
		if (p >= lx->end) {
			/* hcl reads the "/" and "*" as operators and goes on with the
			 * next line; reserve says what is wrong instead, once */
			hcl_diag_add(f, HCL_ERROR, (uint32_t)(lx->tok - lx->src), (uint32_t)(lx->tok - lx->src) + 2,
				     "Unterminated comment",
				     "This comment starts with \"/*\" but has no closing \"*/\" before the end of the file.");
			emit(lx, TK_INVALID, lx->tok, lx->cur, HCL_TF_REPORTED);
			continue;
		}
		lx->cur = p + 2;
		emit(lx, TK_COMMENT, lx->tok, lx->cur, HCL_TF_BLOCKCMT);
		continue;
	}
	<MAIN> number   { emit(lx, TK_NUMBER, lx->tok, lx->cur, 0); continue; }
	<MAIN> idasc    { emit(lx, TK_IDENT, lx->tok, lx->cur, 0); continue; }
	<MAIN> ident {
		const unsigned char *e = ident_end(lx->tok, lx->cur);
		if (e == lx->tok) {
			uint32_t cp;
			int n = hcl_utf8_decode(lx->tok, lx->cur, &cp);
			lx->cur = lx->tok + n;
			invalid_char(lx);
		} else {
			lx->cur = e;
			emit(lx, TK_IDENT, lx->tok, lx->cur, HCL_TF_HIGH);
		}
		continue;
	}
	<MAIN> "=="  { emit(lx, TK_EQ, lx->tok, lx->cur, 0); continue; }
	<MAIN> "!="  { emit(lx, TK_NE, lx->tok, lx->cur, 0); continue; }
	<MAIN> ">="  { emit(lx, TK_GE, lx->tok, lx->cur, 0); continue; }
	<MAIN> "<="  { emit(lx, TK_LE, lx->tok, lx->cur, 0); continue; }
	<MAIN> "&&"  { emit(lx, TK_AND, lx->tok, lx->cur, 0); continue; }
	<MAIN> "||"  { emit(lx, TK_OR, lx->tok, lx->cur, 0); continue; }
	<MAIN> "::"  { emit(lx, TK_DCOLON, lx->tok, lx->cur, 0); continue; }
	<MAIN> "..." { emit(lx, TK_ELLIPSIS, lx->tok, lx->cur, 0); continue; }
	<MAIN> "=>"  { emit(lx, TK_FATARROW, lx->tok, lx->cur, 0); continue; }
	<MAIN> "["   { emit(lx, TK_LBRACK, lx->tok, lx->cur, 0); continue; }
	<MAIN> "]"   { emit(lx, TK_RBRACK, lx->tok, lx->cur, 0); continue; }
	<MAIN> "("   { emit(lx, TK_LPAREN, lx->tok, lx->cur, 0); continue; }
	<MAIN> ")"   { emit(lx, TK_RPAREN, lx->tok, lx->cur, 0); continue; }
	<MAIN> "."   { emit(lx, TK_DOT, lx->tok, lx->cur, 0); continue; }
	<MAIN> ","   { emit(lx, TK_COMMA, lx->tok, lx->cur, 0); continue; }
	<MAIN> "*"   { emit(lx, TK_STAR, lx->tok, lx->cur, 0); continue; }
	<MAIN> "/"   { emit(lx, TK_SLASH, lx->tok, lx->cur, 0); continue; }
	<MAIN> "%"   { emit(lx, TK_PERCENT, lx->tok, lx->cur, 0); continue; }
	<MAIN> "+"   { emit(lx, TK_PLUS, lx->tok, lx->cur, 0); continue; }
	<MAIN> "-"   { emit(lx, TK_MINUS, lx->tok, lx->cur, 0); continue; }
	<MAIN> "="   { emit(lx, TK_EQUAL, lx->tok, lx->cur, 0); continue; }
	<MAIN> "<"   { emit(lx, TK_LT, lx->tok, lx->cur, 0); continue; }
	<MAIN> ">"   { emit(lx, TK_GT, lx->tok, lx->cur, 0); continue; }
	<MAIN> "!"   { emit(lx, TK_BANG, lx->tok, lx->cur, 0); continue; }
	<MAIN> "?"   { emit(lx, TK_QUESTION, lx->tok, lx->cur, 0); continue; }
	<MAIN> ":"   { emit(lx, TK_COLON, lx->tok, lx->cur, 0); continue; }
	<MAIN> "{"   { lx->braces++; emit(lx, TK_LBRACE, lx->tok, lx->cur, 0); continue; }
	<MAIN> "}"   { emit(lx, close_brace(lx, 0), lx->tok, lx->cur, 0); continue; }
	<MAIN> "~}"  { emit(lx, close_brace(lx, 1), lx->tok, lx->cur, HCL_TF_STRIP); continue; }
	<MAIN> "\"" {
		emit(lx, TK_OQUOTE, lx->tok, lx->cur, 0);
		if (!push(lx, yycQSTR))
			goto too_deep;
		continue;
	}
	<MAIN> "<<" "-"? idasc nl {
		const unsigned char *m = lx->tok + 2, *me = lx->cur - 1;
		if (*m == '-')
			m++;
		if (me > m && me[-1] == '\r')
			me--;
		emit(lx, TK_OHEREDOC, lx->tok, lx->cur, lx->tok[2] == '-' ? HCL_TF_STRIP : 0);
		if (lx->nheredoc == MAX_STACK || !push(lx, yycHDOC))
			goto too_deep;
		lx->heredoc[lx->nheredoc].mstart = (uint32_t)(m - lx->src);
		lx->heredoc[lx->nheredoc].mlen = (uint32_t)(me - m);
		lx->heredoc[lx->nheredoc].sol = 1;
		lx->nheredoc++;
		continue;
	}

	<QSTR> "${" "~"? {
		emit(lx, TK_TINTERP, lx->tok, lx->cur, lx->cur - lx->tok == 3 ? HCL_TF_STRIP : 0);
		if (!open_seq(lx))
			goto too_deep;
		continue;
	}
	<QSTR> "%{" "~"? {
		emit(lx, TK_TCONTROL, lx->tok, lx->cur, lx->cur - lx->tok == 3 ? HCL_TF_STRIP : 0);
		if (!open_seq(lx))
			goto too_deep;
		continue;
	}
	<QSTR> "\""   { emit(lx, TK_CQUOTE, lx->tok, lx->cur, 0); pop(lx); continue; }
	<QSTR> notint { emit(lx, TK_QLIT, lx->tok, lx->cur, 0); continue; }
	<QSTR> qchar+ {
		int esc = memchr(lx->tok, '\\', (size_t)(lx->cur - lx->tok)) != NULL;
		if (esc)
			check_escapes(lx, lx->tok, lx->cur);
		emit(lx, TK_QLIT, lx->tok, lx->cur, esc ? HCL_TF_ESCAPES : 0);
		continue;
	}
	<QSTR> [\r\n]+ {
		emit(lx, TK_QNEWLINE, lx->tok, lx->cur, 0);
		hcl_diag_add(f, HCL_ERROR, (uint32_t)(lx->tok - lx->src), (uint32_t)(lx->cur - lx->src),
			     "Invalid multi-line string",
			     "Quoted strings may not be split over multiple lines. To produce a multi-line string, "
			     "either use the \\n escape to represent a newline character or use the \"heredoc\" "
			     "multi-line template syntax.");
		continue;
	}

	<HDOC, BARE> "${" "~"? {
		emit(lx, TK_TINTERP, lx->tok, lx->cur, lx->cur - lx->tok == 3 ? HCL_TF_STRIP : 0);
		if (!open_seq(lx))
			goto too_deep;
		continue;
	}
	<HDOC, BARE> "%{" "~"? {
		emit(lx, TK_TCONTROL, lx->tok, lx->cur, lx->cur - lx->tok == 3 ? HCL_TF_STRIP : 0);
		if (!open_seq(lx))
			goto too_deep;
		continue;
	}
	<HDOC> (notint | hchar*) nl { heredoc_line(lx); continue; }
	<HDOC> (notint | hchar+) {
		lx->heredoc[lx->nheredoc - 1].sol = 0;
		emit(lx, TK_SLIT, lx->tok, lx->cur, 0);
		continue;
	}
	<BARE> (notint | hchar+) nl? { emit(lx, TK_SLIT, lx->tok, lx->cur, 0); continue; }
	<BARE> nl  { emit(lx, TK_SLIT, lx->tok, lx->cur, 0); continue; }

	<*> "\x00" {
		if (lx->tok >= lx->end) {
			lx->cur = lx->tok;
			break;
		}
		emit(lx, TK_INVALID, lx->tok, lx->cur, 0);
		hcl_diag_add(f, HCL_ERROR, (uint32_t)(lx->tok - lx->src), (uint32_t)(lx->cur - lx->src),
			     "Invalid character", "This file contains a NUL byte, which is not allowed in configuration.");
		continue;
	}
	<*> [\x80-\xff] {
		emit(lx, TK_BADUTF8, lx->tok, lx->cur, 0);
		if (!lx->told_badutf8++)
			hcl_diag_add(f, HCL_ERROR, (uint32_t)(lx->tok - lx->src), (uint32_t)(lx->cur - lx->src),
				     "Invalid character encoding",
				     "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your editor.");
		continue;
	}
	<*> * { invalid_char(lx); continue; }
*/
	}
	emit(lx, TK_EOF, lx->end, lx->end, 0);
	if (lx->oom) {
		free(lx);
		return -1;
	}
	free(lx);
	return 0;

too_deep:
	hcl_diag_add(f, HCL_ERROR, (uint32_t)(lx->tok - lx->src), (uint32_t)(lx->cur - lx->src),
		     "Nesting too deep",
		     "Templates, strings and heredocs are nested deeper than this parser accepts; the rest of the file was not read.");
	emit(lx, TK_EOF, lx->end, lx->end, 0);
	free(lx);
	return 0;
}
