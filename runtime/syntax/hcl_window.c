/* hcl_window.c - the parser's token window (hcl_parser.h): the tokens the
 * grammar reads, asked of the lexer (hcl_lex.re) a batch at a time and
 * dropped once read, and hcl_lex, which keeps the whole stream in f->toks.
 * What the lexer reports during a parse is set aside and joins the file's
 * diagnostics before the parser's. */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hcl.h"
#include "hcl_lexer.h"
#include "hcl_messages.h"
#include "hcl_parse.h"
#include "hcl_parser.h"

/* f's diagnostics and what is set aside in w change places. */
static void swap_diags(hcl_window *w)
{
	hcl_file *f = w->f;
	hcl_diag *d = f->diags, *t = f->diags_tail;
	uint32_t e = f->nerrors, n = f->nwarnings;
	f->diags = w->diags;
	f->diags_tail = w->diags_tail;
	f->nerrors = w->nerrors;
	f->nwarnings = w->nwarnings;
	w->diags = d;
	w->diags_tail = t;
	w->nerrors = e;
	w->nwarnings = n;
}

int hcl_lex(hcl_file *f)
{
	hcl_window w; /* only to set the diagnostics aside */
	lexer *lx = hcl_lexer_new_in(NULL, f);
	int ok;
	if (!lx)
		return -1;
	memset(&w, 0, sizeof w);
	w.f = f;
	swap_diags(&w);
	free(f->toks);
	lx->out = NULL;
	lx->pause = UINT32_MAX;
	hcl_lexer_run(lx);
	f->toks = lx->out;
	f->ntoks = lx->nout;
	swap_diags(&w); /* the parse reported them already */
	ok = lx->done && !lx->oom;
	free(lx);
	return ok ? 0 : -1;
}

/* ---- the parser's token window (hcl_parser.h) ------------------------------ */

/* The tokens a batch adds to the window, about: a few pages. */
enum { WINDOW_BATCH = 2048 };

/* A window's buffer larger than this goes back to malloc when it closes
 * rather than to the scratch (a batch of very long lines grew it). */
enum { WINDOW_KEPT = 4 * WINDOW_BATCH };

int hcl_window_open(hcl_window *w, hcl_file *f, hcl_scratch *s)
{
	memset(w, 0, sizeof *w);
	w->f = f;
	w->scratch = s;
	if (s->buf) {
		w->buf = s->buf;
		w->cap = s->cap;
	} else {
		w->cap = 2 * WINDOW_BATCH;
		w->buf = malloc((w->cap + HCL_AHEAD) * sizeof *w->buf);
	}
	w->lx = hcl_lexer_new_in(s->lx, f);
	s->buf = NULL;
	s->lx = NULL;
	w->eof.type = TK_EOF;
	if (w->buf && w->lx) {
		w->lx->keep = 1;
		return 0;
	}
	free(w->buf);
	free(w->lx);
	return -1;
}

void hcl_scratch_free(hcl_scratch *s)
{
	free(s->buf);
	free(s->lx);
	s->buf = NULL;
	s->lx = NULL;
}

/* Drops the tokens before w->keep (the lexer is told the last of them:
 * it may be a comment's neighbour). */
static void drop(hcl_window *w)
{
	uint32_t m = w->keep - w->base;
	if (m > w->n)
		m = w->n;
	if (!m)
		return;
	w->lx->last = w->buf[m - 1];
	memmove(w->buf, w->buf + m, (size_t)(w->n - m) * sizeof *w->buf);
	w->base += m;
	w->n -= m;
}

const hcl_token *hcl_window_more(hcl_window *w, uint32_t i)
{
	lexer *lx = w->lx;
	assert(i >= w->base); /* nothing reads a token before `keep` */
	while (i - w->base >= w->n) {
		if (w->done) /* past the end: the EOF token */
			return &w->buf[w->n - 1];
		if (lx->oom) { /* the window could not grow: the stream ends */
			w->eof.start = w->eof.end = (uint32_t)(lx->cur - lx->src);
			for (uint32_t k = 0; k < HCL_AHEAD; k++) /* for hcl_tok_ahead */
				w->buf[w->n + k] = w->eof;
			return &w->eof;
		}
		drop(w);
		lx->out = w->buf;
		lx->nout = w->n;
		lx->cap = w->cap;
		lx->slack = HCL_AHEAD;
		lx->index = w->base;
		lx->pause = w->n + WINDOW_BATCH;
		swap_diags(w);
		hcl_lexer_run(lx);
		swap_diags(w);
		w->buf = lx->out;
		w->n = lx->nout;
		w->cap = lx->cap;
		w->done = lx->done && !lx->oom;
		for (uint32_t k = 0; w->done && k < HCL_AHEAD; k++)
			w->buf[w->n + k] = w->buf[w->n - 1];
	}
	return &w->buf[i - w->base];
}

const hcl_token *hcl_window_ahead(hcl_window *w, uint32_t i)
{
	hcl_window_more(w, i + HCL_AHEAD);
	return &w->buf[i - w->base];
}

void hcl_window_close(hcl_window *w)
{
	hcl_file *f = w->f;
	lexer *lx = w->lx;
	/* the rest of the file, batch by batch, as if read to its end */
	while (!w->done && !lx->oom) {
		w->keep = w->base + w->n;
		hcl_window_more(w, w->keep);
	}
	/* the lexer's diagnostics, then the parser's */
	if (w->diags) {
		w->diags_tail->next = f->diags;
		if (!f->diags)
			f->diags_tail = w->diags_tail;
		f->diags = w->diags;
		f->nerrors += w->nerrors;
		f->nwarnings += w->nwarnings;
	}
	if (lx->oom)
		hcl_diag_msg(f, HCL_MSG_LEXER_NO_MEMORY, 0, 0);
	if (!f->ntoks) {
		free(f->toks);
		f->toks = NULL;
	} else if (f->ntoks < lx->kcap) {
		hcl_token *t = realloc(f->toks, (size_t)f->ntoks * sizeof *t);
		if (t)
			f->toks = t;
	}
	hcl_scratch *s = w->scratch;
	if (w->cap <= WINDOW_KEPT) {
		s->buf = w->buf;
		s->cap = w->cap;
	} else {
		free(w->buf);
	}
	s->lx = lx;
	w->buf = NULL;
	w->lx = NULL;
}
