/* hcl_tmpl_rest.c - what hcl says of the rest of a template after a broken
 * directive.
 *
 * hcl reads a template in two passes: its parts, where a directive whose
 * header is broken is left out, then their structure, which reports every
 * directive out of balance even in its recovery mode (parseRoot, parseIf
 * and parseFor of hcl's parser_template.go).  After an error in a directive
 * the grammar reads no more of the template; this unit reads the rest as
 * hcl's second pass would, from the directives still open there, and
 * reports what that pass would.  Called only by the error descriptions. */
#include "hcl_messages.h"
#include "hcl_parser.h"

/* An if or for directive open in the template. */
typedef struct {
	int is_for, in_else;
	uint32_t start, end;
} open_dir;

#define MAX_OPEN 64 /* deeper nesting is not followed */

/* The index of the first token after i that is not a line break. */
static uint32_t next_index(hcl_parser *ps, uint32_t i)
{
	int type;
	do
		type = hcl_tok(ps, ++i)->type;
	while (type == TK_NEWLINE || type == TK_COMMENT);
	return i;
}

/* Whether the for directive whose keyword is token k has the header hcl's
 * first pass keeps: NAME [, NAME] in. */
static int for_header(hcl_parser *ps, uint32_t k)
{
	uint32_t j = next_index(ps, k);
	if (!hcl_is_ident(hcl_tok(ps, j)->type))
		return 0;
	j = next_index(ps, j);
	if (hcl_tok(ps, j)->type == TK_COMMA) {
		j = next_index(ps, j);
		if (!hcl_is_ident(hcl_tok(ps, j)->type))
			return 0;
		j = next_index(ps, j);
	}
	const hcl_token *t = hcl_tok(ps, j);
	return t->type == TK_IDENT && hcl_keyword(ps->f, t) == TK_IN;
}

/* hcl's second pass at an else, endif or endfor (terminal kw) over
 * [start, end), with the n directives of open; returns how many stay. */
static uint32_t end_directive(hcl_file *f, open_dir *open, uint32_t n, int kw, uint32_t start,
			      uint32_t end)
{
	static const hcl_msg stray[] = {HCL_MSG_UNEXPECTED_ELSE, HCL_MSG_UNEXPECTED_ENDIF,
					HCL_MSG_UNEXPECTED_ENDFOR};
	if (n == 0) { /* parseRoot */
		hcl_diag_msg(f, stray[kw - TK_ELSE], start, end);
		return 0;
	}
	open_dir *d = &open[n - 1];
	if (!d->is_for && kw == TK_ELSE && !d->in_else) {
		d->in_else = 1;
		return n;
	}
	if (kw == (d->is_for ? TK_ENDFOR : TK_ENDIF))
		return n - 1;
	if (d->is_for && kw == TK_ELSE)
		hcl_diag_msg(f, HCL_MSG_ELSE_IN_FOR, start, end);
	else
		hcl_diag_at_directive(f, d->is_for ? HCL_MSG_ENDIF_IN_FOR_F
				      : kw == TK_ELSE ? HCL_MSG_ELSE_AGAIN_F : HCL_MSG_ENDFOR_IN_IF_F,
				      start, end, d->start, d->end);
	return n - 1; /* parseIf or parseFor returns */
}

/* The directives open in template frame tf, outermost first, in open (at
 * most MAX_OPEN); how many, or -1 when they are more. */
static int open_directives(hcl_parser *ps, uint32_t tf, open_dir *open)
{
	int n = 0;
	hcl_directives_prune(ps);
	for (uint32_t k = 0; k < ps->ndirs; k++) {
		const hcl_directive *d = &ps->dirs[k];
		if (d->frame != tf)
			continue;
		if (n == MAX_OPEN)
			return -1;
		open[n++] = (open_dir){d->is_for, d->in_else, d->start, d->end};
	}
	return n;
}

/* Each of the n directives of open meets the template's end at [start, end). */
static void meet_end(hcl_file *f, const open_dir *open, int n, uint32_t start, uint32_t end)
{
	while (n-- > 0)
		hcl_diag_at_directive(f, open[n].is_for ? HCL_MSG_FOR_END_F : HCL_MSG_IF_END_F, start, end,
				      open[n].start, open[n].end);
}

void hcl_template_end(hcl_parser *ps, uint32_t tf, uint32_t start, uint32_t end)
{
	open_dir open[MAX_OPEN];
	int n = open_directives(ps, tf, open);
	meet_end(ps->f, open, n, start, end);
}

void hcl_template_rest(hcl_parser *ps, uint32_t i, int drop_inner)
{
	hcl_file *f = ps->f;
	uint32_t tf = ps->nframes - 2; /* the template the directive is in */
	int kind = ps->frames[tf].kind;
	int end = kind == HCL_F_QUOTE ? TK_CQUOTE : kind == HCL_F_HEREDOC ? TK_CHEREDOC : TK_EOF;
	open_dir open[MAX_OPEN];
	int got = open_directives(ps, tf, open);
	if (got < 0)
		return;
	uint32_t n = (uint32_t)got;
	if (drop_inner && n)
		n--;
	for (uint32_t j = hcl_sequence_end(ps, i);;) {
		hcl_token t = *hcl_tok(ps, j);
		if (t.type == TK_EOF || t.type == end) {
			meet_end(f, open, (int)n, t.start, t.end);
			return;
		}
		if (t.type == TK_TINTERP) {
			j = hcl_sequence_end(ps, j + 1);
			continue;
		}
		if (t.type != TK_TCONTROL) {
			j++;
			continue;
		}
		uint32_t k = next_index(ps, j), after = hcl_sequence_end(ps, j + 1);
		const hcl_token *w = hcl_tok(ps, k);
		int kw = w->type == TK_IDENT ? hcl_keyword(f, w) : 0;
		uint32_t to = hcl_tok(ps, next_index(ps, k))->end; /* hcl's NextRange */
		if (kw == TK_ELSE || kw == TK_ENDIF || kw == TK_ENDFOR) {
			n = end_directive(f, open, n, kw, t.start, to);
		} else if ((kw == TK_IF || (kw == TK_FOR && for_header(ps, k))) && n < MAX_OPEN) {
			uint32_t close = hcl_tok(ps, after - 1)->end;
			open[n++] = (open_dir){kw == TK_FOR, 0, t.start, close};
		}
		j = after;
	}
}
