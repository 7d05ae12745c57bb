/* hcl_entry.c - the parser's entry points (hcl.h): a parse sets up the
 * file, its arena's out-of-memory handler, the token window and Lemon's
 * parser, has the driver run (hcl_driver.c), and releases what it took;
 * the scratch memory and the Lemon parser are kept from parse to parse in
 * an hcl_reuse. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "hcl_messages.h"
#include "hcl_parser.h"

hcl_file *hcl_parse(const char *name, const char *src, size_t len, hcl_mode mode)
{
	char *buf;
	if (len > UINT32_MAX - 2 || !(buf = malloc(len + 1)))
		return NULL;
	memcpy(buf, src, len);
	buf[len] = '\0';
	return hcl_parse_owned(name, buf, len, mode);
}

/* ---- memory kept from parse to parse (hcl.h) ------------------------------ */

hcl_reuse *hcl_reuse_new(void)
{
	return calloc(1, sizeof(hcl_reuse));
}

static void scratch_free(hcl_scratch *s)
{
	hcl_scratch_free(s);
	hcl_seen_free(&s->seen);
	if (s->lemon)
		HclParseFree(s->lemon, free);
	s->lemon = NULL;
}

void hcl_reuse_free(hcl_reuse *r)
{
	if (!r)
		return;
	scratch_free(&r->scratch);
	hcl_arena_drop_blocks(r);
	free(r);
}

/* The scratch of a parse: r's, unless r is NULL or lends it already, then
 * *own (empty). */
static hcl_scratch *scratch_take(hcl_reuse *r, hcl_scratch *own)
{
	memset(own, 0, sizeof *own);
	if (!r || r->lent)
		return own;
	r->lent = 1;
	return &r->scratch;
}

static void scratch_give(hcl_reuse *r, hcl_scratch *s)
{
	if (r && s == &r->scratch)
		r->lent = 0;
	else
		scratch_free(s);
}

/* Lemon's parser, ready for a parse: the scratch's, or a new one. */
static void *lemon_take(hcl_scratch *s)
{
	void *p = s->lemon;
	s->lemon = NULL;
	if (!p)
		return HclParseAlloc(malloc);
	HclParseInit(p);
	return p;
}

hcl_file *hcl_parse_owned(const char *name, char *src, size_t len, hcl_mode mode)
{
	return hcl_parse_reusing(NULL, name, src, len, mode);
}

/* The parse of f with the scratch s, under f's arena's out-of-memory
 * handler oom: 0, or -1 when memory ran out (a longjmp from hcl_arena_oom);
 * then what it held is in ps (its window and parser) and s, for the caller
 * to release.  setjmp is called here so that the caller's ps keeps its
 * values across the jump (C99 7.13.2.1). */
static int parse_guarded(hcl_parser *ps, hcl_file *f, const char *name, hcl_scratch *s, hcl_oom *oom)
{
	if (setjmp(oom->jb))
		return -1;
	f->arena.oom = oom;
	f->name = hcl_strndup(&f->arena, name, strlen(name));
	if (hcl_window_open(&ps->w, f, s) != 0) {
		ps->w.buf = NULL; /* freed by hcl_window_open */
		ps->w.lx = NULL;
		hcl_diag_msg(f, HCL_MSG_LEXER_NO_MEMORY, 0, 0);
		return 0;
	}
	ps->f = f;
	ps->a = &f->arena;
	ps->seen = &s->seen;
	ps->lemon = lemon_take(s);
	if (!ps->lemon) {
		hcl_window_close(&ps->w);
		hcl_diag_msg(f, HCL_MSG_PARSER_NO_MEMORY, 0, 0);
		return 0;
	}
	hcl_drive(ps);
	HclParseFinalize(ps->lemon);
	s->lemon = ps->lemon;
	ps->lemon = NULL; /* the scratch's again */
	hcl_window_close(&ps->w);
	hcl_ast_done(ps);
	if (f->mode == HCL_MODE_CONFIG && !f->body)
		f->body = hcl_ast_body(ps);
	if (f->mode != HCL_MODE_CONFIG && !f->expr)
		f->expr = hcl_ast_invalid(ps, 0, f->len);
	return 0;
}

hcl_file *hcl_parse_reusing(hcl_reuse *r, const char *name, char *src, size_t len, hcl_mode mode)
{
	hcl_file *f;
	hcl_parser ps;
	hcl_scratch own, *s;
	hcl_oom oom;

	oom.held = NULL;
	if (len > UINT32_MAX - 2 || !(f = calloc(1, sizeof *f))) {
		free(src);
		return NULL;
	}
	hcl_arena_init(&f->arena);
	f->arena.reuse = r;
	f->len = (uint32_t)len;
	f->src = f->owned = src;
	f->mode = mode;
	if (len >= 3 && memcmp(src, "\xef\xbb\xbf", 3) == 0)
		f->bom = 3;
	memset(&ps, 0, sizeof ps);
	s = scratch_take(r, &own);
	int rc = parse_guarded(&ps, f, name, s, &oom);
	f->arena.oom = NULL;
	if (rc != 0) {
		/* out of memory: the window's buffer and lexer, the parser, and
		 * the scratch (its state is the parse's) go, then the file */
		free(ps.w.buf);
		free(ps.w.lx);
		if (ps.lemon)
			HclParseFree(ps.lemon, free);
		scratch_free(s);
		scratch_give(r, s);
		hcl_file_free(f);
		return NULL;
	}
	scratch_give(r, s);
	return f;
}
