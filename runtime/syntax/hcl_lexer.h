/* hcl_lexer.h - the lexer's state between two batches of tokens, shared
 * by the scanner (hcl_lex.re, which fills a batch) and the token window
 * (hcl_window.c, which asks for batches and hands them to the parser, or
 * keeps them all for hcl_lex).  Internal to the syntax layer. */
#ifndef RESERVE_HCL_LEXER_H
#define RESERVE_HCL_LEXER_H

#include "hcl.h"

/* The lexer's state between two batches.  A batch runs on a copy of it on
 * the stack (lexer_run): the compiler then knows that the tokens written
 * leave it alone, and keeps its fields in registers. */
typedef struct hcl_lexer {
	hcl_file *f;
	const unsigned char *src, *end, *cur, *tok, *mar;
	int cond;
	int braces;
	int nstack;
	int nheredoc;
	int done;           /* the EOF token is out */
	hcl_token *out;     /* the caller's array the tokens go to, grown here: */
	uint32_t nout, cap; /* its length and its room, ... */
	uint32_t slack;     /* ... past which it has room for this many more */
	uint32_t pause;     /* a line end past this length ends the batch */
	int oom;            /* out or f->toks could not grow */
	/* After a parse f->toks holds each comment with the token on either
	 * side of it (hcl.h); the lexer puts them there as it goes. */
	int keep;           /* whether to */
	uint32_t index;     /* the stream index of out[0] */
	uint32_t kept;      /* the index after the last token kept */
	int after;          /* token `kept` is a comment's next: keep it too */
	uint32_t kcap;      /* f->toks's room */
	hcl_token last;     /* the token before out[0] */
	int told_badutf8, told_bitwise, told_apostrophe, told_backtick, told_semicolon;
	/* the two stacks (lexer_new: read only below nstack and nheredoc) */
	struct { int cond, braces; } *stack;
	struct { uint32_t mstart, mlen; int sol; } *heredoc;
} lexer;

/* A lexer over f in lx, a block hcl_lexer_new_in made (or NULL: a new
 * one: free it with free); NULL when out of memory. */
lexer *hcl_lexer_new_in(lexer *lx, hcl_file *f);

/* Lexes the next tokens onto lx->out (from lx->nout, growing it): to a
 * line end past lx->pause tokens, or to the end with the EOF token.  What
 * it finds wrong goes to f->diags. */
void hcl_lexer_run(lexer *lx);

#endif
