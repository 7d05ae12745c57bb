/* hcl_lex.c - tests of the lexer: the token stream (f->toks after hcl_lex), its diagnostics (from
 * hcl_parse), and the comments and their neighbours that hcl_parse leaves in f->toks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_parse.h"
#include "tap.h"

static const char *tok_name(int t)
{
	switch (t) {
	case TK_EOF: return "EOF";
	case TK_NEWLINE: return "NEWLINE";
	case TK_IDENT: return "IDENT";
	case TK_NUMBER: return "NUMBER";
	case TK_OQUOTE: return "OQUOTE";
	case TK_CQUOTE: return "CQUOTE";
	case TK_QLIT: return "QLIT";
	case TK_OHEREDOC: return "OHEREDOC";
	case TK_CHEREDOC: return "CHEREDOC";
	case TK_SLIT: return "SLIT";
	case TK_TINTERP: return "TINTERP";
	case TK_TCONTROL: return "TCONTROL";
	case TK_TSEQEND: return "TSEQEND";
	case TK_LBRACE: return "LBRACE";
	case TK_RBRACE: return "RBRACE";
	case TK_LBRACK: return "LBRACK";
	case TK_RBRACK: return "RBRACK";
	case TK_LPAREN: return "LPAREN";
	case TK_RPAREN: return "RPAREN";
	case TK_DOT: return "DOT";
	case TK_COMMA: return "COMMA";
	case TK_ELLIPSIS: return "ELLIPSIS";
	case TK_EQUAL: return "EQUAL";
	case TK_FATARROW: return "FATARROW";
	case TK_QUESTION: return "QUESTION";
	case TK_COLON: return "COLON";
	case TK_DCOLON: return "DCOLON";
	case TK_PLUS: return "PLUS";
	case TK_MINUS: return "MINUS";
	case TK_STAR: return "STAR";
	case TK_SLASH: return "SLASH";
	case TK_PERCENT: return "PERCENT";
	case TK_AND: return "AND";
	case TK_OR: return "OR";
	case TK_BANG: return "BANG";
	case TK_EQ: return "EQ";
	case TK_NE: return "NE";
	case TK_LT: return "LT";
	case TK_LE: return "LE";
	case TK_GT: return "GT";
	case TK_GE: return "GE";
	case TK_COMMENT: return "COMMENT";
	case TK_INVALID: return "INVALID";
	case TK_BADUTF8: return "BADUTF8";
	case TK_QNEWLINE: return "QNEWLINE";
	default: return "?";
	}
}

/* The token stream as "NAME:start-end NAME:start-end ...". */
static const char *tokstr(const hcl_file *f)
{
	static char buf[8192];
	size_t n = 0;
	buf[0] = '\0';
	for (uint32_t i = 0; i < f->ntoks && n < sizeof buf; i++) {
		const hcl_token *t = &f->toks[i];
		n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s:%u-%u", i ? " " : "",
				      tok_name(t->type), t->start, t->end);
	}
	return buf;
}

/* The file parsed, then lexed again: every token in f->toks. */
static hcl_file *parse_n(const char *src, size_t n, hcl_mode mode)
{
	hcl_file *f = hcl_parse("t.tf", src, n, mode);
	if (!f)
		bail_out("hcl_parse returned NULL");
	if (hcl_lex(f) != 0)
		bail_out("hcl_lex failed");
	return f;
}

/* The file parsed only: f->toks as hcl_parse leaves it. */
static hcl_file *parse_only(const char *src)
{
	hcl_file *f = hcl_parse("t.tf", src, strlen(src), HCL_MODE_CONFIG);
	if (!f)
		bail_out("hcl_parse returned NULL");
	return f;
}

static hcl_file *parse(const char *src)
{
	return parse_n(src, strlen(src), HCL_MODE_CONFIG);
}

/* One test: src (config mode) lexes to exactly want. */
static void toks_are(const char *src, const char *want, const char *desc)
{
	hcl_file *f = parse(src);
	is_str(tokstr(f), want, "%s", desc);
	hcl_file_free(f);
}

/* The first diagnostic with this summary, or NULL. */
static const hcl_diag *find_diag(const hcl_file *f, const char *summary)
{
	for (const hcl_diag *d = f->diags; d; d = d->next)
		if (strcmp(d->summary, summary) == 0)
			return d;
	return NULL;
}

/* The index of the first token of type t, or -1. */
static int find_tok(const hcl_file *f, int t)
{
	for (uint32_t i = 0; i < f->ntoks; i++)
		if (f->toks[i].type == t)
			return (int)i;
	return -1;
}


static void test_identifiers(void)
{
	hcl_file *f;

	toks_are("a-b = x-1 - y",
		 "IDENT:0-3 EQUAL:4-5 IDENT:6-9 MINUS:10-11 IDENT:12-13 EOF:13-13",
		 "dashes belong to identifiers, a spaced dash is a minus");
	f = parse("\xc3\xa9t\xc3\xa9 = \xc3\xbcn\xc3\xaf-code + _x9");
	is_str(tokstr(f), "IDENT:0-5 EQUAL:6-7 IDENT:8-18 PLUS:19-20 IDENT:21-24 EOF:24-24",
	       "Unicode identifiers (with a dash) and a leading underscore");
	ok(f->toks[0].flags & HCL_TF_HIGH, "a non-ASCII identifier is flagged HIGH");
	ok(!(f->toks[4].flags & HCL_TF_HIGH), "an ASCII identifier is not flagged HIGH");
	is_int(f->nerrors, 0, "Unicode identifiers parse without errors");
	hcl_file_free(f);

	f = parse("a = \xe2\x82\xac\n"); /* the euro sign is no identifier character */
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 INVALID:4-7 NEWLINE:7-8 EOF:8-8",
	       "a non-identifier symbol is one INVALID token over its whole UTF-8 sequence");
	ok(find_diag(f, "Invalid character") != NULL, "... reported as \"Invalid character\"");
	hcl_file_free(f);
}

static void test_numbers(void)
{
	toks_are("x = 1 + 1.5 + 1e3 + 1E-2 + 0.1.2 + 1.",
		 "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 PLUS:6-7 NUMBER:8-11 PLUS:12-13 NUMBER:14-17 "
		 "PLUS:18-19 NUMBER:20-24 PLUS:25-26 NUMBER:27-32 PLUS:33-34 NUMBER:35-36 DOT:36-37 EOF:37-37",
		 "numbers: 1, 1.5, 1e3, 1E-2, 0.1.2 is one token, 1. is NUMBER then DOT");
	toks_are("x = .5 + 1e",
		 "IDENT:0-1 EQUAL:2-3 DOT:4-5 NUMBER:5-6 PLUS:7-8 NUMBER:9-10 IDENT:10-11 EOF:11-11",
		 "no leading-dot number; an exponent needs digits (1e is NUMBER then IDENT)");
}

static void test_operators(void)
{
	toks_are("a = + - * / % && || ! == != < > <= >= ? : => . , ... ( ) [ ] { } ::",
		 "IDENT:0-1 EQUAL:2-3 PLUS:4-5 MINUS:6-7 STAR:8-9 SLASH:10-11 PERCENT:12-13 AND:14-16 "
		 "OR:17-19 BANG:20-21 EQ:22-24 NE:25-27 LT:28-29 GT:30-31 LE:32-34 GE:35-37 "
		 "QUESTION:38-39 COLON:40-41 FATARROW:42-44 DOT:45-46 COMMA:47-48 ELLIPSIS:49-52 "
		 "LPAREN:53-54 RPAREN:55-56 LBRACK:57-58 RBRACK:59-60 LBRACE:61-62 RBRACE:63-64 "
		 "DCOLON:65-67 EOF:67-67",
		 "every operator and delimiter");
	toks_are("a=b==c<=d>=e...f",
		 "IDENT:0-1 EQUAL:1-2 IDENT:2-3 EQ:3-5 IDENT:5-6 LE:6-8 IDENT:8-9 GE:9-11 IDENT:11-12 "
		 "ELLIPSIS:12-15 IDENT:15-16 EOF:16-16",
		 "multi-character operators win without spaces");

	hcl_file *f = parse("a = 1 & 2 | 3 ; 'x'");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 INVALID:6-7 NUMBER:8-9 INVALID:10-11 NUMBER:12-13 "
	       "INVALID:14-15 INVALID:16-17 IDENT:17-18 INVALID:18-19 EOF:19-19",
	       "& | ; and ' are single INVALID tokens");
	ok(find_diag(f, "Unsupported operator") != NULL, "a bitwise operator is an \"Unsupported operator\"");
	hcl_file_free(f);
}

static void test_comments(void)
{
	hcl_file *f = parse("a = 1 # hash\nb = 2 // slash\nc = 1 /* one\ntwo */ + d\n# eof");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 COMMENT:6-13 IDENT:13-14 EQUAL:15-16 NUMBER:17-18 "
	       "COMMENT:19-28 IDENT:28-29 EQUAL:30-31 NUMBER:32-33 COMMENT:34-47 PLUS:48-49 "
	       "IDENT:50-51 NEWLINE:51-52 COMMENT:52-57 EOF:57-57",
	       "three comment styles; line comments include their newline");
	ok(f->toks[11].flags & HCL_TF_BLOCKCMT, "a /* */ comment is flagged BLOCKCMT");
	ok(!(f->toks[3].flags & HCL_TF_BLOCKCMT), "a hash comment is not flagged BLOCKCMT");
	is_int(f->nerrors, 0, "a line comment ends an attribute, a block comment hides its newline");
	is_int(f->body->nattrs, 3, "... so there are three attributes");
	ok(f->body->attrs_tail && f->body->attrs_tail->expr->kind == HCL_E_BINOP,
	   "... and c = 1 /* newline */ + d is one binary expression");
	hcl_file_free(f);

	f = parse_only("a = 1 # hash\nb = 2 // slash\nc = 1 /* one\ntwo */ + d\n# eof");
	is_str(tokstr(f),
	       "NUMBER:4-5 COMMENT:6-13 IDENT:13-14 NUMBER:17-18 COMMENT:19-28 IDENT:28-29 NUMBER:32-33 "
	       "COMMENT:34-47 PLUS:48-49 NEWLINE:51-52 COMMENT:52-57 EOF:57-57",
	       "hcl_parse keeps each comment with the tokens beside it, in order");
	hcl_file_free(f);

	f = parse_only("# a\n# b\nx = 1 # c\n");
	is_str(tokstr(f), "COMMENT:0-4 COMMENT:4-8 IDENT:8-9 NUMBER:12-13 COMMENT:14-18 EOF:18-18",
	       "... comments side by side share their neighbours, each token once");
	hcl_file_free(f);

	f = parse_only("x = 1\n");
	is_int(f->ntoks, 0, "... and a file without comments keeps no token");
	hcl_file_free(f);
}

/* The decoded text of a quoted template's literal parts, concatenated. */
static const char *template_text(const hcl_expr *e)
{
	static char buf[256];
	size_t n = 0;
	buf[0] = '\0';
	if (!e || e->kind != HCL_E_TEMPLATE)
		return NULL;
	for (const hcl_expr *p = e->list; p; p = p->next) {
		if (p->kind != HCL_E_LITERAL || n + p->len >= sizeof buf)
			return NULL;
		memcpy(buf + n, p->text, p->len);
		n += p->len;
	}
	buf[n] = '\0';
	return buf;
}

static void test_strings(void)
{
	hcl_file *f = parse("a = \"x\\n\\\"y\\\\ $${ %%{ $ z\\u00e9\"");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 QLIT:5-14 QLIT:14-17 QLIT:17-18 QLIT:18-21 QLIT:21-22 "
	       "QLIT:22-23 QLIT:23-31 CQUOTE:31-32 EOF:32-32",
	       "a quoted string: escapes, $${ and %%%%{ are literal chunks");
	ok(f->toks[3].flags & HCL_TF_ESCAPES, "a chunk with a backslash is flagged ESCAPES");
	ok(!(f->toks[4].flags & HCL_TF_ESCAPES), "a chunk without one is not");
	is_int(f->nerrors, 0, "valid escapes give no error");
	is_str(template_text(f->body->attrs->expr), "x\n\"y\\ ${ %{ $ z\xc3\xa9",
	       "escapes, $${, %%%%{ and \\u00e9 decode");
	hcl_file_free(f);

	f = parse("a = \"ab\xc3\xa9" "c\" + \"\xc3\xa9" "ab\"");
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 QLIT:5-10 CQUOTE:10-11 PLUS:12-13 "
	       "OQUOTE:14-15 QLIT:15-19 CQUOTE:19-20 EOF:20-20",
	       "a plain run followed by UTF-8, and UTF-8 followed by one: one chunk each");
	ok(f->toks[3].flags & HCL_TF_HIGH && f->toks[7].flags & HCL_TF_HIGH, "... both flagged HIGH");
	hcl_file_free(f);
	f = parse("a = \"ab\\\nc\"\n");
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 QLIT:5-7 INVALID:7-8 QNEWLINE:8-9 QLIT:9-10 "
	       "CQUOTE:10-11 NEWLINE:11-12 EOF:12-12",
	       "a plain run followed by a backslash that escapes nothing: the run, then the backslash");
	hcl_file_free(f);

	f = parse("a = \"\\q\"\n");
	is_int(f->nerrors, 1, "an unknown escape is one error");
	ok(find_diag(f, "Invalid escape sequence") != NULL, "... \"Invalid escape sequence\"");
	hcl_file_free(f);

	toks_are("a = \"${x~}\" + \"%{~ if y }z%{ endif }\"",
		 "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 TINTERP:5-7 IDENT:7-8 TSEQEND:8-10 CQUOTE:10-11 "
		 "PLUS:12-13 OQUOTE:14-15 TCONTROL:15-18 IDENT:19-21 IDENT:22-23 TSEQEND:24-25 "
		 "QLIT:25-26 TCONTROL:26-28 IDENT:29-34 TSEQEND:35-36 CQUOTE:36-37 EOF:37-37",
		 "interpolation and directive markers, with strip marks");
	toks_are("a = \"${ {a = \"}\"}.a }\"",
		 "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 TINTERP:5-7 LBRACE:8-9 IDENT:9-10 EQUAL:11-12 "
		 "OQUOTE:13-14 QLIT:14-15 CQUOTE:15-16 RBRACE:16-17 DOT:17-18 IDENT:18-19 "
		 "TSEQEND:20-21 CQUOTE:21-22 EOF:22-22",
		 "nesting: an object with a quoted \"}\" inside an interpolation");
	toks_are("a = \"${\"${b}\"}c\"",
		 "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 TINTERP:5-7 OQUOTE:7-8 TINTERP:8-10 IDENT:10-11 "
		 "TSEQEND:11-12 CQUOTE:12-13 TSEQEND:13-14 QLIT:14-15 CQUOTE:15-16 EOF:16-16",
		 "nesting: a string inside an interpolation inside a string");

	f = parse_n("hello ${x}!", 11, HCL_MODE_TEMPLATE);
	is_str(tokstr(f), "SLIT:0-6 TINTERP:6-8 IDENT:8-9 TSEQEND:9-10 SLIT:10-11 EOF:11-11",
	       "template mode starts in the bare-template condition");
	hcl_file_free(f);
}

static void test_heredocs(void)
{
	hcl_file *f = parse("a = <<EOT\nhello ${x}\n  EOT\nb = <<-EOT\n    x\n    EOT\n");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 OHEREDOC:4-10 SLIT:10-16 TINTERP:16-18 IDENT:18-19 TSEQEND:19-20 "
	       "SLIT:20-21 CHEREDOC:21-26 NEWLINE:26-27 IDENT:27-28 EQUAL:29-30 OHEREDOC:31-38 "
	       "SLIT:38-44 CHEREDOC:44-51 NEWLINE:51-52 EOF:52-52",
	       "<<EOT and <<-EOT with indented closing markers; CHEREDOC then NEWLINE");
	ok(!(f->toks[2].flags & HCL_TF_STRIP) && (f->toks[12].flags & HCL_TF_STRIP),
	   "only <<- is flagged STRIP");
	is_int(f->nerrors, 0, "heredocs parse without errors");
	is_int(f->body->nattrs, 2, "... as two attributes");
	hcl_file_free(f);

	toks_are("a = <<EOT\nx EOT\n${y}EOT\nEOT\n",
		 "IDENT:0-1 EQUAL:2-3 OHEREDOC:4-10 SLIT:10-16 TINTERP:16-18 IDENT:18-19 TSEQEND:19-20 "
		 "SLIT:20-24 CHEREDOC:24-27 NEWLINE:27-28 EOF:28-28",
		 "a marker after text or after an interpolation on its line does not close");
	toks_are("a = x <<EOT\n",
		 "IDENT:0-1 EQUAL:2-3 IDENT:4-5 OHEREDOC:6-12 EOF:12-12",
		 "a heredoc opener need not start its line");
	toks_are("a = <<EOT )\n",
		 "IDENT:0-1 EQUAL:2-3 LT:4-5 LT:5-6 IDENT:6-9 RPAREN:10-11 NEWLINE:11-12 EOF:12-12",
		 "<<EOT not followed by a newline is no heredoc");
	toks_are("a = <<EOT\r\nx\r\nEOT\r\n",
		 "IDENT:0-1 EQUAL:2-3 OHEREDOC:4-11 SLIT:11-14 CHEREDOC:14-17 NEWLINE:17-19 EOF:19-19",
		 "CRLF heredoc: the closing marker excludes the CRLF, which is the NEWLINE");
}

static void test_bom_crlf(void)
{
	hcl_file *f = parse("\xef\xbb\xbf" "a = var.x\n");
	is_int(f->bom, 3, "a UTF-8 BOM is recognised");
	is_str(tokstr(f), "IDENT:3-4 EQUAL:5-6 IDENT:7-10 DOT:10-11 IDENT:11-12 NEWLINE:12-13 EOF:13-13",
	       "BOM: byte offsets include its 3 bytes");
	hcl_pos p = hcl_file_pos(f, f->toks[0].start);
	ok(p.line == 1 && p.col == 1, "BOM: the first token is at 1:1 (got %u:%u)", p.line, p.col);
	p = hcl_file_pos(f, f->toks[2].start);
	ok(p.line == 1 && p.col == 5 && p.byte == 7, "BOM: var.x is at 1:5, byte 7 (got %u:%u:%u)",
	   p.line, p.col, p.byte);
	is_int(f->nerrors, 0, "BOM: no error");
	hcl_file_free(f);

	f = parse("a = 1\r\nb = \"x\" # c\r\nc = 2\r\n");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 NEWLINE:5-7 IDENT:7-8 EQUAL:9-10 OQUOTE:11-12 "
	       "QLIT:12-13 CQUOTE:13-14 COMMENT:15-20 IDENT:20-21 EQUAL:22-23 NUMBER:24-25 "
	       "NEWLINE:25-27 EOF:27-27",
	       "CRLF: a two-byte NEWLINE; a line comment takes the CRLF");
	is_int(f->nerrors, 0, "CRLF: no error");
	is_int(f->body->nattrs, 3, "CRLF: three attributes");
	p = hcl_file_pos(f, 20);
	ok(p.line == 3 && p.col == 1, "CRLF: the third line starts at byte 20 (got %u:%u)", p.line, p.col);
	hcl_file_free(f);
}

static void test_bad_input(void)
{
	hcl_file *f = parse("a = \"x\xe9y\"\nb = \xff\n");
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 QLIT:5-6 BADUTF8:6-7 QLIT:7-8 CQUOTE:8-9 NEWLINE:9-10 "
	       "IDENT:10-11 EQUAL:12-13 BADUTF8:14-15 NEWLINE:15-16 EOF:16-16",
	       "invalid UTF-8 bytes are BADUTF8 tokens, in strings and outside");
	const hcl_diag *d = find_diag(f, "Invalid character encoding");
	ok(d && d->severity == HCL_ERROR && d->start == 6 && d->end == 7,
	   "\"Invalid character encoding\" error on the first bad byte");
	hcl_file_free(f);

	f = parse("a = \"\xff\"\n");
	is_int(f->nerrors, 2, "a bad byte in a string: two errors, as hcl");
	ok(f->diags && f->diags->next &&
	   strcmp(f->diags->next->summary, "Unterminated template string") == 0,
	   "a bad byte in a string: the second error is hcl's \"Unterminated template string\"");
	hcl_file_free(f);

	static const char nul[] = "a = 1\0\nb = x\n";
	f = parse_n(nul, sizeof nul - 1, HCL_MODE_CONFIG);
	is_str(tokstr(f),
	       "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 INVALID:5-6 NEWLINE:6-7 IDENT:7-8 EQUAL:9-10 IDENT:11-12 "
	       "NEWLINE:12-13 EOF:13-13",
	       "a NUL byte mid-file is an INVALID token and lexing goes on");
	is_int(f->nerrors, 2, "NUL after a value: Invalid character + Missing newline, as hcl");
	ok(find_diag(f, "Invalid character") != NULL, "... \"Invalid character\"");
	ok(f->body->nattrs == 2 && strcmp(f->body->attrs_tail->name, "b") == 0,
	   "... and the next line is still parsed");
	hcl_file_free(f);

	f = parse_n(nul, sizeof nul - 1, HCL_MODE_CONFIG);
	ok(f->diags && strcmp(f->diags->detail, "This character is not used within the language.") == 0,
	   "... in hcl's words for any character the language does not use");
	hcl_file_free(f);

	/* hcl's scanner takes a NUL in a quoted string, a heredoc or a comment
	 * as text */
	static const char nulstr[] = "a = \"x\0y\"\n";
	f = parse_n(nulstr, sizeof nulstr - 1, HCL_MODE_CONFIG);
	is_int(f->nerrors, 0, "a NUL byte inside a quoted string is text, as in hcl");
	hcl_file_free(f);
	static const char nulhdoc[] = "a = <<EOT\nx\0y\nEOT\n";
	f = parse_n(nulhdoc, sizeof nulhdoc - 1, HCL_MODE_CONFIG);
	is_int(f->nerrors, 0, "a NUL byte inside a heredoc is text, as in hcl");
	hcl_file_free(f);
	static const char nulcmt[] = "# x\0y\nb = 1\n";
	f = parse_n(nulcmt, sizeof nulcmt - 1, HCL_MODE_CONFIG);
	is_int(f->nerrors, 0, "a NUL byte inside a line comment is text, as in hcl");
	ok(f->body->nattrs == 1, "... and the comment ends at its line's end");
	hcl_file_free(f);
}

static void test_unterminated(void)
{
	hcl_file *f = parse("a = \"abc");
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 OQUOTE:4-5 QLIT:5-8 EOF:8-8", "unterminated string: tokens");
	ok(find_diag(f, "Unterminated template string") && f->nerrors == 1,
	   "unterminated string: one error \"Unterminated template string\"");
	hcl_file_free(f);

	f = parse("a = <<EOT\nabc");
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 OHEREDOC:4-10 SLIT:10-13 EOF:13-13",
	       "unterminated heredoc: tokens");
	ok(find_diag(f, "Unterminated template string") && f->nerrors == 1,
	   "unterminated heredoc: one error \"Unterminated template string\"");
	hcl_file_free(f);

	f = parse("a = 1 /* abc\nb = 2\n");
	is_str(tokstr(f), "IDENT:0-1 EQUAL:2-3 NUMBER:4-5 INVALID:6-8 IDENT:9-12 NEWLINE:12-13 IDENT:13-14 "
	       "EQUAL:15-16 NUMBER:17-18 NEWLINE:18-19 EOF:19-19",
	       "unterminated block comment: an INVALID /* token, then lexing goes on as hcl's does");
	const hcl_diag *d = find_diag(f, "Unterminated comment");
	ok(d && d->severity == HCL_ERROR && d->start == 6 && d->end == 8,
	   "unterminated block comment: \"Unterminated comment\" on the /*");
	/* hcl lexes "/" "*" as operators, reports one "Invalid expression"
	 * and recovers at the next line, keeping b. */
	ok(f->nerrors == 1, "unterminated block comment: exactly one error, as hcl");
	ok(f->body->nattrs == 2, "unterminated block comment: the next line (b = 2) is still parsed, as hcl");
	hcl_file_free(f);

	f = parse("a = \"abc\ndef\"\nb = c\n");
	ok(find_tok(f, TK_QNEWLINE) == 4, "a newline in a quoted string is a QNEWLINE token");
	ok(f->nerrors >= 1 && f->body->nattrs == 2, "... an error, and the next line is parsed");
	ok(find_diag(f, "Invalid multi-line string") != NULL && f->nerrors == 2,
	   "a newline in a quoted string: hcl's \"Invalid multi-line string\" plus Unterminated, 2 errors");
	hcl_file_free(f);
}

/* n copies of s into a fresh buffer after prefix; freed by the caller. */
static char *repeat(const char *prefix, const char *open, const char *mid, const char *close, int n)
{
	size_t lp = strlen(prefix), lo = strlen(open), lm = strlen(mid), lc = strlen(close);
	char *s = malloc(lp + (size_t)n * (lo + lc) + lm + 2), *o = s;
	if (!s)
		bail_out("out of memory");
	memcpy(o, prefix, lp);
	o += lp;
	for (int i = 0; i < n; i++, o += lo)
		memcpy(o, open, lo);
	memcpy(o, mid, lm);
	o += lm;
	for (int i = 0; i < n; i++, o += lc)
		memcpy(o, close, lc);
	*o++ = '\n';
	*o = '\0';
	return s;
}

static void deep(const char *open, const char *mid, const char *close, int n, int want_error,
		 const char *desc)
{
	char *s = repeat("a = ", open, mid, close, n);
	hcl_file *f = parse(s);
	int too_deep = find_diag(f, "Nesting too deep") != NULL;
	ok(f->ntoks > 0 && f->toks[f->ntoks - 1].type == TK_EOF && too_deep == want_error &&
	   (want_error || f->nerrors == 0), "%s", desc);
	hcl_file_free(f);
	free(s);
}

static void test_nesting(void)
{
	deep("[", "1", "]", HCL_MAX_NESTING / 2, 0, "brackets nested 100 deep are fine");
	deep("[", "1", "]", HCL_MAX_NESTING + 100, 1, "brackets nested 300 deep: \"Nesting too deep\"");
	deep("\"${", "x", "}\"", HCL_MAX_NESTING / 2, 0, "templates nested 100 deep are fine");
	deep("\"${", "x", "}\"", HCL_MAX_NESTING + 100, 1,
	     "templates nested 300 deep: \"Nesting too deep\"");
	deep("(", "x", ")", 5000, 1, "5000 parentheses: \"Nesting too deep\", no crash");
	deep("-", "x", "", 5000, 1, "5000 unary minus: \"Nesting too deep\", no crash");

	char *s = repeat("", "a {\n", "", "}\n", HCL_MAX_NESTING + 100);
	hcl_file *f = parse(s);
	ok(find_diag(f, "Nesting too deep") != NULL, "blocks nested 300 deep: \"Nesting too deep\"");
	hcl_file_free(f);
	free(s);
}

/* What hcl_parse keeps of f's tokens (all of them here, after hcl_lex): each
 * comment with the token on either side of it, each once, in order. */
static uint32_t keep_comments(const hcl_file *f, hcl_token *out)
{
	uint32_t n = 0, kept = 0;
	for (uint32_t i = 0; i < f->ntoks; i++) {
		if (f->toks[i].type != TK_COMMENT)
			continue;
		uint32_t from = i > kept ? i - 1 : kept, to = i + 2 < f->ntoks ? i + 2 : f->ntoks;
		for (uint32_t j = from; j < to; j++)
			out[n++] = f->toks[j];
		kept = to;
	}
	return n;
}

/* A file of many lines, read in many batches: comments of every kind fall
 * at every place of a batch. */
static char *many_lines(int lines, size_t *len)
{
	size_t cap = (size_t)lines * 40 + 1, n = 0;
	char *s = malloc(cap), *o;
	if (!s)
		bail_out("out of memory");
	for (int i = 0; i < lines; i++) {
		o = s + n;
		switch ((i * 5 + i / 3) % 7) {
		case 0: n += (size_t)snprintf(o, cap - n, "x%d = 1 # c\n", i); break;
		case 1: n += (size_t)snprintf(o, cap - n, "# only\n"); break;
		case 2: n += (size_t)snprintf(o, cap - n, "\n"); break;
		case 3: n += (size_t)snprintf(o, cap - n, "y%d = [ # in\n  1, // two\n]\n", i); break;
		case 4: n += (size_t)snprintf(o, cap - n, "/* b */ z%d = 2 /* e */\n", i); break;
		case 5: n += (size_t)snprintf(o, cap - n, "w%d = \"s ${v}\" # t\n#\n", i); break;
		default: n += (size_t)snprintf(o, cap - n, "k%d = a.b.c\n", i); break;
		}
	}
	*len = n;
	return s;
}

/* Whether what hcl_parse left in f->toks is what keep_comments keeps of
 * all the tokens (f->toks is all of them after). */
static int kept_comments(hcl_file *f)
{
	uint32_t nkept = f->ntoks, nwant;
	hcl_token *kept = malloc((nkept + 1) * sizeof *kept), *want;
	if (!kept)
		bail_out("out of memory");
	if (nkept)
		memcpy(kept, f->toks, nkept * sizeof *kept);
	if (hcl_lex(f) != 0 || !(want = malloc(f->ntoks * sizeof *want)))
		bail_out("hcl_lex failed");
	nwant = keep_comments(f, want);
	int same = nwant > 10000 && nkept == nwant && memcmp(kept, want, nwant * sizeof *want) == 0;
	if (!same)
		diag("kept %u tokens, %u wanted, of %u", nkept, nwant, f->ntoks);
	free(want);
	free(kept);
	return same;
}

static void test_batches(void)
{
	size_t len;
	char *src = many_lines(20000, &len), *deep;
	hcl_file *f = hcl_parse("t.tf", src, len, HCL_MODE_CONFIG);
	ok(f->nerrors == 0 && f->body && f->body->nattrs > 10000, "20,000 lines parse clean");
	ok(kept_comments(f) && f->ntoks > 50000,
	   "... and hcl_parse keeps every comment with its neighbours, over many batches");
	hcl_file_free(f);

	/* the parse stops at the nesting limit; the rest is lexed for its
	 * comments and problems, batch after batch with nothing kept between */
	if (!(deep = malloc(len + 400)))
		bail_out("out of memory");
	memcpy(deep, "a = ", 4);
	memset(deep + 4, '[', 300);
	deep[304] = '\n';
	memcpy(deep + 305, src, len);
	f = hcl_parse("t.tf", deep, len + 305, HCL_MODE_CONFIG);
	ok(find_diag(f, "Nesting too deep") && kept_comments(f),
	   "... and so after a parse that stops early");
	hcl_file_free(f);
	free(deep);
	free(src);

	/* the lexer's problems come first, as when it lexed the whole file
	 * before the parse: here one far after the parser's */
	src = many_lines(20000, &len);
	memcpy(src + 3, "= =", 3); /* a syntax error on the first line */
	src[len - 2] = '&';        /* an invalid character on the last */
	f = hcl_parse("t.tf", src, len, HCL_MODE_CONFIG);
	ok(f->diags && strcmp(f->diags->summary, "Unsupported operator") == 0 && f->diags->next &&
	   strcmp(f->diags->next->summary, "Invalid expression") == 0 && f->nerrors == 2,
	   "the lexer's diagnostics come before the parser's, however far into the file");
	hcl_file_free(f);
	free(src);
}

int main(void)
{
	test_identifiers();
	test_numbers();
	test_operators();
	test_comments();
	test_strings();
	test_heredocs();
	test_bom_crlf();
	test_bad_input();
	test_unterminated();
	test_nesting();
	test_batches();
	return done_testing();
}
